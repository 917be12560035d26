// The operator's endpoints (src/operations.ts, src/metrics.ts; decision 0043): /healthz and /readyz
// answer as themselves (JSON, never the web app's index.html), uncached and outside the rate limit;
// /readyz is 503 in the API's error shape when the database is down (a cluster of the test's own,
// test-support/pg-cluster, stopped under it); /metrics is 404 unless enabled, behind the bearer token
// when one is configured, and its text has the request histogram labelled by route pattern (unknown
// paths as one label) and, on PostgreSQL, the pool's use.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, migrateToLatest, openDatabase } from '@tvmscan/db';
import { startApi } from '@tvmscan/test-support/api';
import { backend, dispose, openMigrated } from '@tvmscan/test-support/database';
import { type PgCluster, pgClusterSkipReason, startPgCluster } from '@tvmscan/test-support/pg-cluster';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiConfig } from '../src/config';
import { Metrics } from '../src/metrics';

let database: Database;
let webRoot: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await openMigrated();
  webRoot = await mkdtemp(join(tmpdir(), 'tvmscan-web-'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
}, 120_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  if (database) await dispose(database);
  if (webRoot) await rm(webRoot, { recursive: true });
});

/** The API with the web app and the given settings, closed after the suite. */
async function api(config: Partial<ApiConfig> = {}): Promise<FastifyInstance> {
  const app = await startApi(database, config, webRoot);
  apps.push(app);
  return app;
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe(`operations endpoints (${backend.name})`, () => {
  it('answers /healthz and /readyz as JSON, uncached, never as the web app', async () => {
    const app = await api();
    const health = await get(app, '/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-type']).toMatch(/^application\/json/);
    expect(health.headers['cache-control']).toBe('no-store');
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await get(app, '/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({ status: 'ready' });
    // The SPA fallback still answers client routes, so the JSON above is the routes' own.
    expect((await get(app, '/healthz-not')).headers['content-type']).toMatch(/^text\/html/);
  });

  it('leaves /healthz and /readyz out of the rate limit', async () => {
    const app = await api({ rateLimit: { perIp: 2, perKey: 2, windowMs: 60_000 } });
    for (let i = 0; i < 5; i++) {
      expect((await get(app, '/healthz')).statusCode).toBe(200);
      expect((await get(app, '/readyz')).statusCode).toBe(200);
    }
    const limited = await Promise.all([1, 2, 3].map(() => get(app, '/api/config')));
    expect(limited.map((r) => r.statusCode)).toContain(429);
  });

  it('answers /metrics 404 in the error shape unless enabled, not with the web app', async () => {
    for (const metrics of [undefined, false] as const) {
      const r = await get(await api({ metrics }), '/metrics');
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ code: 'NOT_FOUND', message: 'no route GET /metrics', field: null });
    }
  });

  it('serves Prometheus text with request latency by route pattern and status class', async () => {
    const app = await api({ metrics: {} });
    const address = `0:${'ab'.repeat(32)}`;
    const supply = await get(app, `/api/tokens/v1/root_contract/supply/${address}`);
    expect([200, 404]).toContain(supply.statusCode);
    await get(app, `/random-${Date.now()}`);
    await get(app, `/api/nowhere-${Date.now()}`);
    const r = await get(app, '/metrics');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(r.headers['cache-control']).toBe('no-store');
    const text = r.body;
    expect(text).toContain('# TYPE tvmscan_http_request_duration_seconds histogram');
    // The route's pattern, never the URL asked for.
    expect(text).toMatch(
      new RegExp(
        `tvmscan_http_request_duration_seconds_count\\{method="GET",route="/api/tokens/v1/root_contract/supply/:address",status="${Math.floor(supply.statusCode / 100)}xx"\\} 1`,
      ),
    );
    expect(text).not.toContain(address);
    // Both unknown paths under one label.
    expect(text).toMatch(
      /tvmscan_http_request_duration_seconds_count\{method="GET",route="unmatched",status="[24]xx"\}/,
    );
    expect(text).not.toContain('random-');
    expect(text).not.toContain('nowhere-');
    // Process metrics (prom-client's defaults).
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (database.kind === 'postgres') {
      expect(text).toMatch(/tvmscan_db_pool_connections\{pool="api"\} \d+/);
      expect(text).toMatch(/tvmscan_db_pool_waiting_queries\{pool="api"\} 0/);
    } else {
      expect(text).not.toContain('tvmscan_db_pool_connections{');
    }
  });

  it('serves /metrics only to the bearer of the configured token', async () => {
    const app = await api({ metrics: { token: 'scrape-me-please' } });
    const refused: Record<string, string>[] = [
      {},
      { authorization: 'Bearer scrape-me' },
      { authorization: 'scrape-me-please' },
    ];
    for (const headers of refused) {
      const r = await get(app, '/metrics', headers);
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({ code: 'FORBIDDEN', field: null });
    }
    const r = await get(app, '/metrics', { authorization: 'Bearer scrape-me-please' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('tvmscan_http_request_duration_seconds');
  });

  it("adds the indexer's series when the command feeds them", async () => {
    const metrics = new Metrics();
    const record = metrics.watchIndexer();
    expect(metrics.watchIndexer()).toBe(record);
    const genUtime = Math.floor(Date.now() / 1000) - 30;
    record({ mcSeqno: 42, genUtime, transactions: 7, writeMs: 20 });
    record({ mcSeqno: 43, genUtime, transactions: 5, writeMs: 40 });
    const { text } = await metrics.scrape();
    expect(text).toContain('tvmscan_indexer_head_seqno 43');
    expect(text).toContain('tvmscan_indexer_transactions_total 12');
    expect(text).toContain('tvmscan_indexer_batch_write_seconds_count 2');
    const lag = Number(/^tvmscan_indexer_head_lag_seconds (\S+)$/m.exec(text)?.[1]);
    expect(lag).toBeGreaterThanOrEqual(30);
    expect(lag).toBeLessThan(60);
  });
});

describe.skipIf(pgClusterSkipReason)(`readiness with the database down ${pgClusterSkipReason}`, () => {
  let cluster: PgCluster;
  let down: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    cluster = await startPgCluster();
    down = await openDatabase({ url: cluster.url, acquireTimeoutMs: 500 });
    await migrateToLatest(down);
    app = await startApi(down, {}, webRoot);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await down?.close();
    await cluster?.destroy();
  });

  it('answers /readyz 503 in the error shape while /healthz stays 200, and ready again after', {
    timeout: 60_000,
  }, async () => {
    expect((await get(app, '/readyz')).statusCode).toBe(200);
    await cluster.stop('immediate');
    const started = Date.now();
    const r = await get(app, '/readyz');
    expect(r.statusCode).toBe(503);
    expect(r.headers['retry-after']).toBeDefined();
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.json()).toMatchObject({ code: 'UNAVAILABLE', field: null });
    expect(typeof r.json().message).toBe('string');
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await get(app, '/healthz')).json()).toEqual({ status: 'ok' });
    await cluster.start();
    let ready = 0;
    for (let i = 0; i < 50 && ready !== 200; i++) ready = (await get(app, '/readyz')).statusCode;
    expect(ready).toBe(200);
  });
});
