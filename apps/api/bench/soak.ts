// npm run soak — the explorer under steady load for SOAK_MINUTES (default 10) on PostgreSQL, loopback
// only: `tvmscan dev` runs the local network and the indexer (its demo traffic at SOAK_TPS messages a
// second), a second process `tvmscan serve` answers bench:api's realistic mix paced at SOAK_RATE
// (default 300) req/s with rate limits off, so any 429 counts as an error like any other non-2xx. The
// mix runs SOAK_WARMUP_SECONDS (default 30) unmeasured before the judged minutes. Both processes' logs
// are kept in .bench/soak/.
//
// GET /api/config flat out for 5 s first is the host's reference, as in bench:api. Judged: no 5xx and no
// errors in any minute; each endpoint's p99 over the run ≤ 25 ms for point lookups and ≤ 75 ms for lists
// (at 300 req/s a minute holds about 500 requests of each list and 1,500 of each point, so a minute's
// p99 is its 5 to 15 slowest: each minute's worst is printed, not judged); both processes' RSS after the last minute ≤ 1.2× their
// RSS after minute 2; the head-to-database lag p99 ≤ 2 s in every minute. The lag of masterchain block N is the time between the local network first answering
// N as its newest block (JRPC getTimings, polled every 100 ms) and the database first holding it
// (polled at the same moments), so both ends are seen by one clock at one resolution.
//
// SOAK_FIND_TPS=5,10,20 measures instead, for each rate in turn, the lag over SOAK_PROBE_SECONDS (default
// 90) on a fresh chain with no API load, to find the highest rate the indexer keeps up with.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  AccountsListResponse,
  BlocksListResponse,
  MessagesListResponse,
  RootSearchResponse,
  TransactionsListResponse,
} from '@tvmscan/api-schema';
import { openDatabase } from '@tvmscan/db';
import { sql } from 'kysely';
import type { LoadResult } from './load';
import { freePort, type MixIds, mixEndpoints, mixLoad, POSTGRES_GOALS, runLoad, WEIGHT } from './mix';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const RATE = Number(process.env.SOAK_RATE ?? 300);
/** The mix, unmeasured, before the judged minutes. */
const WARMUP_SECONDS = Number(process.env.SOAK_WARMUP_SECONDS ?? 30);
/** The local network's demo traffic: the highest rate whose lag p99 stayed ≤ 2 s on the slowest host
 *  measured (docs/performance.md). */
const TPS = Number(process.env.SOAK_TPS ?? 220);
const FIND_TPS = process.env.SOAK_FIND_TPS?.split(',').map(Number);
const PROBE_SECONDS = Number(process.env.SOAK_PROBE_SECONDS ?? 90);
const LAG_GOAL_MS = 2_000;
const RSS_GROWTH = 1.2;
const CLI = resolve(import.meta.dirname, '../../cli/bin/tvmscan.mjs');
/** The processes' own logs, kept after the run. */
const LOG_DIR = resolve(import.meta.dirname, '../../../.bench/soak');

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error(
    'soak: set DATABASE_URL to a PostgreSQL server (the soak creates and drops its own database)',
  );
  process.exit(2);
}

/** A fresh database beside DATABASE_URL's, dropped again by the returned function. */
async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `tvmscan_soak_${process.pid}`;
  const admin = await openDatabase({ url: adminUrl as string });
  await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin.db);
  await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin.db);
  const url = new URL(adminUrl as string);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin.db);
      await admin.close();
    },
  };
}

/**
 * Starts a `tvmscan` command with its output in `.bench/soak/<name>.log` and resolves once the log has its
 * Ready line. The output goes to a file, not a pipe: a process writing its request log to a pipe blocks
 * whenever the reader falls behind, and the reader here is the process that generates the load.
 */
async function startCli(name: string, args: string[], env: Record<string, string>): Promise<ChildProcess> {
  mkdirSync(LOG_DIR, { recursive: true });
  const logPath = join(LOG_DIR, `${name.replaceAll(' ', '-')}.log`);
  const log = openSync(logPath, 'w');
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = once(child, 'exit');
  for (let waited = 0; waited < 300_000; waited += 200) {
    if (readFileSync(logPath, 'utf8').includes('Ready: http')) return child;
    const done = await Promise.race([exited, sleep(200)]);
    if (done) throw new Error(`${name} exited before it was ready:\n${readFileSync(logPath, 'utf8')}`);
  }
  throw new Error(`${name} not ready in 5 minutes (${logPath})`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await Promise.race([once(child, 'exit'), sleep(10_000).then(() => child.kill('SIGKILL'))]);
}

const rssOf = (child: ChildProcess): number => {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : Number.NaN;
};

/**
 * Watches the head of the local network and of the database every 100 ms and records, per masterchain
 * seqno, how long the database took to hold it after the network first answered it.
 */
function watchLag(devUrl: string, databaseUrl: string) {
  const lags: number[] = [];
  const firstSeenAtNode = new Map<number, number>();
  let databaseHead = -1;
  let running = true;
  const database = openDatabase({ url: databaseUrl, poolSize: 1 });
  const nodeHead = async (): Promise<number> => {
    const response = await fetch(`${devUrl}/rpc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getTimings', params: {} }),
    });
    const answer = (await response.json()) as { result?: { lastMcBlockSeqno: number } };
    if (!answer.result) throw new Error(`getTimings: ${response.status} ${JSON.stringify(answer)}`);
    return answer.result.lastMcBlockSeqno;
  };
  const done = (async () => {
    const db = (await database).db;
    while (running) {
      const tick = performance.now();
      const [node, stored] = await Promise.all([
        nodeHead(),
        sql<{ seqno: string | null }>`SELECT max(seqno) AS seqno FROM blocks WHERE workchain = -1`.execute(
          db,
        ),
      ]);
      const now = performance.now();
      for (let s = Math.max(databaseHead + 1, node - 50); s <= node; s++) {
        if (!firstSeenAtNode.has(s)) firstSeenAtNode.set(s, now);
      }
      const head = Number(stored.rows[0]?.seqno ?? -1);
      for (let s = databaseHead + 1; databaseHead >= 0 && s <= head; s++) {
        const seen = firstSeenAtNode.get(s);
        if (seen !== undefined) lags.push(now - seen);
        firstSeenAtNode.delete(s);
      }
      databaseHead = Math.max(databaseHead, head);
      await sleep(Math.max(0, 100 - (performance.now() - tick)));
    }
    await (await database).close();
  })();
  return {
    /** Lags recorded since the last call, ms. */
    take: () => lags.splice(0),
    /** Transactions the database holds now (the indexer's counter). */
    transactions: async () => {
      const { rows } = await sql<{ value: string }>`
        SELECT value FROM stats_counters WHERE name = 'transactions_total'`.execute((await database).db);
      return Number(rows[0]?.value ?? 0);
    },
    stop: async () => {
      running = false;
      await done;
    },
  };
}

interface Stack {
  databaseUrl: string;
  dev: ChildProcess;
  devUrl: string;
  serve?: ChildProcess;
  serveUrl?: string;
  close: () => Promise<void>;
}

async function startStack(tps: number, withApi: boolean): Promise<Stack> {
  const database = await scratchDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'tvmscan-soak-'));
  const devPort = await freePort();
  const dev = await startCli(
    'tvmscan dev',
    ['dev', '--fresh', '--data-dir', dataDir, '--port', String(devPort), '--tps', String(tps)],
    // Rate limits off here too: the lag watcher asks the local network for its head ten times a second.
    { DATABASE_URL: database.url, TVMSCAN_RATE_LIMIT: '0' },
  );
  const stack: Stack = {
    databaseUrl: database.url,
    dev,
    devUrl: `http://127.0.0.1:${devPort}`,
    close: async () => {
      if (stack.serve) await stop(stack.serve);
      await stop(dev);
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  if (withApi) {
    const servePort = await freePort();
    stack.serve = await startCli('tvmscan serve', ['serve', '--port', String(servePort)], {
      DATABASE_URL: database.url,
      TVMSCAN_RATE_LIMIT: '0',
      TVMSCAN_CURSOR_SECRET: randomBytes(32).toString('hex'),
    });
    stack.serveUrl = `http://127.0.0.1:${servePort}`;
  }
  return stack;
}

async function post<T>(base: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The mix's ids read from what the chain holds now: the newest rows of each kind. */
async function liveIds(base: string): Promise<MixIds | null> {
  const E = '/api/explorer';
  const [txs, blocks, messages, accounts, tokens, deep] = await Promise.all([
    post<TransactionsListResponse>(base, `${E}/transactions/list`, { limit: 50 }),
    post<BlocksListResponse>(base, `${E}/blocks/list`, { limit: 50 }),
    post<MessagesListResponse>(base, `${E}/messages/list`, { limit: 50 }),
    post<AccountsListResponse>(base, `${E}/accounts/list`, { limit: 50 }),
    post<RootSearchResponse>(base, '/api/tokens/v1/root_contract/search', { limit: 20, offset: 0 }),
    post<TransactionsListResponse>(base, `${E}/transactions/list`, { limit: 20, offset: 1_000 }),
  ]);
  const roots = tokens.rootTokenContracts;
  const accountIds = accounts.accounts.map((a) => a.address);
  const deepCursor = deep.nextCursor ?? txs.nextCursor;
  // The symbol search takes more than two characters; every list the mix cycles through must have one.
  const symbols = roots.map((t) => t.token).filter((s) => s.length > 2);
  if (!symbols.length || !txs.transactions.length || !accountIds.length || !deepCursor) return null;
  const hashes = txs.transactions.map((t) => t.hash);
  return {
    transactions: hashes,
    searches: hashes,
    blocks: blocks.blocks.map((b) => b.rootHash),
    messages: messages.messages.map((m) => m.messageHash),
    accounts: accountIds,
    listedAccounts: accountIds,
    countedAccount: accountIds[0],
    tokenRoots: roots.map((t) => t.rootAddress),
    tokenSymbols: symbols,
    holderRoots: roots.map((t) => t.rootAddress),
    tokenTransactionsRoot: roots[0].rootAddress,
    deepCursor,
  };
}

async function waitForIds(base: string): Promise<MixIds> {
  for (let waited = 0; waited < 300; waited += 5) {
    const ids = await liveIds(base);
    if (ids) return ids;
    await sleep(5_000);
  }
  throw new Error('the local network made no tokens or transactions in 5 minutes');
}

async function findTps(rates: number[]): Promise<void> {
  console.log(`lag per demo traffic rate, ${PROBE_SECONDS} s each after a 30 s warm-up, no API load`);
  console.log('tps   lag p50 ms   lag p99 ms   lag max ms   blocks   indexed tx/s');
  for (const tps of rates) {
    const stack = await startStack(tps, false);
    const lag = watchLag(stack.devUrl, stack.databaseUrl);
    await sleep(30_000);
    lag.take();
    const before = await lag.transactions();
    await sleep(PROBE_SECONDS * 1000);
    const lags = lag.take();
    const txPerSecond = ((await lag.transactions()) - before) / PROBE_SECONDS;
    await lag.stop();
    await stack.close();
    const verdict = percentile(lags, 0.99) <= LAG_GOAL_MS ? 'ok' : 'MISS';
    console.log(
      `${String(tps).padEnd(5)} ${percentile(lags, 0.5).toFixed(0).padStart(10)} ${percentile(lags, 0.99).toFixed(0).padStart(12)} ${Math.max(
        ...lags,
      )
        .toFixed(0)
        .padStart(
          12,
        )} ${String(lags.length).padStart(8)} ${txPerSecond.toFixed(0).padStart(14)}   ${verdict}`,
    );
  }
}

async function soak(): Promise<boolean> {
  console.log(
    `soak: ${MINUTES} min, the mix at ${RATE} req/s on tvmscan serve, the local network at --tps ${TPS}, PostgreSQL`,
  );
  const stack = await startStack(TPS, true);
  const serveUrl = stack.serveUrl as string;
  const lag = watchLag(stack.devUrl, stack.databaseUrl);
  let ok = true;
  try {
    let ids = await waitForIds(serveUrl);
    // The host's reference, as bench:api measures it: GET /api/config (no database) flat out for 5 s.
    const [reference] = await runLoad({
      url: serveUrl,
      duration: 5,
      connections: 64,
      groups: [{ requests: [{ method: 'GET', path: '/api/config' }], weight: 1 }],
    });
    console.log(
      `reference: GET /api/config flat out ${reference.rps.toFixed(0)} req/s (p99 ${reference.p99} ms)`,
    );
    // Unmeasured first, as bench:api runs its mix once before measuring: a process seconds old opens its
    // pool's connections, prepares its statements and JIT-compiles each route under the first burst,
    // and the minutes judged are the steady state that follows.
    if (WARMUP_SECONDS > 0) await runLoad(mixLoad(serveUrl, mixEndpoints(ids), RATE, WARMUP_SECONDS));
    const names = mixEndpoints(ids).filter((e) => WEIGHT[e.kind] > 0);
    const worst = new Map<string, number>();
    const runLatencies = names.map((): number[] => []);
    const rss: Array<{ dev: number; serve: number }> = [];
    const allLags: number[] = [];
    lag.take();
    console.log(
      'minute  requests  non2xx  errors  worst point p99  worst list p99  lag p99  indexed tx/s  dev RSS  serve RSS',
    );
    let indexed = await lag.transactions();
    for (let minute = 1; minute <= MINUTES; minute++) {
      const endpoints = mixEndpoints(ids);
      const results: LoadResult[] = await runLoad(mixLoad(serveUrl, endpoints, RATE, 60));
      const lags = lag.take();
      allLags.push(...lags);
      const now = await lag.transactions();
      const txPerSecond = (now - indexed) / 60;
      indexed = now;
      const sample = { dev: rssOf(stack.dev), serve: rssOf(stack.serve as ChildProcess) };
      rss.push(sample);
      let point = 0;
      let list = 0;
      let requests = 0;
      let non2xx = 0;
      let errors = 0;
      for (const [i, e] of names.entries()) {
        const r = results[i];
        requests += r.total;
        non2xx += r.non2xx;
        errors += r.errors;
        if (e.kind === 'point') point = Math.max(point, r.p99);
        else list = Math.max(list, r.p99);
        worst.set(e.name, Math.max(worst.get(e.name) ?? 0, r.p99));
        runLatencies[i].push(...(r.latencies ?? []));
      }
      const lagP99 = percentile(lags, 0.99);
      const minuteOk = non2xx === 0 && errors === 0 && lags.length > 0 && lagP99 <= LAG_GOAL_MS;
      ok &&= minuteOk;
      console.log(
        `${String(minute).padStart(6)} ${String(requests).padStart(9)} ${String(non2xx).padStart(7)} ${String(errors).padStart(7)} ${point.toFixed(1).padStart(16)} ${list.toFixed(1).padStart(15)} ${lagP99.toFixed(0).padStart(8)} ${txPerSecond.toFixed(0).padStart(13)} ${mib(sample.dev).padStart(8)} ${mib(sample.serve).padStart(10)}  ${minuteOk ? 'ok' : 'MISS'}`,
      );
      // Newer rows join the mix each minute, as visitors look at what just happened.
      ids = (await liveIds(serveUrl)) ?? ids;
    }
    console.log('\np99 per endpoint, ms: over the run (judged) and its worst minute');
    for (const [i, e] of names.entries()) {
      const p99 = percentile(runLatencies[i], 0.99);
      const met = p99 <= POSTGRES_GOALS[e.kind];
      ok &&= met;
      console.log(
        `  ${e.name.padEnd(28)} ${p99.toFixed(1).padStart(7)} ${(worst.get(e.name) ?? 0).toFixed(1).padStart(7)}  (${e.kind}, goal ≤ ${POSTGRES_GOALS[e.kind]})  ${met ? 'ok' : 'MISS'}`,
      );
    }
    const lagSummary = `lag over the run: p50 ${percentile(allLags, 0.5).toFixed(0)} ms, p99 ${percentile(allLags, 0.99).toFixed(0)} ms, max ${Math.max(...allLags).toFixed(0)} ms over ${allLags.length} masterchain blocks`;
    console.log(lagSummary);
    if (rss.length >= 2) {
      const from = rss[Math.min(1, rss.length - 1)];
      const to = rss[rss.length - 1];
      for (const part of ['dev', 'serve'] as const) {
        const growth = to[part] / from[part];
        const grew = growth <= RSS_GROWTH;
        ok &&= grew;
        console.log(
          `${part === 'dev' ? 'tvmscan dev (local network, indexer)' : 'tvmscan serve (API)'} RSS: minute 2 ${mib(from[part])}, minute ${rss.length} ${mib(to[part])}, ×${growth.toFixed(2)} (goal ≤ ${RSS_GROWTH})  ${grew ? 'ok' : 'MISS'}`,
        );
      }
    }
  } finally {
    await lag.stop();
    await stack.close();
  }
  console.log(ok ? '\nsoak: every goal met' : '\nsoak: goals MISSED');
  return ok;
}

if (FIND_TPS) await findTps(FIND_TPS);
else process.exitCode = (await soak()) ? 0 : 1;
