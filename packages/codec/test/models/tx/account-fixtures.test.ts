// Standalone account-state BOCs decode (with or without the leading account$1 bit), re-encode to the
// identical cell, carry the addresses their sources assert, and agree with @ton/core's loadAccount.
import { readFileSync } from 'node:fs';
import { Cell as TonCell, loadAccount as tonLoadAccount } from '@ton/core';
import { fixturePath, fixturesDir, fixturesSkipReason, readFixtureBoc } from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { beginCell, type Cell, readBoc, writeBoc } from '../../../src/cell';
import { loadDict } from '../../../src/dict';
import {
  type Account,
  accountStatus,
  accountToCell,
  loadAccount,
  loadAccountStuff,
  loadShardAccount,
  shardAccountOf,
  storeShardAccount,
} from '../../../src/models/account';
import { formatRaw } from '../../../src/models/address';
import { loadSimpleLib, loadStateInit, storeStateInit } from '../../../src/models/state-init';

const ACCOUNTS: Record<string, string> = {
  'accounts/everscale-types_simple_proof.boc':
    '0:9d98e2c829b309abebfa1d3745a62a8b11b68233a1b5d1044f6e09e380d67b97',
  'accounts/nekoton_ROOT_TOKEN_STATE_OLD_TIP3_V4.boc.b64':
    '0:67c1587e9b9aa4aa83a08faf6c9167aa3dcc553a4d61d596e43e71fd92b91443',
  'accounts/nekoton_ROOT_TOKEN_STATE_TIP3.boc.b64':
    '0:675a81e97ce8bff2f8512b38bc9e5d57f69979275ecc542713dcf6b1d5d6a60d',
  // nekoton asserts this wallet address for the old TIP-3 root and owner 0:a921…33cb.
  'accounts/nekoton_TOKEN_WALLET_STATE_OLD_TIP3_V4.boc.b64':
    '0:e4eb5f354e5f0335f38a73b6dc9808c67d611a717b5ed184d6210fb3e73067ee',
};

// Contract states exported without the account$1 bit (nekoton's deserialize_account_stuff).
const STUFF = [
  'accounts/nekoton_tonup_root_token_contract.boc.b64',
  'accounts/nekoton_tonup_wallet_token_contract.boc.b64',
  'accounts/nekoton_strange_root_state.json',
];

function rootOf(file: string): Cell {
  const bytes = file.endsWith('.json')
    ? new Uint8Array(
        Buffer.from(
          (JSON.parse(readFileSync(fixturePath(file), 'utf8')) as { account: string }).account,
          'base64',
        ),
      )
    : readFixtureBoc(file);
  const roots = readBoc(bytes);
  expect(roots).toHaveLength(1);
  return roots[0];
}

function expectAgreesWithTonCore(ours: Account, cell: Cell, skipTagBit: boolean): void {
  const s = TonCell.fromBoc(Buffer.from(writeBoc(cell)))[0].beginParse();
  if (skipTagBit) s.loadBit();
  const theirs = tonLoadAccount(s);
  expect(formatRaw(ours.addr)).toBe(theirs.addr.toRawString());
  expect(ours.storage.lastTransLt).toBe(theirs.storage.lastTransLt);
  expect(ours.storage.balance.grams).toBe(theirs.storage.balance.coins);
  expect(ours.storageStat.lastPaid).toBe(theirs.storageStats.lastPaid);
  expect(ours.storageStat.used.cells).toBe(theirs.storageStats.used.cells);
  expect(ours.storageStat.used.bits).toBe(theirs.storageStats.used.bits);
  expect(ours.storageStat.duePayment).toBe(theirs.storageStats.duePayment ?? null);
  const state = theirs.storage.state;
  expect(ours.storage.state.kind).toBe(state.type);
  if (ours.storage.state.kind === 'active' && state.type === 'active') {
    expect(ours.storage.state.stateInit.code?.hashHex()).toBe(state.state.code?.hash().toString('hex'));
    expect(ours.storage.state.stateInit.data?.hashHex()).toBe(state.state.data?.hash().toString('hex'));
  }
}

describe.skipIf(!fixturesDir)(`account fixtures ${fixturesSkipReason}`, () => {
  it.each(Object.entries(ACCOUNTS))(
    '%s is the account %s, re-encodes identically, agrees with @ton/core',
    (file, addr) => {
      const cell = rootOf(file);
      const account = loadAccount(cell);
      expect(account).not.toBeNull();
      if (!account) return;
      expect(formatRaw(account.addr)).toBe(addr);
      expect(accountStatus(account)).toBe('active');
      expect(account.withInitCodeHash).toBe(false);
      expect(accountToCell(account).hashHex()).toBe(cell.hashHex());
      expectAgreesWithTonCore(account, cell, true);
    },
  );

  it.each(STUFF)('%s decodes as AccountStuff and agrees with @ton/core', (file) => {
    const cell = rootOf(file);
    const account = loadAccountStuff(cell);
    expect(account.storage.state.kind).toBe('active');
    expectAgreesWithTonCore(account, cell, false);
    // With the account$1 bit put back it is an ordinary Account whose store reproduces the bits.
    const tagged = beginCell().storeBit(1).storeSlice(cell.beginParse()).endCell();
    expect(accountToCell(account).hashHex()).toBe(tagged.hashHex());
  });

  it('strange root state: the embedded BOC hashes as the manifest says', () => {
    expect(rootOf('accounts/nekoton_strange_root_state.json').hashHex()).toBe(
      'e757f3e3a63ac07cbe34e72dd90491d8b7b249ea317a8d51ba6f16ca2e998c44',
    );
  });

  it('state_init_lib: code, data and library dictionary decode and re-encode to the same cell', () => {
    const cell = rootOf('accounts/ever-sdk_state_init_lib.boc');
    const s = cell.beginParse();
    const init = loadStateInit(s);
    s.endParse();
    const data = readBoc(
      new Uint8Array(
        Buffer.from('te6ccgEBAQEAJgAASBHvVgMAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==', 'base64'),
      ),
    )[0];
    const library = readBoc(
      new Uint8Array(
        Buffer.from(
          'te6ccgEBBgEAYAACAWIEAQFCv0EkKSBepm1vIATt+lcPb1az6F5ZuqG++8c7faXVW9xhAgEEEjQDAARWeAFCv1ou71BWd19blXL/OtY90qcdH7KByhd6Xhx0cw7MsuUTBQAPq6yrrausq6g=',
          'base64',
        ),
      ),
    )[0];
    expect(init.data?.hashHex()).toBe(data.hashHex());
    expect(cell.refs[2].hashHex()).toBe(library.hashHex());
    expect(init.library?.hashHex()).toBe(library.hashHex());
    const libs = loadDict(init.library, 256, loadSimpleLib);
    expect(libs.size).toBeGreaterThan(0);
    for (const [hash, lib] of libs) expect(lib.root.hashHex()).toBe(hash.toString(16).padStart(64, '0'));
    const b = beginCell();
    storeStateInit(b, init);
    expect(b.endCell().hashHex()).toBe(cell.hashHex());
  });

  it('a ShardAccount built for an account stores and loads back with the same account cell', () => {
    const cell = rootOf('accounts/everscale-types_simple_proof.boc');
    const account = loadAccount(cell);
    const built = shardAccountOf(account, 'cd'.repeat(32), 123n);
    expect(built.accountCell.hashHex()).toBe(cell.hashHex());
    const b = beginCell();
    storeShardAccount(b, built);
    const s = b.endCell().beginParse();
    const back = loadShardAccount(s);
    s.endParse();
    expect(back).toEqual(built);
  });

  it('account_none is a single 0 bit and an unknown tag is a CodecError', () => {
    expect(loadAccount(beginCell().storeBit(0).endCell())).toBeNull();
    expect(accountToCell(null).bitLength).toBe(1);
    expect(() => loadAccount(beginCell().storeUint(0b0101, 4).endCell())).toThrow(/unknown account tag/);
  });
});
