// !merkle_update#04 {X:Type} old_hash:bits256 new_hash:bits256 old_depth:uint16 new_depth:uint16
//   old:^X new:^X = MERKLE_UPDATE X;
//
// A Merkle update is an exotic cell whose subtrees are mostly pruned branches; the explorer only
// shows its hashes and depths, and re-encoding keeps the very same cell so the block hash holds.
import type { Cell } from '../cell';
import { toHex } from '../util';
import { invalid } from './block-tlb';

export interface MerkleUpdate {
  oldHash: string;
  newHash: string;
  oldDepth: number;
  newDepth: number;
  /** The exotic cell itself (kept: rebuilding it would need the full old and new states). */
  cell: Cell;
}

export function loadMerkleUpdate(cell: Cell): MerkleUpdate {
  if (cell.type !== 'merkleUpdate')
    throw invalid('MerkleUpdate', `expected a Merkle update cell, got ${cell.type}`);
  const s = cell.beginParse(true);
  s.skip(8); // exotic type byte, already checked through cell.type
  return {
    oldHash: toHex(s.loadHash()),
    newHash: toHex(s.loadHash()),
    oldDepth: s.loadUint(16),
    newDepth: s.loadUint(16),
    cell,
  };
}
