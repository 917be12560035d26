// One key of a (possibly augmented) dictionary, found by following its label bits from the root:
// touches only the cells on the key's path, so reading one account of a large shard state stays cheap.
import type { Cell } from '../cell/cell';
import type { Slice } from '../cell/slice';
import { CodecError } from '../util/error';
import { loadLabel } from './label';

/**
 * The leaf slice of `key` (positioned after its label: an augmented dictionary's extra comes first,
 * then the value), or null when the dictionary has no such key.
 */
export function lookupDict(root: Cell, keyBits: number, key: bigint): Slice | null {
  if (key < 0n || key >> BigInt(keyBits) !== 0n) {
    throw new CodecError('badArgument', `key does not fit in ${keyBits} bits`);
  }
  let cell = root;
  let m = keyBits;
  for (;;) {
    const s = cell.beginParse();
    const label = loadLabel(s, m);
    const rest = m - label.length;
    // The label must equal the key's next `label.length` bits.
    if (((key >> BigInt(rest)) & ((1n << BigInt(label.length)) - 1n)) !== label.bits) return null;
    if (rest === 0) return s;
    const left = s.loadRef();
    const right = s.loadRef();
    cell = ((key >> BigInt(rest - 1)) & 1n) === 0n ? left : right;
    m = rest - 1;
  }
}
