// HashmapAugE on real data: the ShardAccountBlocks of a block (AccountBlock values, CurrencyCollection
// extras). everscale-types' own test asserts that rebuilding it from its entries gives the same root
// extra and representation hash; so must ours.

import { fixturesDir, fixturesSkipReason, readFixtureBoc } from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { beginCell, readBoc } from '../../src/cell';
import { buildAugDict, loadAugDictE, storeAugDictE } from '../../src/dict';
import { loadCurrencies, opaqueValueCurrencyAug } from './currency';

describe.skipIf(!fixturesDir)(`account_blocks_aug_dict ${fixturesSkipReason}`, () => {
  const load = () => {
    const [cell] = readBoc(readFixtureBoc('blocks/everscale-types_account_blocks_aug_dict.boc'));
    const s = cell.beginParse();
    const originalRoot = s.preloadRef();
    const dict = loadAugDictE(s, 256, loadCurrencies, (v) => v.clone());
    s.endParse();
    return { cell, originalRoot, ...dict };
  };

  it('reads every account block in ascending key order with its extra', () => {
    const { entries, rootExtra } = load();
    expect(entries.size).toBeGreaterThan(1);
    const keys = [...entries.keys()];
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : 1)));
    // The root extra is the sum of the leaves' extras.
    let sum = 0n;
    for (const { extra } of entries.values()) sum += extra.grams;
    expect(rootExtra.grams).toBe(sum);
    // Each AccountBlock value starts with acc_trans#5 and its 256-bit account equals the key.
    for (const [key, { value }] of entries) {
      const v = value.clone();
      expect(v.loadUint(4)).toBe(5);
      expect(v.loadUintBig(256)).toBe(key);
    }
  });

  it('rebuilds from its entries (in reverse order) to the same root hash and root extra', () => {
    const { cell, originalRoot, entries, rootExtra } = load();
    const reversed = [...entries].reverse();
    const rebuilt = buildAugDict(reversed, 256, opaqueValueCurrencyAug);
    expect(rebuilt.root!.hashHex()).toBe(originalRoot.hashHex());
    expect(rebuilt.rootExtra).toEqual(rootExtra);

    const b = beginCell();
    expect(storeAugDictE(b, reversed, 256, opaqueValueCurrencyAug)).toEqual(rootExtra);
    expect(b.endCell().hashHex()).toBe(cell.hashHex());
  });

  it('an empty aug dict has no root and the empty extra', () => {
    const empty = buildAugDict([], 256, opaqueValueCurrencyAug);
    expect(empty.root).toBeNull();
    expect(empty.rootExtra).toEqual({ grams: 0n, other: new Map() });
    const b = beginCell();
    storeAugDictE(b, [], 256, opaqueValueCurrencyAug);
    const s = b.endCell().beginParse();
    const back = loadAugDictE(s, 256, loadCurrencies, (v) => v.clone());
    expect(back.entries.size).toBe(0);
    expect(back.rootExtra.grams).toBe(0n);
  });
});
