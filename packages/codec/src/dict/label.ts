// Edge labels of Patricia-tree dictionaries, shared by Hashmap and HashmapAug.
//
//   hml_short$0 {m:#} {n:#} len:(Unary ~n) {n <= m} s:(n * Bit) = HmLabel ~n m;
//   hml_long$10 {m:#} n:(#<= m) s:(n * Bit) = HmLabel ~n m;
//   hml_same$11 {m:#} v:Bit n:(#<= m) = HmLabel ~n m;
import type { Builder } from '../cell/builder';
import type { Slice } from '../cell/slice';
import { CodecError } from '../util/error';

/** Width of a `#<= m` field: the number of bits needed to write m. */
export function lengthBits(m: number): number {
  return m === 0 ? 0 : 32 - Math.clz32(m);
}

function loadKeyBits(s: Slice, n: number): bigint {
  return n <= 48 ? BigInt(s.loadUint(n)) : s.loadUintBig(n);
}

/** Reads a label of at most `m` bits; returns its length and bits (as an unsigned integer). */
export function loadLabel(s: Slice, m: number): { length: number; bits: bigint } {
  const at = s.bitOffset;
  const short = !s.loadBit();
  const long = !short && !s.loadBit();
  // hml_same carries its repeated bit before the length.
  const sameBit = !short && !long && s.loadBit();
  let length = 0;
  if (short) {
    while (s.loadBit()) length++;
  } else {
    length = s.loadUint(lengthBits(m));
  }
  if (length > m) {
    const kind = short ? 'hml_short' : long ? 'hml_long' : 'hml_same';
    throw new CodecError('badDict', `${kind} label of ${length} bits exceeds the ${m} key bits left`, {
      bitOffset: at,
    });
  }
  if (short || long) return { length, bits: loadKeyBits(s, length) };
  return { length, bits: sameBit ? (1n << BigInt(length)) - 1n : 0n };
}

function isUniform(bits: bigint, length: number): boolean {
  return bits === 0n || bits === (1n << BigInt(length)) - 1n;
}

/**
 * Writes a label of `length` bits (the low bits of `bits`) on an edge with at most `m` key bits left,
 * choosing the shortest encoding exactly as everscale-types and the TON node do (hml_same only when
 * strictly shorter, then hml_short unless hml_long is shorter), so rebuilt dictionaries hash identically.
 */
export function storeLabel(b: Builder, bits: bigint, length: number, m: number): void {
  const lenBits = lengthBits(m);
  const shortSize = 2 + 2 * length;
  const longSize = 2 + lenBits + length;
  const sameSize = 3 + lenBits;
  if (length > 0 && sameSize < longSize && sameSize < shortSize && isUniform(bits, length)) {
    b.storeUint(3, 2)
      .storeBit(bits !== 0n)
      .storeUint(length, lenBits);
  } else if (shortSize <= longSize) {
    b.storeBit(0);
    for (let i = 0; i < length; i++) b.storeBit(1);
    b.storeBit(0).storeUint(bits, length);
  } else {
    b.storeUint(2, 2).storeUint(length, lenBits).storeUint(bits, length);
  }
}
