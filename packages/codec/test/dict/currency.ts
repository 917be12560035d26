// A minimal CurrencyCollection for dictionary tests, kept local so these tests do not depend on the
// TL-B models: currencies$_ grams:Grams other:ExtraCurrencyCollection = CurrencyCollection;
// extra_currencies$_ dict:(HashmapE 32 (VarUInteger 32)) = ExtraCurrencyCollection;
import type { Builder, Slice } from '../../src/cell';
import { type AugOps, loadDictE, storeDictE } from '../../src/dict';

export interface Currencies {
  grams: bigint;
  other: Map<bigint, bigint>;
}

export const loadCurrencies = (s: Slice): Currencies => ({
  grams: s.loadCoins(),
  other: loadDictE(s, 32, (v) => v.loadVarUint(5)),
});

export const storeCurrencies = (b: Builder, c: Currencies): void => {
  b.storeCoins(c.grams);
  storeDictE(b, c.other, 32, (vb, v) => vb.storeVarUint(v, 5));
};

export function addCurrencies(a: Currencies, b: Currencies): Currencies {
  const other = new Map(a.other);
  for (const [id, amount] of b.other) other.set(id, (other.get(id) ?? 0n) + amount);
  return { grams: a.grams + b.grams, other };
}

/** Aug operations for a dictionary whose values are kept as opaque slices. */
export const opaqueValueCurrencyAug: AugOps<Slice, Currencies> = {
  storeValue: (b, v) => b.storeSlice(v),
  storeExtra: storeCurrencies,
  combine: addCurrencies,
  empty: { grams: 0n, other: new Map() },
};
