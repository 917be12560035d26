// npm run bench:api — seeds a database with BENCH_TX transactions (default 1,000,000), serves it with
// buildApi and measures p50/p99 per endpoint with autocannon running in a separate process (./load.ts):
// on PostgreSQL (DATABASE_URL) at 64 connections flat out, and on PGlite at 64 connections capped at
// 100 req/s. GET /api/config (no database) is measured in the same run as the reference the ratios are
// against. The seeded database is kept (PostgreSQL schema bench_api_<tx>, PGlite data directory
// .bench/api-pglite-<tx>) with a manifest of the transaction count, the migrations and the seed's
// source; a later run whose manifest matches reuses it, any other seeds afresh.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { type Database, migrateToLatest, openDatabase } from '@tvmscan/db';
import { sql } from 'kysely';
import { buildApi } from '../src/index';
import { accountOf, labelHash, PROBE, seedBench, TX_PER_BLOCK } from './seed';

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
      body: { id: PROBE.messageHash },
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

const BENCH_DIR = resolve(import.meta.dirname, '../../../.bench');

/** What a seeded database is made from (count, seed and migration sources): reused only when equal. */
function manifest(): string {
  const hash = createHash('sha256');
  const db = resolve(import.meta.dirname, '../../../packages/db/src');
  const sources = [join(import.meta.dirname, 'seed.ts')];
  for (const dir of [join(db, 'migrations'), join(db, 'read/migrations')]) {
    for (const name of readdirSync(dir).sort()) sources.push(join(dir, name));
  }
  for (const file of sources) hash.update(readFileSync(file));
  return JSON.stringify({ transactions: TX, sources: hash.digest('hex').slice(0, 16) });
}

/** Opens the kept bench database, seeding it first unless its manifest matches this run. */
async function openSeeded(kind: 'postgres' | 'pglite', log: (s: string) => void): Promise<Database> {
  const wanted = manifest();
  let database: Database;
  let save: () => Promise<void>;
  if (kind === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set');
    const schema = `bench_api_${TX}`;
    const admin = await openDatabase({ url });
    const { rows } = await sql<{ m: string | null }>`
      SELECT obj_description(oid, 'pg_namespace') AS m FROM pg_namespace WHERE nspname = ${schema}`.execute(
      admin.db,
    );
    const reuse = rows[0]?.m === wanted;
    if (!reuse) await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(admin.db);
    await admin.close();
    database = await openDatabase({ url, schema, poolSize: 16 });
    if (reuse) {
      log('seeded schema reused (manifest matches)');
      return database;
    }
    save = async () => {
      await sql`COMMENT ON SCHEMA ${sql.id(schema)} IS ${sql.lit(wanted)}`.execute(database.db);
    };
  } else {
    const dataDir = join(BENCH_DIR, `api-pglite-${TX}`);
    const manifestPath = join(dataDir, 'bench-manifest.json');
    const reuse = existsSync(manifestPath) && readFileSync(manifestPath, 'utf8') === wanted;
    if (!reuse) rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    database = await openDatabase({ dataDir });
    if (reuse) {
      log('seeded data directory reused (manifest matches)');
      return database;
    }
    save = async () => writeFileSync(manifestPath, wanted);
  }
  await migrateToLatest(database);
  await seedBench(database.db, TX, log);
  await save();
  return database;
}

const execFileAsync = promisify(execFile);

interface LoadResult {
  p50: number;
  p99: number;
  rps: number;
  total: number;
  non2xx: number;
  errors: number;
}

/** autocannon in a child process (./load.ts), so its work never runs on the server's event loop. */
async function load(options: Record<string, unknown>): Promise<LoadResult> {
  const { stdout } = await execFileAsync(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'load.ts'), JSON.stringify(options)],
    { maxBuffer: 1 << 20 },
  );
  return JSON.parse(stdout) as LoadResult;
}

async function run(kind: 'postgres' | 'pglite'): Promise<boolean> {
  const started = Date.now();
  const database = await openSeeded(kind, (s) =>
    console.log(`  [${kind}] ${s} (${((Date.now() - started) / 1000).toFixed(0)} s)`),
  );
  try {
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
      const r = await load({
        url: `${base}${e.path}`,
        method: e.method,
        connections: CONNECTIONS,
        duration: DURATION,
        ...(kind === 'pglite' ? { overallRate: 100 } : {}),
        ...(e.body !== undefined
          ? { body: JSON.stringify(e.body), headers: { 'content-type': 'application/json' } }
          : {}),
      });
      if (e.kind === 'reference') reference = Math.max(r.p99, 1);
      const goal = GOALS[kind][e.kind];
      const pass = r.total > 0 && r.p99 <= goal && r.non2xx === 0 && r.errors === 0;
      ok &&= pass;
      console.log(
        `${e.name.padEnd(28)} ${r.rps.toFixed(0).padStart(6)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${(r.p99 / reference).toFixed(1).padStart(9)}   ${Number.isFinite(goal) ? `≤ ${goal}` : '   -'}  ${pass ? 'ok' : `MISS${r.non2xx ? ` non2xx=${r.non2xx}` : ''}${r.errors ? ` errors=${r.errors}` : ''}`}`,
      );
    }
    await app.close();
    return ok;
  } finally {
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
