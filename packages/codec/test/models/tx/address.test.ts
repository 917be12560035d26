import { Address, beginCell as tonBeginCell } from '@ton/core';
import { describe, expect, it } from 'vitest';
import { beginCell, CodecError } from '../../../src';
import {
  formatRaw,
  loadMsgAddress,
  loadMsgAddressExt,
  loadMsgAddressInt,
  type MsgAddress,
  storeMsgAddress,
} from '../../../src/models/address';
import {
  crc16xmodem,
  formatFriendly,
  isValidAddress,
  parseAddress,
  parseRaw,
  shortenAddress,
  ZERO_ADDRESS,
} from '../../../src/models/address-friendly';

// Well-known addresses: the masterchain elector and a basechain wallet, friendly forms from @ton/core.
const ELECTOR = { workchain: -1, address: '3'.repeat(64) };
const WALLET = { workchain: 0, address: '83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8' };

function roundTrip(a: MsgAddress): MsgAddress {
  const b = beginCell();
  storeMsgAddress(b, a);
  const cell = b.endCell();
  const s = cell.beginParse();
  const back = loadMsgAddress(s);
  s.endParse();
  return back;
}

describe('MsgAddress TL-B', () => {
  it('round-trips every constructor', () => {
    const cases: MsgAddress[] = [
      { kind: 'none' },
      { kind: 'extern', bitLength: 13, bits: 'abf8' },
      { kind: 'std', anycast: null, ...WALLET },
      { kind: 'std', anycast: { depth: 5, rewritePfx: 0b10110 }, ...ELECTOR },
      { kind: 'var', anycast: null, workchain: 1_000_000, bitLength: 12, address: 'abc0' },
    ];
    for (const a of cases) expect(roundTrip(a)).toEqual(a);
  });

  it('agrees with @ton/core on the bits of addr_std', () => {
    const b = beginCell();
    storeMsgAddress(b, { kind: 'std', anycast: null, ...WALLET });
    const ours = b.endCell();
    const ton = Address.parseRaw(formatRaw(WALLET));
    const tonCell = tonBeginCell().storeAddress(ton).endCell();
    expect(ours.hashHex()).toBe(tonCell.hash().toString('hex'));
  });

  it('rejects the wrong address class with a CodecError', () => {
    const b = beginCell();
    storeMsgAddress(b, { kind: 'none' });
    expect(() => loadMsgAddressInt(b.endCell().beginParse())).toThrow(CodecError);
    const c = beginCell();
    storeMsgAddress(c, { kind: 'std', anycast: null, ...WALLET });
    expect(() => loadMsgAddressExt(c.endCell().beginParse())).toThrow(/external address/);
  });

  it('fails with a CodecError on a truncated anycast prefix', () => {
    const cell = beginCell().storeUint(2, 2).storeBit(1).storeUint(20, 5).storeUint(1, 3).endCell();
    expect(() => loadMsgAddress(cell.beginParse())).toThrow(CodecError);
  });
});

describe('friendly addresses', () => {
  it('matches @ton/core for every flag combination', () => {
    for (const a of [ELECTOR, WALLET, ZERO_ADDRESS]) {
      const ton = Address.parseRaw(formatRaw(a));
      for (const bounceable of [true, false]) {
        for (const testOnly of [true, false]) {
          for (const urlSafe of [true, false]) {
            const ours = formatFriendly(a, { bounceable, testOnly, urlSafe });
            expect(ours).toBe(ton.toString({ bounceable, testOnly, urlSafe }));
            const parsed = parseAddress(ours);
            expect(parsed).toMatchObject({ format: 'friendly', ...a, bounceable, testOnly });
            // A string without any of + / - _ is valid in both alphabets; formatting back must agree.
            expect(formatFriendly(parsed, parsed)).toBe(ours);
          }
        }
      }
    }
  });

  it('knows the elector and wallet friendly forms', () => {
    expect(formatFriendly(ELECTOR)).toBe('Ef8zMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzMzM0vF');
    expect(formatFriendly(WALLET, { bounceable: false })).toBe(
      Address.parseRaw(formatRaw(WALLET)).toString({ bounceable: false }),
    );
  });

  it('parses raw addresses of either case and normalises them', () => {
    expect(parseRaw(`-1:${'A'.repeat(64)}`)).toEqual({ workchain: -1, address: 'a'.repeat(64) });
    expect(parseAddress(` 0:${WALLET.address} `)).toEqual({ format: 'raw', ...WALLET });
    // Spec §5: the workchain may be left out; it is then the basechain.
    expect(parseRaw(`:${'B'.repeat(64)}`)).toEqual({ workchain: 0, address: 'b'.repeat(64) });
  });

  it('says precisely why bad input is rejected', () => {
    expect(() => parseAddress('0:abc')).toThrow(/not a raw address/);
    expect(() => parseAddress(`300:${WALLET.address}`)).toThrow(/does not fit int8/);
    expect(() => parseAddress('hello')).toThrow(/48 base64 characters/);
    const good = formatFriendly(WALLET);
    const flipped = (good[10] === 'A' ? 'B' : 'A') + good.slice(1);
    expect(() => parseAddress(`${good.slice(0, 10)}${flipped.slice(0, 1)}${good.slice(11)}`)).toThrow(
      /checksum/,
    );
    expect(isValidAddress(good)).toBe(true);
    expect(isValidAddress('')).toBe(false);
  });

  it('computes CRC16-XMODEM', () => {
    // Standard check value of CRC-16/XMODEM over "123456789".
    expect(crc16xmodem(new TextEncoder().encode('123456789'))).toBe(0x31c3);
  });

  it('shortens raw and friendly forms', () => {
    expect(shortenAddress(WALLET, 4)).toBe('0:83df…31a8');
    expect(shortenAddress('EQCD39VS5jcptHL8vMjEXrzGaRcCVYto7HUn4bpAOg8xqB2N', 6)).toBe('EQCD39…8xqB2N');
    expect(shortenAddress('0:abc', 4)).toBe('0:abc');
  });
});
