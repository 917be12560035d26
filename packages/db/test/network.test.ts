// The network writer inside ingestBatch and the count reads: counters advance only for newly inserted
// blocks, layouts are recorded only when they change, a set published again keeps its first key block,
// an election learns its next set later, and no count ever asks the database to COUNT.

import { backends, dispose } from '@tvmscan/test-support/database';
import { batchOf, blockRow, hash, txRow } from '@tvmscan/test-support/rows';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appliedMigrations,
  countBlocks,
  countMessages,
  countTransactions,
  type Database,
  ingestBatch,
  migrateDown,
  migrateToLatest,
  type NetworkBatch,
} from '../src/index';

const set = (label: string, mcSeqno: number) => ({
  set: {
    hash: hash(`set:${label}`),
    utime_since: 1000,
    utime_until: 2000,
    total: 2,
    main: 2,
    total_weight: 30n,
    first_mc_seqno: mcSeqno,
  },
  validators: [20n, 10n].map((weight, i) => ({
    set_hash: hash(`set:${label}`),
    idx: i,
    rank: i + 1,
    public_key: hash(`key:${label}:${i}`),
    weight,
    adnl_addr: null,
  })),
});

function networkOf(
  mcSeqno: number,
  shards: string[],
  key: { set: string; next: boolean } | null,
): NetworkBatch {
  const block = blockRow(-1, mcSeqno, mcSeqno, 1000 + mcSeqno);
  return {
    mcSeqno,
    keyBlock: key && {
      snapshot: {
        mc_seqno: mcSeqno,
        block_root_hash: block.root_hash,
        gen_utime: 1000 + mcSeqno,
        flavor: 'everscale',
        config_addr: hash('config'),
        prev_set_hash: null,
        current_set_hash: hash(`set:${key.set}`),
        next_set_hash: key.next ? hash('set:next') : null,
      },
      params: [
        {
          mc_seqno: mcSeqno,
          idx: 15,
          value: '{"validatorsElectedFor":1000}',
          reason: null,
          boc: hash('p15'),
        },
      ],
      sets: [set(key.set, mcSeqno), ...(key.next ? [set('next', mcSeqno)] : [])],
      election: {
        election_id: 2000,
        starts_at: 1500,
        ends_at: 1800,
        first_mc_seqno: mcSeqno,
        next_set_hash: key.next ? hash('set:next') : null,
      },
    },
    shardLayout: [{ workchain: 0, shards }],
    blockCounters: [
      { rootHash: block.root_hash, counters: { 'blocks_wc:-1': 1, 'transactions_type:tick': 2 } },
    ],
    globalBalance: BigInt(5_000_000 + mcSeqno),
  };
}

function batch(mcSeqno: number, network: NetworkBatch) {
  const block = blockRow(-1, mcSeqno, mcSeqno, 1000 + mcSeqno);
  const txs = [0, 1].map((i) => ({
    ...txRow(`${mcSeqno}:${i}`, block, hash('elector'), BigInt(mcSeqno * 10 + i), 1000 + mcSeqno),
    tx_type: 'tick' as const,
  }));
  return batchOf(mcSeqno, {
    blocks: [{ ...block, tx_count: 2 }],
    transactions: txs,
    messages: [],
    accounts: [],
    network,
  });
}

describe.each(backends)('network writer on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await migrateToLatest(database);
    await ingestBatch(database, batch(1, networkOf(1, ['8000000000000000'], { set: 'a', next: false })));
    await ingestBatch(database, batch(2, networkOf(2, ['8000000000000000'], null)));
    await ingestBatch(
      database,
      batch(3, networkOf(3, ['4000000000000000', 'c000000000000000'], { set: 'a', next: true })),
    );
  });
  afterAll(() => dispose(database));

  it('records a layout only where it changes, and keeps what a set and an election first had', async () => {
    const layouts = await database.db
      .selectFrom('shard_layouts')
      .select(['mc_seqno', 'shards'])
      .orderBy('mc_seqno')
      .execute();
    expect(layouts).toEqual([
      { mc_seqno: '1', shards: ['8000000000000000'] },
      { mc_seqno: '3', shards: ['4000000000000000', 'c000000000000000'] },
    ]);
    const sets = await database.db.selectFrom('validator_sets').select(['hash', 'first_mc_seqno']).execute();
    expect(sets.find((s) => s.hash.equals(hash('set:a')))?.first_mc_seqno).toBe('1');
    expect(sets.find((s) => s.hash.equals(hash('set:next')))?.first_mc_seqno).toBe('3');
    const election = await database.db.selectFrom('elections').selectAll().executeTakeFirstOrThrow();
    expect(election).toMatchObject({ first_mc_seqno: '1', next_set_hash: hash('set:next') });
    expect(
      await database.db.selectFrom('config_snapshots').select('mc_seqno').orderBy('mc_seqno').execute(),
    ).toEqual([{ mc_seqno: '1' }, { mc_seqno: '3' }]);
  });

  it('changes nothing when a batch is ingested again, counters included', async () => {
    const snapshot = async () => {
      const out: Record<string, unknown[]> = {};
      for (const t of [
        'config_snapshots',
        'validator_sets',
        'validators',
        'elections',
        'shard_layouts',
        'global_balances',
        'stats_counters',
      ]) {
        out[t] = (
          await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(t)} ORDER BY 1, 2`.execute(database.db)
        ).rows;
      }
      return out;
    };
    const before = await snapshot();
    await ingestBatch(database, batch(1, networkOf(1, ['8000000000000000'], { set: 'a', next: false })));
    await ingestBatch(
      database,
      batch(3, networkOf(3, ['4000000000000000', 'c000000000000000'], { set: 'a', next: true })),
    );
    expect(await snapshot()).toEqual(before);
  });

  it('answers counts from counters without a COUNT statement', async () => {
    const seen: string[] = [];
    // Every statement the count reads compile, as sent to the database.
    const logged = database.db.withPlugin({
      transformQuery: (args) => {
        seen.push(database.db.getExecutor().compileQuery(args.node, args.queryId).sql);
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    expect(await countBlocks(logged, { workchain: -1 })).toEqual({ count: 3, exact: true });
    expect(await countTransactions(logged, { txTypes: ['TickTock'] })).toEqual({ count: 6, exact: true });
    expect(await countTransactions(logged, {})).toEqual({ count: 6, exact: true });
    // No counter for a time range: the list's own query, walked and capped.
    expect(await countTransactions(logged, { timeGe: 1002 })).toEqual({ count: 4, exact: true });
    expect(await countMessages(logged, {})).toEqual({ count: 0, exact: true });
    expect(seen.length).toBeGreaterThan(0);
    for (const q of seen) expect(q).not.toMatch(/count\s*\(/i);
  });

  it('starts the counters from the rows already indexed when the migration runs on a filled database', async () => {
    const filled = await open();
    try {
      await migrateToLatest(filled);
      const { network: _n, ...plain } = batch(7, networkOf(7, ['8000000000000000'], null));
      await ingestBatch(filled, plain);
      expect(await countBlocks(filled.db, { workchain: -1 })).toEqual({ count: 0, exact: true });
      // Down to before 0200-network (every later migration first), then up again.
      while ((await appliedMigrations(filled)).includes('0200-network')) await migrateDown(filled);
      await migrateToLatest(filled);
      expect(await countBlocks(filled.db, { workchain: -1 })).toEqual({ count: 1, exact: true });
      expect(await countBlocks(filled.db, { transactionCountGe: 1 })).toEqual({ count: 1, exact: true });
      expect(await countTransactions(filled.db, { txTypes: ['TickTock'] })).toEqual({
        count: 2,
        exact: true,
      });
    } finally {
      await dispose(filled);
    }
  });
});
