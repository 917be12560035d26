// trans_ord$0000 credit_first:Bool storage_ph:(Maybe TrStoragePhase) credit_ph:(Maybe TrCreditPhase)
//   compute_ph:TrComputePhase action:(Maybe ^TrActionPhase)
//   aborted:Bool bounce:(Maybe TrBouncePhase) destroyed:Bool = TransactionDescr;
// trans_storage$0001 storage_ph:TrStoragePhase = TransactionDescr;
// trans_tick_tock$001 is_tock:Bool storage_ph:TrStoragePhase compute_ph:TrComputePhase
//   action:(Maybe ^TrActionPhase) aborted:Bool destroyed:Bool = TransactionDescr;
// trans_split_prepare$0100 split_info:SplitMergeInfo storage_ph:(Maybe TrStoragePhase)
//   compute_ph:TrComputePhase action:(Maybe ^TrActionPhase) aborted:Bool destroyed:Bool = TransactionDescr;
// trans_split_install$0101 split_info:SplitMergeInfo prepare_transaction:^Transaction
//   installed:Bool = TransactionDescr;
// trans_merge_prepare$0110 split_info:SplitMergeInfo storage_ph:TrStoragePhase aborted:Bool = TransactionDescr;
// trans_merge_install$0111 split_info:SplitMergeInfo prepare_transaction:^Transaction
//   storage_ph:(Maybe TrStoragePhase) credit_ph:(Maybe TrCreditPhase) compute_ph:TrComputePhase
//   action:(Maybe ^TrActionPhase) aborted:Bool destroyed:Bool = TransactionDescr;
//
// prepare_transaction stays a Cell (load it with loadTransaction when needed).
import { type Builder, beginCell, type Cell, type Slice } from '../cell';
import { invalid } from './block-tlb';
import { loadMaybe, storeMaybe } from './common';
import {
  loadSplitMergeInfo,
  loadTrActionPhase,
  loadTrBouncePhase,
  loadTrComputePhase,
  loadTrCreditPhase,
  loadTrStoragePhase,
  type SplitMergeInfo,
  storeSplitMergeInfo,
  storeTrActionPhase,
  storeTrBouncePhase,
  storeTrComputePhase,
  storeTrCreditPhase,
  storeTrStoragePhase,
  type TrActionPhase,
  type TrBouncePhase,
  type TrComputePhase,
  type TrCreditPhase,
  type TrStoragePhase,
} from './transaction-phases';

export interface TransDescrOrdinary {
  kind: 'ordinary';
  creditFirst: boolean;
  storagePh: TrStoragePhase | null;
  creditPh: TrCreditPhase | null;
  computePh: TrComputePhase;
  action: TrActionPhase | null;
  aborted: boolean;
  bounce: TrBouncePhase | null;
  destroyed: boolean;
}

export interface TransDescrStorage {
  kind: 'storage';
  storagePh: TrStoragePhase;
}

export interface TransDescrTickTock {
  kind: 'tickTock';
  isTock: boolean;
  storagePh: TrStoragePhase;
  computePh: TrComputePhase;
  action: TrActionPhase | null;
  aborted: boolean;
  destroyed: boolean;
}

export interface TransDescrSplitPrepare {
  kind: 'splitPrepare';
  splitInfo: SplitMergeInfo;
  storagePh: TrStoragePhase | null;
  computePh: TrComputePhase;
  action: TrActionPhase | null;
  aborted: boolean;
  destroyed: boolean;
}

export interface TransDescrSplitInstall {
  kind: 'splitInstall';
  splitInfo: SplitMergeInfo;
  prepareTransaction: Cell;
  installed: boolean;
}

export interface TransDescrMergePrepare {
  kind: 'mergePrepare';
  splitInfo: SplitMergeInfo;
  storagePh: TrStoragePhase;
  aborted: boolean;
}

export interface TransDescrMergeInstall {
  kind: 'mergeInstall';
  splitInfo: SplitMergeInfo;
  prepareTransaction: Cell;
  storagePh: TrStoragePhase | null;
  creditPh: TrCreditPhase | null;
  computePh: TrComputePhase;
  action: TrActionPhase | null;
  aborted: boolean;
  destroyed: boolean;
}

export type TransactionDescr =
  | TransDescrOrdinary
  | TransDescrStorage
  | TransDescrTickTock
  | TransDescrSplitPrepare
  | TransDescrSplitInstall
  | TransDescrMergePrepare
  | TransDescrMergeInstall;

function loadAction(s: Slice): TrActionPhase | null {
  if (!s.loadBit()) return null;
  const inner = s.loadRef().beginParse();
  const action = loadTrActionPhase(inner);
  inner.endParse('TrActionPhase');
  return action;
}

function storeAction(b: Builder, action: TrActionPhase | null): void {
  if (action === null) {
    b.storeBit(0);
    return;
  }
  const inner = beginCell();
  storeTrActionPhase(inner, action);
  b.storeBit(1).storeRef(inner.endCell());
}

export function loadTransactionDescr(s: Slice): TransactionDescr {
  const offset = s.bitOffset;
  const tag = s.loadUint(4);
  switch (tag) {
    case 0b0000:
      return {
        kind: 'ordinary',
        creditFirst: s.loadBit(),
        storagePh: loadMaybe(s, loadTrStoragePhase),
        creditPh: loadMaybe(s, loadTrCreditPhase),
        computePh: loadTrComputePhase(s),
        action: loadAction(s),
        aborted: s.loadBit(),
        bounce: loadMaybe(s, loadTrBouncePhase),
        destroyed: s.loadBit(),
      };
    case 0b0001:
      return { kind: 'storage', storagePh: loadTrStoragePhase(s) };
    // trans_tick_tock$001 is_tock:Bool: the fourth bit read is is_tock.
    case 0b0010:
    case 0b0011:
      return {
        kind: 'tickTock',
        isTock: tag === 0b0011,
        storagePh: loadTrStoragePhase(s),
        computePh: loadTrComputePhase(s),
        action: loadAction(s),
        aborted: s.loadBit(),
        destroyed: s.loadBit(),
      };
    case 0b0100:
      return {
        kind: 'splitPrepare',
        splitInfo: loadSplitMergeInfo(s),
        storagePh: loadMaybe(s, loadTrStoragePhase),
        computePh: loadTrComputePhase(s),
        action: loadAction(s),
        aborted: s.loadBit(),
        destroyed: s.loadBit(),
      };
    case 0b0101:
      return {
        kind: 'splitInstall',
        splitInfo: loadSplitMergeInfo(s),
        prepareTransaction: s.loadRef(),
        installed: s.loadBit(),
      };
    case 0b0110:
      return {
        kind: 'mergePrepare',
        splitInfo: loadSplitMergeInfo(s),
        storagePh: loadTrStoragePhase(s),
        aborted: s.loadBit(),
      };
    case 0b0111:
      return {
        kind: 'mergeInstall',
        splitInfo: loadSplitMergeInfo(s),
        prepareTransaction: s.loadRef(),
        storagePh: loadMaybe(s, loadTrStoragePhase),
        creditPh: loadMaybe(s, loadTrCreditPhase),
        computePh: loadTrComputePhase(s),
        action: loadAction(s),
        aborted: s.loadBit(),
        destroyed: s.loadBit(),
      };
    default:
      throw invalid(
        'TransactionDescr',
        `unknown transaction description tag ${tag.toString(2).padStart(4, '0')}`,
        offset,
      );
  }
}

export function storeTransactionDescr(b: Builder, d: TransactionDescr): void {
  switch (d.kind) {
    case 'ordinary':
      b.storeUint(0b0000, 4).storeBit(d.creditFirst);
      storeMaybe(b, d.storagePh, storeTrStoragePhase);
      storeMaybe(b, d.creditPh, storeTrCreditPhase);
      storeTrComputePhase(b, d.computePh);
      storeAction(b, d.action);
      b.storeBit(d.aborted);
      storeMaybe(b, d.bounce, storeTrBouncePhase);
      b.storeBit(d.destroyed);
      return;
    case 'storage':
      b.storeUint(0b0001, 4);
      storeTrStoragePhase(b, d.storagePh);
      return;
    case 'tickTock':
      b.storeUint(0b001, 3).storeBit(d.isTock);
      storeTrStoragePhase(b, d.storagePh);
      storeTrComputePhase(b, d.computePh);
      storeAction(b, d.action);
      b.storeBit(d.aborted).storeBit(d.destroyed);
      return;
    case 'splitPrepare':
      b.storeUint(0b0100, 4);
      storeSplitMergeInfo(b, d.splitInfo);
      storeMaybe(b, d.storagePh, storeTrStoragePhase);
      storeTrComputePhase(b, d.computePh);
      storeAction(b, d.action);
      b.storeBit(d.aborted).storeBit(d.destroyed);
      return;
    case 'splitInstall':
      b.storeUint(0b0101, 4);
      storeSplitMergeInfo(b, d.splitInfo);
      b.storeRef(d.prepareTransaction).storeBit(d.installed);
      return;
    case 'mergePrepare':
      b.storeUint(0b0110, 4);
      storeSplitMergeInfo(b, d.splitInfo);
      storeTrStoragePhase(b, d.storagePh);
      b.storeBit(d.aborted);
      return;
    case 'mergeInstall':
      b.storeUint(0b0111, 4);
      storeSplitMergeInfo(b, d.splitInfo);
      b.storeRef(d.prepareTransaction);
      storeMaybe(b, d.storagePh, storeTrStoragePhase);
      storeMaybe(b, d.creditPh, storeTrCreditPhase);
      storeTrComputePhase(b, d.computePh);
      storeAction(b, d.action);
      b.storeBit(d.aborted).storeBit(d.destroyed);
      return;
  }
}
