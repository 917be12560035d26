import { accountStatus, loadAccount, readBoc } from '@tvmscan/codec';
import { toHex } from '@tvmscan/db';
import { fixturesDir, fixturesSkipReason, readFixtureBoc } from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { prepareBatch } from '../src/index';

describe.skipIf(!fixturesDir)(`prepareBatch ${fixturesSkipReason}`, () => {
  // Read only when the suite runs: a skipped suite's body is still collected.
  const mcBoc = fixturesDir ? readFixtureBoc('blocks/everscale-types_mc_simple_block.boc') : new Uint8Array();

  it('records touched accounts without balance or code when the source has no states', () => {
    const { ingest, failures } = prepareBatch(
      { masterchain: { boc: mcBoc }, shards: [] },
      { keepBlockBoc: false },
    );
    expect(failures).toEqual([]);
    expect(ingest!.blocks[0].boc).toBeNull();
    expect(ingest!.accounts.length).toBeGreaterThan(0);
    for (const a of ingest!.accounts)
      expect(a).toMatchObject({ balance: null, code_hash: null, state_boc: null });
  });

  it('takes balance, status, code and data hashes from the account states a source gives', () => {
    const first = prepareBatch({ masterchain: { boc: mcBoc }, shards: [] }, { keepBlockBoc: false }).ingest!;
    const [touched, deleted] = first.accounts;
    const key = (a: typeof touched) => `${a.workchain}:${toHex(a.address)}`;
    // A real Account BOC (a TVM-Solidity contract's state) given as the new state of a touched account.
    const stateBoc = readFixtureBoc('accounts/everscale-types_simple_proof.boc');
    const account = loadAccount(readBoc(stateBoc)[0])!;
    const states = new Map<string, Uint8Array | null>([
      [key(touched), stateBoc],
      [key(deleted), null],
    ]);
    const { ingest } = prepareBatch(
      { masterchain: { boc: mcBoc, accountStates: states }, shards: [] },
      { keepBlockBoc: false },
    );
    const row = ingest!.accounts.find((a) => key(a) === key(touched))!;
    expect(account.storage.state.kind).toBe('active');
    const init = account.storage.state.kind === 'active' ? account.storage.state.stateInit : null;
    expect(row.balance).toBe(account.storage.balance.grams);
    expect(row.status).toBe(accountStatus(account));
    expect(toHex(row.code_hash!)).toBe(init!.code!.hashHex());
    expect(toHex(row.data_hash!)).toBe(init!.data!.hashHex());
    expect(row.state_boc).toBe(stateBoc);
    const gone = ingest!.accounts.find((a) => key(a) === key(deleted))!;
    expect(gone).toMatchObject({ balance: 0n, status: 'deleted', state_boc: null });
  });
});
