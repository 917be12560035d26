// The phases of a transaction description.
//
// acst_unchanged$0 = AccStatusChange; acst_frozen$10 = AccStatusChange; acst_deleted$11 = AccStatusChange;
// tr_phase_storage$_ storage_fees_collected:Grams storage_fees_due:(Maybe Grams)
//   status_change:AccStatusChange = TrStoragePhase;
// tr_phase_credit$_ due_fees_collected:(Maybe Grams) credit:CurrencyCollection = TrCreditPhase;
// cskip_no_state$00 cskip_bad_state$01 cskip_no_gas$10 cskip_suspended$110 = ComputeSkipReason;
// tr_phase_compute_skipped$0 reason:ComputeSkipReason = TrComputePhase;
// tr_phase_compute_vm$1 success:Bool msg_state_used:Bool account_activated:Bool gas_fees:Grams
//   ^[ gas_used:(VarUInteger 7) gas_limit:(VarUInteger 7) gas_credit:(Maybe (VarUInteger 3))
//      mode:int8 exit_code:int32 exit_arg:(Maybe int32) vm_steps:uint32
//      vm_init_state_hash:bits256 vm_final_state_hash:bits256 ] = TrComputePhase;
// storage_used_short$_ cells:(VarUInteger 7) bits:(VarUInteger 7) = StorageUsedShort;
// tr_phase_action$_ success:Bool valid:Bool no_funds:Bool status_change:AccStatusChange
//   total_fwd_fees:(Maybe Grams) total_action_fees:(Maybe Grams)
//   result_code:int32 result_arg:(Maybe int32) tot_actions:uint16 spec_actions:uint16
//   skipped_actions:uint16 msgs_created:uint16 action_list_hash:bits256
//   tot_msg_size:StorageUsedShort = TrActionPhase;
// tr_phase_bounce_negfunds$00 = TrBouncePhase;
// tr_phase_bounce_nofunds$01 msg_size:StorageUsedShort req_fwd_fees:Grams = TrBouncePhase;
// tr_phase_bounce_ok$1 msg_size:StorageUsedShort msg_fees:Grams fwd_fees:Grams = TrBouncePhase;
// split_merge_info$_ cur_shard_pfx_len:(## 6) acc_split_depth:(## 6)
//   this_addr:bits256 sibling_addr:bits256 = SplitMergeInfo;
import { type Builder, beginCell, type Slice } from '../cell';
import { toHex } from '../util';
import { invalid, storeHash } from './block-tlb';
import { loadMaybe, storeMaybe } from './common';
import {
  type CurrencyCollection,
  loadCurrencyCollection,
  loadGrams,
  storeCurrencyCollection,
  storeGrams,
} from './currency';

export type AccStatusChange = 'unchanged' | 'frozen' | 'deleted';

export interface TrStoragePhase {
  storageFeesCollected: bigint;
  storageFeesDue: bigint | null;
  statusChange: AccStatusChange;
}

export interface TrCreditPhase {
  dueFeesCollected: bigint | null;
  credit: CurrencyCollection;
}

export type ComputeSkipReason = 'noState' | 'badState' | 'noGas' | 'suspended';

export interface TrComputePhaseSkipped {
  kind: 'skipped';
  reason: ComputeSkipReason;
}

export interface TrComputePhaseVm {
  kind: 'vm';
  success: boolean;
  msgStateUsed: boolean;
  accountActivated: boolean;
  gasFees: bigint;
  gasUsed: bigint;
  gasLimit: bigint;
  gasCredit: bigint | null;
  mode: number;
  exitCode: number;
  exitArg: number | null;
  vmSteps: number;
  vmInitStateHash: string;
  vmFinalStateHash: string;
}

export type TrComputePhase = TrComputePhaseSkipped | TrComputePhaseVm;

export interface StorageUsedShort {
  cells: bigint;
  bits: bigint;
}

export interface TrActionPhase {
  success: boolean;
  valid: boolean;
  noFunds: boolean;
  statusChange: AccStatusChange;
  totalFwdFees: bigint | null;
  totalActionFees: bigint | null;
  resultCode: number;
  resultArg: number | null;
  totActions: number;
  specActions: number;
  skippedActions: number;
  msgsCreated: number;
  actionListHash: string;
  totMsgSize: StorageUsedShort;
}

export type TrBouncePhase =
  | { kind: 'negfunds' }
  | { kind: 'nofunds'; msgSize: StorageUsedShort; reqFwdFees: bigint }
  | { kind: 'ok'; msgSize: StorageUsedShort; msgFees: bigint; fwdFees: bigint };

export interface SplitMergeInfo {
  curShardPfxLen: number;
  accSplitDepth: number;
  thisAddr: string;
  siblingAddr: string;
}

// VarUInteger 7 and VarUInteger 3 have 3- and 2-bit length prefixes.
const VAR7 = 3;
const VAR3 = 2;

const loadInt32 = (s: Slice): number => s.loadInt(32);
const storeInt32 = (b: Builder, v: number): void => {
  b.storeInt(v, 32);
};

export function loadAccStatusChange(s: Slice): AccStatusChange {
  if (!s.loadBit()) return 'unchanged';
  return s.loadBit() ? 'deleted' : 'frozen';
}

export function storeAccStatusChange(b: Builder, c: AccStatusChange): void {
  if (c === 'unchanged') b.storeBit(0);
  else b.storeBit(1).storeBit(c === 'deleted');
}

export function loadTrStoragePhase(s: Slice): TrStoragePhase {
  return {
    storageFeesCollected: s.loadCoins(),
    storageFeesDue: loadMaybe(s, loadGrams),
    statusChange: loadAccStatusChange(s),
  };
}

export function storeTrStoragePhase(b: Builder, p: TrStoragePhase): void {
  b.storeCoins(p.storageFeesCollected);
  storeMaybe(b, p.storageFeesDue, storeGrams);
  storeAccStatusChange(b, p.statusChange);
}

export function loadTrCreditPhase(s: Slice): TrCreditPhase {
  return { dueFeesCollected: loadMaybe(s, loadGrams), credit: loadCurrencyCollection(s) };
}

export function storeTrCreditPhase(b: Builder, p: TrCreditPhase): void {
  storeMaybe(b, p.dueFeesCollected, storeGrams);
  storeCurrencyCollection(b, p.credit);
}

function loadComputeSkipReason(s: Slice): ComputeSkipReason {
  switch (s.loadUint(2)) {
    case 0:
      return 'noState';
    case 1:
      return 'badState';
    case 2:
      return 'noGas';
    default: {
      const offset = s.bitOffset;
      if (s.loadBit()) throw invalid('ComputeSkipReason', 'unknown skip reason tag 111', offset);
      return 'suspended';
    }
  }
}

const SKIP_TAGS: Record<ComputeSkipReason, [number, number]> = {
  noState: [0b00, 2],
  badState: [0b01, 2],
  noGas: [0b10, 2],
  suspended: [0b110, 3],
};

export function loadTrComputePhase(s: Slice): TrComputePhase {
  if (!s.loadBit()) return { kind: 'skipped', reason: loadComputeSkipReason(s) };
  const success = s.loadBit();
  const msgStateUsed = s.loadBit();
  const accountActivated = s.loadBit();
  const gasFees = s.loadCoins();
  const r = s.loadRef().beginParse();
  const phase: TrComputePhaseVm = {
    kind: 'vm',
    success,
    msgStateUsed,
    accountActivated,
    gasFees,
    gasUsed: r.loadVarUint(VAR7),
    gasLimit: r.loadVarUint(VAR7),
    gasCredit: r.loadBit() ? r.loadVarUint(VAR3) : null,
    mode: r.loadInt(8),
    exitCode: r.loadInt(32),
    exitArg: loadMaybe(r, loadInt32),
    vmSteps: r.loadUint(32),
    vmInitStateHash: toHex(r.loadHash()),
    vmFinalStateHash: toHex(r.loadHash()),
  };
  r.endParse('TrComputePhase.vm');
  return phase;
}

export function storeTrComputePhase(b: Builder, p: TrComputePhase): void {
  if (p.kind === 'skipped') {
    const [tag, bits] = SKIP_TAGS[p.reason];
    b.storeBit(0).storeUint(tag, bits);
    return;
  }
  b.storeBit(1)
    .storeBit(p.success)
    .storeBit(p.msgStateUsed)
    .storeBit(p.accountActivated)
    .storeCoins(p.gasFees);
  const r = beginCell().storeVarUint(p.gasUsed, VAR7).storeVarUint(p.gasLimit, VAR7);
  storeMaybe(r, p.gasCredit, (x, v) => {
    x.storeVarUint(v, VAR3);
  });
  r.storeInt(p.mode, 8).storeInt(p.exitCode, 32);
  storeMaybe(r, p.exitArg, storeInt32);
  r.storeUint(p.vmSteps, 32);
  storeHash(r, p.vmInitStateHash, 'TrComputePhase.vm_init_state_hash');
  storeHash(r, p.vmFinalStateHash, 'TrComputePhase.vm_final_state_hash');
  b.storeRef(r.endCell());
}

export function loadStorageUsedShort(s: Slice): StorageUsedShort {
  return { cells: s.loadVarUint(VAR7), bits: s.loadVarUint(VAR7) };
}

export function storeStorageUsedShort(b: Builder, u: StorageUsedShort): void {
  b.storeVarUint(u.cells, VAR7).storeVarUint(u.bits, VAR7);
}

export function loadTrActionPhase(s: Slice): TrActionPhase {
  return {
    success: s.loadBit(),
    valid: s.loadBit(),
    noFunds: s.loadBit(),
    statusChange: loadAccStatusChange(s),
    totalFwdFees: loadMaybe(s, loadGrams),
    totalActionFees: loadMaybe(s, loadGrams),
    resultCode: s.loadInt(32),
    resultArg: loadMaybe(s, loadInt32),
    totActions: s.loadUint(16),
    specActions: s.loadUint(16),
    skippedActions: s.loadUint(16),
    msgsCreated: s.loadUint(16),
    actionListHash: toHex(s.loadHash()),
    totMsgSize: loadStorageUsedShort(s),
  };
}

export function storeTrActionPhase(b: Builder, p: TrActionPhase): void {
  b.storeBit(p.success).storeBit(p.valid).storeBit(p.noFunds);
  storeAccStatusChange(b, p.statusChange);
  storeMaybe(b, p.totalFwdFees, storeGrams);
  storeMaybe(b, p.totalActionFees, storeGrams);
  b.storeInt(p.resultCode, 32);
  storeMaybe(b, p.resultArg, storeInt32);
  b.storeUint(p.totActions, 16).storeUint(p.specActions, 16).storeUint(p.skippedActions, 16);
  b.storeUint(p.msgsCreated, 16);
  storeHash(b, p.actionListHash, 'TrActionPhase.action_list_hash');
  storeStorageUsedShort(b, p.totMsgSize);
}

export function loadTrBouncePhase(s: Slice): TrBouncePhase {
  if (s.loadBit()) {
    return { kind: 'ok', msgSize: loadStorageUsedShort(s), msgFees: s.loadCoins(), fwdFees: s.loadCoins() };
  }
  if (!s.loadBit()) return { kind: 'negfunds' };
  return { kind: 'nofunds', msgSize: loadStorageUsedShort(s), reqFwdFees: s.loadCoins() };
}

export function storeTrBouncePhase(b: Builder, p: TrBouncePhase): void {
  switch (p.kind) {
    case 'negfunds':
      b.storeUint(0b00, 2);
      return;
    case 'nofunds':
      b.storeUint(0b01, 2);
      storeStorageUsedShort(b, p.msgSize);
      b.storeCoins(p.reqFwdFees);
      return;
    case 'ok':
      b.storeBit(1);
      storeStorageUsedShort(b, p.msgSize);
      b.storeCoins(p.msgFees).storeCoins(p.fwdFees);
      return;
  }
}

export function loadSplitMergeInfo(s: Slice): SplitMergeInfo {
  return {
    curShardPfxLen: s.loadUint(6),
    accSplitDepth: s.loadUint(6),
    thisAddr: toHex(s.loadHash()),
    siblingAddr: toHex(s.loadHash()),
  };
}

export function storeSplitMergeInfo(b: Builder, i: SplitMergeInfo): void {
  b.storeUint(i.curShardPfxLen, 6).storeUint(i.accSplitDepth, 6);
  storeHash(b, i.thisAddr, 'SplitMergeInfo.this_addr');
  storeHash(b, i.siblingAddr, 'SplitMergeInfo.sibling_addr');
}
