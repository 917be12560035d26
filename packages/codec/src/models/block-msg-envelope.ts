// MsgEnvelope: how a message travels between shards inside InMsgDescr / OutMsgDescr entries.
//
// interm_addr_regular$0 use_dest_bits:(#<= 96) = IntermediateAddress;
// interm_addr_simple$10 workchain_id:int8 addr_pfx:uint64 = IntermediateAddress;
// interm_addr_ext$11 workchain_id:int32 addr_pfx:uint64 = IntermediateAddress;
// msg_envelope#4 cur_addr:IntermediateAddress next_addr:IntermediateAddress
//   fwd_fee_remaining:Grams msg:^(Message Any) = MsgEnvelope;
// msg_envelope_v2#5 cur_addr:IntermediateAddress next_addr:IntermediateAddress
//   fwd_fee_remaining:Grams msg:^(Message Any) emitted_lt:(Maybe uint64)
//   metadata:(Maybe MsgMetadata) = MsgEnvelope;
// msg_metadata#0 depth:uint32 initiator_addr:MsgAddressInt initiator_lt:uint64 = MsgMetadata;
import { type Builder, beginCell, type Cell, type Slice } from '../cell';
import { loadMsgAddressInt, type MsgAddressInt, storeMsgAddressInt } from './address';
import { invalid, loadTag } from './block-tlb';

export type IntermediateAddress =
  | { kind: 'regular'; useDestBits: number }
  | { kind: 'simple'; workchainId: number; addrPfx: bigint }
  | { kind: 'ext'; workchainId: number; addrPfx: bigint };

export interface MsgMetadata {
  depth: number;
  initiatorAddr: MsgAddressInt;
  initiatorLt: bigint;
}

export interface MsgEnvelope {
  curAddr: IntermediateAddress;
  nextAddr: IntermediateAddress;
  fwdFeeRemaining: bigint;
  /** The message cell, as the sender produced it (its hash is the message hash). */
  msg: Cell;
  /** msg_envelope_v2 only (null when the v1 constructor is used). */
  v2: { emittedLt: bigint | null; metadata: MsgMetadata | null } | null;
}

export function loadIntermediateAddress(s: Slice): IntermediateAddress {
  if (!s.loadBit()) {
    const useDestBits = s.loadUint(7);
    if (useDestBits > 96)
      throw invalid('IntermediateAddress.use_dest_bits', 'more than 96 bits', s.bitOffset - 7);
    return { kind: 'regular', useDestBits };
  }
  if (!s.loadBit()) return { kind: 'simple', workchainId: s.loadInt(8), addrPfx: s.loadUintBig(64) };
  return { kind: 'ext', workchainId: s.loadInt(32), addrPfx: s.loadUintBig(64) };
}

export function storeIntermediateAddress(b: Builder, a: IntermediateAddress): void {
  if (a.kind === 'regular') b.storeBit(0).storeUint(a.useDestBits, 7);
  else if (a.kind === 'simple') b.storeUint(0b10, 2).storeInt(a.workchainId, 8).storeUint(a.addrPfx, 64);
  else b.storeUint(0b11, 2).storeInt(a.workchainId, 32).storeUint(a.addrPfx, 64);
}

export function loadMsgEnvelope(s: Slice): MsgEnvelope {
  const tag = loadTag(s, 4, [4, 5], 'MsgEnvelope');
  const curAddr = loadIntermediateAddress(s);
  const nextAddr = loadIntermediateAddress(s);
  const fwdFeeRemaining = s.loadCoins();
  const msg = s.loadRef();
  if (tag === 4) return { curAddr, nextAddr, fwdFeeRemaining, msg, v2: null };
  const emittedLt = s.loadBit() ? s.loadUintBig(64) : null;
  let metadata: MsgMetadata | null = null;
  if (s.loadBit()) {
    loadTag(s, 4, [0], 'MsgMetadata');
    metadata = { depth: s.loadUint(32), initiatorAddr: loadMsgAddressInt(s), initiatorLt: s.loadUintBig(64) };
  }
  return { curAddr, nextAddr, fwdFeeRemaining, msg, v2: { emittedLt, metadata } };
}

export function storeMsgEnvelope(b: Builder, e: MsgEnvelope): void {
  b.storeUint(e.v2 ? 5 : 4, 4);
  storeIntermediateAddress(b, e.curAddr);
  storeIntermediateAddress(b, e.nextAddr);
  b.storeCoins(e.fwdFeeRemaining);
  b.storeRef(e.msg);
  if (!e.v2) return;
  b.storeBit(e.v2.emittedLt !== null);
  if (e.v2.emittedLt !== null) b.storeUint(e.v2.emittedLt, 64);
  b.storeBit(e.v2.metadata !== null);
  if (e.v2.metadata) {
    b.storeUint(0, 4).storeUint(e.v2.metadata.depth, 32);
    storeMsgAddressInt(b, e.v2.metadata.initiatorAddr);
    b.storeUint(e.v2.metadata.initiatorLt, 64);
  }
}

export function msgEnvelopeCell(e: MsgEnvelope): Cell {
  const b = beginCell();
  storeMsgEnvelope(b, e);
  return b.endCell();
}
