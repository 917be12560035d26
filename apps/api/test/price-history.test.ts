// The hourly price history end to end: the scripted pools of test-support/pool-prices.ts run on a real
// local network, the real indexer reads them, and GET /api/dex/price_history/:root answers, for the
// current hour, the prices the test works out from the reserves it replays in the pools' integer math (A
// by its USD pool, B two hops away through A). Two earlier readings of A's pool, as batches of past hours
// would have brought them (one from before the week the history covers), show that an hour without a
// reading carries the last price, from before the window too; a token whose only pool is thin or empty
// has no point at all. A malformed root is a 400 naming the field.
import { DEX_API_BASE, PRICE_HISTORY_HOURS } from '@tvmscan/api-schema';
import { type Database, ingestBatch, POOL_HOUR_SECONDS } from '@tvmscan/db';
import { type PoolNetwork, poolNetwork } from '@tvmscan/localnet';
import { backends, dispose, openMigrated } from '@tvmscan/test-support/database';
import {
  A,
  B,
  close,
  EMPTY,
  expectedReserves,
  indexedPricesApi,
  MINTED,
  POOLS,
  STEPS,
  THIN,
  TOKENS,
  through,
  USD,
  whole,
} from '@tvmscan/test-support/pool-prices';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const HOUR = POOL_HOUR_SECONDS;

let network: PoolNetwork;

beforeAll(async () => {
  network = await poolNetwork('price-history', TOKENS, MINTED, POOLS, STEPS);
}, 180_000);

describe.each(backends)('hourly USD prices on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  /** The first hour the indexer read A's USD pool in. */
  let firstHour: number;
  /** A's pool's reserves in the two past readings: 40,000 and 60,000 USD against 10,000 A. */
  const old: [bigint, bigint] = [whole(A, 10_000n), whole(USD, 40_000n)];
  const recent: [bigint, bigint] = [whole(A, 10_000n), whole(USD, 60_000n)];
  const history = async (root: string) => {
    const res = await app.inject({ method: 'GET', url: `${DEX_API_BASE}/price_history/${root}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Array<{ time: number; price: string }>;
  };

  beforeAll(async () => {
    database = await openMigrated(open);
    app = await indexedPricesApi(network, database);
    const address = Buffer.from(network.pools[0].slice(2), 'hex');
    const [hours, [row]] = await Promise.all([
      database.db.selectFrom('pool_hours').selectAll().where('address', '=', address).execute(),
      database.db.selectFrom('pools').selectAll().where('address', '=', address).execute(),
    ]);
    firstHour = Math.min(...hours.map((h) => Number(h.hour)));
    // Readings of A's pool in past hours: older transactions, so the pool's current row stays as it is.
    for (const [i, [when, reserves]] of [
      [firstHour - 200 * HOUR, old],
      [firstHour - 3 * HOUR, recent],
    ].entries() as IterableIterator<[number, [number, [bigint, bigint]]]>) {
      const mcSeqno = Number(row.mc_seqno) + 1000 + i;
      await ingestBatch(database, {
        mcSeqno,
        mcRootHash: Buffer.alloc(32, 9 + i),
        blocks: [],
        transactions: [],
        messages: [],
        accounts: [],
        pools: {
          read: [
            {
              ...row,
              reserve_a: String(reserves[0]),
              reserve_b: String(reserves[1]),
              updated_at: when + 60,
              last_tx_lt: String(1 + i),
              mc_seqno: mcSeqno,
            },
          ],
          unreadable: [],
        },
      });
    }
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    if (database) await dispose(database);
  });

  it('keeps one reading per pool and hour: the newest, equal to the replayed reserves at the end', async () => {
    const address = Buffer.from(network.pools[0].slice(2), 'hex');
    const rows = await database.db
      .selectFrom('pool_hours')
      .selectAll()
      .where('address', '=', address)
      .orderBy('hour')
      .execute();
    const hours = rows.map((r) => Number(r.hour));
    expect(new Set(hours).size).toBe(hours.length);
    expect(hours.every((h) => h % HOUR === 0)).toBe(true);
    const last = rows[rows.length - 1];
    expect([BigInt(last.reserve_a), BigInt(last.reserve_b)]).toEqual(expectedReserves()[0]);
  });

  it("prices every hour of the week by the pools as they stood, carrying an hour's last price on", async () => {
    const points = await history(network.roots[A]);
    const now = Math.floor(Date.now() / 1000);
    const last = now - (now % HOUR);
    // The old reading lies before the window: it prices every hour from the window's first.
    expect(points.map((p) => p.time)).toEqual(
      Array.from({ length: PRICE_HISTORY_HOURS }, (_, i) => last - (PRICE_HISTORY_HOURS - 1 - i) * HOUR),
    );
    for (const p of points) {
      const expected =
        p.time < firstHour - 3 * HOUR
          ? through(0, A, [1n, 1n], old)
          : p.time < firstHour
            ? through(0, A, [1n, 1n], recent)
            : null;
      if (expected) expect(close(p.price, expected), `${p.time}: ${p.price}`).toBe(true);
    }
    // 4 USD, then 6 USD an A: the hours between the two readings carry the first.
    expect(points.find((p) => p.time === firstHour - 4 * HOUR)?.price).toBe('4');
    expect(points.find((p) => p.time === firstHour - 1 * HOUR)?.price).toBe('6');
    expect(close(points[points.length - 1].price, through(0, A, [1n, 1n])), points.at(-1)?.price).toBe(true);
  });

  it('prices a token two hops away from the hour both its pools were read in', async () => {
    const points = await history(network.roots[B]);
    const priceA = through(0, A, [1n, 1n]);
    expect(points.length).toBeGreaterThan(0);
    expect(points[0].time).toBeGreaterThanOrEqual(firstHour);
    const served = points[points.length - 1].price;
    expect(close(served, through(1, B, priceA)), served).toBe(true);
    // B's own thin-but-usable USD pool would give another price: the deeper path through A wins.
    expect(close(served, through(2, B, [1n, 1n]))).toBe(false);
  });

  it('has no point for a token whose only pool is thin or empty, nor for one no pool holds', async () => {
    expect(await history(network.roots[THIN])).toEqual([]);
    expect(await history(network.roots[EMPTY])).toEqual([]);
    expect(await history(`0:${'ab'.repeat(32)}`)).toEqual([]);
  });

  it('refuses a malformed root, naming the field', async () => {
    const res = await app.inject({ method: 'GET', url: `${DEX_API_BASE}/price_history/0:xyz` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'root' });
  });
});
