// Slice and Builder: every width and alignment, range and bounds errors, checked against @ton/core's
// independent builder by cell hash.
import { beginCell as tonBeginCell } from '@ton/core';
import { prng } from '@tvmscan/test-support/prng';
import { describe, expect, it } from 'vitest';
import { beginCell, CodecError, fromHex, toHex } from '../../src/cell';

const randomBig = (rand: () => number, bits: number): bigint => {
  let v = 0n;
  for (let i = 0; i < bits; i++) v = (v << 1n) | (rand() < 0.5 ? 0n : 1n);
  return v;
};

describe('Builder and Slice', () => {
  it('writes and reads random unsigned/signed fields at every alignment, agreeing with @ton/core', () => {
    const rand = prng(7);
    for (let round = 0; round < 100; round++) {
      const ours = beginCell();
      const theirs = tonBeginCell();
      const fields: Array<{ kind: 'u' | 'i'; bits: number; value: bigint }> = [];
      while (true) {
        const bits = 1 + Math.floor(rand() * (rand() < 0.7 ? 48 : 260));
        if (ours.bitLength + bits > 1023) break;
        const kind = rand() < 0.5 ? 'u' : 'i';
        const raw = randomBig(rand, bits);
        const value = kind === 'u' ? raw : BigInt.asIntN(bits, raw);
        if (kind === 'u') {
          ours.storeUint(bits <= 48 ? Number(value) : value, bits);
          theirs.storeUint(value, bits);
        } else {
          ours.storeInt(bits <= 48 ? Number(value) : value, bits);
          theirs.storeInt(value, bits);
        }
        fields.push({ kind, bits, value });
      }
      const cell = ours.endCell();
      expect(cell.hashHex()).toBe(theirs.endCell().hash().toString('hex'));
      const s = cell.beginParse();
      for (const f of fields) {
        if (f.bits <= 48) {
          const got = f.kind === 'u' ? s.loadUint(f.bits) : s.loadInt(f.bits);
          expect(BigInt(got)).toBe(f.value);
        } else {
          expect(f.kind === 'u' ? s.loadUintBig(f.bits) : s.loadIntBig(f.bits)).toBe(f.value);
        }
      }
      s.endParse();
    }
  });

  it('copies unaligned bits through loadBits, storeBits, storeSlice and storeBuilder', () => {
    const source = beginCell().storeUint(5, 3).storeUint(0xdeadbeefcafen, 48).storeUint(1, 1).endCell();
    const s = source.beginParse();
    s.skip(3);
    expect(toHex(s.loadBits(48))).toBe('deadbeefcafe');
    expect(toHex(source.beginParse().skip(3).loadBits(13))).toBe('dea8'); // 13 bits, zero-padded
    const rest = source.beginParse().skip(1);
    const copy = beginCell().storeBit(1).storeSlice(rest).endCell();
    const expected = beginCell()
      .storeBit(1)
      .storeUint(1, 2)
      .storeUint(0xdeadbeefcafen, 48)
      .storeBit(1)
      .endCell();
    expect(copy.hashHex()).toBe(expected.hashHex());
    expect(rest.remainingBits).toBe(51); // storeSlice does not consume
    const viaBuilder = beginCell()
      .storeBit(1)
      .storeBuilder(beginCell().storeUint(1, 2).storeUint(0xdeadbeefcafen, 48).storeBit(1))
      .endCell();
    expect(viaBuilder.equals(expected)).toBe(true);
    const bits = beginCell().storeBits(fromHex('abcd'), 12).endCell();
    expect(bits.bitLength).toBe(12);
    expect(toHex(bits.bits)).toBe('abc0');
  });

  it('coins, var-uints, refs and maybe-refs round trip', () => {
    const child = beginCell().storeUint(1, 8).endCell();
    const cell = beginCell()
      .storeCoins(0n)
      .storeCoins(1_000_000_000_000_000_000n)
      .storeVarUint(2n ** 200n, 5)
      .storeMaybeRef(null)
      .storeMaybeRef(child)
      .storeRef(child)
      .endCell();
    const s = cell.beginParse();
    expect(s.loadCoins()).toBe(0n);
    expect(s.loadCoins()).toBe(1_000_000_000_000_000_000n);
    expect(s.loadVarUint(5)).toBe(2n ** 200n);
    expect(s.loadMaybeRef()).toBeNull();
    expect(s.loadMaybeRef()!.equals(child)).toBe(true);
    expect(s.loadRef()).toBe(child);
    s.endParse();
  });

  it('rejects values out of range and cells over capacity', () => {
    const err = (f: () => unknown, type: string) => expect(f).toThrow(expect.objectContaining({ type }));
    err(() => beginCell().storeUint(256, 8), 'valueOutOfRange');
    err(() => beginCell().storeUint(-1, 8), 'valueOutOfRange');
    err(() => beginCell().storeUint(1n << 64n, 64), 'valueOutOfRange');
    err(() => beginCell().storeInt(128, 8), 'valueOutOfRange');
    err(() => beginCell().storeInt(-129n, 8), 'valueOutOfRange');
    err(() => beginCell().storeCoins(1n << 120n), 'valueOutOfRange');
    err(() => beginCell().storeUint(0, 1000).storeUint(0, 24), 'cellOverflow');
    const c = beginCell().endCell();
    err(() => beginCell().storeRef(c).storeRef(c).storeRef(c).storeRef(c).storeRef(c), 'cellOverflow');
    err(() => beginCell().storeUint(1, 1.5), 'badArgument');
  });

  it('reports underflow with the bit offset, and unread data at endParse', () => {
    const s = beginCell().storeUint(7, 10).endCell().beginParse();
    s.loadUint(4);
    try {
      s.loadUint(7);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(CodecError);
      expect(e).toMatchObject({ type: 'cellUnderflow', bitOffset: 4 });
    }
    expect(() => s.loadRef()).toThrow(expect.objectContaining({ type: 'refUnderflow' }));
    expect(() => s.endParse('value')).toThrow(
      expect.objectContaining({ type: 'trailingData', field: 'value' }),
    );
    expect(() => s.loadUint(49)).toThrow(expect.objectContaining({ type: 'badArgument' }));
  });

  it('loadSlice splits off bits and refs; clone is independent', () => {
    const ref = beginCell().endCell();
    const s = beginCell().storeUint(0xab, 8).storeUint(0xcd, 8).storeRef(ref).endCell().beginParse();
    const head = s.loadSlice(8, 1);
    expect(head.remainingBits).toBe(8);
    expect(head.remainingRefs).toBe(1);
    expect(head.bitOffset).toBe(0);
    expect(s.bitOffset).toBe(8);
    const copy = s.clone();
    expect(copy.loadUint(8)).toBe(0xcd);
    expect(s.preloadUint(8)).toBe(0xcd);
    expect(() => s.loadSlice(16, 0)).toThrow(expect.objectContaining({ type: 'cellUnderflow' }));
  });

  it('hex helpers reject malformed input', () => {
    expect(toHex(fromHex('0x00FFab'))).toBe('00ffab');
    expect(() => fromHex('abc')).toThrow(expect.objectContaining({ type: 'badHex' }));
    expect(() => fromHex('zz')).toThrow(expect.objectContaining({ type: 'badHex' }));
  });
});
