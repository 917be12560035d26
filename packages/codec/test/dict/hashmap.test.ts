// Hand-made dictionaries: round trips over many key shapes, the label encodings, and agreement with
// @ton/core's independent dictionary writer on the resulting cell hash.
import { Dictionary, beginCell as tonBeginCell } from '@ton/core';
import { prng } from '@tvmscan/test-support/prng';
import { describe, expect, it } from 'vitest';
import { beginCell, CodecError, readBoc } from '../../src/cell';
import { buildDict, loadBinTree, loadDict, loadDictE, storeBinTree, storeDictE } from '../../src/dict';
import { loadLabel, storeLabel } from '../../src/dict/label';

function randomKey(rand: () => number, bits: number): bigint {
  let k = 0n;
  for (let i = 0; i < bits; i++) k = (k << 1n) | (rand() < 0.5 ? 0n : 1n);
  return k;
}

const storeU32 = (b: ReturnType<typeof beginCell>, v: number) => b.storeUint(v, 32);

describe('Hashmap / HashmapE', () => {
  it.each([1, 8, 16, 32, 64, 256, 267])('round trips random %i-bit keys and matches @ton/core', (bits) => {
    const rand = prng(bits);
    const entries = new Map<bigint, number>();
    for (let i = 0; i < 60; i++) entries.set(randomKey(rand, bits), i);
    const root = buildDict(entries, bits, storeU32)!;
    const back = loadDict(root, bits, (s) => s.loadUint(32));
    expect([...back]).toEqual([...entries].sort((a, b) => (a[0] < b[0] ? -1 : 1)));

    const ton = Dictionary.empty(Dictionary.Keys.BigUint(bits), Dictionary.Values.Uint(32));
    for (const [k, v] of entries) ton.set(k, v);
    const tonCell = tonBeginCell().storeDictDirect(ton).endCell();
    expect(root.hashHex()).toBe(tonCell.hash().toString('hex'));
  });

  it('handles dense key ranges, where hml_same labels appear', () => {
    const entries: Array<[bigint, number]> = [];
    for (let i = 0; i < 64; i++) entries.push([BigInt(i), i]);
    entries.push([(1n << 64n) - 1n, 99]);
    const root = buildDict(entries, 64, storeU32)!;
    expect([...loadDict(root, 64, (s) => s.loadUint(32)).keys()]).toEqual(entries.map(([k]) => k));
    const ton = Dictionary.empty(Dictionary.Keys.BigUint(64), Dictionary.Values.Uint(32));
    for (const [k, v] of entries) ton.set(k, v);
    expect(root.hashHex()).toBe(tonBeginCell().storeDictDirect(ton).endCell().hash().toString('hex'));
  });

  it('writes each label in its shortest encoding and reads it back', () => {
    const cases: Array<[bigint, number, number, string]> = [
      [0n, 0, 32, '00'], // empty label: hml_short with a zero-length unary
      [1n, 1, 32, '0101'], // hml_short: 0, unary 10, the bit 1
      [0b1111111111n, 10, 32, '111'], // ten ones: hml_same is shortest
      [0b1011001110n, 10, 32, '10'], // mixed bits, long label: hml_long
    ];
    for (const [bits, length, m, prefix] of cases) {
      const b = beginCell();
      storeLabel(b, bits, length, m);
      const cell = b.endCell();
      const s = cell.beginParse();
      let head = '';
      for (let i = 0; i < prefix.length; i++) head += s.loadBit() ? '1' : '0';
      expect(head).toBe(prefix);
      expect(loadLabel(cell.beginParse(), m)).toEqual({ length, bits });
    }
  });

  it('HashmapE: empty and non-empty through a maybe-ref', () => {
    const b = beginCell();
    storeDictE(b, [], 16, storeU32);
    storeDictE(b, [[5n, 7]], 16, storeU32);
    const s = b.endCell().beginParse();
    expect(loadDictE(s, 16, (v) => v.loadUint(32)).size).toBe(0);
    expect([...loadDictE(s, 16, (v) => v.loadUint(32))]).toEqual([[5n, 7]]);
    s.endParse();
  });

  it('rejects duplicate and out-of-range keys, and labels longer than the key', () => {
    expect(() =>
      buildDict(
        [
          [1n, 1],
          [1n, 2],
        ],
        8,
        storeU32,
      ),
    ).toThrow(CodecError);
    expect(() => buildDict([[256n, 1]], 8, storeU32)).toThrow(/does not fit/);
    expect(() => buildDict([[-1n, 1]], 8, storeU32)).toThrow(CodecError);
    // hml_long claiming 9 bits in an 8-bit dictionary.
    const bad = beginCell().storeUint(2, 2).storeUint(9, 4).storeUint(0, 9).endCell();
    expect(() => loadDict(bad, 8, () => 0)).toThrow(expect.objectContaining({ type: 'badDict' }));
  });

  it('reads a dictionary serialized by @ton/core through a BOC', () => {
    const ton = Dictionary.empty(Dictionary.Keys.Int(32), Dictionary.Values.Cell());
    for (const k of [0, 1, 34, -71, -999])
      ton.set(
        k,
        tonBeginCell()
          .storeUint(k & 0xff, 8)
          .endCell(),
      );
    const boc = tonBeginCell().storeDictDirect(ton).endCell().toBoc();
    const params = loadDict(readBoc(new Uint8Array(boc))[0], 32, (s) => s.loadRef().beginParse().loadUint(8));
    expect([...params.keys()]).toEqual([0n, 1n, 34n, 4294966297n, 4294967225n]);
    expect(params.get(4294967225n)).toBe(-71 & 0xff);
  });
});

describe('BinTree', () => {
  it('round trips a shard-like tree in path order', () => {
    const leaves = ['00', '010', '011', '1'].map((path, i) => ({ path, value: i }));
    const b = beginCell();
    storeBinTree(b, leaves, storeU32);
    const back = loadBinTree(b.endCell().beginParse(), (s) => s.loadUint(32));
    expect(back).toEqual(leaves);
  });

  it('a single leaf has the empty path', () => {
    const b = beginCell();
    storeBinTree(b, [{ path: '', value: 42 }], storeU32);
    expect(loadBinTree(b.endCell().beginParse(), (s) => s.loadUint(32))).toEqual([{ path: '', value: 42 }]);
  });

  it('rejects leaves that are not a complete prefix code', () => {
    const b = () => beginCell();
    expect(() => storeBinTree(b(), [{ path: '0', value: 1 }], storeU32)).toThrow(/no leaf under '1'/);
    expect(() =>
      storeBinTree(
        b(),
        [
          { path: '', value: 1 },
          { path: '0', value: 2 },
        ],
        storeU32,
      ),
    ).toThrow(CodecError);
    expect(() => storeBinTree(b(), [{ path: '2', value: 1 }], storeU32)).toThrow(/invalid BinTree path/);
  });
});
