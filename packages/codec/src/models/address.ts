// addr_none$00 = MsgAddressExt;
// addr_extern$01 len:(## 9) external_address:(bits len) = MsgAddressExt;
// anycast_info$_ depth:(#<= 30) { depth >= 1 } rewrite_pfx:(bits depth) = Anycast;
//   (ever-node reads depth as any 5-bit number, so 0 and 31 exist in Everscale's history: we accept
//   them too rather than fail on data the chain accepted.)
// addr_std$10 anycast:(Maybe Anycast) workchain_id:int8 address:bits256 = MsgAddressInt;
// addr_var$11 anycast:(Maybe Anycast) addr_len:(## 9) workchain_id:int32 address:(bits addr_len) = MsgAddressInt;
// _ _:MsgAddressInt = MsgAddress;
// _ _:MsgAddressExt = MsgAddress;
//
// Bit strings of arbitrary length (external addresses, addr_var, anycast prefixes) are kept as
// left-aligned lowercase hex plus their bit length, so store writes back exactly the bits that were read.
import type { Builder, Slice } from '../cell';
import { CodecError, fromHex, toHex } from '../util';
import { invalid } from './block-tlb';

/** A plain standard address: what the explorer shows as `wc:hex`. */
export interface StdAddress {
  workchain: number;
  /** 64 lowercase hex characters. */
  address: string;
}

export interface Anycast {
  /** 1…30 by the scheme; 0…31 accepted like ever-node does. */
  depth: number;
  /** The `depth` rewrite bits as an unsigned number (most significant bit first). */
  rewritePfx: number;
}

export interface AddrNone {
  kind: 'none';
}
export interface AddrExtern {
  kind: 'extern';
  bitLength: number;
  /** The external address bits, left-aligned hex (ceil(bitLength / 8) bytes). */
  bits: string;
}
export interface AddrStd extends StdAddress {
  kind: 'std';
  anycast: Anycast | null;
}
export interface AddrVar {
  kind: 'var';
  anycast: Anycast | null;
  workchain: number;
  bitLength: number;
  /** Left-aligned hex of `bitLength` bits. */
  address: string;
}

export type MsgAddressExt = AddrNone | AddrExtern;
export type MsgAddressInt = AddrStd | AddrVar;
export type MsgAddress = MsgAddressInt | MsgAddressExt;

export const ADDR_NONE: AddrNone = Object.freeze({ kind: 'none' });

function loadBitsHex(s: Slice, bits: number): string {
  return toHex(s.loadBits(bits));
}

function storeBitsHex(b: Builder, hex: string, bits: number, field: string): void {
  const bytes = fromHex(hex);
  if (bytes.length !== Math.ceil(bits / 8)) {
    throw invalid(
      field,
      `expected ${Math.ceil(bits / 8)} bytes of hex for ${bits} bits, got ${bytes.length}`,
    );
  }
  b.storeBits(bytes, bits);
}

function loadAnycast(s: Slice): Anycast | null {
  if (!s.loadBit()) return null;
  const depth = s.loadUint(5);
  return { depth, rewritePfx: s.loadUint(depth) };
}

function storeAnycast(b: Builder, a: Anycast | null): void {
  if (a === null) {
    b.storeBit(0);
    return;
  }
  if (!Number.isInteger(a.depth) || a.depth < 0 || a.depth > 31) {
    throw invalid('Anycast.depth', `depth ${a.depth} does not fit 5 bits`);
  }
  b.storeBit(1).storeUint(a.depth, 5).storeUint(a.rewritePfx, a.depth);
}

function loadAfterTag(s: Slice, tag: number): MsgAddress {
  switch (tag) {
    case 0:
      return ADDR_NONE;
    case 1: {
      const bitLength = s.loadUint(9);
      return { kind: 'extern', bitLength, bits: loadBitsHex(s, bitLength) };
    }
    case 2: {
      const anycast = loadAnycast(s);
      return { kind: 'std', anycast, workchain: s.loadInt(8), address: toHex(s.loadHash()) };
    }
    default: {
      const anycast = loadAnycast(s);
      const bitLength = s.loadUint(9);
      const workchain = s.loadInt(32);
      return { kind: 'var', anycast, workchain, bitLength, address: loadBitsHex(s, bitLength) };
    }
  }
}

export function loadMsgAddress(s: Slice): MsgAddress {
  return loadAfterTag(s, s.loadUint(2));
}

export function loadMsgAddressInt(s: Slice): MsgAddressInt {
  const offset = s.bitOffset;
  const tag = s.loadUint(2);
  if (tag < 2)
    throw new CodecError('invalidTag', 'expected an internal address (addr_std or addr_var)', {
      field: 'MsgAddressInt',
      bitOffset: offset,
    });
  return loadAfterTag(s, tag) as MsgAddressInt;
}

export function loadMsgAddressExt(s: Slice): MsgAddressExt {
  const offset = s.bitOffset;
  const tag = s.loadUint(2);
  if (tag > 1)
    throw new CodecError('invalidTag', 'expected an external address (addr_none or addr_extern)', {
      field: 'MsgAddressExt',
      bitOffset: offset,
    });
  return loadAfterTag(s, tag) as MsgAddressExt;
}

export function storeMsgAddress(b: Builder, a: MsgAddress): void {
  switch (a.kind) {
    case 'none':
      b.storeUint(0, 2);
      return;
    case 'extern':
      b.storeUint(1, 2).storeUint(a.bitLength, 9);
      storeBitsHex(b, a.bits, a.bitLength, 'addr_extern.external_address');
      return;
    case 'std':
      b.storeUint(2, 2);
      storeAnycast(b, a.anycast);
      b.storeInt(a.workchain, 8);
      storeBitsHex(b, a.address, 256, 'addr_std.address');
      return;
    case 'var':
      b.storeUint(3, 2);
      storeAnycast(b, a.anycast);
      b.storeUint(a.bitLength, 9).storeInt(a.workchain, 32);
      storeBitsHex(b, a.address, a.bitLength, 'addr_var.address');
      return;
  }
}

export const storeMsgAddressInt: (b: Builder, a: MsgAddressInt) => void = storeMsgAddress;
export const storeMsgAddressExt: (b: Builder, a: MsgAddressExt) => void = storeMsgAddress;

/**
 * The `wc:hex` form of an internal address. Anycast is ignored (the explorer shows the account the
 * address names); addr_var prints its bits as hex.
 */
export function formatRaw(a: StdAddress | MsgAddressInt): string {
  return `${a.workchain}:${a.address}`;
}
