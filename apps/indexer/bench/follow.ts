// npm run bench:follow — a network followed over its wire protocols, into PostgreSQL (DATABASE_URL):
//
// - Catch-up: a local network in memory executes EVER transfers among 200 wallets until it holds at least
//   BENCH_FOLLOW_TRANSACTIONS (default 100,000) transactions; its JSON-RPC and GraphQL endpoints are
//   served over HTTP on loopback, and runIndexer follows each (jrpcSource, graphqlSource) from the start
//   into an empty schema until caught up. Goal ≥ 5,000 tx/s. The reference, measured in the same run, is
//   the in-process source `tvmscan dev` indexes from (localnetSource): the same batches with no protocol.
// - Live lag: a local network running at BENCH_FOLLOW_TPS messages a second (default 220, the highest
//   rate the soak found the indexer keeps up with on the slowest host) and one block a second, started
//   with each follower (a network of its own, once the follower's schema is migrated); each follower
//   runs for BENCH_FOLLOW_SECONDS (default 60) and every batch produced after a 10 s warm-up is timed
//   from the network's 'batch' event to the follower's commit. Goal p50 ≤ 0.5 s, p99 ≤ 2 s; the
//   in-process source is the reference again.
//
// Each catch-up figure is the median of BENCH_ROUNDS rounds (default 3).
//
//   DATABASE_URL=postgres://… npm run bench:follow    BENCH_FOLLOW_TRANSACTIONS=… BENCH_ROUNDS=…
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { decodeBlock } from '@tvmscan/codec';
import { migrateToLatest, openDatabase } from '@tvmscan/db';
import { createGraphqlEndpoint, createJrpcEndpoint, createLocalnet, type Localnet } from '@tvmscan/localnet';
import { sql } from 'kysely';
import { runIndexer } from '../src/run';
import { graphqlSource } from '../src/sources/graphql';
import { jrpcSource } from '../src/sources/jrpc';
import { localnetSource } from '../src/sources/localnet';
import type { BlockSource } from '../src/sources/types';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('bench:follow indexes into PostgreSQL: set DATABASE_URL');
  process.exit(1);
}
const TRANSACTIONS = Number(process.env.BENCH_FOLLOW_TRANSACTIONS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LIVE_TPS = Number(process.env.BENCH_FOLLOW_TPS ?? 220);
const LIVE_SECONDS = Number(process.env.BENCH_FOLLOW_SECONDS ?? 60);
const WARM_UP_MS = 10_000;
const GOALS = { catchUpTxPerSecond: 5000, lagP50Ms: 500, lagP99Ms: 2000 };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
};
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const transactionsIn = (boc: Uint8Array) =>
  [...decodeBlock(boc).block.extra.accountBlocks.entries.values()].reduce(
    (n, e) => n + e.value.transactions.size,
    0,
  );

/** The network's JSON-RPC and GraphQL endpoints on loopback, as a node serves them. */
async function serve(net: Localnet) {
  const jrpc = createJrpcEndpoint(net);
  const graphql = createGraphqlEndpoint(net);
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(request.url === '/rpc' ? jrpc.handle(body) : graphql.handle(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    sources: (followIntervalMs?: number): Record<string, () => BlockSource> => ({
      'in-process (reference)': () => localnetSource(net),
      'graphql+http': () => graphqlSource(`graphql+${base}/graphql`, { followIntervalMs }),
      'jrpc+http': () => jrpcSource(`jrpc+${base}/rpc`, { followIntervalMs }),
    }),
    close: async () => {
      jrpc.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Runs the indexer over `source` into an empty schema until `until` aborts it (or the source ends);
 *  `ready` runs once the schema is migrated, right before the indexer starts. */
async function follow(
  source: BlockSource,
  until: (mcSeqno: number, controller: AbortController) => void,
  ready: () => Promise<void> = async () => {},
): Promise<{ ms: number; transactions: number }> {
  const schema = `bench_follow_${Date.now()}`;
  const database = await openDatabase({ url, schema });
  try {
    await migrateToLatest(database);
    await ready();
    const controller = new AbortController();
    const started = performance.now();
    const progress = await runIndexer({
      database,
      source,
      signal: controller.signal,
      onCommitted: (batch) => until(batch.mcSeqno, controller),
    });
    return { ms: performance.now() - started, transactions: progress.transactions };
  } finally {
    await sql`DROP SCHEMA ${sql.id(schema)} CASCADE`.execute(database.db);
    await database.close();
  }
}

console.log(`bench:follow — Node ${process.version}, load ${load()}`);

// ── catch-up ──────────────────────────────────────────────────────────────────────────────────────
const produceStarted = performance.now();
const history = await createLocalnet({
  seed: 'follow',
  wallets: 200,
  trafficTps: 1000,
  blockIntervalMs: 1000,
});
let produced = 0;
while (produced < TRANSACTIONS) {
  const batch = await history.produceBlock();
  for (const { boc } of [batch.masterchain, ...batch.shards]) produced += transactionsIn(boc);
}
const head = history.head().mcSeqno;
console.log(
  `history: ${head} masterchain batches, ${produced} transactions (produced in ${((performance.now() - produceStarted) / 1000).toFixed(1)} s)`,
);
const historyServer = await serve(history);
console.log('\ncatch-up from the start       tx/s (median)   rounds                   goal');
const catchUp: Record<string, number> = {};
for (const [name, make] of Object.entries(historyServer.sources())) {
  const rates: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const { ms, transactions } = await follow(make(), (mcSeqno, controller) => {
      if (mcSeqno >= head) controller.abort();
    });
    if (transactions !== produced)
      throw new Error(`${name}: indexed ${transactions} of ${produced} transactions`);
    rates.push(transactions / (ms / 1000));
  }
  catchUp[name] = median(rates);
  const met = name.includes('reference') ? '' : catchUp[name] >= GOALS.catchUpTxPerSecond ? 'met' : 'MISSED';
  console.log(
    `${name.padEnd(28)}  ${catchUp[name].toFixed(0).padStart(12)}   ${rates
      .map((r) => r.toFixed(0))
      .join(', ')
      .padEnd(22)}   ≥ ${GOALS.catchUpTxPerSecond} ${met}`,
  );
}
await historyServer.close();
await history.stop();

// ── live lag ──────────────────────────────────────────────────────────────────────────────────────
console.log(
  `\nlive lag at ${LIVE_TPS} messages/s, ${LIVE_SECONDS} s each   p50 ms   p99 ms   max ms   batches   goal`,
);
for (const name of Object.keys(historyServer.sources())) {
  // A network of its own for each follower, started with it: each follows from the first block.
  const live = await createLocalnet({ seed: 'follow-live', trafficTps: LIVE_TPS, blockIntervalMs: 1000 });
  const producedAt = new Map<number, number>();
  live.on('batch', (batch) =>
    producedAt.set(decodeBlock(batch.masterchain.boc).block.info.seqNo, performance.now()),
  );
  const liveServer = await serve(live);
  const lags: number[] = [];
  let measuredFrom = Number.POSITIVE_INFINITY;
  let stopAt = Number.POSITIVE_INFINITY;
  const ready = async () => {
    await live.start();
    measuredFrom = performance.now() + WARM_UP_MS;
    stopAt = performance.now() + LIVE_SECONDS * 1000;
  };
  const onCommitted = (mcSeqno: number, controller: AbortController) => {
    const at = producedAt.get(mcSeqno);
    if (at !== undefined && at >= measuredFrom) lags.push(performance.now() - at);
    if (performance.now() >= stopAt) controller.abort();
  };
  await follow(liveServer.sources(100)[name](), onCommitted, ready);
  await liveServer.close();
  await live.stop();
  if (lags.length === 0) {
    console.log(`${name.padEnd(44)}  no batch was committed after the warm-up: MISSED`);
    continue;
  }
  const p50 = percentile(lags, 0.5);
  const p99 = percentile(lags, 0.99);
  const met = name.includes('reference')
    ? ''
    : p50 <= GOALS.lagP50Ms && p99 <= GOALS.lagP99Ms
      ? 'met'
      : 'MISSED';
  console.log(
    `${name.padEnd(44)}  ${p50.toFixed(0).padStart(6)}   ${p99.toFixed(0).padStart(6)}   ${Math.max(...lags)
      .toFixed(0)
      .padStart(
        6,
      )}   ${String(lags.length).padStart(7)}   p50 ≤ ${GOALS.lagP50Ms}, p99 ≤ ${GOALS.lagP99Ms} ${met}`,
  );
}
console.log(`\nload at the end ${load()}`);
