// What the explorer keeps of an account's state and the reads built on it: the latest Account BOC
// (replaced whenever a batch knows the state, forgotten when a batch moves the account on without
// it), accounts by code hash by offset newest first with a count kept by the write path (an account
// leaves its code hash's count when its code changes or it is deleted), and a block's next blocks
// found by their prev links.

import { backends, dispose } from '@tvmscan/test-support/database';
import { accountRow, batchOf, blockRow, hash, txRow } from '@tvmscan/test-support/rows';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountRow,
  countAccountsByCodeHash,
  type Database,
  getAccountStateBoc,
  ingestBatch,
  listAccountsByCodeHash,
  migrateToLatest,
  nextBlocks,
} from '../src/index';

const CODE_A = hash('code:a');
const CODE_B = hash('code:b');
const hex = (b: Buffer) => b.toString('hex');

/** A batch in which each listed account has one transaction, with or without a known state. */
function batch(
  mcSeqno: number,
  accounts: Array<{
    id: string;
    code?: Buffer | null;
    created?: boolean;
    state?: 'known' | 'unknown' | 'deleted';
  }>,
) {
  const block = blockRow(0, mcSeqno, mcSeqno, 1000 + mcSeqno);
  const mc = blockRow(-1, mcSeqno, mcSeqno, 1000 + mcSeqno);
  const txs = accounts.map((a, i) =>
    txRow(`${mcSeqno}:${a.id}`, block, hash(`acc:${a.id}`), BigInt(mcSeqno * 100 + i), 1000 + mcSeqno),
  );
  const rows: AccountRow[] = accounts.map((a, i) => {
    const row = accountRow(txs[i], 5n, a.created ?? false);
    if (a.state === 'unknown') return { ...row, balance: null };
    if (a.state === 'deleted') return { ...row, balance: 0n, status: 'deleted' };
    return { ...row, code_hash: a.code ?? null, state_boc: Buffer.from(`state of ${a.id} at ${mcSeqno}`) };
  });
  return batchOf(mcSeqno, { blocks: [mc, block], transactions: txs, messages: [], accounts: rows });
}

describe.each(backends)('account state and code hash reads on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await migrateToLatest(database);
    // Five accounts deployed with code A over two batches, one with code B, one never seen created.
    await ingestBatch(
      database,
      batch(1, [
        { id: 'a1', code: CODE_A, created: true },
        { id: 'a2', code: CODE_A, created: true },
        { id: 'b1', code: CODE_B, created: true },
        { id: 'old', code: CODE_A },
      ]),
    );
    await ingestBatch(
      database,
      batch(2, [
        { id: 'a3', code: CODE_A, created: true },
        { id: 'a4', code: CODE_A, created: true },
        { id: 'a5', code: CODE_A, created: true },
      ]),
    );
  });
  afterAll(() => dispose(database));

  const listed = async (code: Buffer, offset: number, limit: number) =>
    (await listAccountsByCodeHash(database.db, hex(code), { offset, limit })).items.map((a) => a.address);
  const address = (id: string) => `0:${hex(hash(`acc:${id}`))}`;

  it('lists accounts by code hash newest first from an offset, with a count from the counters', async () => {
    expect(await countAccountsByCodeHash(database.db, hex(CODE_A))).toEqual({ count: 5, exact: true });
    expect(await countAccountsByCodeHash(database.db, hex(CODE_B))).toEqual({ count: 1, exact: true });
    expect(await listed(CODE_A, 0, 2)).toEqual([address('a5'), address('a4')]);
    expect(await listed(CODE_A, 2, 2)).toEqual([address('a3'), address('a2')]);
    expect(await listed(CODE_A, 4, 2)).toEqual([address('a1')]);
    expect(await listed(CODE_A, 5, 2)).toEqual([]);
  });

  it('moves an account between code hashes when its code changes, and drops it when deleted', async () => {
    await ingestBatch(
      database,
      batch(3, [
        { id: 'a1', code: CODE_B },
        { id: 'a2', state: 'deleted' },
        // A batch without the state of a3: its code hash stays, its stored state is no longer the latest.
        { id: 'a3', state: 'unknown' },
      ]),
    );
    expect(await countAccountsByCodeHash(database.db, hex(CODE_A))).toEqual({ count: 3, exact: true });
    expect(await countAccountsByCodeHash(database.db, hex(CODE_B))).toEqual({ count: 2, exact: true });
    expect(await listed(CODE_A, 0, 10)).toEqual([address('a5'), address('a4'), address('a3')]);
    expect(await listed(CODE_B, 0, 10)).toEqual([address('b1'), address('a1')]);
    expect(await getAccountStateBoc(database.db, address('a1'))).toEqual({
      boc: Buffer.from('state of a1 at 3'),
    });
    expect(await getAccountStateBoc(database.db, address('a2'))).toEqual({ boc: null });
    expect(await getAccountStateBoc(database.db, address('a3'))).toEqual({ boc: null });
    // The counters are what the rows say, and a replayed batch changes neither.
    const recount = async () =>
      (
        await sql<{ code: string; n: string }>`
          SELECT encode(code_hash, 'hex') AS code, count(*) AS n FROM accounts
          WHERE code_hash IS NOT NULL AND created_lt IS NOT NULL GROUP BY code_hash ORDER BY 1`.execute(
          database.db,
        )
      ).rows;
    const counters = async () =>
      (
        await sql<{ name: string; value: string }>`
          SELECT name, value FROM stats_counters WHERE name LIKE 'accounts_code:%' AND value <> 0 ORDER BY name`.execute(
          database.db,
        )
      ).rows.map((r) => ({ code: r.name.slice('accounts_code:'.length), n: r.value }));
    expect(await counters()).toEqual(await recount());
    await ingestBatch(database, batch(2, [{ id: 'a3', code: CODE_A, created: true }]));
    expect(await counters()).toEqual(await recount());
  });

  it("finds a block's next blocks by their prev links: one, two after a split, the merged one", async () => {
    const parent = blockRow(0, 10, 10, 2000);
    const left = {
      ...blockRow(0, 11, 11, 2001),
      shard: '4000000000000000',
      root_hash: hash('left'),
      prev1_root_hash: parent.root_hash,
    };
    const right = {
      ...blockRow(0, 11, 11, 2001),
      shard: 'c000000000000000',
      root_hash: hash('right'),
      prev1_root_hash: parent.root_hash,
    };
    const merged = {
      ...blockRow(0, 12, 12, 2002),
      prev1_root_hash: left.root_hash,
      prev2_root_hash: right.root_hash,
    };
    const mc = (seqno: number) => blockRow(-1, seqno, seqno, 2000 + seqno);
    await ingestBatch(
      database,
      batchOf(10, { blocks: [mc(10), parent], transactions: [], messages: [], accounts: [] }),
    );
    await ingestBatch(
      database,
      batchOf(11, { blocks: [mc(11), left, right], transactions: [], messages: [], accounts: [] }),
    );
    await ingestBatch(
      database,
      batchOf(12, { blocks: [mc(12), merged], transactions: [], messages: [], accounts: [] }),
    );
    const next = async (b: { root_hash: Uint8Array }) =>
      (await nextBlocks(database.db, Buffer.from(b.root_hash).toString('hex'))).map(
        (n) => `${n.shard}:${n.seqno}`,
      );
    expect(await next(parent)).toEqual(['4000000000000000:11', 'c000000000000000:11']);
    expect(await next(left)).toEqual(['8000000000000000:12']);
    expect(await next(right)).toEqual(['8000000000000000:12']);
    expect(await next(merged)).toEqual([]);
    expect(await next(mc(10))).toEqual(['8000000000000000:11']);
  });
});
