// The read and write sides through a PostgreSQL outage, on a cluster of the test's own
// (test-support/pg-cluster): the local network's chain is indexed while the API is under load; the
// server is restarted mid-ingest, then stopped while blocks keep coming and started again. The API
// answers 503 (never 500) while the database is away and 200 once it is back, by itself; the indexer
// waits, reconnects and resumes from its checkpoint; in the end every block produced is stored once
// (seqnos contiguous per shard, no gap, no duplicate) and the counters agree with the rows.
import { setTimeout as sleep } from 'node:timers/promises';
import { decodeBlock } from '@tvmscan/codec';
import { type Database, migrateToLatest, onBlocksCommitted, openDatabase, readCounters } from '@tvmscan/db';
import { localnetSource, runIndexer } from '@tvmscan/indexer';
import { createLocalnet, type Localnet } from '@tvmscan/localnet';
import { startApi } from '@tvmscan/test-support/api';
import { type PgCluster, pgClusterSkipReason, startPgCluster } from '@tvmscan/test-support/pg-cluster';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let cluster: PgCluster;
let writer: Database;
let reader: Database;
let app: FastifyInstance;
let net: Localnet;

beforeAll(async () => {
  if (pgClusterSkipReason) return;
  cluster = await startPgCluster();
  // As `tvmscan dev` opens them: the indexer's pool without a statement timeout, the API's with one.
  writer = await openDatabase({ url: cluster.url });
  await migrateToLatest(writer);
  reader = await openDatabase({ url: cluster.url, statementTimeoutMs: 5000 });
  app = await startApi(reader);
  let time = Date.now();
  net = await createLocalnet({ trafficTps: 10, clock: () => (time += 1000) });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await reader?.close();
  await writer?.close();
  await net?.stop();
  await cluster?.destroy();
});

interface Answer {
  at: number;
  status: number;
}

/** Four clients asking the API for lists and stats, a request each every 20 ms, until stopped. */
function apiLoad() {
  const answers: Answer[] = [];
  let running = true;
  const calls = [
    () => app.inject({ method: 'POST', url: '/api/explorer/blocks/list', payload: { limit: 5 } }),
    () => app.inject({ method: 'POST', url: '/api/explorer/transactions/list', payload: { limit: 5 } }),
    () => app.inject({ method: 'GET', url: '/api/explorer/stats' }),
  ];
  const clients = [0, 1, 2, 3].map(async (c) => {
    for (let i = c; running; i++) {
      const r = await calls[i % calls.length]();
      answers.push({ at: Date.now(), status: r.statusCode });
      await sleep(20);
    }
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
}

/** Resolves once `check` holds, polling; fails after `ms`. */
async function until(what: string, check: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe.skipIf(pgClusterSkipReason)(
  `a PostgreSQL outage during ingest and API load ${pgClusterSkipReason}`,
  () => {
    it('answers 503 while the database is away, resumes ingest by itself, and stores every block once', async () => {
      let committed = 0;
      const retries: string[] = [];
      const indexing = new AbortController();
      const run = runIndexer({
        database: writer,
        source: localnetSource(net),
        signal: indexing.signal,
        log: {
          info: (fields, msg) => {
            if (msg === 'batch committed') committed = (fields as { mcSeqno: number }).mcSeqno;
          },
          warn: (fields, msg) => {
            if (msg.startsWith('database unavailable')) retries.push((fields as { reason: string }).reason);
          },
        },
      });
      // The API hears commits again after the outage (its LISTEN connection comes back by itself).
      const heard: number[] = [];
      const unsubscribe = onBlocksCommitted(reader, ({ mcSeqno }) => heard.push(mcSeqno));
      await unsubscribe.ready;
      const load = apiLoad();
      try {
        for (let i = 0; i < 4; i++) await net.produceBlock();
        await until('the first blocks indexed', () => committed === 4);

        // Restarted while the next blocks are being written.
        const produced = (async () => {
          for (let i = 0; i < 4; i++) await net.produceBlock();
        })();
        await until('ingest under way', () => committed > 4 || net.batchesSince(4).length > 1);
        await cluster.restart('immediate');
        await produced;

        // Away for a while, with blocks coming in meanwhile.
        await cluster.stop('immediate');
        const downAt = Date.now();
        for (let i = 0; i < 3; i++) await net.produceBlock();
        await until('503s while the database is away', () =>
          load.answers.some((a) => a.at > downAt && a.status === 503),
        );
        await sleep(1000);
        await cluster.start();
        const upAt = Date.now();

        const head = net.batchesSince(null).length;
        await until(`every batch indexed (head ${head})`, () => committed === head);
        const caughtUpAt = Date.now();
        await until('the API serving again', () =>
          load.answers.some((a) => a.at > upAt + 500 && a.status === 200),
        );
        await until('commits heard again', () => heard.includes(head), 10_000);
        await load.stop();

        // Never a 500; 503 while away, 200 after.
        const statuses = new Set(load.answers.map((a) => a.status));
        expect([...statuses].sort()).toEqual([200, 503]);
        const last = load.answers.slice(-8).map((a) => a.status);
        expect(last).toEqual(last.map(() => 200));
        expect(retries.length).toBeGreaterThan(0);
        // The figures of the outage, for the record of a run.
        const count = (status: number) => load.answers.filter((a) => a.status === status).length;
        const servingAt = load.answers.find((a) => a.at > upAt && a.status === 200)?.at ?? Number.NaN;
        console.log(
          `outage: ${load.answers.length} API answers (${count(200)} × 200, ${count(503)} × 503, none other); ` +
            `down ${upAt - downAt} ms; first 200 ${servingAt - upAt} ms after the start; ` +
            `${head} batches indexed ${caughtUpAt - upAt} ms after it; ${retries.length} indexer retries (${[...new Set(retries)].join(', ')})`,
        );
      } finally {
        await load.stop();
        unsubscribe();
        indexing.abort();
      }
      const progress = await run;
      expect(progress.failedBlocks).toBe(0);

      // Every block produced, once.
      const producedBlocks = net
        .batchesSince(null)
        .flatMap((b) => [b.masterchain, ...b.shards])
        .map((block) => decodeBlock(block.boc).rootHash)
        .sort();
      const stored = await sql<{ root_hash: string }>`
      SELECT encode(root_hash, 'hex') AS root_hash FROM blocks ORDER BY 1`.execute(writer.db);
      expect(stored.rows.map((r) => r.root_hash)).toEqual(producedBlocks);
      // No gap: per shard, seqnos run without a hole from the first to the last.
      const shards = await sql<{ chain: string; n: string; lo: string; hi: string }>`
      SELECT workchain || ':' || shard AS chain, count(*) AS n, min(seqno) AS lo, max(seqno) AS hi
      FROM blocks GROUP BY 1`.execute(writer.db);
      for (const s of shards.rows) expect(Number(s.n), s.chain).toBe(Number(s.hi) - Number(s.lo) + 1);
      // No batch counted twice.
      const counters = await readCounters(writer.db);
      const rows = await sql<{ blocks: string; transactions: string }>`
      SELECT (SELECT count(*) FROM blocks) AS blocks, (SELECT count(*) FROM transactions) AS transactions`.execute(
        writer.db,
      );
      expect(counters.blocks_total).toBe(rows.rows[0].blocks);
      expect(counters.transactions_total).toBe(rows.rows[0].transactions);
      expect(counters.head_mc_seqno).toBe(String(net.batchesSince(null).length));
    }, 90_000);
  },
);
