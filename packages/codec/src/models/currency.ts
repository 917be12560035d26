// nanograms$_ amount:(VarUInteger 16) = Grams;
// extra_currencies$_ dict:(HashmapE 32 (VarUInteger 32)) = ExtraCurrencyCollection;
// currencies$_ grams:Grams other:ExtraCurrencyCollection = CurrencyCollection;
//
// Grams are plain bigint (Slice.loadCoins / Builder.storeCoins); extra currencies are keyed by their
// 32-bit id, which fits a number, so callers can write `other.get(1)`.
import type { Builder, Slice } from '../cell';
import { loadDictE, storeDictE } from '../dict';

export interface CurrencyCollection {
  grams: bigint;
  /** currency id → amount; empty for the native-only collections most values are. */
  other: Map<number, bigint>;
}

const EXTRA_KEY_BITS = 32;
// VarUInteger 32: a 5-bit byte-length prefix.
const EXTRA_LEN_BITS = 5;

export const loadGrams = (s: Slice): bigint => s.loadCoins();

export function storeGrams(b: Builder, v: bigint): void {
  b.storeCoins(v);
}

export function loadExtraCurrencies(s: Slice): Map<number, bigint> {
  const dict = loadDictE(s, EXTRA_KEY_BITS, (v) => v.loadVarUint(EXTRA_LEN_BITS));
  const out = new Map<number, bigint>();
  for (const [id, amount] of dict) out.set(Number(id), amount);
  return out;
}

export function storeExtraCurrencies(b: Builder, other: Map<number, bigint>): void {
  const entries = [...other].map(([id, amount]): [bigint, bigint] => [BigInt(id), amount]);
  storeDictE(b, entries, EXTRA_KEY_BITS, (v, amount) => {
    v.storeVarUint(amount, EXTRA_LEN_BITS);
  });
}

export function loadCurrencyCollection(s: Slice): CurrencyCollection {
  return { grams: s.loadCoins(), other: loadExtraCurrencies(s) };
}

export function storeCurrencyCollection(b: Builder, c: CurrencyCollection): void {
  b.storeCoins(c.grams);
  storeExtraCurrencies(b, c.other);
}

/** A collection holding only native coins. */
export function currencyOf(grams: bigint): CurrencyCollection {
  return { grams, other: new Map() };
}
