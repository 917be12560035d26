export type { AugEntry, AugOps } from './aug';
export { buildAugDict, loadAugDict, loadAugDictE, storeAugDictE } from './aug';
export { loadBinTree, storeBinTree } from './bintree';
export { buildDict, loadDict, loadDictE, storeDictE } from './hashmap';
export { lookupDict } from './lookup';
