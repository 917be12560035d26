// Small helpers shared by the block models: hashes travel through the models as lowercase hex
// strings (what the explorer shows and stores) and errors name the TL-B field being read.
import type { Builder, Slice } from '../cell';
import { CodecError, fromHex } from '../util';

const HASH_HEX = /^[0-9a-f]{64}$/;

export function storeHash(b: Builder, hex: string, field: string): void {
  if (!HASH_HEX.test(hex))
    throw new CodecError('invalidData', 'expected 64 lowercase hex characters', { field });
  b.storeBytes(fromHex(hex));
}

/** Reads a constructor tag of `bits` bits and fails with its position unless it is one of `allowed`. */
export function loadTag(s: Slice, bits: number, allowed: readonly number[], field: string): number {
  const offset = s.bitOffset;
  const tag = s.loadUint(bits);
  if (!allowed.includes(tag)) {
    throw new CodecError('invalidTag', `unexpected tag 0x${tag.toString(16)}`, { field, bitOffset: offset });
  }
  return tag;
}

export function invalid(field: string, message: string, bitOffset?: number): CodecError {
  return new CodecError('invalidData', message, bitOffset === undefined ? { field } : { field, bitOffset });
}
