// Helpers shared by the transaction, message and account models.
import type { Builder, Slice } from '../cell';

/** Maybe X: a presence bit, then X. */
export function loadMaybe<T>(s: Slice, load: (s: Slice) => T): T | null {
  return s.loadBit() ? load(s) : null;
}

export function storeMaybe<T>(b: Builder, v: T | null, store: (b: Builder, v: T) => void): void {
  if (v === null) b.storeBit(0);
  else store(b.storeBit(1), v);
}
