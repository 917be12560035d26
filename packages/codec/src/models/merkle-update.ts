// !merkle_update#04 {X:Type} old_hash:bits256 new_hash:bits256 old_depth:uint16 new_depth:uint16
//   old:^X new:^X = MERKLE_UPDATE X;
//
// A Merkle update is an exotic cell whose subtrees are mostly pruned branches; the explorer only
// shows its hashes and depths, and re-encoding keeps the very same cell so the block hash holds.
import type { Builder, Cell, Slice } from '../cell';
import { toHex } from '../util';
import { invalid, loadTag, storeHash } from './block-tlb';

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

// update_hashes#72 {X:Type} old_hash:bits256 new_hash:bits256 = HASH_UPDATE X;
// The light sibling of MERKLE_UPDATE: only the two hashes (AccountBlock.state_update,
// Transaction.state_update).
export interface HashUpdate {
  oldHash: string;
  newHash: string;
}

const HASH_UPDATE_TAG = 0x72;

export function loadHashUpdate(s: Slice): HashUpdate {
  loadTag(s, 8, [HASH_UPDATE_TAG], 'HASH_UPDATE');
  return { oldHash: toHex(s.loadHash()), newHash: toHex(s.loadHash()) };
}

export function storeHashUpdate(b: Builder, u: HashUpdate): void {
  b.storeUint(HASH_UPDATE_TAG, 8);
  storeHash(b, u.oldHash, 'HASH_UPDATE.old_hash');
  storeHash(b, u.newHash, 'HASH_UPDATE.new_hash');
}
