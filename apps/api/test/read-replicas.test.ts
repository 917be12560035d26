// Reads on a streaming replica (TVMSCAN_READ_DATABASE_URL; src/read-replicas.ts), against a primary and
// a replica this suite builds itself (initdb, pg_basebackup -R, pg_ctl; test-support/pg-cluster.ts),
// never the machine's shared server. The chain is written to the primary through the write path, as the
// indexer writes it; the replica follows it by streaming replication. With replay paused on the replica
// the API keeps serving its consistent pages, reads what a cursor or a heard commit needs from the
// primary, and leaves the replica out once the lag bound passes.
import { setTimeout as sleep } from 'node:timers/promises';
import { type Database, ingestBatch, migrateToLatest, openDatabase, readCheckpoint } from '@tvmscan/db';
import { testConfig } from '@tvmscan/test-support/api';
import {
  type PgCluster,
  pgClusterSkipReason,
  startPgCluster,
  startPgReplica,
} from '@tvmscan/test-support/pg-cluster';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../src/index';
import { chainBatch, hx, MC_SHARD } from './seed';

const MAX_LAG_MS = 1500;

let primary: PgCluster;
let replica: PgCluster;
let primaryDb: Database;
let replicaDb: Database;
const apps: FastifyInstance[] = [];
/** SELECTs each database ran for the API. */
const reads = { primary: 0, replica: 0 };

/** `database` with its SELECTs counted under `name`. */
function counted(database: Database, name: keyof typeof reads): Database {
  const db = database.db.withPlugin({
    transformQuery: ({ node }) => {
      if (node.kind === 'SelectQueryNode') reads[name]++;
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  return { ...database, db };
}

async function api(maxLagMs: number): Promise<FastifyInstance> {
  const app = await buildApi({
    database: counted(primaryDb, 'primary'),
    readDatabases: [counted(replicaDb, 'replica')],
    config: { ...testConfig, replicaMaxLagMs: maxLagMs, metrics: {}, detailCacheBytes: 0 },
  });
  apps.push(app);
  return app;
}

async function until(what: string, check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

const replicaHead = async () => (await readCheckpoint(replicaDb.db)) ?? 0;
const write = async (from: number, to: number) => {
  for (let n = from; n <= to; n++) await ingestBatch(primaryDb, chainBatch(n, 3));
};
const mcSeqnos = (body: { blocks: { workchain: number; seqno: number }[] }) =>
  body.blocks.filter((b) => b.workchain === -1).map((b) => b.seqno);

async function post(app: FastifyInstance, url: string, payload: object) {
  const response = await app.inject({ method: 'POST', url, payload });
  return { status: response.statusCode, body: response.json() };
}

/** The counts of reads `run` made on each database. */
async function readsOf(run: () => Promise<unknown>): Promise<{ primary: number; replica: number }> {
  const before = { ...reads };
  await run();
  return { primary: reads.primary - before.primary, replica: reads.replica - before.replica };
}

describe.skipIf(pgClusterSkipReason !== '')(`reads on a streaming replica ${pgClusterSkipReason}`, () => {
  beforeAll(async () => {
    primary = await startPgCluster();
    primaryDb = await openDatabase({ url: primary.url });
    await migrateToLatest(primaryDb);
    await write(1, 8);
    replica = await startPgReplica(primary);
    replicaDb = await openDatabase({ url: replica.url });
    await until('the replica to replay block 8', async () => (await replicaHead()) === 8);
  }, 120_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await replicaDb?.close();
    await primaryDb?.close();
    await replica?.destroy();
    await primary?.destroy();
  });

  it('sends list reads to the replica while it keeps up', async () => {
    const app = await api(MAX_LAG_MS);
    const counts = await readsOf(async () => {
      const page = await post(app, '/api/explorer/blocks/list', { limit: 4 });
      expect(page.status).toBe(200);
      expect(mcSeqnos(page.body)).toEqual([8, 7]);
    });
    expect(counts.replica).toBeGreaterThan(0);
    expect(counts.primary).toBe(0);
  });

  it('with replay paused: consistent pages from the replica, then the new head from the primary once the lag bound passes', async () => {
    const app = await api(MAX_LAG_MS);
    const first = await post(app, '/api/explorer/blocks/list', { limit: 4 });
    expect(mcSeqnos(first.body)).toEqual([8, 7]);

    await sql`SELECT pg_wal_replay_pause()`.execute(replicaDb.db);
    await write(9, 10);
    // The commit is heard (the detail of block 10 reads on the primary) while the replica shows 8.
    await until('block 10 to be served', async () => {
      const block = await post(app, '/api/explorer/blocks', { workchain: -1, shard: MC_SHARD, seqno: 10 });
      return block.status === 200;
    });
    expect(await replicaHead()).toBe(8);

    // Within the bound, the replica still answers lists: its own consistent head, and the next page
    // of the first one continues where it left off.
    const during = await readsOf(async () => {
      const again = await post(app, '/api/explorer/blocks/list', { limit: 4 });
      expect(mcSeqnos(again.body)).toEqual([8, 7]);
      const next = await post(app, '/api/explorer/blocks/list', { limit: 4, cursor: first.body.nextCursor });
      expect(mcSeqnos(next.body)).toEqual([6, 5]);
    });
    expect(during).toEqual({ primary: 0, replica: expect.any(Number) });

    // Past the bound, the replica is left out and the primary answers with the new head. The bound is
    // judged by the replica probe's last look, which a loaded host may take a while to refresh: asked
    // until it holds (the probe's own timing is the read-replicas module's tests').
    try {
      await sleep(MAX_LAG_MS + 300);
      await until('the lagging replica to be left out', async () => {
        const after = await readsOf(async () => {
          const fresh = await post(app, '/api/explorer/blocks/list', { limit: 4 });
          expect(mcSeqnos(fresh.body)).toEqual([10, 9]);
        }).catch(() => ({ replica: 1 }));
        return after.replica === 0;
      });
      const metrics = await app.inject({ method: 'GET', url: '/metrics' });
      expect(metrics.body).toMatch(/^tvmscan_replica_serving\{replica="0"\} 0$/m);
      expect(metrics.body).toMatch(/^tvmscan_replica_head_mc_seqno\{replica="0"\} 8$/m);
    } finally {
      // Replay resumed even when the test fails, so that the next test does not start from a paused replica.
      await sql`SELECT pg_wal_replay_resume()`.execute(replicaDb.db);
    }
    await until('the replica to replay block 10', async () => (await replicaHead()) === 10);
    await until('the replica to serve again', async () => {
      const counts = await readsOf(() => post(app, '/api/explorer/blocks/list', { limit: 4 }));
      return counts.replica > 0 && counts.primary === 0;
    });
  }, 60_000);

  it('reads a page whose cursor was issued at a head the replica has not reached on the primary', async () => {
    // A bound long enough that the replica is never left out here: only the heads decide.
    const app = await api(60_000);
    // With no bound at all, a replica behind is left out at once: this one reads on the primary.
    const strict = await api(0);
    await sql`SELECT pg_wal_replay_pause()`.execute(replicaDb.db);
    try {
      await write(11, 12);
      const heard = (server: FastifyInstance) => async () =>
        (await post(server, '/api/explorer/blocks', { id: hx('blk:0:12') })).status === 200;
      await until('block 12 to be served', heard(app));
      await until('block 12 to be served', heard(strict));

      // A page read at head 12 (on the primary) and one read at head 10 (on the replica).
      const at12 = await post(strict, '/api/explorer/blocks/list', { limit: 4 });
      expect(mcSeqnos(at12.body)).toEqual([12, 11]);
      const at10 = await post(app, '/api/explorer/blocks/list', { limit: 4 });
      expect(mcSeqnos(at10.body)).toEqual([10, 9]);

      const after12 = await readsOf(async () => {
        const next = await post(app, '/api/explorer/blocks/list', { limit: 4, cursor: at12.body.nextCursor });
        expect(mcSeqnos(next.body)).toEqual([10, 9]);
      });
      expect(after12).toEqual({ primary: expect.any(Number), replica: 0 });
      expect(after12.primary).toBeGreaterThan(0);
      const after10 = await readsOf(async () => {
        const next = await post(app, '/api/explorer/blocks/list', { limit: 4, cursor: at10.body.nextCursor });
        expect(mcSeqnos(next.body)).toEqual([8, 7]);
      });
      expect(after10).toEqual({ primary: 0, replica: expect.any(Number) });
      expect(after10.replica).toBeGreaterThan(0);
    } finally {
      await sql`SELECT pg_wal_replay_resume()`.execute(replicaDb.db);
    }
  }, 60_000);

  it('leaves a replica that stops answering out, and serves everything from the primary', async () => {
    await until('the replica to replay block 12', async () => (await replicaHead()) === 12);
    const app = await api(MAX_LAG_MS);
    await replica.stop('immediate');
    try {
      await sleep(600);
      const counts = await readsOf(async () => {
        const page = await post(app, '/api/explorer/blocks/list', { limit: 4 });
        expect(page.status).toBe(200);
        expect(mcSeqnos(page.body)).toEqual([12, 11]);
      });
      expect(counts.primary).toBeGreaterThan(0);
    } finally {
      await replica.start();
    }
  }, 60_000);
});
