// Entry points from BOC bytes: detect the flavor once from the root tag, then decode with it.
import { type Cell, readBoc } from '../cell';
import { sha256, toHex } from '../util';
import { type Block, blockFlavor, loadBlock } from './block';
import { invalid } from './block-tlb';
import type { Flavor } from './flavor';
import { loadShardStateUnsplit, type ShardStateUnsplit, shardStateFlavor } from './shard-state';

export interface DecodedBlock {
  flavor: Flavor;
  /** Representation hash of the root cell (the block's root_hash). */
  rootHash: string;
  /** sha256 of the BOC bytes as given (the block's file_hash when they are the original serialization). */
  fileHash: string;
  root: Cell;
  block: Block;
}

/** The single root of a BOC; blocks, states and the rest are always single-root. */
export function singleRoot(boc: Uint8Array, what: string): Cell {
  const roots = readBoc(boc);
  if (roots.length !== 1) throw invalid(what, `expected a BOC with one root, got ${roots.length}`);
  return roots[0];
}

export function decodeBlock(boc: Uint8Array): DecodedBlock {
  const root = singleRoot(boc, 'Block');
  const flavor = blockFlavor(root);
  const block = loadBlock(root.beginParse(), flavor);
  return { flavor, rootHash: root.hashHex(), fileHash: toHex(sha256(boc)), root, block };
}

export interface DecodedShardState {
  flavor: Flavor;
  rootHash: string;
  root: Cell;
  state: ShardStateUnsplit;
}

export function decodeShardState(boc: Uint8Array): DecodedShardState {
  const root = singleRoot(boc, 'ShardStateUnsplit');
  const flavor = shardStateFlavor(root);
  return { flavor, rootHash: root.hashHex(), root, state: loadShardStateUnsplit(root.beginParse(), flavor) };
}
