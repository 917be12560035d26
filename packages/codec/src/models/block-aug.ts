// Augmentation by CurrencyCollection, the rule of ShardAccountBlocks, OutMsgDescr and an account's
// transactions dict: a fork's extra is the sum of its children's. Each dictionary's module adds its
// value writer; InMsgDescr and ShardFees build their sums from addCurrencyCollections.
import type { AugOps } from '../dict';
import { type CurrencyCollection, currencyOf, storeCurrencyCollection } from './currency';

export type ExtraOps<E> = Omit<AugOps<never, E>, 'storeValue'>;

export function addCurrencyCollections(a: CurrencyCollection, b: CurrencyCollection): CurrencyCollection {
  if (b.other.size === 0) return { grams: a.grams + b.grams, other: a.other };
  const other = new Map(a.other);
  for (const [id, amount] of b.other) other.set(id, (other.get(id) ?? 0n) + amount);
  return { grams: a.grams + b.grams, other };
}

export const currencyAug: ExtraOps<CurrencyCollection> = {
  storeExtra: storeCurrencyCollection,
  combine: addCurrencyCollections,
  empty: currencyOf(0n),
};
