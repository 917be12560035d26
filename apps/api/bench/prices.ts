// npm run bench:prices — POST /api/dex/currencies_usdt_prices with 100 addresses (the call's most), on a
// database of BENCH_POOL_TOKENS tokens (default 1,000), each in a pool against the USD token and in one
// against another token (2,000 pools): one client, one request at a time, BENCH_PRICE_REQUESTS requests
// (default 2,000), p50 and p99 against GET /api/config (no database) measured the same way in the same
// run. Then a call right after a commit, a few times: the table is built again beside it (decision
// 0048), the call answered from the one before. The goal: p99 ≤ 25 ms for the 100-address call. PGlite unless DATABASE_URL is set.
import type { AddressInfo } from 'node:net';
import { DEX_API_BASE, PRICES_PATH } from '@tvmscan/api-schema';
import { type Database, ingestBatch, migrateToLatest, openDatabase } from '@tvmscan/db';
import { testConfig } from '@tvmscan/test-support/api';
import { buildApi, dexRoutes, parseDecimal } from '../src/index';
import { poolBatch, poolSeed, pricesBody, seedPools, USD_TOKEN } from './pools';

const TOKENS = Number(process.env.BENCH_POOL_TOKENS ?? 1000);
const REQUESTS = Number(process.env.BENCH_PRICE_REQUESTS ?? 2000);
const REBUILDS = 5;
const GOAL_P99_MS = 25;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function timed(run: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const res = await run();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return performance.now() - start;
}

async function main() {
  const database: Database = await openDatabase(
    process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : {},
  );
  await migrateToLatest(database);
  await seedPools(database, TOKENS);
  const app = await buildApi({
    database,
    config: { ...testConfig, checkResponses: false, maxEventLoopDelayMs: 0 },
  });
  await app.register(dexRoutes, {
    prefix: DEX_API_BASE,
    database,
    usdTokens: [USD_TOKEN],
    minLiquidityUsd: parseDecimal('1000')!,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const body = (i: number) => JSON.stringify(pricesBody(i, TOKENS));
  const prices = (i: number) =>
    fetch(`${base}${DEX_API_BASE}${PRICES_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(i),
    });
  const config = () => fetch(`${base}/api/config`);
  const answered = (await (await prices(0)).json()) as Record<string, string>;
  for (let i = 0; i < 200; i++) await Promise.all([timed(() => prices(i)), timed(config)]);
  const priceTimes: number[] = [];
  const configTimes: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    priceTimes.push(await timed(() => prices(i)));
    configTimes.push(await timed(config));
  }
  priceTimes.sort((a, b) => a - b);
  configTimes.sort((a, b) => a - b);
  const rebuilds: number[] = [];
  for (let r = 0; r < REBUILDS; r++) {
    const next = poolSeed(TOKENS, 10 + r);
    await ingestBatch(database, poolBatch(2 + r, [], next.pools));
    rebuilds.push(await timed(() => prices(r)));
  }
  const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
  const p99 = percentile(priceTimes, 0.99);
  console.log(`database: ${database.kind}; ${TOKENS + 1} tokens, ${TOKENS * 2} pools; ${REQUESTS} requests`);
  console.log(`prices answered for ${Object.keys(answered).length} of 100 addresses`);
  console.log(
    `POST ${PRICES_PATH} (100 addresses): p50 ${fmt(percentile(priceTimes, 0.5))}, p99 ${fmt(p99)} (goal ≤ ${GOAL_P99_MS} ms: ${p99 <= GOAL_P99_MS ? 'met' : 'MISSED'})`,
  );
  console.log(
    `GET /api/config (reference): p50 ${fmt(percentile(configTimes, 0.5))}, p99 ${fmt(percentile(configTimes, 0.99))}; p99 ratio ${(p99 / percentile(configTimes, 0.99)).toFixed(2)}`,
  );
  console.log(
    `a call right after a commit (the table built again beside it): ${rebuilds.map(fmt).join(', ')}`,
  );
  await app.close();
  await database.close();
}

await main();
