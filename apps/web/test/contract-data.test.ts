// Contract data (spec §7): the initial data a TVC deploys with, seeded from a contract's own fields, the
// public key Solidity keeps in `_pubkey`, and the error text that stands in for fields that cannot be read.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Nekoton from 'nekoton-wasm';
import { describe, expect, it } from 'vitest';
import { EMPTY_CELL_BOC, ZERO_ADDRESS } from '../src/features/contract-executor/abi-fields';
import {
  expectedAddress,
  initDefaults,
  initParams,
  publicKeyOf,
  readContractFields,
} from '../src/features/contract-executor/contract-data';

const require = createRequire(import.meta.url);
const nekoton: typeof Nekoton = require('nekoton-wasm/node');
const ROOT_ABI = readFileSync(require.resolve('@broxus/tip3/build/TokenRoot.abi.json'), 'utf8');
const ROOT_TVC = readFileSync(require.resolve('@broxus/tip3/build/TokenRoot.tvc')).toString('base64');
const OWNER = `0:${'ab'.repeat(32)}`;

describe('contract data', () => {
  it("takes the initial data from the ABI's data section", () => {
    expect(initParams(ROOT_ABI).map((p) => `${p.name}:${p.type}`)).toEqual([
      'name_:string',
      'symbol_:string',
      'decimals_:uint8',
      'rootOwner_:address',
      'walletCode_:cell',
      'randomNonce_:uint256',
      'deployer_:address',
    ]);
    expect(initParams('{"ABI version":2,"functions":[]}')).toEqual([]);
  });

  it("seeds each value from the contract's field of the same name, else the type's default", () => {
    const params = initParams(ROOT_ABI);
    expect(initDefaults(params, null)).toEqual({
      name_: '',
      symbol_: '',
      decimals_: '0',
      rootOwner_: ZERO_ADDRESS,
      walletCode_: EMPTY_CELL_BOC,
      randomNonce_: '0',
      deployer_: ZERO_ADDRESS,
    });
    expect(initDefaults(params, { name_: 'Token', decimals_: '9', totalSupply_: '5' })).toMatchObject({
      name_: 'Token',
      decimals_: '9',
      symbol_: '',
    });
  });

  it('reads the public key from _pubkey as 64 hex digits; none when it is zero or absent', () => {
    expect(publicKeyOf({ _pubkey: '255' })).toBe(`${'0'.repeat(62)}ff`);
    expect(publicKeyOf({ _pubkey: '0' })).toBeNull();
    expect(publicKeyOf({})).toBeNull();
    expect(publicKeyOf(null)).toBeNull();
  });

  it('computes the address from the TVC, the initial data and the key: each of them changes it', () => {
    const initData = { ...initDefaults(initParams(ROOT_ABI), null), name_: 'Token', rootOwner_: OWNER };
    const request = { tvc: ROOT_TVC, abi: ROOT_ABI, workchain: 0, publicKey: null, initData };
    const address = expectedAddress(nekoton, request);
    expect(address).toMatch(/^0:[0-9a-f]{64}$/);
    expect(expectedAddress(nekoton, { ...request, initData: { ...initData, name_: 'Other' } })).not.toBe(
      address,
    );
    expect(expectedAddress(nekoton, { ...request, publicKey: 'cd'.repeat(32) })).not.toBe(address);
    expect(expectedAddress(nekoton, { ...request, workchain: -1 })).toMatch(/^-1:/);
    // A value the ABI cannot encode is nekoton's error, which the form shows.
    expect(() =>
      expectedAddress(nekoton, { ...request, initData: { ...initData, decimals_: 'x' } }),
    ).toThrow();
  });

  it('gives the error text, not an exception, when the fields cannot be read', () => {
    const reading = readContractFields(nekoton, 'not a boc', ROOT_ABI);
    expect(reading).toEqual({ error: expect.any(String) });
    expect('error' in reading && reading.error.length).toBeGreaterThan(0);
  });
});
