// npm run bench:api — seeds a database with BENCH_TX transactions (default 1,000,000), serves it with
// buildApi and measures p50/p99 per endpoint with autocannon: on PostgreSQL (DATABASE_URL; a throwaway
// schema) at 64 connections flat out, and on PGlite at 64 connections capped at 100 req/s. GET
// /api/config (no database) is measured in the same run as the reference the ratios are against.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type Database, migrateToLatest, openDatabase } from '@tvmscan/db';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApi } from '../src/index';
import { accountOf, labelHash, seedBench, TX_PER_BLOCK } from './seed';

const TX = Number(process.env.BENCH_TX ?? 1_000_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',');
const CONNECTIONS = 64;

interface Endpoint {
  name: string;
  kind: 'reference' | 'point' | 'list';
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

function endpoints(tx: number): Endpoint[] {
  const mid = Math.floor(tx / 2);
  const midBlock = Math.floor(mid / TX_PER_BLOCK) + 1;
  return [
    { name: 'config', kind: 'reference', method: 'GET', path: '/api/config' },
    { name: 'stats', kind: 'point', method: 'GET', path: '/api/explorer/stats' },
    {
      name: 'transaction',
      kind: 'point',
      method: 'POST',
      path: '/api/explorer/transactions',
      body: { id: labelHash(`tx${mid}`) },
    },
    {
      name: 'block',
      kind: 'point',
      method: 'POST',
      path: '/api/explorer/blocks',
      body: { id: labelHash(`blk0:${midBlock}`) },
    },
    {
      name: 'message',
      kind: 'point',
      method: 'POST',
      path: '/api/explorer/messages',
      body: { id: labelHash(`msg${mid}`) },
    },
    {
      name: 'account',
      kind: 'point',
      method: 'POST',
      path: '/api/explorer/accounts',
      body: { id: accountOf(123) },
    },
    {
      name: 'search',
      kind: 'point',
      method: 'POST',
      path: '/api/explorer/search',
      body: { query: labelHash(`tx${mid}`) },
    },
    {
      name: 'blocks/list',
      kind: 'list',
      method: 'POST',
      path: '/api/explorer/blocks/list',
      body: { limit: 20, transactionCountGe: 1 },
    },
    {
      name: 'transactions/list',
      kind: 'list',
      method: 'POST',
      path: '/api/explorer/transactions/list',
      body: { limit: 20 },
    },
    {
      name: 'transactions/list account',
      kind: 'list',
      method: 'POST',
      path: '/api/explorer/transactions/list',
      body: { limit: 20, includeAccounts: [accountOf(77)] },
    },
    {
      name: 'transactions/list ordinary',
      kind: 'list',
      method: 'POST',
      path: '/api/explorer/transactions/list',
      body: { limit: 6, txTypes: ['Ordinary'] },
    },
    {
      name: 'messages/list',
      kind: 'list',
      method: 'POST',
      path: '/api/explorer/messages/list',
      body: { limit: 20 },
    },
    {
      name: 'messages/list dst',
      kind: 'list',
      method: 'POST',
      path: '/api/explorer/messages/list',
      body: { limit: 20, includeDstAccounts: [accountOf(77)] },
    },
    {
      name: 'accounts/list',
      kind: 'list',
      method: 'POST',
      path: '/api/explorer/accounts/list',
      body: { limit: 20 },
    },
    { name: 'tps 10m', kind: 'list', method: 'POST', path: '/api/explorer/stats/transactions_10m', body: {} },
  ];
}

const GOALS = {
  postgres: { point: 25, list: 75, reference: Number.POSITIVE_INFINITY },
  pglite: { point: 100, list: 100, reference: Number.POSITIVE_INFINITY },
};

async function open(kind: string): Promise<Database> {
  if (kind === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set');
    return openDatabase({ url, schema: `bench_${randomBytes(4).toString('hex')}`, poolSize: 16 });
  }
  return openDatabase({});
}

async function run(kind: 'postgres' | 'pglite'): Promise<boolean> {
  const database = await open(kind);
  const started = Date.now();
  try {
    await migrateToLatest(database);
    await seedBench(database.db, TX, (s) =>
      console.log(`  [${kind}] seeded ${s} (${((Date.now() - started) / 1000).toFixed(0)} s)`),
    );
    const app = await buildApi({
      database,
      config: {
        web: {
          networkName: 'bench',
          tokenSymbol: 'EVER',
          decimals: 9,
          languageSwitcher: false,
          themeSwitcher: false,
          services: {
            explorerApi: '/api/explorer',
            tokensApi: '/api/tokens',
            verificationApi: null,
            adminApi: null,
            dexApi: null,
            identityProvider: null,
          },
          networkId: 0,
        },
        cursorSecret: randomBytes(32).toString('hex'),
        rateLimit: false,
        maxEventLoopDelayMs: 0,
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    let ok = true;
    let reference = 0;
    console.log(
      `\n${kind}: ${TX.toLocaleString('en')} transactions, ${CONNECTIONS} connections, ${DURATION} s per endpoint${kind === 'pglite' ? ', 100 req/s' : ''}`,
    );
    console.log('endpoint                      req/s     p50 ms   p99 ms   p99/ref   goal p99   ');
    for (const e of endpoints(TX)) {
      // One request first: it warms the plan cache and waits out any backlog the previous run left
      // (PGlite serves one query at a time), so each endpoint is measured on its own.
      await fetch(`${base}${e.path}`, {
        method: e.method,
        ...(e.body !== undefined
          ? { body: JSON.stringify(e.body), headers: { 'content-type': 'application/json' } }
          : {}),
      });
      const r = await autocannon({
        url: `${base}${e.path}`,
        method: e.method,
        connections: CONNECTIONS,
        duration: DURATION,
        ...(kind === 'pglite' ? { overallRate: 100 } : {}),
        ...(e.body !== undefined
          ? { body: JSON.stringify(e.body), headers: { 'content-type': 'application/json' } }
          : {}),
      });
      if (e.kind === 'reference') reference = Math.max(r.latency.p99, 1);
      const goal = GOALS[kind][e.kind];
      const pass = r.requests.total > 0 && r.latency.p99 <= goal && r.non2xx === 0 && r.errors === 0;
      ok &&= pass;
      console.log(
        `${e.name.padEnd(28)} ${r.requests.average.toFixed(0).padStart(6)} ${String(r.latency.p50).padStart(9)} ${String(r.latency.p99).padStart(8)} ${(r.latency.p99 / reference).toFixed(1).padStart(9)}   ${Number.isFinite(goal) ? `≤ ${goal}` : '   -'}  ${pass ? 'ok' : `MISS${r.non2xx ? ` non2xx=${r.non2xx}` : ''}${r.errors ? ` errors=${r.errors}` : ''}`}`,
      );
    }
    await app.close();
    return ok;
  } finally {
    if (database.kind === 'postgres' && database.schema) {
      await sql`DROP SCHEMA ${sql.id(database.schema)} CASCADE`.execute(database.db);
    }
    await database.close();
  }
}

let allOk = true;
for (const kind of BACKENDS) {
  if (kind !== 'postgres' && kind !== 'pglite') throw new Error(`unknown backend ${kind}`);
  if (kind === 'postgres' && !process.env.DATABASE_URL) {
    console.log('postgres: skipped (set DATABASE_URL to a scratch database)');
    continue;
  }
  allOk = (await run(kind)) && allOk;
}
process.exitCode = allOk ? 0 : 1;
