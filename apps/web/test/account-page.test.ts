// The account page's tabs per account type, state colours, the friendly address forms and the TVC.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatFriendly, loadStateInit, parseFriendly, readBoc } from '@tvmscan/codec';
import type * as Nekoton from 'nekoton-wasm';
import { describe, expect, it } from 'vitest';
import { stateColor } from '../src/slices/account/account-state';
import { accountTabs, defaultAccountTab, resolveAccountTab } from '../src/slices/account/account-tabs';
import { addressFormats } from '../src/slices/account/address-formats';
import { nonexistentAccount } from '../src/slices/account/hooks';
import { tvcOf } from '../src/slices/account/tvc';

const require = createRequire(import.meta.url);
const nekoton: typeof Nekoton = require('nekoton-wasm/node');

describe('account tabs (spec §2 "Account page")', () => {
  it('messages is the default; token roots list holders instead of token balances', () => {
    expect(defaultAccountTab('unknown')).toBe('messages');
    expect(defaultAccountTab('token')).toBe('messages');
    expect(accountTabs('token')).toContain('holders');
    expect(accountTabs('token')).not.toContain('token-balances');
    expect(accountTabs('unknown')).not.toContain('holders');
    for (const type of ['token', 'nft', 'collection', 'unknown'] as const) {
      expect(accountTabs(type)).toEqual(
        expect.arrayContaining(['messages', 'transactions', 'token-transactions', 'source-code']),
      );
    }
  });

  it('NFTs open on nft-transactions, collections on items; unknown accounts also get items and multi', () => {
    expect(defaultAccountTab('nft')).toBe('nft-transactions');
    expect(defaultAccountTab('collection')).toBe('items');
    expect(accountTabs('unknown')).toEqual(expect.arrayContaining(['items', 'multi']));
    expect(accountTabs('token')).not.toContain('items');
  });

  it('an unknown or unavailable tab in the URL falls back to the default', () => {
    expect(resolveAccountTab('holders', 'unknown')).toBe('messages');
    expect(resolveAccountTab('bogus', 'collection')).toBe('items');
    expect(resolveAccountTab(undefined, 'nft')).toBe('nft-transactions');
    expect(resolveAccountTab('source-code', 'token')).toBe('source-code');
  });
});

describe('account details', () => {
  it('Active is green, every other state red', () => {
    expect(stateColor('Active')).toBe('teal.9');
    for (const s of ['NonExist', 'Uninit', 'Frozen', 'Deleted'] as const) expect(stateColor(s)).toBe('red.9');
  });

  it('lists the friendly forms, each decoding back to the raw address with its flags', () => {
    const raw = `-1:${'3'.repeat(64)}`;
    const formats = addressFormats(raw)!;
    expect(Object.keys(formats)).toHaveLength(6);
    const expectations = {
      base64UrlBounceable: { bounceable: true, urlSafe: true, testOnly: false },
      base64Bounceable: { bounceable: true, urlSafe: false, testOnly: false },
      base64UrlNonBounceable: { bounceable: false, urlSafe: true, testOnly: false },
      base64NonBounceable: { bounceable: false, urlSafe: false, testOnly: false },
      testnetUrlBounceable: { bounceable: true, urlSafe: true, testOnly: true },
      testnetUrlNonBounceable: { bounceable: false, urlSafe: true, testOnly: true },
    } as const;
    for (const [name, flags] of Object.entries(expectations)) {
      const text = formats[name as keyof typeof formats];
      expect(text).toHaveLength(48);
      const parsed = parseFriendly(text);
      expect({ workchain: parsed.workchain, address: parsed.address }, name).toEqual({
        workchain: -1,
        address: '3'.repeat(64),
      });
      expect(parsed.bounceable, name).toBe(flags.bounceable);
      expect(parsed.testOnly, name).toBe(flags.testOnly);
      if (flags.urlSafe) expect(text).not.toMatch(/[+/]/);
    }
    // A well-known form: the zero address, bounceable url-safe.
    expect(formatFriendly({ workchain: 0, address: '0'.repeat(64) })).toBe(
      'EQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAM9c',
    );
    expect(addressFormats('not an address')).toBeNull();
  });

  it('an address the index has never seen is shown as a NonExist account of its workchain', () => {
    const a = nonexistentAccount(`-1:${'a'.repeat(64)}`);
    expect(a).toMatchObject({ workchain: -1, state: 'NonExist', balance: null, codeHash: null });
  });
});

describe('TVC download', () => {
  // A deployed contract's code and data: the TokenRoot build as @broxus/tip3 ships it, split by nekoton
  // (an independent decoder) into the code and data BOCs the API returns for an account state.
  const shipped = readFileSync(require.resolve('@broxus/tip3/build/TokenRoot.tvc')).toString('base64');
  const { code, data } = nekoton.splitTvc(shipped);

  it("decodes back to the account's code and data, for nekoton and for our codec", () => {
    const tvc = Buffer.from(tvcOf(code!, data!)).toString('base64');
    const split = nekoton.splitTvc(tvc);
    expect(split.code).toBe(code);
    expect(split.data).toBe(data);
    const init = loadStateInit(readBoc(Buffer.from(tvc, 'base64'))[0].beginParse());
    expect(init.code?.hashHex()).toBe(nekoton.getBocHash(code!));
    expect(init.data?.hashHex()).toBe(nekoton.getBocHash(data!));
    expect(init.splitDepth).toBeNull();
    expect(init.special).toBeNull();
  });

  it('keeps an account without data as code alone', () => {
    const split = nekoton.splitTvc(Buffer.from(tvcOf(code!, null)).toString('base64'));
    expect(split.code).toBe(code);
    expect(split.data).toBeUndefined();
  });
});
