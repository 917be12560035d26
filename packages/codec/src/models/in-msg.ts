// InMsg and InMsgDescr: how each message entered the block.
//
// msg_import_ext$000 msg:^(Message Any) transaction:^Transaction = InMsg;
// msg_import_ihr$010 msg:^(Message Any) transaction:^Transaction ihr_fee:Grams proof_created:^Cell = InMsg;
// msg_import_imm$011 in_msg:^MsgEnvelope transaction:^Transaction fwd_fee:Grams = InMsg;
// msg_import_fin$100 in_msg:^MsgEnvelope transaction:^Transaction fwd_fee:Grams = InMsg;
// msg_import_tr$101  in_msg:^MsgEnvelope out_msg:^MsgEnvelope transit_fee:Grams = InMsg;
// msg_discard_fin$110 in_msg:^MsgEnvelope transaction_id:uint64 fwd_fee:Grams = InMsg;
// msg_discard_tr$111 in_msg:^MsgEnvelope transaction_id:uint64 fwd_fee:Grams proof_delivered:^Cell = InMsg;
// msg_import_deferred_fin$00100 in_msg:^MsgEnvelope transaction:^Transaction fwd_fee:Grams = InMsg;
// msg_import_deferred_tr$00101 in_msg:^MsgEnvelope out_msg:^MsgEnvelope = InMsg;
// import_fees$_ fees_collected:Grams value_imported:CurrencyCollection = ImportFees;
// _ (HashmapAugE 256 InMsg ImportFees) = InMsgDescr;
//
// Message, envelope and transaction references stay Cells: their hashes are what the explorer links
// by, and each is decoded once where it is needed (loadMsgEnvelope, loadMessage, loadTransaction).
import type { Builder, Cell, Slice } from '../cell';
import { loadAugDictE, storeAugDictE } from '../dict';
import type { AugDictE } from './account-block';
import { addCurrencyCollections, type ExtraOps } from './block-aug';
import { invalid } from './block-tlb';
import {
  type CurrencyCollection,
  currencyOf,
  loadCurrencyCollection,
  storeCurrencyCollection,
} from './currency';

export type InMsg =
  | { kind: 'importExt'; msg: Cell; transaction: Cell }
  | { kind: 'importIhr'; msg: Cell; transaction: Cell; ihrFee: bigint; proofCreated: Cell }
  | { kind: 'importImm'; inMsg: Cell; transaction: Cell; fwdFee: bigint }
  | { kind: 'importFin'; inMsg: Cell; transaction: Cell; fwdFee: bigint }
  | { kind: 'importTr'; inMsg: Cell; outMsg: Cell; transitFee: bigint }
  | { kind: 'discardFin'; inMsg: Cell; transactionId: bigint; fwdFee: bigint }
  | { kind: 'discardTr'; inMsg: Cell; transactionId: bigint; fwdFee: bigint; proofDelivered: Cell }
  | { kind: 'importDeferredFin'; inMsg: Cell; transaction: Cell; fwdFee: bigint }
  | { kind: 'importDeferredTr'; inMsg: Cell; outMsg: Cell };

export interface ImportFees {
  feesCollected: bigint;
  valueImported: CurrencyCollection;
}

export type InMsgDescr = AugDictE<InMsg, ImportFees>;

export function loadInMsg(s: Slice): InMsg {
  const offset = s.bitOffset;
  switch (s.loadUint(3)) {
    case 0b000:
      return { kind: 'importExt', msg: s.loadRef(), transaction: s.loadRef() };
    case 0b010:
      return {
        kind: 'importIhr',
        msg: s.loadRef(),
        transaction: s.loadRef(),
        ihrFee: s.loadCoins(),
        proofCreated: s.loadRef(),
      };
    case 0b011:
      return { kind: 'importImm', inMsg: s.loadRef(), transaction: s.loadRef(), fwdFee: s.loadCoins() };
    case 0b100:
      return { kind: 'importFin', inMsg: s.loadRef(), transaction: s.loadRef(), fwdFee: s.loadCoins() };
    case 0b101:
      return { kind: 'importTr', inMsg: s.loadRef(), outMsg: s.loadRef(), transitFee: s.loadCoins() };
    case 0b110:
      return {
        kind: 'discardFin',
        inMsg: s.loadRef(),
        transactionId: s.loadUintBig(64),
        fwdFee: s.loadCoins(),
      };
    case 0b111:
      return {
        kind: 'discardTr',
        inMsg: s.loadRef(),
        transactionId: s.loadUintBig(64),
        fwdFee: s.loadCoins(),
        proofDelivered: s.loadRef(),
      };
    default:
      switch (s.loadUint(2)) {
        case 0b00:
          return {
            kind: 'importDeferredFin',
            inMsg: s.loadRef(),
            transaction: s.loadRef(),
            fwdFee: s.loadCoins(),
          };
        case 0b01:
          return { kind: 'importDeferredTr', inMsg: s.loadRef(), outMsg: s.loadRef() };
        default:
          throw invalid('InMsg', 'unknown constructor', offset);
      }
  }
}

export function storeInMsg(b: Builder, m: InMsg): void {
  switch (m.kind) {
    case 'importExt':
      b.storeUint(0b000, 3).storeRef(m.msg).storeRef(m.transaction);
      return;
    case 'importIhr':
      b.storeUint(0b010, 3)
        .storeRef(m.msg)
        .storeRef(m.transaction)
        .storeCoins(m.ihrFee)
        .storeRef(m.proofCreated);
      return;
    case 'importImm':
      b.storeUint(0b011, 3).storeRef(m.inMsg).storeRef(m.transaction).storeCoins(m.fwdFee);
      return;
    case 'importFin':
      b.storeUint(0b100, 3).storeRef(m.inMsg).storeRef(m.transaction).storeCoins(m.fwdFee);
      return;
    case 'importTr':
      b.storeUint(0b101, 3).storeRef(m.inMsg).storeRef(m.outMsg).storeCoins(m.transitFee);
      return;
    case 'discardFin':
      b.storeUint(0b110, 3).storeRef(m.inMsg).storeUint(m.transactionId, 64).storeCoins(m.fwdFee);
      return;
    case 'discardTr':
      b.storeUint(0b111, 3).storeRef(m.inMsg).storeUint(m.transactionId, 64).storeCoins(m.fwdFee);
      b.storeRef(m.proofDelivered);
      return;
    case 'importDeferredFin':
      b.storeUint(0b00100, 5).storeRef(m.inMsg).storeRef(m.transaction).storeCoins(m.fwdFee);
      return;
    case 'importDeferredTr':
      b.storeUint(0b00101, 5).storeRef(m.inMsg).storeRef(m.outMsg);
      return;
  }
}

export function loadImportFees(s: Slice): ImportFees {
  return { feesCollected: s.loadCoins(), valueImported: loadCurrencyCollection(s) };
}

export function storeImportFees(b: Builder, f: ImportFees): void {
  b.storeCoins(f.feesCollected);
  storeCurrencyCollection(b, f.valueImported);
}

const importFeesAug: ExtraOps<ImportFees> = {
  storeExtra: storeImportFees,
  combine: (a, b) => ({
    feesCollected: a.feesCollected + b.feesCollected,
    valueImported: addCurrencyCollections(a.valueImported, b.valueImported),
  }),
  empty: { feesCollected: 0n, valueImported: currencyOf(0n) },
};

export function loadInMsgDescr(s: Slice): InMsgDescr {
  return loadAugDictE(s, 256, loadImportFees, loadInMsg);
}

export function storeInMsgDescr(b: Builder, d: InMsgDescr): void {
  storeAugDictE(b, d.entries, 256, { ...importFeesAug, storeValue: storeInMsg });
}
