// Helpers shared by the transaction, message and account models: 256-bit keys and hashes travel as
// 64-character lowercase hex, dictionaries want them as bigint.
import type { Builder, Slice } from '../cell';
import { invalid } from './block-tlb';

const HASH_HEX = /^[0-9a-f]{64}$/;

export function uint256ToHex(key: bigint): string {
  return key.toString(16).padStart(64, '0');
}

export function hexToUint256(hex: string, field: string): bigint {
  if (!HASH_HEX.test(hex)) throw invalid(field, 'expected 64 lowercase hex characters');
  return BigInt(`0x${hex}`);
}

/** Maybe X: a presence bit, then X. */
export function loadMaybe<T>(s: Slice, load: (s: Slice) => T): T | null {
  return s.loadBit() ? load(s) : null;
}

export function storeMaybe<T>(b: Builder, v: T | null, store: (b: Builder, v: T) => void): void {
  if (v === null) b.storeBit(0);
  else store(b.storeBit(1), v);
}
