// A slow or saturated database answers 503 with Retry-After, never 500, and a request after it is
// served again: a statement stuck behind a held lock meets the pool's statement timeout, and a request
// that finds every connection taken meets the acquire timeout. On PostgreSQL of the test's own
// (test-support/pg-cluster), where the lock and the timeouts are real.
import { setTimeout as sleep } from 'node:timers/promises';
import { type Database, migrateToLatest, openDatabase } from '@tvmscan/db';
import { startApi } from '@tvmscan/test-support/api';
import { type PgCluster, pgClusterSkipReason, startPgCluster } from '@tvmscan/test-support/pg-cluster';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let cluster: PgCluster;
let database: Database;
let app: FastifyInstance;
let locker: pg.Client;

beforeAll(async () => {
  if (pgClusterSkipReason) return;
  cluster = await startPgCluster();
  const writer = await openDatabase({ url: cluster.url });
  await migrateToLatest(writer);
  await writer.close();
  // Two connections, each statement at most 1.5 s, a caller waits at most 0.3 s for a connection.
  database = await openDatabase({
    url: cluster.url,
    poolSize: 2,
    statementTimeoutMs: 1500,
    acquireTimeoutMs: 300,
  });
  app = await startApi(database);
  locker = new pg.Client({ connectionString: cluster.url });
  await locker.connect();
}, 120_000);
afterAll(async () => {
  await locker?.end();
  await app?.close();
  await database?.close();
  await cluster?.destroy();
});

const blocksList = () =>
  app.inject({ method: 'POST', url: '/api/explorer/blocks/list', payload: { limit: 5 } });

/** Runs `during` while another session holds an exclusive lock on the blocks table. */
async function withBlocksLocked<T>(during: () => Promise<T>): Promise<T> {
  await locker.query('BEGIN');
  await locker.query('LOCK TABLE blocks IN ACCESS EXCLUSIVE MODE');
  try {
    return await during();
  } finally {
    await locker.query('ROLLBACK');
  }
}

describe.skipIf(pgClusterSkipReason)(
  `a slow or saturated database ${pgClusterSkipReason}`,
  { timeout: 30_000 },
  () => {
    it('answers 503 with Retry-After when a statement meets the statement timeout', async () => {
      const started = Date.now();
      const r = await withBlocksLocked(blocksList);
      expect(r.statusCode).toBe(503);
      expect(r.headers['retry-after']).toBe('5');
      expect(r.json()).toEqual({
        code: 'UNAVAILABLE',
        message: 'the query took too long, retry or narrow it',
        field: null,
      });
      expect(Date.now() - started).toBeLessThan(5000);
      expect((await blocksList()).statusCode).toBe(200);
    });

    it('answers 503 with Retry-After when no connection comes free in time', async () => {
      const [first, second, third] = await withBlocksLocked(async () => {
        // Both connections wait on the lock; a third request finds none free.
        const held = [blocksList(), blocksList()];
        await sleep(200);
        const waited = Date.now();
        const third = await blocksList();
        expect(Date.now() - waited).toBeLessThan(1200);
        return [...(await Promise.all(held)), third];
      });
      expect(third.statusCode).toBe(503);
      expect(third.headers['retry-after']).toBe('1');
      expect(third.json()).toMatchObject({ code: 'UNAVAILABLE', message: 'server is under load, retry' });
      expect([first.statusCode, second.statusCode]).toEqual([503, 503]);
      expect((await blocksList()).statusCode).toBe(200);
    });
  },
);
