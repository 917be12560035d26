// The contract executor's argument fields: the spec's type mapping and defaults exactly, and proof that
// the defaults are values nekoton's ABI encoder accepts for every method of the ABIs the executor knows.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { everWallet } from '@tvmscan/contracts';
import type * as Nekoton from 'nekoton-wasm';
import { describe, expect, it } from 'vitest';
import {
  type AbiParam,
  arrayItemParam,
  checkNamed,
  defaultValue,
  defaultValues,
  EMPTY_CELL_BOC,
  FieldError,
  fieldKindOf,
  isResponsible,
  mapEntryParams,
  mapTypes,
  ZERO_ADDRESS,
} from '../src/features/contract-executor/abi-fields';
import { kindOfCode, loadAbi, parseFunctions } from '../src/features/contract-executor/known-abis';

const require = createRequire(import.meta.url);
const nekoton: typeof Nekoton = require('nekoton-wasm/node');
const ABIS = {
  TokenRoot: '@broxus/tip3/build/TokenRoot.abi.json',
  TokenWallet: '@broxus/tip3/build/TokenWallet.abi.json',
  Collection: '@broxus/tip4/build/Collection.abi.json',
  Nft: '@broxus/tip4/build/Nft.abi.json',
};
const abiText = (path: string) => readFileSync(require.resolve(path), 'utf8');

describe('field kinds (spec §2 "Type mapping")', () => {
  it.each([
    ['optional(uint128)', 'Number'],
    ['optional(optional(address))', 'Address'],
    ['map(address,uint128)', 'Map'],
    ['map(uint256,map(address,bool))', 'Map'],
    ['uint32[]', 'Array'],
    ['tuple[]', 'Array'],
    ['tuple', 'Tuple'],
    ['address', 'Address'],
    ['pubkey', 'Text'],
    ['timestamp', 'Number'],
    ['expire', 'Number'],
    ['int', 'Number'],
    ['int8', 'Number'],
    ['uint256', 'Number'],
    ['varint16', 'Number'],
    ['varuint32', 'Number'],
    ['string', 'Textarea'],
    ['cell', 'Textarea'],
    ['bytes', 'Textarea'],
    ['bool', 'Bool'],
  ])('%s → %s', (type, kind) => {
    expect(fieldKindOf(type)).toBe(kind);
  });

  it('an array of maps is an Array of Map items; a map of arrays is a Map', () => {
    expect(fieldKindOf('map(uint8,uint8)[]')).toBe('Array');
    expect(fieldKindOf(arrayItemParam({ name: 'ms', type: 'map(uint8,uint8)[]' }).type)).toBe('Map');
    expect(fieldKindOf('map(uint8,uint32[])')).toBe('Map');
    expect(fieldKindOf('optional(map(uint8,cell))')).toBe('Map');
  });

  it.each([
    'map(uint8',
    'map(,uint8)',
    'map(uint8)',
    '[]',
    'uint',
    'fixedbytes32',
    'gram',
    'address_std',
    '',
    'Tuple',
    'uint8 ',
  ])('shows a read-only placeholder for %j', (type) => {
    // "uint" alone and "uint8 " (trimmed) are numbers; everything else here is malformed or unmapped.
    const expected = type === 'uint' || type === 'uint8 ' ? 'Number' : 'Unknown';
    expect(fieldKindOf(type)).toBe(expected);
  });

  it('splits map key and value types at the top-level comma only', () => {
    expect(mapTypes('map(uint256,map(address,bool))')).toEqual(['uint256', 'map(address,bool)']);
    expect(mapTypes('map(address,tuple)')).toEqual(['address', 'tuple']);
    expect(mapTypes('map(a)')).toBeNull();
    expect(mapTypes('map((a,b)')).toBeNull();
  });
});

describe('defaults (spec §2 "Defaults")', () => {
  const tuple: AbiParam = {
    name: 'callback',
    type: 'tuple',
    components: [
      { name: 'value', type: 'uint128' },
      { name: 'payload', type: 'cell' },
      { name: 'to', type: 'address' },
      { name: 'flags', type: 'bool' },
      { name: 'ids', type: 'uint32[]' },
      { name: 'names', type: 'map(uint8,string)' },
      { name: 'inner', type: 'tuple', components: [{ name: 'note', type: 'string' }] },
    ],
  };

  it('address is workchain 0 with 64 zeros; cell the empty cell; number 0; bool false; text empty', () => {
    expect(defaultValue({ name: 'a', type: 'address' })).toBe(`0:${'0'.repeat(64)}`);
    expect(ZERO_ADDRESS).toBe(`0:${'0'.repeat(64)}`);
    expect(defaultValue({ name: 'c', type: 'cell' })).toBe(EMPTY_CELL_BOC);
    expect(nekoton.getBocHash(EMPTY_CELL_BOC)).toBe(
      '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
    );
    expect(defaultValue({ name: 'n', type: 'uint128' })).toBe('0');
    expect(defaultValue({ name: 'b', type: 'bool' })).toBe(false);
    expect(defaultValue({ name: 's', type: 'string' })).toBe('');
    expect(defaultValue({ name: 'k', type: 'pubkey' })).toBe('');
    expect(defaultValue({ name: 'y', type: 'bytes' })).toBe('');
  });

  it('arrays and maps are empty; a tuple is an object of its components defaults, at any depth', () => {
    expect(defaultValue({ name: 'x', type: 'address[]' })).toEqual([]);
    expect(defaultValue({ name: 'm', type: 'map(address,uint128)' })).toEqual([]);
    expect(defaultValue(tuple)).toEqual({
      value: '0',
      payload: EMPTY_CELL_BOC,
      to: ZERO_ADDRESS,
      flags: false,
      ids: [],
      names: [],
      inner: { note: '' },
    });
    expect(defaultValue({ name: 'o', type: 'optional(cell)' })).toBe(EMPTY_CELL_BOC);
    expect(defaultValue({ name: 'u', type: 'fixedbytes8' })).toBeNull();
  });

  it('a field with no name is an error, also inside a tuple', () => {
    expect(() => defaultValues([{ name: '', type: 'uint8' }])).toThrow(FieldError);
    expect(() =>
      checkNamed([{ name: 't', type: 'tuple', components: [{ name: ' ', type: 'bool' }] }]),
    ).toThrow(/t\.#1 \(bool\) has no name/);
  });

  it('array items and map entries get their element types, and the map value keeps the tuple components', () => {
    const components = [{ name: 'value', type: 'uint128' }];
    expect(arrayItemParam({ name: 'xs', type: 'tuple[]', components })).toEqual({
      name: 'xs[]',
      type: 'tuple',
      components,
    });
    expect(mapEntryParams({ name: 'callbacks', type: 'map(address,tuple)', components })).toEqual({
      key: { name: 'key', type: 'address' },
      value: { name: 'value', type: 'tuple', components },
    });
  });

  it('responsible methods are those whose first input is answerId:uint32', () => {
    expect(isResponsible([{ name: 'answerId', type: 'uint32' }])).toBe(true);
    expect(isResponsible([{ name: 'amount', type: 'uint128' }])).toBe(false);
    expect(isResponsible([])).toBe(false);
  });
});

describe('defaults against the real ABIs', () => {
  for (const [name, path] of Object.entries(ABIS)) {
    it(`${name}: every method's default arguments encode with nekoton`, () => {
      const functions = parseFunctions(abiText(path));
      expect(functions.length).toBeGreaterThan(5);
      expect(functions.some((f) => f.name === 'constructor')).toBe(false);
      for (const f of functions) {
        const params = f.inputs as unknown as Nekoton.AbiParam[];
        const values = defaultValues(f.inputs);
        const packed = nekoton.packIntoCell(params, values as Nekoton.TokensObject, '2.2');
        // Decoding gives the same values back: the defaults mean what they say.
        const unpacked = nekoton.unpackFromCell(params, packed.boc, false, '2.2');
        expect(unpacked, `${name}.${f.name}`).toEqual(values);
      }
    });
  }
});

describe('items added in the form', () => {
  it('a map entry and an array item built from their defaults encode (TokenRoot.transferOwnership callbacks)', () => {
    const f = parseFunctions(abiText(ABIS.TokenRoot)).find((fn) => fn.name === 'transferOwnership')!;
    const callbacks = f.inputs.find((p) => p.name === 'callbacks')!;
    expect(fieldKindOf(callbacks.type)).toBe('Map');
    const { key, value } = mapEntryParams(callbacks);
    const values = { ...defaultValues(f.inputs), callbacks: [[defaultValue(key), defaultValue(value)]] };
    const params = f.inputs as unknown as Nekoton.AbiParam[];
    const packed = nekoton.packIntoCell(params, values as Nekoton.TokensObject, '2.2');
    expect(nekoton.unpackFromCell(params, packed.boc, false, '2.2')).toEqual(values);
  });

  it('string[] items (Collection.batchMintNft)', () => {
    const f = parseFunctions(abiText(ABIS.Collection)).find((fn) => fn.name === 'batchMintNft')!;
    const jsons = f.inputs.find((p) => p.name === '_jsons')!;
    const values = {
      ...defaultValues(f.inputs),
      _jsons: [defaultValue(arrayItemParam(jsons)), '{"name":"x"}'],
    };
    const params = f.inputs as unknown as Nekoton.AbiParam[];
    const packed = nekoton.packIntoCell(params, values as Nekoton.TokensObject, '2.2');
    expect(nekoton.unpackFromCell(params, packed.boc, false, '2.2')).toEqual(values);
  });
});

describe('contracts recognized by code hash', () => {
  const codeHash = (build: string) =>
    nekoton.getBocHash(
      nekoton.splitTvc(readFileSync(require.resolve(`${build}.tvc`)).toString('base64')).code!,
    );

  it('TIP-3 roots and wallets and TIP-4 collections, as nekoton hashes the .tvc code; anything else is unknown', async () => {
    expect(await kindOfCode(codeHash('@broxus/tip3/build/TokenRoot'))).toBe('tip3Root');
    expect(await kindOfCode(codeHash('@broxus/tip3/build/TokenWallet'))).toBe('tip3Wallet');
    expect(await kindOfCode(codeHash('@broxus/tip4/build/Collection'))).toBe('tip4Collection');
    // NFT code is salted per collection on chain: never recognized by the build's hash.
    expect(await kindOfCode(codeHash('@broxus/tip4/build/Nft'))).toBeNull();
    expect(await kindOfCode('0'.repeat(64))).toBeNull();
  });

  it("EverWallet, by the code hash the indexer knows it by, with the ABI its owner's sendTransaction is encoded with", async () => {
    const wallet = await everWallet();
    expect(await kindOfCode(wallet.codeHash)).toBe('everWallet');
    const abi = await loadAbi({ source: 'bundled', kind: 'everWallet' });
    expect(abi.text).toBe(wallet.abi);
    const send = abi.functions.find((f) => f.name === 'sendTransaction');
    expect(send?.inputs.map((p) => `${p.name}:${fieldKindOf(p.type)}`)).toEqual([
      'dest:Address',
      'value:Number',
      'bounce:Bool',
      'flags:Number',
      'payload:Textarea',
    ]);
  });
});
