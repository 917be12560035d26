// What one CSV export may cost, over HTTP on PostgreSQL (a cluster of the test's own,
// test-support/pg-cluster, since the table must be larger than the bounds): at most CSV_MAX_ROWS rows
// written and a larger limit refused, at most CSV_MAX_EXAMINED rows walked for a filter that never
// matches, a last line that says why a file was cut, and no more reading once the client is gone.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Database, listTransactions, migrateToLatest, openDatabase } from '@tvmscan/db';
import { startApi } from '@tvmscan/test-support/api';
import { type PgCluster, pgClusterSkipReason, startPgCluster } from '@tvmscan/test-support/pg-cluster';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendCsv } from '../src/csv';

// The bounds as documented (README, apps/api/README.md), stated here rather than imported so that
// the test holds the code to them.
/** Rows one export writes at most. */
const CSV_MAX_ROWS = 10_000;
/** Rows of the list one export walks at most. */
const CSV_MAX_EXAMINED = 200_000;
/** More rows than an export may walk: two sparse windows (5,000 rows each) past the bound. */
const ROWS = CSV_MAX_EXAMINED + 10_000;

let cluster: PgCluster;
let database: Database;
let app: FastifyInstance;

/**
 * The real transactions list exported by sendCsv at /all.csv on a server of its own, `beforePage` run
 * before each page is read (to count pages, slow them or stop the database under them).
 */
function allTransactionsCsv(beforePage: () => Promise<void>): FastifyInstance {
  const server = Fastify();
  server.get('/all.csv', (_req, reply) =>
    sendCsv(
      reply,
      {
        filename: 'all.csv',
        columns: [['hash', (t: { hash: string }) => t.hash]],
        maxRows: CSV_MAX_ROWS,
        page: async (db, req) => {
          await beforePage();
          return listTransactions(db, {}, req);
        },
      },
      database.db,
    ),
  );
  return server;
}

beforeAll(async () => {
  if (pgClusterSkipReason) return;
  cluster = await startPgCluster();
  database = await openDatabase({ url: cluster.url });
  await migrateToLatest(database);
  // Transactions one second apart, every balance change negative (so `balanceChangeGe=1` matches none).
  await sql`
    INSERT INTO transactions (hash, workchain, account, lt, now, mc_seqno, block_root_hash, tx_type, aborted,
      destroyed, total_fees, balance_change, boc)
    SELECT sha256(int8send(i)), 0, sha256(int8send(i % 100)), i, 1700000000 + i, i, sha256(int8send(-i)),
      'ordinary', false, false, 1000, -(i % 5000) - 1, '\\x00'::bytea
    FROM generate_series(1, ${ROWS}::int8) i`.execute(database.db);
  await sql`ANALYZE transactions`.execute(database.db);
  // No load shedding: a busy shared host must not turn an export into a 503 here.
  app = await startApi(database);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  await cluster?.destroy();
});

const E = '/api/explorer/export';
const lines = (body: string) => body.trimEnd().split('\r\n');

describe.skipIf(pgClusterSkipReason)(`CSV export bounds ${pgClusterSkipReason}`, { timeout: 60_000 }, () => {
  it(`writes at most ${CSV_MAX_ROWS} rows, its last line saying the file was cut`, async () => {
    const r = await app.inject({ method: 'GET', url: `${E}/transactions.csv` });
    expect(r.statusCode).toBe(200);
    const all = lines(r.body);
    expect(all).toHaveLength(1 + CSV_MAX_ROWS + 1);
    expect(all.at(-1)).toBe(
      `# cut after ${CSV_MAX_ROWS} rows: at most ${CSV_MAX_ROWS} rows; narrow the filter`,
    );
    // A limit the client chose is no cut: the file holds what was asked for.
    const some = await app.inject({ method: 'GET', url: `${E}/transactions.csv?limit=25` });
    expect(lines(some.body)).toHaveLength(26);
    expect(some.body).not.toContain('# cut');
  });

  it('refuses a limit above the maximum with the field named', async () => {
    const r = await app.inject({ method: 'GET', url: `${E}/transactions.csv?limit=${CSV_MAX_ROWS + 1}` });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'limit' });
  });

  it(`stops a filter that never matches after ${CSV_MAX_EXAMINED} rows examined`, async () => {
    const r = await app.inject({ method: 'GET', url: `${E}/transactions.csv?balanceChangeGe=1` });
    expect(r.statusCode, r.body).toBe(200);
    expect(lines(r.body)).toEqual([
      expect.stringMatching(/^hash,time,account/),
      `# cut after 0 rows: at most ${CSV_MAX_EXAMINED} rows examined; narrow the filter`,
    ]);
  });

  it('ends a file whose database goes away mid-export with a line saying so', async () => {
    let pages = 0;
    const server = allTransactionsCsv(async () => {
      if (++pages === 3) await cluster.stop('immediate');
    });
    try {
      const r = await server.inject({ method: 'GET', url: '/all.csv' });
      expect(r.statusCode).toBe(200);
      const all = lines(r.body);
      expect(all).toHaveLength(1 + 2 * 500 + 1);
      expect(all.at(-1)).toBe('# cut after 1000 rows: the database stopped answering; export again later');
    } finally {
      await cluster.start();
      await server.close();
    }
  });

  it('reads no further page once the client has disconnected', async () => {
    let pages = 0;
    const server = allTransactionsCsv(async () => {
      pages++;
      // Slower than a client that reads along, so the disconnect lands between pages.
      await sleep(50);
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = server.server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const req = request({ port, host: '127.0.0.1', path: '/all.csv' }, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
        req.end();
      });
      const atDisconnect = pages;
      await sleep(1000);
      // At most the page in flight when the client went; the whole export is 20 pages of 500.
      expect(pages - atDisconnect).toBeLessThanOrEqual(1);
      expect(pages).toBeLessThan(20);
    } finally {
      await server.close();
    }
  });
});
