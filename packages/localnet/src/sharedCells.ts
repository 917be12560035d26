// An account's new state shares most of its cells with the old one (its code always, its data but for
// the changed paths), yet an executor hands it back as a fresh BOC whose cells would all be hashed
// again. Walking both trees side by side and keeping the old cell wherever the new one has the same bits
// and (recursively) the same children gives the unchanged subtrees back their hashed cells, shared by
// identity: comparing bytes costs far less than hashing them, and only the changed paths are new.
import { Cell } from '@tvmscan/codec';

const sameBits = (a: Cell, b: Cell): boolean => {
  if (a.bitLength !== b.bitLength || a.isExotic !== b.isExotic || a.refs.length !== b.refs.length)
    return false;
  const bytes = (a.bitLength + 7) >> 3;
  for (let i = 0; i < bytes; i++) if (a.bits[i] !== b.bits[i]) return false;
  return true;
};

/** `fresh` with every subtree equal to the subtree at the same place in `old` replaced by old's cells. */
export function shareCells(fresh: Cell, old: Cell): Cell {
  // Trees are at most 1024 cells deep; the walk follows positions, so its depth is bounded by old's.
  if (fresh === old) return fresh;
  const refs = fresh.refs.map((ref, i) => (i < old.refs.length ? shareCells(ref, old.refs[i]) : ref));
  if (sameBits(fresh, old) && refs.every((ref, i) => ref === old.refs[i])) return old;
  if (refs.every((ref, i) => ref === fresh.refs[i])) return fresh;
  return new Cell(fresh.bits, fresh.bitLength, refs, fresh.isExotic);
}
