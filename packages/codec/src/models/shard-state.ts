// ShardStateUnsplit: a shard's (or the masterchain's) full state after a block; zerostates too.
//
// shard_state#9023afe2 global_id:int32 shard_id:ShardIdent seq_no:uint32 vert_seq_no:#
//   gen_utime:uint32 [tycho #9023aeee: gen_utime_ms:uint16] gen_lt:uint64 min_ref_mc_seqno:uint32
//   out_msg_queue_info:^OutMsgQueueInfo [tycho: processed_upto:^ProcessedUptoInfo]
//   before_split:(## 1) accounts:^ShardAccounts
//   ^[ overload_history:uint64 underload_history:uint64 total_balance:CurrencyCollection
//      total_validator_fees:CurrencyCollection libraries:(HashmapE 256 LibDescr)
//      master_ref:(Maybe BlkMasterInfo) ]
//   custom:(Maybe ^McStateExtra) = ShardStateUnsplit;
// depth_balance$_ split_depth:(#<= 30) balance:CurrencyCollection = DepthBalanceInfo;
// _ (HashmapAugE 256 ShardAccount DepthBalanceInfo) = ShardAccounts;
// masterchain_state_extra#cc26 shard_hashes:ShardHashes config:ConfigParams
//   ^[ flags:(## 16) validator_info:ValidatorInfo prev_blocks:OldMcBlocksInfo after_key_block:Bool
//      last_key_block:(Maybe ExtBlkRef) block_create_stats:(flags . 0)?BlockCreateStats ]
//   global_balance:CurrencyCollection = McStateExtra;
// validator_info$_ validator_list_hash_short:uint32 catchain_seqno:uint32 nx_cc_updated:Bool = ValidatorInfo;
//
// The message-queue / processed-upto info, the libraries and the ^[...] part of McStateExtra are
// kept as cells (the explorer does not show them; writing them back keeps the state hash).
import { type Builder, beginCell, type Cell, type Slice } from '../cell';
import { loadAugDictE, storeAugDictE } from '../dict';
import {
  type DepthBalanceInfo,
  loadDepthBalanceInfo,
  loadShardAccount,
  type ShardAccount,
  storeDepthBalanceInfo,
  storeShardAccount,
} from './account';
import type { AugDictE } from './account-block';
import { addCurrencyCollections } from './block-aug';
import {
  type ExtBlkRef,
  loadExtBlkRef,
  loadShardIdent,
  type ShardIdent,
  storeExtBlkRef,
  storeShardIdent,
} from './block-info';
import { loadTag } from './block-tlb';
import { type ConfigParams, loadConfigParams, storeConfigParams } from './config';
import {
  type CurrencyCollection,
  currencyOf,
  loadCurrencyCollection,
  storeCurrencyCollection,
} from './currency';
import type { Flavor } from './flavor';
import { loadShardHashes, type ShardHashEntry, storeShardHashes } from './shard-descr';

export type ShardAccounts = AugDictE<ShardAccount, DepthBalanceInfo>;

export interface ValidatorInfo {
  validatorListHashShort: number;
  catchainSeqno: number;
  nxCcUpdated: boolean;
}

export interface McStateExtra {
  shardHashes: ShardHashEntry[];
  config: ConfigParams;
  /** Read from `more` for display; `more` is what gets written back. */
  validatorInfo: ValidatorInfo;
  /** The ^[ flags validator_info prev_blocks after_key_block last_key_block block_create_stats ] cell. */
  more: Cell;
  globalBalance: CurrencyCollection;
}

export interface ShardStateUnsplit {
  globalId: number;
  shardId: ShardIdent;
  seqNo: number;
  vertSeqNo: number;
  genUtime: number;
  /** Tycho only; 0 for everscale states. */
  genUtimeMs: number;
  genLt: bigint;
  minRefMcSeqno: number;
  /** OutMsgQueueInfo (everscale) or ProcessedUptoInfo (tycho), kept as a cell. */
  queueInfo: Cell;
  beforeSplit: boolean;
  accounts: ShardAccounts;
  overloadHistory: bigint;
  underloadHistory: bigint;
  totalBalance: CurrencyCollection;
  totalValidatorFees: CurrencyCollection;
  /** HashmapE 256 LibDescr root, kept as a cell (null when empty). */
  libraries: Cell | null;
  masterRef: ExtBlkRef | null;
  /**
   * Whatever follows master_ref in the ^[...] cell: ever-node versions append fields this codec does
   * not name (seen as one trailing bit in a global_id 42 test state). Kept as a cell, written back.
   */
  unknownTail: Cell | null;
  custom: McStateExtra | null;
}

export const SHARD_STATE_TAG = { everscale: 0x9023afe2, tycho: 0x9023aeee } as const satisfies Record<
  Flavor,
  number
>;
const MC_STATE_EXTRA_TAG = 0xcc26;

const depthBalanceAug = {
  storeExtra: storeDepthBalanceInfo,
  // A fork's extra sums the balances; split depth is a property of single accounts only.
  combine: (a: DepthBalanceInfo, b: DepthBalanceInfo): DepthBalanceInfo => ({
    splitDepth: 0,
    balance: addCurrencyCollections(a.balance, b.balance),
  }),
  empty: { splitDepth: 0, balance: currencyOf(0n) },
  storeValue: storeShardAccount,
};

export function shardStateFlavor(root: Cell): Flavor {
  const tag = loadTag(
    root.beginParse(),
    32,
    [SHARD_STATE_TAG.everscale, SHARD_STATE_TAG.tycho],
    'ShardStateUnsplit',
  );
  return tag === SHARD_STATE_TAG.tycho ? 'tycho' : 'everscale';
}

export function loadShardStateUnsplit(s: Slice, flavor: Flavor): ShardStateUnsplit {
  loadTag(s, 32, [SHARD_STATE_TAG[flavor]], 'ShardStateUnsplit');
  const globalId = s.loadInt(32);
  const shardId = loadShardIdent(s);
  const seqNo = s.loadUint(32);
  const vertSeqNo = s.loadUint(32);
  const genUtime = s.loadUint(32);
  const genUtimeMs = flavor === 'tycho' ? s.loadUint(16) : 0;
  const genLt = s.loadUintBig(64);
  const minRefMcSeqno = s.loadUint(32);
  const queueInfo = s.loadRef();
  const beforeSplit = s.loadBit();
  const accounts = loadAugDictE(s.loadRef().beginParse(), 256, loadDepthBalanceInfo, loadShardAccount);
  const more = s.loadRef().beginParse();
  const customCell = s.loadMaybeRef();
  s.endParse('ShardStateUnsplit');
  const overloadHistory = more.loadUintBig(64);
  const underloadHistory = more.loadUintBig(64);
  const totalBalance = loadCurrencyCollection(more);
  const totalValidatorFees = loadCurrencyCollection(more);
  const libraries = more.loadMaybeRef();
  const masterRef = more.loadBit() ? loadExtBlkRef(more) : null;
  const unknownTail =
    more.remainingBits || more.remainingRefs
      ? beginCell().storeSlice(more.loadSlice(more.remainingBits, more.remainingRefs)).endCell()
      : null;
  return {
    globalId,
    shardId,
    seqNo,
    vertSeqNo,
    genUtime,
    genUtimeMs,
    genLt,
    minRefMcSeqno,
    queueInfo,
    beforeSplit,
    accounts,
    overloadHistory,
    underloadHistory,
    totalBalance,
    totalValidatorFees,
    libraries,
    masterRef,
    unknownTail,
    custom: customCell ? loadMcStateExtra(customCell.beginParse(), flavor) : null,
  };
}

export function storeShardStateUnsplit(b: Builder, st: ShardStateUnsplit, flavor: Flavor): void {
  const accounts = beginCell();
  storeAugDictE(accounts, st.accounts.entries, 256, depthBalanceAug);
  const more = beginCell().storeUint(st.overloadHistory, 64).storeUint(st.underloadHistory, 64);
  storeCurrencyCollection(more, st.totalBalance);
  storeCurrencyCollection(more, st.totalValidatorFees);
  more.storeMaybeRef(st.libraries).storeBit(st.masterRef !== null);
  if (st.masterRef) storeExtBlkRef(more, st.masterRef);
  if (st.unknownTail) more.storeSlice(st.unknownTail.beginParse());
  b.storeUint(SHARD_STATE_TAG[flavor], 32).storeInt(st.globalId, 32);
  storeShardIdent(b, st.shardId);
  b.storeUint(st.seqNo, 32).storeUint(st.vertSeqNo, 32).storeUint(st.genUtime, 32);
  if (flavor === 'tycho') b.storeUint(st.genUtimeMs, 16);
  b.storeUint(st.genLt, 64).storeUint(st.minRefMcSeqno, 32).storeRef(st.queueInfo).storeBit(st.beforeSplit);
  b.storeRef(accounts.endCell()).storeRef(more.endCell());
  if (st.custom) {
    const custom = beginCell();
    storeMcStateExtra(custom, st.custom, flavor);
    b.storeBit(1).storeRef(custom.endCell());
  } else {
    b.storeBit(0);
  }
}

export function loadMcStateExtra(s: Slice, flavor: Flavor): McStateExtra {
  loadTag(s, 16, [MC_STATE_EXTRA_TAG], 'McStateExtra');
  const shardHashes = loadShardHashes(s, flavor);
  const config = loadConfigParams(s);
  const more = s.loadRef();
  const m = more.beginParse();
  m.skip(16); // flags: which optional parts follow; they stay inside `more`
  const validatorInfo = {
    validatorListHashShort: m.loadUint(32),
    catchainSeqno: m.loadUint(32),
    nxCcUpdated: m.loadBit(),
  };
  const globalBalance = loadCurrencyCollection(s);
  return { shardHashes, config, validatorInfo, more, globalBalance };
}

export function storeMcStateExtra(b: Builder, x: McStateExtra, flavor: Flavor): void {
  b.storeUint(MC_STATE_EXTRA_TAG, 16);
  storeShardHashes(b, x.shardHashes, flavor);
  storeConfigParams(b, x.config);
  b.storeRef(x.more);
  storeCurrencyCollection(b, x.globalBalance);
}
