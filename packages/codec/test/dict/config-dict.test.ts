// Config parameters (Hashmap 32 ^Cell) of real networks: the parameter numbers and values that the
// sources' own tests assert.

import { fixturesDir, fixturesSkipReason, readFixtureBoc } from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { type Cell, readBoc, toHex } from '../../src/cell';
import { buildDict, loadDict } from '../../src/dict';

/** `_ config_addr:bits256 config:^(Hashmap 32 ^Cell) = ConfigParams;` */
function loadConfigParams(file: string): { address: string; params: Map<bigint, Cell>; root: Cell } {
  const s = readBoc(readFixtureBoc(file))[0].beginParse();
  const address = toHex(s.loadHash());
  const root = s.loadRef();
  s.endParse();
  return { address, root, params: loadDict(root, 32, (v) => v.loadRef()) };
}

const int32 = (n: number): bigint => BigInt.asUintN(32, BigInt(n));
const keysOf = (m: Map<bigint, unknown>): bigint[] => [...m.keys()];

describe.skipIf(!fixturesDir)(`config dictionaries ${fixturesSkipReason}`, () => {
  it('everscale-types simple_config: p0, p1, p2, p8 values and absent params', () => {
    const { address, params } = loadConfigParams('config/everscale-types_simple_config.boc');
    expect(address).toBe('55'.repeat(32));
    const bytes = (p: number) => toHex(params.get(BigInt(p))!.beginParse().loadHash());
    expect(bytes(0)).toBe('55'.repeat(32));
    expect(bytes(1)).toBe('33'.repeat(32));
    expect(bytes(2)).toBe('00'.repeat(32));
    for (const absent of [3, 4, 6, 13, 30, 32, 33, 35, 36, 37])
      expect(params.has(BigInt(absent))).toBe(false);
    expect(params.has(7n)).toBe(true);
    // capabilities#c4 version:uint32 capabilities:uint64 = GlobalVersion;
    const p8 = params.get(8n)!.beginParse();
    expect(p8.loadUint(8)).toBe(0xc4);
    expect(p8.loadUint(32)).toBe(35);
    expect(p8.loadUintBig(64)).toBe(0x717aen);
  });

  it('everscale-types old_config: mandatory (p9) and critical (p10) parameter sets', () => {
    const { params } = loadConfigParams('config/everscale-types_old_config.boc');
    // _ mandatory_params:(Hashmap 32 True) = ConfigParam 9; the parameter cell is the dictionary root.
    const p9 = loadDict(params.get(9n)!, 32, () => true);
    expect(keysOf(p9)).toEqual(
      [0, 1, 9, 10, 12, 14, 15, 16, 17, 18, 20, 21, 22, 23, 24, 25, 28, 34].map(BigInt),
    );
    const p10 = loadDict(params.get(10n)!, 32, () => true);
    expect(keysOf(p10)).toEqual(
      [0, 1, 9, 10, 12, 14, 15, 16, 17, 32, 34, 36, 4294966295, 4294966296, 4294966297].map(BigInt),
    );
  });

  it('ton-core config: the parameter numbers of a TON mainnet config dictionary', () => {
    const root = readBoc(readFixtureBoc('config/ton-core_config.txt'))[0];
    const params = loadDict(root, 32, (v) => v.loadRef());
    const expected = [
      0, 1, 2, 4, 7, 8, 9, 10, 11, 12, 14, 15, 16, 17, 18, 20, 21, 22, 23, 24, 25, 28, 29, 31, 32, 34, 71, 72,
    ];
    expect(new Set(keysOf(params))).toEqual(new Set([...expected.map(int32), int32(-999), int32(-71)]));
    // Keys come out in ascending unsigned order, so negative parameters (high bit set) come last.
    expect(keysOf(params).at(-1)).toBe(int32(-71));
  });

  it.each([
    'config/everscale-types_simple_config.boc',
    'config/everscale-types_old_config.boc',
    'config/ever-sdk_block_config.boc',
    'config/ever-sdk_zerostate_config.boc',
    'config/ever-sdk_default_config.boc',
  ])('rebuilding %s from its parameters gives the same dictionary hash', (file) => {
    const { root, params } = loadConfigParams(file);
    expect(buildDict(params, 32, (b, c) => b.storeRef(c))!.hashHex()).toBe(root.hashHex());
  });
});
