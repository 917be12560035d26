// The pools table inside ingestBatch and its read, on both databases: a pool's row takes a newer
// reading and keeps it against an older one or a re-ingest, goes when a newer state cannot be read,
// and the read joins each root's decimals (null for a root the index does not hold). Each reading is
// also its hour's in pool_hours unless the hour holds a newer one, and the hourly read carries a pool's
// last reading before the window into it.
import { backends, dispose } from '@tvmscan/test-support/database';
import { addr, rawOf, tokenBatch1 } from '@tvmscan/test-support/token-batch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Database,
  ingestBatch,
  listPoolHours,
  listPoolsWithDecimals,
  migrateToLatest,
  type PoolRow,
} from '../src/index';

const pool = (reserveA: string, reserveB: string, lt: number, mcSeqno: number): PoolRow => ({
  workchain: 0,
  address: addr('pool'),
  kind: 'tvmscan_cp',
  root_a_workchain: 0,
  root_a: addr('root:lusd'),
  root_b_workchain: 0,
  root_b: addr('root:unknown'),
  reserve_a: reserveA,
  reserve_b: reserveB,
  mc_seqno: mcSeqno,
  updated_at: 1_700_000_000 + lt,
  last_tx_lt: lt,
});
const batch = (mcSeqno: number, read: PoolRow[], withTokens = false, unreadable: PoolRow[] = []) => ({
  mcSeqno,
  mcRootHash: addr(`mc:${mcSeqno}`),
  blocks: [],
  transactions: [],
  messages: [],
  accounts: [],
  tokens: withTokens ? tokenBatch1() : undefined,
  pools: { read, unreadable },
});

describe.each(backends)('pools on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await migrateToLatest(database);
  });
  afterAll(async () => {
    if (database) await dispose(database);
  });

  it('keeps the newest reading of each pool, with its roots and their decimals', async () => {
    await ingestBatch(database, batch(1, [pool('10', '20', 100, 1)], true));
    await ingestBatch(database, batch(3, [pool('11', '19', 300, 3)]));
    // An older reading (a batch written again, or out of order) does not go back.
    await ingestBatch(database, batch(2, [pool('5', '5', 200, 2)]));
    await ingestBatch(database, batch(3, [pool('11', '19', 300, 3)]));
    expect(await listPoolsWithDecimals(database.db)).toEqual([
      {
        pool: rawOf('pool'),
        kind: 'tvmscan_cp',
        tokenA: rawOf('root:lusd'),
        tokenB: rawOf('root:unknown'),
        reserveA: 11n,
        reserveB: 19n,
        decimalsA: 6,
        decimalsB: null,
        mcSeqno: 3,
      },
    ]);
  });

  it('drops a pool whose getter fails on a newer state, and only then', async () => {
    await ingestBatch(database, batch(4, [], false, [pool('0', '0', 250, 4)]));
    expect(await listPoolsWithDecimals(database.db)).toHaveLength(1);
    await ingestBatch(database, batch(5, [], false, [pool('0', '0', 400, 5)]));
    expect(await listPoolsWithDecimals(database.db)).toEqual([]);
  });

  it("keeps each hour's newest reading, and reads the window with the last reading before it", async () => {
    const hours = async () =>
      (await database.db.selectFrom('pool_hours').selectAll().orderBy('hour').execute()).map((r) => [
        Number(r.hour),
        String(r.reserve_a),
        Number(r.last_tx_lt),
      ]);
    // The readings above: lt 100 and 300 (1_700_000_100 and _300, one hour), 200 older within it.
    const hour = 1_700_000_100 - (1_700_000_100 % 3600);
    expect(await hours()).toEqual([[hour, '11', 300]]);
    const later = { ...pool('12', '18', 7300, 6), updated_at: hour + 2 * 3600 + 5 };
    await ingestBatch(database, batch(6, [later]));
    await ingestBatch(database, batch(6, [later]));
    expect(await hours()).toEqual([
      [hour, '11', 300],
      [hour + 7200, '12', 7300],
    ]);
    const read = (from: number, to: number) =>
      listPoolHours(database.db, { roots: [rawOf('root:lusd')], from, to }).then((rows) =>
        rows.map((r) => [r.hour, r.reserveA]),
      );
    expect(await read(hour + 3600, hour + 7200)).toEqual([
      [hour, 11n],
      [hour + 7200, 12n],
    ]);
    expect(await read(hour + 7200, hour + 9000)).toEqual([[hour + 7200, 12n]]);
    expect(await listPoolHours(database.db, { roots: [rawOf('root:other')], from: 0, to: hour })).toEqual([]);
  });
});
