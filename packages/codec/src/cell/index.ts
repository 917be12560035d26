export { CodecError } from '../util/error';
export { fromHex, toHex } from '../util/hex';
export { sha256 } from '../util/sha256';
export { readBoc, type WriteBocOptions, writeBoc } from './boc';
export { Builder, beginCell } from './builder';
export type { CellType } from './cell';
export { Cell, MAX_CELL_BITS, MAX_CELL_DEPTH, MAX_CELL_REFS } from './cell';
export { Slice } from './slice';
