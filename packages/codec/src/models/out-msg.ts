// OutMsg and OutMsgDescr: what became of each message leaving (or passing through) the block.
//
// msg_export_ext$000 msg:^(Message Any) transaction:^Transaction = OutMsg;
// msg_export_imm$010 out_msg:^MsgEnvelope transaction:^Transaction reimport:^InMsg = OutMsg;
// msg_export_new$001 out_msg:^MsgEnvelope transaction:^Transaction = OutMsg;
// msg_export_tr$011  out_msg:^MsgEnvelope imported:^InMsg = OutMsg;
// msg_export_deq_imm$100 out_msg:^MsgEnvelope reimport:^InMsg = OutMsg;
// msg_export_deq$1100 out_msg:^MsgEnvelope import_block_lt:uint63 = OutMsg;
// msg_export_deq_short$1101 msg_env_hash:bits256 next_workchain:int32 next_addr_pfx:uint64
//   import_block_lt:uint64 = OutMsg;
// msg_export_tr_req$111 out_msg:^MsgEnvelope imported:^InMsg = OutMsg;
// msg_export_new_defer$10100 out_msg:^MsgEnvelope transaction:^Transaction = OutMsg;
// msg_export_deferred_tr$10101 out_msg:^MsgEnvelope imported:^InMsg = OutMsg;
// _ (HashmapAugE 256 OutMsg CurrencyCollection) = OutMsgDescr;
import type { Builder, Cell, Slice } from '../cell';
import { loadAugDictE, storeAugDictE } from '../dict';
import { toHex } from '../util';
import type { AugDictE } from './account-block';
import { currencyAug } from './block-aug';
import { invalid, storeHash } from './block-tlb';
import { type CurrencyCollection, loadCurrencyCollection } from './currency';

export type OutMsg =
  | { kind: 'exportExt'; msg: Cell; transaction: Cell }
  | { kind: 'exportImm'; outMsg: Cell; transaction: Cell; reimport: Cell }
  | { kind: 'exportNew'; outMsg: Cell; transaction: Cell }
  | { kind: 'exportTr'; outMsg: Cell; imported: Cell }
  | { kind: 'exportDeqImm'; outMsg: Cell; reimport: Cell }
  | { kind: 'exportDeq'; outMsg: Cell; importBlockLt: bigint }
  | {
      kind: 'exportDeqShort';
      msgEnvHash: string;
      nextWorkchain: number;
      nextAddrPfx: bigint;
      importBlockLt: bigint;
    }
  | { kind: 'exportTrReq'; outMsg: Cell; imported: Cell }
  | { kind: 'exportNewDefer'; outMsg: Cell; transaction: Cell }
  | { kind: 'exportDeferredTr'; outMsg: Cell; imported: Cell };

export type OutMsgDescr = AugDictE<OutMsg, CurrencyCollection>;

export function loadOutMsg(s: Slice): OutMsg {
  const offset = s.bitOffset;
  switch (s.loadUint(3)) {
    case 0b000:
      return { kind: 'exportExt', msg: s.loadRef(), transaction: s.loadRef() };
    case 0b010:
      return { kind: 'exportImm', outMsg: s.loadRef(), transaction: s.loadRef(), reimport: s.loadRef() };
    case 0b001:
      return { kind: 'exportNew', outMsg: s.loadRef(), transaction: s.loadRef() };
    case 0b011:
      return { kind: 'exportTr', outMsg: s.loadRef(), imported: s.loadRef() };
    case 0b100:
      return { kind: 'exportDeqImm', outMsg: s.loadRef(), reimport: s.loadRef() };
    case 0b111:
      return { kind: 'exportTrReq', outMsg: s.loadRef(), imported: s.loadRef() };
    case 0b110:
      if (!s.loadBit()) return { kind: 'exportDeq', outMsg: s.loadRef(), importBlockLt: s.loadUintBig(63) };
      return {
        kind: 'exportDeqShort',
        msgEnvHash: toHex(s.loadHash()),
        nextWorkchain: s.loadInt(32),
        nextAddrPfx: s.loadUintBig(64),
        importBlockLt: s.loadUintBig(64),
      };
    default:
      switch (s.loadUint(2)) {
        case 0b00:
          return { kind: 'exportNewDefer', outMsg: s.loadRef(), transaction: s.loadRef() };
        case 0b01:
          return { kind: 'exportDeferredTr', outMsg: s.loadRef(), imported: s.loadRef() };
        default:
          throw invalid('OutMsg', 'unknown constructor', offset);
      }
  }
}

export function storeOutMsg(b: Builder, m: OutMsg): void {
  switch (m.kind) {
    case 'exportExt':
      b.storeUint(0b000, 3).storeRef(m.msg).storeRef(m.transaction);
      return;
    case 'exportImm':
      b.storeUint(0b010, 3).storeRef(m.outMsg).storeRef(m.transaction).storeRef(m.reimport);
      return;
    case 'exportNew':
      b.storeUint(0b001, 3).storeRef(m.outMsg).storeRef(m.transaction);
      return;
    case 'exportTr':
      b.storeUint(0b011, 3).storeRef(m.outMsg).storeRef(m.imported);
      return;
    case 'exportDeqImm':
      b.storeUint(0b100, 3).storeRef(m.outMsg).storeRef(m.reimport);
      return;
    case 'exportDeq':
      b.storeUint(0b1100, 4).storeRef(m.outMsg).storeUint(m.importBlockLt, 63);
      return;
    case 'exportDeqShort':
      b.storeUint(0b1101, 4);
      storeHash(b, m.msgEnvHash, 'OutMsg.msg_env_hash');
      b.storeInt(m.nextWorkchain, 32).storeUint(m.nextAddrPfx, 64).storeUint(m.importBlockLt, 64);
      return;
    case 'exportTrReq':
      b.storeUint(0b111, 3).storeRef(m.outMsg).storeRef(m.imported);
      return;
    case 'exportNewDefer':
      b.storeUint(0b10100, 5).storeRef(m.outMsg).storeRef(m.transaction);
      return;
    case 'exportDeferredTr':
      b.storeUint(0b10101, 5).storeRef(m.outMsg).storeRef(m.imported);
      return;
  }
}

export function loadOutMsgDescr(s: Slice): OutMsgDescr {
  return loadAugDictE(s, 256, loadCurrencyCollection, loadOutMsg);
}

export function storeOutMsgDescr(b: Builder, d: OutMsgDescr): void {
  storeAugDictE(b, d.entries, 256, { ...currencyAug, storeValue: storeOutMsg });
}
