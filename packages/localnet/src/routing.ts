// What the network routes a message by: its destination and created_lt. Only the CommonMsgInfo header
// is read; the message cell itself is kept and delivered byte for byte.
//   int_msg_info$0 ihr_disabled:Bool bounce:Bool bounced:Bool src:MsgAddressInt dest:MsgAddressInt
//     value:CurrencyCollection ihr_fee:Grams fwd_fee:Grams created_lt:uint64 created_at:uint32
//   ext_in_msg_info$10 src:MsgAddressExt dest:MsgAddressInt import_fee:Grams
//   ext_out_msg_info$11 src:MsgAddressInt dest:MsgAddressExt created_lt:uint64 created_at:uint32
import { type Cell, type Slice, toHex } from '@tvmscan/codec';

export type Route =
  | { kind: 'internal'; dst: string; createdLt: bigint; value: bigint; fwdFee: bigint }
  | { kind: 'externalIn'; dst: string }
  | { kind: 'externalOut'; createdLt: bigint };

function skipAnycast(s: Slice): void {
  // anycast_info$_ depth:(#<= 30) rewrite_pfx:(bits depth); #<= 30 takes 5 bits.
  if (s.loadBit()) s.skip(s.loadUint(5));
}

/** A standard internal address as "wc:hex"; addr_var never occurs on the networks we emulate. */
function loadStdAddress(s: Slice): string {
  const tag = s.loadUint(2);
  if (tag !== 0b10) throw new Error(`unsupported internal address (tag ${tag.toString(2).padStart(2, '0')})`);
  skipAnycast(s);
  const workchain = s.loadInt(8);
  return `${workchain}:${toHex(s.loadBits(256))}`;
}

function skipExternalAddress(s: Slice): void {
  if (s.loadUint(2) === 0b01) s.skip(s.loadUint(9));
}

export function routeOf(message: Cell): Route {
  const s = message.beginParse();
  if (!s.loadBit()) {
    s.skip(3);
    loadStdAddress(s);
    const dst = loadStdAddress(s);
    const value = s.loadCoins();
    if (s.loadBit()) s.loadRef(); // extra currencies
    s.loadCoins(); // ihr_fee
    const fwdFee = s.loadCoins();
    return { kind: 'internal', dst, createdLt: s.loadUintBig(64), value, fwdFee };
  }
  if (!s.loadBit()) {
    skipExternalAddress(s);
    return { kind: 'externalIn', dst: loadStdAddress(s) };
  }
  loadStdAddress(s);
  skipExternalAddress(s);
  return { kind: 'externalOut', createdLt: s.loadUintBig(64) };
}
