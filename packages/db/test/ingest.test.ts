import { backends, dispose } from '@tvmscan/test-support/database';
import { accountRow, batchOf, blockRow, hash, internalMsg, txRow } from '@tvmscan/test-support/rows';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Database,
  ingestBatch,
  migrateToLatest,
  onBlocksCommitted,
  readCheckpoint,
  readCounters,
  toHex,
} from '../src/index';

const T0 = 1_700_000_000; // a multiple of 10 and of 3600*… only matters for bucket arithmetic below
const alice = hash('alice');
const bob = hash('bob');

// Batch 1: mc block 10 + shard block 100; alice sends 5 to bob (bob's receipt lands in batch 2).
const mc10 = blockRow(-1, 10, 10, T0);
const sh100 = blockRow(0, 100, 10, T0);
const txA = txRow('a', sh100, alice, 100_001n, T0);
const msgAB = internalMsg('ab', txA, null, 5_000_000_000n);
const batch1 = batchOf(10, {
  blocks: [mc10, sh100],
  transactions: [txA],
  messages: [msgAB],
  accounts: [accountRow(txA, 90n, true)],
});
// Batch 2: bob's transaction consumes the message; alice's account is not touched.
const mc11 = blockRow(-1, 11, 11, T0 + 5);
const sh101 = blockRow(0, 101, 11, T0 + 5);
const txB = txRow('b', sh101, bob, 101_001n, T0 + 5);
const batch2 = batchOf(11, {
  blocks: [mc11, sh101],
  transactions: [txB],
  messages: [internalMsg('ab', null, txB, 5_000_000_000n)],
  accounts: [accountRow(txB, 5_000_000_000n, true)],
});

async function snapshot(database: Database) {
  const out: Record<string, unknown[]> = {};
  for (const table of ['blocks', 'transactions', 'messages', 'accounts', 'stats_counters', 'stats_rollups']) {
    const { rows } = await sql<
      Record<string, unknown>
    >`SELECT * FROM ${sql.table(table)} ORDER BY 1, 2`.execute(database.db);
    out[table] = rows;
  }
  return out;
}

describe.each(backends)('ingestBatch on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await migrateToLatest(database);
  });
  afterAll(() => dispose(database));

  it('persists a batch with counters, rollups and checkpoint', async () => {
    expect(await readCheckpoint(database.db)).toBeNull();
    const result = await ingestBatch(database, batch1);
    expect(result.inserted).toEqual({ blocks: 2, transactions: 1, messages: 1, accounts: 1 });
    expect(await readCheckpoint(database.db)).toBe(10);
    expect(await readCounters(database.db)).toEqual({
      head_mc_seqno: '10',
      blocks_total: '2',
      transactions_total: '1',
      messages_total: '1',
      accounts_total: '1',
    });
    const rollup = await database.db
      .selectFrom('stats_rollups')
      .selectAll()
      .where('bucket', '=', '10s')
      .executeTakeFirstOrThrow();
    expect(rollup).toMatchObject({
      start_time: String(T0),
      transactions: '1',
      messages: '1',
      new_accounts: '1',
      active_accounts: '0', // activity is tracked per hour and day only
      volume: '5000000000',
    });
    const tx = await database.db
      .selectFrom('transactions')
      .selectAll()
      .where('hash', '=', Buffer.from(txA.hash))
      .executeTakeFirstOrThrow();
    expect(tx.lt).toBe('100001');
    expect(tx.balance_change).toBe('-1000');
    expect(toHex(tx.account)).toBe(toHex(alice));
  });

  it('changes nothing when the same batch is ingested again', async () => {
    const before = await snapshot(database);
    const result = await ingestBatch(database, batch1);
    expect(result.inserted).toEqual({ blocks: 0, transactions: 0, messages: 0, accounts: 0 });
    expect(await snapshot(database)).toEqual(before);
  });

  it('links a message to the transaction that consumes it in a later batch, counting it once', async () => {
    const result = await ingestBatch(database, batch2);
    expect(result.inserted).toEqual({ blocks: 2, transactions: 1, messages: 0, accounts: 1 });
    const msg = await database.db
      .selectFrom('messages')
      .selectAll()
      .where('hash', '=', Buffer.from(msgAB.hash))
      .executeTakeFirstOrThrow();
    expect(toHex(msg.src_tx_hash!)).toBe(toHex(txA.hash));
    expect(toHex(msg.dst_tx_hash!)).toBe(toHex(txB.hash));
    const counters = await readCounters(database.db);
    expect(counters).toMatchObject({ head_mc_seqno: '11', transactions_total: '2', messages_total: '1' });
    const hour = await database.db
      .selectFrom('stats_rollups')
      .selectAll()
      .where('bucket', '=', '1h')
      .where('start_time', '=', String(Math.floor(T0 / 3600) * 3600))
      .executeTakeFirstOrThrow();
    expect(hour).toMatchObject({ transactions: '2', messages: '1', new_accounts: '2', active_accounts: '2' });
  });

  it('never moves an account back when an older batch is replayed', async () => {
    const newer = txRow('a2', sh101, alice, 101_002n, T0 + 5);
    await ingestBatch(
      database,
      batchOf(11, {
        blocks: [mc11],
        transactions: [newer],
        messages: [],
        accounts: [accountRow(newer, 70n)],
      }),
    );
    await ingestBatch(database, batch1);
    const account = await database.db
      .selectFrom('accounts')
      .selectAll()
      .where('address', '=', alice)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ balance: '70', last_tx_lt: '101002', created_at: String(T0) });
    // One more active (alice, hour bucket already had her) -> still 2 distinct in the hour.
    const hour = await database.db
      .selectFrom('stats_rollups')
      .select('active_accounts')
      .where('bucket', '=', '1h')
      .where('start_time', '=', String(Math.floor(T0 / 3600) * 3600))
      .executeTakeFirstOrThrow();
    expect(hour.active_accounts).toBe('2');
  });

  it('notifies after commit, and neither writes nor notifies when the batch fails', async () => {
    const seen: number[] = [];
    const stop = onBlocksCommitted(database, (e) => seen.push(e.mcSeqno));
    await stop.ready;
    try {
      const mc12 = blockRow(-1, 12, 12, T0 + 10);
      const ok = txRow('c', mc12, alice, 120_001n, T0 + 10);
      // Same (account, lt) as `ok` under another hash: the unique index rejects the whole batch.
      const clash = { ...txRow('d', mc12, alice, 120_001n, T0 + 10) };
      await expect(
        ingestBatch(
          database,
          batchOf(12, { blocks: [mc12], transactions: [ok, clash], messages: [], accounts: [] }),
        ),
      ).rejects.toThrow();
      expect(await readCheckpoint(database.db)).toBe(11);
      const block = await database.db
        .selectFrom('blocks')
        .select('seqno')
        .where('root_hash', '=', Buffer.from(mc12.root_hash))
        .executeTakeFirst();
      expect(block).toBeUndefined();

      await ingestBatch(
        database,
        batchOf(12, { blocks: [mc12], transactions: [ok], messages: [], accounts: [] }),
      );
      await expect.poll(() => seen, { timeout: 5000 }).toEqual([12]);
    } finally {
      stop();
    }
  });
});
