// The pool's bounds on a PostgreSQL cluster of the test's own (test-support/pg-cluster): a statement
// past the pool's statement timeout, a caller that waits too long for a connection, and a server that
// goes away and comes back each fail as "unavailable" with their reason, and the pool serves again by
// itself afterwards. A transaction may allow its statements more time than the pool does.
import { setTimeout as sleep } from 'node:timers/promises';
import { type PgCluster, pgClusterSkipReason, startPgCluster } from '@tvmscan/test-support/pg-cluster';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, unavailableReason, withStatementTimeout } from '../src/index';

let cluster: PgCluster;
let database: Database;

beforeAll(async () => {
  if (pgClusterSkipReason) return;
  cluster = await startPgCluster();
  database = await openDatabase({
    url: cluster.url,
    poolSize: 1,
    statementTimeoutMs: 300,
    acquireTimeoutMs: 300,
  });
});
afterAll(async () => {
  await database?.close();
  await cluster?.destroy();
});

const sleepQuery = (db: Database['db'], seconds: number) =>
  sql`SELECT pg_sleep(${seconds})`.execute(db).then(() => 'done');
const reasonOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => unavailableReason(error) ?? `not unavailable: ${(error as Error).message}`,
  );

describe.skipIf(pgClusterSkipReason)(`database bounds on a cluster of its own ${pgClusterSkipReason}`, () => {
  it('cuts a statement at the pool timeout, and lets a transaction allow more', async () => {
    await expect(sleepQuery(database.db, 2)).rejects.toMatchObject({ code: '57014' });
    expect(await reasonOf(sleepQuery(database.db, 2))).toBe('timeout');
    expect(await withStatementTimeout(database.db, 3000, (trx) => sleepQuery(trx, 0.5))).toBe('done');
    // SET LOCAL: the pool's own limit holds again after the transaction.
    expect(await reasonOf(sleepQuery(database.db, 1))).toBe('timeout');
  });

  it('fails a caller that waits for a connection longer than the acquire timeout', async () => {
    const holder = withStatementTimeout(database.db, 3000, (trx) => sleepQuery(trx, 1));
    await sleep(50);
    const started = Date.now();
    expect(await reasonOf(database.db.selectNoFrom(sql`1`.as('one')).execute())).toBe('busy');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await holder).toBe('done');
  });

  it('reports a server that is down, and serves again once it is back', async () => {
    const one = () => database.db.selectNoFrom(sql<number>`1`.as('one')).executeTakeFirstOrThrow();
    expect(await one()).toEqual({ one: 1 });
    await cluster.stop('immediate');
    try {
      expect(await reasonOf(one())).toBe('down');
      expect(await reasonOf(one())).toBe('down');
    } finally {
      await cluster.start();
    }
    expect(await one()).toEqual({ one: 1 });
  });

  it('tells unavailable from other failures', () => {
    expect(unavailableReason(new Error('syntax error'))).toBeNull();
    expect(unavailableReason(Object.assign(new Error('x'), { code: '23505' }))).toBeNull();
    expect(unavailableReason('text')).toBeNull();
  });
});
