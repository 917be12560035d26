// value_flow#b8e48dfb ^[ from_prev_blk:CurrencyCollection to_next_blk:CurrencyCollection
//   imported:CurrencyCollection exported:CurrencyCollection ] fees_collected:CurrencyCollection
//   ^[ fees_imported:CurrencyCollection recovered:CurrencyCollection created:CurrencyCollection
//   minted:CurrencyCollection ] = ValueFlow;
// value_flow_v2#3ebf98b7 ... fees_collected:CurrencyCollection burned:CurrencyCollection ^[ ... ] = ValueFlow;
// Everscale: value_flow#e0864f6d ^[ ... ] fees_collected:CurrencyCollection ^[ ... ]
//   copyleft_rewards:(HashmapE 256 Grams) = ValueFlow;
//
// The constructor is told by which optional field is present (not by its value), so a v2 value flow
// that happens to burn nothing still re-encodes to the same cell.
import { type Builder, beginCell, type Slice } from '../cell';
import { loadDictE, storeDictE } from '../dict';
import { invalid, loadTag } from './block-tlb';
import { type CurrencyCollection, loadCurrencyCollection, storeCurrencyCollection } from './currency';

export interface ValueFlow {
  fromPrevBlk: CurrencyCollection;
  toNextBlk: CurrencyCollection;
  imported: CurrencyCollection;
  exported: CurrencyCollection;
  feesCollected: CurrencyCollection;
  /** Only in value_flow_v2; null for the original constructor. */
  burned: CurrencyCollection | null;
  feesImported: CurrencyCollection;
  recovered: CurrencyCollection;
  created: CurrencyCollection;
  minted: CurrencyCollection;
  /** Everscale #e0864f6d only: account id → reward; null for the other constructors. */
  copyleftRewards: Map<bigint, bigint> | null;
}

const TAG_V1 = 0xb8e48dfb;
const TAG_V2 = 0x3ebf98b7;
const TAG_COPYLEFT = 0xe0864f6d;

export function loadValueFlow(s: Slice): ValueFlow {
  const tag = loadTag(s, 32, [TAG_V1, TAG_V2, TAG_COPYLEFT], 'ValueFlow');
  const first = s.loadRef().beginParse();
  const feesCollected = loadCurrencyCollection(s);
  const burned = tag === TAG_V2 ? loadCurrencyCollection(s) : null;
  const second = s.loadRef().beginParse();
  const copyleftRewards = tag === TAG_COPYLEFT ? loadDictE(s, 256, (v) => v.loadCoins()) : null;
  const fromPrevBlk = loadCurrencyCollection(first);
  const toNextBlk = loadCurrencyCollection(first);
  const imported = loadCurrencyCollection(first);
  const exported = loadCurrencyCollection(first);
  const feesImported = loadCurrencyCollection(second);
  const recovered = loadCurrencyCollection(second);
  const created = loadCurrencyCollection(second);
  const minted = loadCurrencyCollection(second);
  return {
    fromPrevBlk,
    toNextBlk,
    imported,
    exported,
    feesCollected,
    burned,
    feesImported,
    recovered,
    created,
    minted,
    copyleftRewards,
  };
}

export function storeValueFlow(b: Builder, v: ValueFlow): void {
  const first = beginCell();
  storeCurrencyCollection(first, v.fromPrevBlk);
  storeCurrencyCollection(first, v.toNextBlk);
  storeCurrencyCollection(first, v.imported);
  storeCurrencyCollection(first, v.exported);
  const second = beginCell();
  storeCurrencyCollection(second, v.feesImported);
  storeCurrencyCollection(second, v.recovered);
  storeCurrencyCollection(second, v.created);
  storeCurrencyCollection(second, v.minted);
  if (v.burned && v.copyleftRewards)
    throw invalid('ValueFlow', 'burned and copyleft_rewards never occur together');
  b.storeUint(v.burned ? TAG_V2 : v.copyleftRewards ? TAG_COPYLEFT : TAG_V1, 32);
  b.storeRef(first.endCell());
  storeCurrencyCollection(b, v.feesCollected);
  if (v.burned) storeCurrencyCollection(b, v.burned);
  b.storeRef(second.endCell());
  if (v.copyleftRewards) storeDictE(b, v.copyleftRewards, 256, (vb, reward: bigint) => vb.storeCoins(reward));
}
