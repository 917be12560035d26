// Bit-level primitives over left-aligned byte arrays (bit 0 is the MSB of byte 0), shared by Slice,
// Builder and the BOC reader. Everything works on whole bytes where it can: no per-bit arrays.

/** Reads `n` (<= 53) bits at `offset` as an unsigned integer. The caller has bounds-checked. */
export function readUint(data: Uint8Array, offset: number, n: number): number {
  let result = 0;
  let pos = offset;
  let remaining = n;
  while (remaining > 0) {
    const inByte = pos & 7;
    const avail = 8 - inByte;
    const take = Math.min(avail, remaining);
    const chunk = (data[pos >> 3] >> (avail - take)) & ((1 << take) - 1);
    // Multiplication, not shifts: results above 2^31 must stay exact doubles.
    result = result * (1 << take) + chunk;
    pos += take;
    remaining -= take;
  }
  return result;
}

/** Reads `n` bits at `offset` as an unsigned bigint, 32 bits at a time. */
export function readUintBig(data: Uint8Array, offset: number, n: number): bigint {
  const head = n % 32;
  let result = head ? BigInt(readUint(data, offset, head)) : 0n;
  for (let pos = offset + head; pos < offset + n; pos += 32) {
    result = (result << 32n) | BigInt(readUint(data, pos, 32));
  }
  return result;
}

/** Writes the low `n` bits of a non-negative safe integer at `offset`; the target bits must be zero. */
export function writeUint(data: Uint8Array, offset: number, value: number, n: number): void {
  let pos = offset;
  let remaining = n;
  while (remaining > 0) {
    const inByte = pos & 7;
    const avail = 8 - inByte;
    const take = Math.min(avail, remaining);
    const shift = remaining - take;
    // Division keeps values above 2^32 exact, where bit shifts would truncate to 32 bits.
    const chunk = Math.floor(value / 2 ** shift) % (1 << take);
    data[pos >> 3] |= chunk << (avail - take);
    pos += take;
    remaining -= take;
  }
}

/** Writes an unsigned bigint (already range-checked) in `n` bits at `offset`. */
export function writeUintBig(data: Uint8Array, offset: number, value: bigint, n: number): void {
  const head = n % 32;
  let pos = offset;
  if (head) {
    writeUint(data, pos, Number(value >> BigInt(n - head)), head);
    pos += head;
  }
  for (let shift = n - head - 32; shift >= 0; shift -= 32) {
    writeUint(data, pos, Number((value >> BigInt(shift)) & 0xffffffffn), 32);
    pos += 32;
  }
}

function readByte(src: Uint8Array, offset: number): number {
  const b = offset >> 3;
  const s = offset & 7;
  if (s === 0) return src[b];
  const next = b + 1 < src.length ? src[b + 1] : 0;
  return ((src[b] << s) | (next >> (8 - s))) & 0xff;
}

function orByte(dst: Uint8Array, offset: number, v: number): void {
  const b = offset >> 3;
  const s = offset & 7;
  dst[b] |= v >> s;
  if (s !== 0 && v << (8 - s)) dst[b + 1] |= (v << (8 - s)) & 0xff;
}

/** Copies `n` bits from `src` at `srcOffset` into `dst` at `dstOffset`; the target bits must be zero. */
export function copyBits(
  src: Uint8Array,
  srcOffset: number,
  dst: Uint8Array,
  dstOffset: number,
  n: number,
): void {
  if (n === 0) return;
  const rem = n & 7;
  if (((srcOffset | dstOffset) & 7) === 0) {
    const from = srcOffset >> 3;
    const full = n >> 3;
    dst.set(src.subarray(from, from + full), dstOffset >> 3);
    if (rem) dst[(dstOffset >> 3) + full] |= src[from + full] & (0xff << (8 - rem));
    return;
  }
  let i = 0;
  for (; i + 8 <= n; i += 8) orByte(dst, dstOffset + i, readByte(src, srcOffset + i));
  if (rem) orByte(dst, dstOffset + i, readByte(src, srcOffset + i) & (0xff << (8 - rem)));
}

export function popcount3(mask: number): number {
  return (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1);
}
