// int_msg_info$0 ihr_disabled:Bool bounce:Bool bounced:Bool
//   src:MsgAddressInt dest:MsgAddressInt
//   value:CurrencyCollection ihr_fee:Grams fwd_fee:Grams
//   created_lt:uint64 created_at:uint32 = CommonMsgInfo;
// ext_in_msg_info$10 src:MsgAddressExt dest:MsgAddressInt import_fee:Grams = CommonMsgInfo;
// ext_out_msg_info$11 src:MsgAddressInt dest:MsgAddressExt
//   created_lt:uint64 created_at:uint32 = CommonMsgInfo;
// message$_ {X:Type} info:CommonMsgInfo
//   init:(Maybe (Either StateInit ^StateInit))
//   body:(Either X ^X) = Message X;
//
// The body stays a Cell (the bits and refs after the header when inline), and `initInRef` /
// `bodyInRef` record the layout the sender chose, so storeMessage rebuilds the very same cell and hash.
// Like ever-node, an internal message may carry addr_none as its source: that is how a contract's
// outbound message looks before the node fills the sender in.
import { type Builder, beginCell, type Cell, type Slice } from '../cell';
import { CodecError } from '../util';
import {
  type AddrNone,
  loadMsgAddress,
  loadMsgAddressExt,
  loadMsgAddressInt,
  type MsgAddressExt,
  type MsgAddressInt,
  storeMsgAddress,
} from './address';
import { type CurrencyCollection, loadCurrencyCollection, storeCurrencyCollection } from './currency';
import { loadStateInit, type StateInit, storeStateInit } from './state-init';

export interface IntMsgInfo {
  kind: 'internal';
  ihrDisabled: boolean;
  bounce: boolean;
  bounced: boolean;
  src: MsgAddressInt | AddrNone;
  dest: MsgAddressInt;
  value: CurrencyCollection;
  ihrFee: bigint;
  fwdFee: bigint;
  createdLt: bigint;
  createdAt: number;
}

export interface ExtInMsgInfo {
  kind: 'externalIn';
  src: MsgAddressExt;
  dest: MsgAddressInt;
  importFee: bigint;
}

export interface ExtOutMsgInfo {
  kind: 'externalOut';
  src: MsgAddressInt | AddrNone;
  dest: MsgAddressExt;
  createdLt: bigint;
  createdAt: number;
}

export type CommonMsgInfo = IntMsgInfo | ExtInMsgInfo | ExtOutMsgInfo;

export interface Message {
  info: CommonMsgInfo;
  init: StateInit | null;
  /** The body X: the rest of the message cell when inline, the referenced cell otherwise. */
  body: Cell;
  initInRef: boolean;
  bodyInRef: boolean;
}

function loadSourceInt(s: Slice, field: string): MsgAddressInt | AddrNone {
  const offset = s.bitOffset;
  const src = loadMsgAddress(s);
  if (src.kind === 'extern') {
    throw new CodecError('invalidTag', 'the source of this message cannot be an external address', {
      field,
      bitOffset: offset,
    });
  }
  return src;
}

export function loadCommonMsgInfo(s: Slice): CommonMsgInfo {
  if (!s.loadBit()) {
    return {
      kind: 'internal',
      ihrDisabled: s.loadBit(),
      bounce: s.loadBit(),
      bounced: s.loadBit(),
      src: loadSourceInt(s, 'int_msg_info.src'),
      dest: loadMsgAddressInt(s),
      value: loadCurrencyCollection(s),
      ihrFee: s.loadCoins(),
      fwdFee: s.loadCoins(),
      createdLt: s.loadUintBig(64),
      createdAt: s.loadUint(32),
    };
  }
  if (!s.loadBit()) {
    return {
      kind: 'externalIn',
      src: loadMsgAddressExt(s),
      dest: loadMsgAddressInt(s),
      importFee: s.loadCoins(),
    };
  }
  return {
    kind: 'externalOut',
    src: loadSourceInt(s, 'ext_out_msg_info.src'),
    dest: loadMsgAddressExt(s),
    createdLt: s.loadUintBig(64),
    createdAt: s.loadUint(32),
  };
}

export function storeCommonMsgInfo(b: Builder, info: CommonMsgInfo): void {
  switch (info.kind) {
    case 'internal':
      b.storeBit(0).storeBit(info.ihrDisabled).storeBit(info.bounce).storeBit(info.bounced);
      storeMsgAddress(b, info.src);
      storeMsgAddress(b, info.dest);
      storeCurrencyCollection(b, info.value);
      b.storeCoins(info.ihrFee)
        .storeCoins(info.fwdFee)
        .storeUint(info.createdLt, 64)
        .storeUint(info.createdAt, 32);
      return;
    case 'externalIn':
      b.storeUint(0b10, 2);
      storeMsgAddress(b, info.src);
      storeMsgAddress(b, info.dest);
      b.storeCoins(info.importFee);
      return;
    case 'externalOut':
      b.storeUint(0b11, 2);
      storeMsgAddress(b, info.src);
      storeMsgAddress(b, info.dest);
      b.storeUint(info.createdLt, 64).storeUint(info.createdAt, 32);
      return;
  }
}

/** Reads a whole Message X from a slice (it consumes the rest of the slice when the body is inline). */
export function loadMessageFrom(s: Slice): Message {
  const info = loadCommonMsgInfo(s);
  let init: StateInit | null = null;
  let initInRef = false;
  if (s.loadBit()) {
    initInRef = s.loadBit();
    init = initInRef ? loadStateInitCell(s.loadRef()) : loadStateInit(s);
  }
  const bodyInRef = s.loadBit();
  let body: Cell;
  if (bodyInRef) {
    body = s.loadRef();
    s.endParse('Message.body');
  } else {
    body = beginCell().storeSlice(s.loadSlice(s.remainingBits, s.remainingRefs)).endCell();
  }
  return { info, init, body, initInRef, bodyInRef };
}

function loadStateInitCell(cell: Cell): StateInit {
  const s = cell.beginParse();
  const init = loadStateInit(s);
  s.endParse('Message.init');
  return init;
}

export function loadMessage(cell: Cell): Message {
  return loadMessageFrom(cell.beginParse());
}

export function storeMessage(b: Builder, msg: Message): void {
  storeCommonMsgInfo(b, msg.info);
  if (msg.init === null) b.storeBit(0);
  else if (msg.initInRef) {
    const init = beginCell();
    storeStateInit(init, msg.init);
    b.storeBit(1).storeBit(1).storeRef(init.endCell());
  } else {
    storeStateInit(b.storeBit(1).storeBit(0), msg.init);
  }
  if (msg.bodyInRef) b.storeBit(1).storeRef(msg.body);
  else b.storeBit(0).storeSlice(msg.body.beginParse());
}

export function messageToCell(msg: Message): Cell {
  const b = beginCell();
  storeMessage(b, msg);
  return b.endCell();
}
