// acc_trans#5 account_addr:bits256
//   transactions:(HashmapAug 64 ^Transaction CurrencyCollection)
//   state_update:^(HASH_UPDATE Account) = AccountBlock;
// _ (HashmapAugE 256 AccountBlock CurrencyCollection) = ShardAccountBlocks;
//
// Transactions stay Cells keyed by lt: the indexer stores each one's BOC and decodes it once
// (loadTransaction), so decoding a block never pays for transactions twice.
import { type Builder, beginCell, type Cell, type Slice } from '../cell';
import { type AugEntry, buildAugDict, loadAugDict, loadAugDictE, storeAugDictE } from '../dict';
import { toHex } from '../util';
import { currencyAug } from './block-aug';
import { invalid, loadTag, storeHash } from './block-tlb';
import { type CurrencyCollection, loadCurrencyCollection } from './currency';
import { type HashUpdate, loadHashUpdate, storeHashUpdate } from './transaction';

export interface AccountBlock {
  accountAddr: string;
  /** lt → transaction cell, augmented with the fees that transaction collected. */
  transactions: Map<bigint, AugEntry<Cell, CurrencyCollection>>;
  stateUpdate: HashUpdate;
}

/** An augmented dictionary as decoded: its entries and the extra of its root (recomputed on store). */
export interface AugDictE<V, E> {
  entries: Map<bigint, AugEntry<V, E>>;
  rootExtra: E;
}

export type ShardAccountBlocks = AugDictE<AccountBlock, CurrencyCollection>;

const ACC_TRANS_TAG = 5;

const transactionsAug = {
  ...currencyAug,
  storeValue: (b: Builder, tx: Cell) => {
    b.storeRef(tx);
  },
};

export function loadAccountBlock(s: Slice): AccountBlock {
  loadTag(s, 4, [ACC_TRANS_TAG], 'AccountBlock');
  const accountAddr = toHex(s.loadHash());
  // The (non-empty) transactions dictionary is inlined: its root node is the rest of this cell except
  // the last reference, which is state_update. Cut that part out as a cell of its own to walk it.
  if (s.remainingRefs < 2) throw invalid('AccountBlock', 'missing transactions or state_update', s.bitOffset);
  const rootNode = beginCell()
    .storeSlice(s.loadSlice(s.remainingBits, s.remainingRefs - 1))
    .endCell();
  const transactions = loadAugDict(rootNode, 64, loadCurrencyCollection, (v) => v.loadRef());
  const stateUpdate = loadHashUpdate(s.loadRef().beginParse());
  return { accountAddr, transactions, stateUpdate };
}

export function storeAccountBlock(b: Builder, block: AccountBlock): void {
  const { root } = buildAugDict(block.transactions, 64, transactionsAug);
  if (!root) throw invalid('AccountBlock.transactions', 'an account block needs at least one transaction');
  b.storeUint(ACC_TRANS_TAG, 4);
  storeHash(b, block.accountAddr, 'AccountBlock.account_addr');
  b.storeSlice(root.beginParse());
  const update = beginCell();
  storeHashUpdate(update, block.stateUpdate);
  b.storeRef(update.endCell());
}

export function loadShardAccountBlocks(s: Slice): ShardAccountBlocks {
  return loadAugDictE(s, 256, loadCurrencyCollection, loadAccountBlock);
}

export function storeShardAccountBlocks(b: Builder, blocks: ShardAccountBlocks): void {
  storeAugDictE(b, blocks.entries, 256, { ...currencyAug, storeValue: storeAccountBlock });
}
