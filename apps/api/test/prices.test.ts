// USD prices end to end: the scripted pools of test-support/pool-prices.ts run on a real local network
// (contracts/cp-pool.fc, TIP-3 liquidity and swaps), the real indexer reads them into the database, and
// POST /api/dex/currencies_usdt_prices answers the prices the test works out itself from the reserves it
// replays in the pools' integer math: A by its USD pool, B two hops away through A (deeper than B's own
// thin USD pool), nothing for a token whose only pool is thin or empty, nor for one no pool holds. The
// call refuses more than 100 addresses and malformed ones, naming the field.
import { DEX_API_BASE, PRICES_PATH } from '@tvmscan/api-schema';
import { type Database, ingestBatch } from '@tvmscan/db';
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
} from '@tvmscan/test-support/pool-prices';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const URL = `${DEX_API_BASE}${PRICES_PATH}`;

let network: PoolNetwork;

beforeAll(async () => {
  network = await poolNetwork('prices', TOKENS, MINTED, POOLS, STEPS);
}, 180_000);

describe.each(backends)('USD prices on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const post = (payload: unknown) => app.inject({ method: 'POST', url: URL, payload: payload as object });

  beforeAll(async () => {
    database = await openMigrated(open);
    app = await indexedPricesApi(network, database);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    if (database) await dispose(database);
  });

  it('prices a token by its USD pool and another two hops away, as the replayed reserves give them', async () => {
    const res = await post({ currency_addresses: network.roots });
    expect(res.statusCode).toBe(200);
    const prices = res.json() as Record<string, string>;
    const priceA = through(0, A, [1n, 1n]);
    const priceB = through(1, B, priceA);
    expect(Object.keys(prices).sort()).toEqual(
      [network.roots[USD], network.roots[A], network.roots[B]].sort(),
    );
    expect(prices[network.roots[USD]]).toBe('1');
    expect(close(prices[network.roots[A]], priceA), prices[network.roots[A]]).toBe(true);
    expect(close(prices[network.roots[B]], priceB), prices[network.roots[B]]).toBe(true);
    // B's own USD pool (2,100 USD) would give another price: the path through A is the deeper one.
    expect(close(prices[network.roots[B]], through(2, B, [1n, 1n]))).toBe(false);
  });

  it('gives no price through a thin or an empty pool, nor for a token no pool holds', async () => {
    const nowhere = `0:${'ab'.repeat(32)}`;
    const res = await post({ currency_addresses: [network.roots[THIN], network.roots[EMPTY], nowhere] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const [emptyA, emptyB] = expectedReserves()[POOLS.findIndex((p) => p.a === EMPTY)];
    expect([emptyA, emptyB]).toEqual([0n, 0n]);
  });

  it('takes addresses as the explorer writes them (no workchain, upper-case hex)', async () => {
    const a = network.roots[A];
    const res = await post({ currency_addresses: [`:${a.slice(2).toUpperCase()}`] });
    expect(Object.keys(res.json())).toEqual([a]);
  });

  it('refuses more than 100 addresses and malformed ones, naming the field', async () => {
    const many = await post({ currency_addresses: Array(101).fill(network.roots[A]) });
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'currency_addresses' });
    const bad = await post({ currency_addresses: [network.roots[A], '0:xyz'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'currency_addresses.1' });
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'currency_addresses' });
    const exactly100 = await post({ currency_addresses: Array(100).fill(network.roots[A]) });
    expect(exactly100.statusCode).toBe(200);
  });

  it('answers from the newer reserves once a commit has changed them', async () => {
    const a = network.roots[A];
    const priceA = through(0, A, [1n, 1n]);
    const [row] = await database.db
      .selectFrom('pools')
      .selectAll()
      .where('address', '=', Buffer.from(network.pools[0].slice(2), 'hex'))
      .execute();
    // Pool 0 as a later batch would bring it: twice the USD, so twice A's price.
    const mcSeqno = Number(row.mc_seqno) + 1000;
    await ingestBatch(database, {
      mcSeqno,
      mcRootHash: Buffer.alloc(32, 7),
      blocks: [],
      transactions: [],
      messages: [],
      accounts: [],
      pools: {
        read: [
          {
            ...row,
            reserve_b: String(BigInt(row.reserve_b) * 2n),
            last_tx_lt: String(BigInt(row.last_tx_lt) + 1n),
            mc_seqno: mcSeqno,
          },
        ],
        unreadable: [],
      },
    });
    // The table is built again beside the requests, which meanwhile have the one before.
    let served = '';
    for (let i = 0; i < 50 && !close(served, [2n * priceA[0], priceA[1]]); i++) {
      served = ((await post({ currency_addresses: [a] })).json() as Record<string, string>)[a];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(close(served, [2n * priceA[0], priceA[1]]), served).toBe(true);
  });
});
