// Sorting and splitting of dictionary keys for the writers.
import { CodecError } from '../util/error';

/** Entries sorted by key, checked to be unique unsigned `keyBits`-bit integers. */
export function sortedEntries<T>(entries: Iterable<[bigint, T]>, keyBits: number): Array<[bigint, T]> {
  if (!Number.isInteger(keyBits) || keyBits < 0 || keyBits > 1023) {
    throw new CodecError('badArgument', `invalid dictionary key length ${keyBits}`);
  }
  const list = Array.from(entries);
  const limit = 1n << BigInt(keyBits);
  for (const [key] of list) {
    if (typeof key !== 'bigint' || key < 0n || key >= limit) {
      throw new CodecError('badArgument', `dictionary key ${key} does not fit in ${keyBits} bits`);
    }
  }
  list.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  for (let i = 1; i < list.length; i++) {
    if (list[i][0] === list[i - 1][0])
      throw new CodecError('badArgument', `duplicate dictionary key ${list[i][0]}`);
  }
  return list;
}

function bitLength(v: bigint): number {
  return v === 0n ? 0 : v.toString(2).length;
}

/**
 * For sorted keys [lo, hi) that agree above their low `m` bits: the length of their common prefix within
 * those m bits, the prefix itself, and where the keys with a 1 after the prefix begin.
 */
export function splitEdge(
  keys: ReadonlyArray<[bigint, unknown]>,
  lo: number,
  hi: number,
  m: number,
): { length: number; label: bigint; split: number } {
  const mask = (1n << BigInt(m)) - 1n;
  const first = keys[lo][0] & mask;
  if (hi - lo === 1) return { length: m, label: first, split: hi };
  const last = keys[hi - 1][0] & mask;
  const length = m - bitLength(first ^ last);
  const branchBit = 1n << BigInt(m - length - 1);
  // Keys share the prefix, so the branch bit is 0 then 1 along the sorted range: binary search.
  let left = lo + 1;
  let right = hi - 1;
  while (left < right) {
    const mid = (left + right) >> 1;
    if ((keys[mid][0] & branchBit) === 0n) left = mid + 1;
    else right = mid;
  }
  const split = left;
  return { length, label: first >> BigInt(m - length), split };
}
