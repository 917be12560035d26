// npm run bench:prices — POST /api/dex/currencies_usdt_prices with 100 addresses (the call's most), on a
// database of BENCH_POOL_TOKENS tokens (default 1,000), each in a pool against the USD token and in one
// against another token (2,000 pools): one client, one request at a time, BENCH_PRICE_REQUESTS requests
// (default 2,000), p50 and p99 against GET /api/config (no database) measured the same way in the same
// run. Then a call right after a commit, a few times: the table is built again beside it (decision
// 0048), the call answered from the one before. The goal: p99 ≤ 25 ms for the 100-address call. PGlite unless DATABASE_URL is set.
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { DEX_API_BASE, PRICES_PATH } from '@tvmscan/api-schema';
import {
  type Database,
  ingestBatch,
  migrateToLatest,
  openDatabase,
  type PoolRow,
  type TokenRootRow,
} from '@tvmscan/db';
import { testConfig } from '@tvmscan/test-support/api';
import { buildApi, dexRoutes, parseDecimal } from '../src/index';

const TOKENS = Number(process.env.BENCH_POOL_TOKENS ?? 1000);
const REQUESTS = Number(process.env.BENCH_PRICE_REQUESTS ?? 2000);
const REBUILDS = 5;
const GOAL_P99_MS = 25;

const addr = (label: string) => createHash('sha256').update(label).digest();
const raw = (label: string) => `0:${addr(label).toString('hex')}`;

function root(label: string, decimals: number, lt: number): TokenRootRow {
  return {
    workchain: 0,
    address: addr(label),
    name: label,
    symbol: label.slice(0, 8),
    decimals,
    total_supply: '1',
    root_owner_workchain: 0,
    root_owner: addr('owner'),
    standard: 'Tip3',
    code_hash: addr('code:root'),
    created_at: 1_700_000_000,
    created_lt: lt,
    updated_at: 1_700_000_000,
    last_tx_lt: lt,
  };
}

function pool(label: string, a: string, b: string, reserveA: bigint, reserveB: bigint, lt: number): PoolRow {
  return {
    workchain: 0,
    address: addr(label),
    kind: 'tvmscan_cp',
    root_a_workchain: 0,
    root_a: addr(a),
    root_b_workchain: 0,
    root_b: addr(b),
    reserve_a: reserveA.toString(),
    reserve_b: reserveB.toString(),
    mc_seqno: 1,
    updated_at: 1_700_000_000,
    last_tx_lt: lt,
  };
}

const batch = (mcSeqno: number, roots: TokenRootRow[], pools: PoolRow[]) => ({
  mcSeqno,
  mcRootHash: addr(`mc:${mcSeqno}`),
  blocks: [],
  transactions: [],
  messages: [],
  accounts: [],
  tokens: {
    codes: [],
    roots,
    wallets: [],
    transactions: [],
    collections: [],
    nfts: [],
    nftEvents: [],
    multiTokenWallets: [],
    multiTokenEvents: [],
  },
  pools: { read: pools, unreadable: [] },
});

function seed(lt: number): { roots: TokenRootRow[]; pools: PoolRow[] } {
  const roots = [root('usd', 6, 1)];
  const pools: PoolRow[] = [];
  for (let i = 0; i < TOKENS; i++) {
    roots.push(root(`token:${i}`, 9, i + 2));
    const depth = BigInt(2_000 + i * 10);
    pools.push(pool(`pool:usd:${i}`, `token:${i}`, 'usd', depth * 10n ** 9n, depth * 3n * 10n ** 6n, lt));
    const other = (i * 7 + 1) % TOKENS;
    pools.push(pool(`pool:${i}:${other}`, `token:${i}`, `token:${other}`, 10n ** 13n, 2n * 10n ** 13n, lt));
  }
  return { roots, pools };
}

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
  const first = seed(1);
  await ingestBatch(database, batch(1, first.roots, first.pools));
  const app = await buildApi({
    database,
    config: { ...testConfig, checkResponses: false, maxEventLoopDelayMs: 0 },
  });
  await app.register(dexRoutes, {
    prefix: DEX_API_BASE,
    database,
    usdTokens: [raw('usd')],
    minLiquidityUsd: parseDecimal('1000')!,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const body = (i: number) =>
    JSON.stringify({
      currency_addresses: Array.from({ length: 100 }, (_, k) => raw(`token:${(i * 100 + k) % TOKENS}`)),
    });
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
    const next = seed(10 + r);
    await ingestBatch(database, batch(2 + r, [], next.pools));
    rebuilds.push(await timed(() => prices(r)));
  }
  const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
  const p99 = percentile(priceTimes, 0.99);
  console.log(
    `database: ${database.kind}; ${TOKENS + 1} tokens, ${first.pools.length} pools; ${REQUESTS} requests`,
  );
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
