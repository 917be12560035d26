// npm run bench:api — seeds a database with BENCH_TX transactions (default 1,000,000), serves it with
// buildApi and drives it from a separate process (./load.ts), 64 connections:
// - each endpoint alone: on PostgreSQL (DATABASE_URL) flat out with autocannon, which measures its
//   capacity (in a closed loop of 64 connections the latency is the queue: 64 / throughput); on PGlite
//   paced at 100 req/s;
// - then the realistic mix, every endpoint at once, point lookups weighted three to one list, the 64
//   connections and the rate shared by weight, paced at BENCH_MIX_RATE req/s on PostgreSQL (default
//   1,000) and 100 req/s on PGlite, with p50/p99 per endpoint. The latency goals are judged on the mix, and on
//   PGlite also on each endpoint alone at 100 req/s.
// GET /api/config (no database) is measured in the same run as the reference the ratios are against.
// The Admin API's authorized point lookups are measured with the others, with real credentials: the
// embedded OpenID provider and the Admin API are mounted as `tvmscan serve` mounts them (./admin.ts),
// `is_admin` carries an access token the provider issued through a real sign-in, and `pat/check` a
// personal key made once through `api_key`.
// The DEX call (`POST /api/dex/currencies_usdt_prices` with 100 addresses) is among the point lookups,
// served from 2,000 pools of 1,000 tokens (./pools.ts, as bench:prices seeds them).
// BENCH_COMPILES=n mounts the verification service and keeps n compiles of the elector running or
// queued through the measured mix (one compiles, the others wait), as the verification goal asks.
// The seeded database is kept (PostgreSQL schema bench_api_<tx>, PGlite data directory
// .bench/api-pglite-<tx>) with a manifest of the transaction count, the migrations and the seed's
// source; a later run whose manifest matches reuses it, any other seeds afresh.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { DEX_API_BASE, PRICES_PATH, VERIFY_BASE } from '@tvmscan/api-schema';
import { type Database, migrateToLatest, openDatabase } from '@tvmscan/db';
import { verifyRoutes } from '@tvmscan/verify';
import { sql } from 'kysely';
import { buildApi, dexRoutes, parseDecimal } from '../src/index';
import { adminIds, mountIdentityAndAdmin, tokenRenewal } from './admin';
import type { LoadResult } from './load';
import {
  adminEndpoints,
  type Endpoint,
  freePort,
  type MixRequest,
  mixEndpoints,
  mixLoad,
  POSTGRES_GOALS,
  requestsOf,
  runLoad,
  WEIGHT,
} from './mix';
import { pricesBody, seedPools, USD_TOKEN } from './pools';
import { accountOf, labelHash, PROBE, seedBench, TX_PER_BLOCK } from './seed';

const TX = Number(process.env.BENCH_TX ?? 1_000_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',');
const CONNECTIONS = 64;
/** The mix's overall rate, req/s: PGlite's is the goal's 100; PostgreSQL's ten times that by default. */
const MIX_RATE = { postgres: Number(process.env.BENCH_MIX_RATE ?? 1_000), pglite: 100 };
/** Measure only these endpoints (comma-separated names), e.g. while working on one; default all. */
const ONLY = process.env.BENCH_ENDPOINTS?.split(',');
/** The API's detail cache size in bytes (0: none); default the API's own. */
const CACHE_BYTES = process.env.BENCH_DETAIL_CACHE_BYTES
  ? Number(process.env.BENCH_DETAIL_CACHE_BYTES)
  : undefined;
/** Compiles the verification service keeps running through the mix (0: the service is not mounted):
 *  each finished compile of the local network's elector is followed at once by another, so this many
 *  are always running or queued beside the API (spec goal: the API's goals hold with four). */
const COMPILES = Number(process.env.BENCH_COMPILES ?? 0);
/** Tokens priced by the pools the DEX call serves from (two pools each, as bench:prices seeds them). */
const POOL_TOKENS = 1000;
/** Which runs: each endpoint `alone`, the `mix`, or both (default). */
const RUNS = (process.env.BENCH_RUNS ?? 'alone,mix').split(',');

/** A deterministic spread of `n` values of `f(i)` over 0..range. */
const spread = <T>(n: number, range: number, f: (i: number) => T) =>
  Array.from({ length: n }, (_, k) => f(Math.floor(((k * 7919) % n) * (range / n)) + 1));

const TOKEN_ROOT = (r: number) => `0:${labelHash(`root${r}`)}`;

/** The mix over the seeded rows: ids are hashes of the labels the seed gave them. */
async function endpoints(tx: number, base: string): Promise<Endpoint[]> {
  const blocks = Math.ceil(tx / TX_PER_BLOCK);
  // A cursor deep in the list: the page after the deepest offset the API walks to.
  const deep = await fetch(`${base}/api/explorer/transactions/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ limit: 20, offset: Math.min(10_000, tx - 40) }),
  }).then((r) => r.json() as Promise<{ nextCursor: string }>);
  return mixEndpoints({
    transactions: spread(200, tx, (i) => labelHash(`tx${i}`)),
    searches: spread(100, tx, (i) => labelHash(`tx${i}`)),
    blocks: spread(200, blocks, (i) => labelHash(`blk0:${i}`)),
    messages: [PROBE.messageHash],
    accounts: spread(200, 9_999, accountOf),
    listedAccounts: spread(100, 9_999, accountOf),
    countedAccount: accountOf(5),
    tokenRoots: spread(100, 999, TOKEN_ROOT),
    tokenSymbols: spread(50, 99, (i) => `tk${i}`),
    holderRoots: spread(10, 9, (i) => TOKEN_ROOT(i - 1)),
    tokenTransactionsRoot: TOKEN_ROOT(3),
    deepCursor: deep.nextCursor,
  });
}

const GOALS = {
  postgres: POSTGRES_GOALS,
  pglite: { point: 100, list: 100, reference: Number.POSITIVE_INFINITY },
};

const BENCH_DIR = resolve(import.meta.dirname, '../../../.bench');

/** What a seeded database is made from (count, seed and migration sources): reused only when equal. */
function manifest(): string {
  const hash = createHash('sha256');
  const db = resolve(import.meta.dirname, '../../../packages/db/src');
  const sources = [join(import.meta.dirname, 'seed.ts'), join(import.meta.dirname, 'pools.ts')];
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
    // The pool the API ships with (openDatabase's default), so the figures are what a deployment gets.
    database = await openDatabase({ url, schema });
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
  await seedPools(database, POOL_TOKENS);
  log(`pools: ${POOL_TOKENS * 2} of ${POOL_TOKENS} tokens`);
  await save();
  return database;
}

async function run(backend: 'postgres' | 'pglite'): Promise<boolean> {
  const started = Date.now();
  const database = await openSeeded(backend, (s) =>
    console.log(`  [${backend}] ${s} (${((Date.now() - started) / 1000).toFixed(0)} s)`),
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
            identityClientId: null,
          },
          networkId: 0,
          ownershipVerifier: null,
        },
        cursorSecret: randomBytes(32).toString('hex'),
        rateLimit: false,
        maxEventLoopDelayMs: 0,
        ...(CACHE_BYTES === undefined ? {} : { detailCacheBytes: CACHE_BYTES }),
      },
    });
    if (COMPILES > 0) await app.register(verifyRoutes, { prefix: VERIFY_BASE, database });
    await app.register(dexRoutes, {
      prefix: DEX_API_BASE,
      database,
      usdTokens: [USD_TOKEN],
      minLiquidityUsd: parseDecimal('1000')!,
    });
    const port = await freePort();
    const identity = await mountIdentityAndAdmin(app, database, port);
    await app.listen({ port, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    let ok = true;
    let reference = 0;
    // The Admin API's lookups join the point lookups, judged by the same goal.
    const admin = adminEndpoints(await adminIds(database, identity));
    const renewToken = tokenRenewal(identity, admin);
    // The DEX call of 100 addresses, the call's most, judged as a point lookup (the prices goal).
    const prices: Endpoint = {
      name: 'prices (100 addresses)',
      kind: 'point',
      method: 'POST',
      path: `${DEX_API_BASE}${PRICES_PATH}`,
      bodies: Array.from({ length: 10 }, (_, i) => pricesBody(i, POOL_TOKENS)),
    };
    const all = await endpoints(TX, base);
    all.splice(
      all.findIndex((e) => e.kind === 'list'),
      0,
      ...admin,
      prices,
    );
    const list = all.filter((e) => !ONLY || e.kind === 'reference' || ONLY.includes(e.name));
    const alone = backend === 'pglite' ? 'at 100 req/s' : 'flat out (capacity)';
    console.log(
      `\n${backend}: ${TX.toLocaleString('en')} transactions, ${CONNECTIONS} connections, ${DURATION} s per run`,
    );
    const row = (name: string, kind: Endpoint['kind'], r: LoadResult, judged: boolean, cpu?: number) => {
      if (kind === 'reference') reference = Math.max(r.p99, 1);
      const goal = GOALS[backend][kind];
      const pass = r.total > 0 && r.p99 <= goal && r.non2xx === 0 && r.errors === 0;
      if (judged) ok &&= pass;
      const verdict = !judged || !Number.isFinite(goal) ? '' : pass ? 'ok' : 'MISS';
      const failures = `${r.non2xx ? ` non2xx=${r.non2xx}` : ''}${r.errors ? ` errors=${r.errors}` : ''}`;
      console.log(
        `${name.padEnd(28)} ${r.rps.toFixed(0).padStart(6)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${(r.p99 / reference).toFixed(1).padStart(9)}   ${judged && Number.isFinite(goal) ? `≤ ${goal}` : '   -'}  ${verdict.padEnd(4)} ${cpu === undefined ? '' : cpu.toFixed(0).padStart(8)}${failures}`,
      );
    };
    // API CPU µs/req: the API process's own CPU time over the requests it answered (each endpoint alone),
    // which other processes on the host (PostgreSQL, the load generator) do not inflate as they do req/s.
    const header =
      'endpoint                      req/s     p50 ms   p99 ms   p99/ref   goal p99        API CPU µs/req';
    const warm = async (requests: MixRequest[]) => {
      // One round first: it warms the plan cache and waits out any backlog the previous run left
      // (PGlite serves one query at a time), so each run starts from an idle server.
      for (const r of requests.slice(0, 3)) {
        await fetch(`${base}${r.path}`, { method: r.method, body: r.body, headers: r.headers });
      }
    };
    // The realistic mix: every endpoint at once over the 64 connections, each request's endpoint drawn
    // by weight, so each endpoint's latency is measured under all the others.
    const runMix = async (mix: Endpoint[]) => {
      await renewToken();
      const paced = mixLoad(base, mix, MIX_RATE[backend], DURATION, CONNECTIONS);
      // Once unmeasured first: the pool opens its connections and prepares its statements, and the
      // JIT compiles every endpoint's path, so the measured run is the steady state.
      await runLoad(paced);
      const compiles = keepCompiling(base, COMPILES);
      const results = await runLoad({ ...paced, duration: DURATION * 2 });
      const compiled = await compiles.stop();
      console.log(
        `the mix at ${MIX_RATE[backend]} req/s, every endpoint at once (point 3 : list 1)${COMPILES ? `, ${COMPILES} compiles kept running or queued (${compiled} finished during the run)` : ''}\n${header}`,
      );
      for (const [i, e] of mix.entries()) row(e.name, e.kind, results[i], true);
      const all = results.reduce((n, r) => n + r.rps, 0);
      console.log(`${'mix, all endpoints'.padEnd(28)} ${all.toFixed(0).padStart(6)}`);
    };
    console.log(`each endpoint alone, ${alone}\n${header}`);
    for (const e of list.filter((e) => e.kind === 'reference' || RUNS.includes('alone'))) {
      await renewToken();
      const requests = requestsOf(e);
      await warm(requests);
      const cpuBefore = process.cpuUsage();
      const [r] = await runLoad({
        url: base,
        duration: DURATION,
        connections: CONNECTIONS,
        ...(backend === 'pglite' ? { rate: 100 } : {}),
        groups: [{ requests, weight: 1 }],
      });
      const cpu = process.cpuUsage(cpuBefore);
      row(
        e.name,
        e.kind,
        r,
        backend === 'pglite' || e.kind === 'reference',
        (cpu.user + cpu.system) / r.total,
      );
    }
    const mix = list.filter((e) => WEIGHT[e.kind] > 0);
    if (RUNS.includes('mix') && mix.length) await runMix(mix);
    const cache = app.detailCache.stats();
    const rate = cache.hits / Math.max(cache.hits + cache.misses, 1);
    console.log(
      `detail cache over the whole run: ${cache.hits} hits, ${cache.misses} misses (hit rate ${(rate * 100).toFixed(1)}%), ${cache.entries} entries, ${(cache.bytes / 1024).toFixed(0)} KiB`,
    );
    await app.close();
    return ok;
  } finally {
    await database.close();
  }
}

/** Keeps `n` elector compiles in flight against the verification service until stopped; the number
 *  finished. */
function keepCompiling(base: string, n: number) {
  const contracts = new URL('../../../packages/localnet/contracts/', import.meta.url);
  const read = (name: string) => readFileSync(new URL(name, contracts), 'utf8');
  const body = JSON.stringify({
    compiler: { version: 'func@0.4.6-wasmfix.debugger.1', flags: [] },
    sources: [
      { path: 'elector.fc', content: read('elector.fc'), source_type: 'VerifyTarget' },
      { path: 'stdlib.fc', content: read('stdlib.fc'), source_type: 'Dependency' },
    ],
    license: 'MIT',
  });
  let stopped = false;
  let finished = 0;
  const loop = async () => {
    while (!stopped) {
      const r = await fetch(`${base}${VERIFY_BASE}/compile`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      if (r.status !== 200) throw new Error(`compile answered ${r.status}: ${await r.text()}`);
      finished++;
    }
  };
  const loops = Array.from({ length: n }, loop);
  return {
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return finished;
    },
  };
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
