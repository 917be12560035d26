// The request rate limit counted in Redis (src/shared-limits.ts, decision 0046), against a real Redis
// (TVMSCAN_TEST_REDIS_URL, default redis://127.0.0.1:6379; CI starts one): two API processes sharing it
// refuse a client once their requests together pass the limit, where two without it allow the limit
// each; an API key is counted under its digest, never its text; a Redis that cannot be reached, or that
// goes away mid-run, never makes a request fail or wait (served unlimited, one warning per outage), and
// the limit applies again by itself once Redis is back; a process whose API is closed exits, with no
// connection or reconnect timer left. Every run uses a namespace of its own and deletes its keys.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer, type Server, Socket } from 'node:net';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { Database } from '@tvmscan/db';
import { startApi } from '@tvmscan/test-support/api';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiConfig } from '../src/config';
import { jsonLogger } from '../src/logger';

const REDIS_URL = process.env.TVMSCAN_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const NAMESPACE = `tvmscan-test-${randomUUID()}:`;
const LIMIT = { perIp: 5, perKey: 8, windowMs: 60_000 };
const UNAVAILABLE = 'rate limit store unavailable';

let database: Database;
let redis: Redis;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  await redis.connect().catch((error: Error) => {
    throw new Error(`these tests need a Redis at ${REDIS_URL} (TVMSCAN_TEST_REDIS_URL): ${error.message}`);
  });
  database = await openMigrated();
}, 120_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  if (database) await dispose(database);
  if (redis) {
    const keys = await redis.keys(`${NAMESPACE}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
});

/** The API with `config`, closed after the suite. */
async function api(config: Partial<ApiConfig>): Promise<FastifyInstance> {
  const app = await startApi(database, config);
  apps.push(app);
  return app;
}

/** Each suite's own namespace within the run's, so their counters start at zero. */
const namespace = (name: string) => `${NAMESPACE}${name}:`;

const get = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/config', headers });

/** The warn-level lines a logger given to the API writes. */
function capturedLog() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: jsonLogger('info', stream), lines };
}

/** A TCP port nothing listens on: bound, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A TCP relay to the test Redis on `port` (0: any), that can be cut (every connection dropped) and reopened. */
async function relay(port = 0): Promise<{ port: number; cut(): Promise<void> }> {
  const target = new URL(REDIS_URL);
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = new Socket();
    sockets.add(client).add(upstream);
    upstream.connect(Number(target.port || 6379), target.hostname);
    client.pipe(upstream).pipe(client);
    for (const s of [client, upstream]) {
      s.on('error', () => {});
      s.on('close', () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(s);
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    async cut() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('with TVMSCAN_REDIS_URL', () => {
  it('counts one budget across API processes sharing a Redis, where each process alone counts its own', async () => {
    const shared = { url: REDIS_URL, namespace: namespace('shared') };
    const a = await api({ rateLimit: LIMIT, sharedRateLimit: shared });
    const b = await api({ rateLimit: LIMIT, sharedRateLimit: shared });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await get(i % 2 === 0 ? a : b)).statusCode);
    // Five in all, then refused by either process: the 6th went to b, the 7th to a.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(await redis.get(`${shared.namespace}ip:127.0.0.1`)).toBe('7');

    // The same requests to two processes without Redis: five each.
    const c = await api({ rateLimit: LIMIT });
    const d = await api({ rateLimit: LIMIT });
    const apart: number[] = [];
    for (let i = 0; i < 11; i++) apart.push((await get(i % 2 === 0 ? c : d)).statusCode);
    expect(apart).toEqual([...Array(10).fill(200), 429]);
  });

  it("counts an API key's budget under the key's digest, not its text", async () => {
    const shared = { url: REDIS_URL, namespace: namespace('keys') };
    const key = `operator-key-${randomUUID()}`;
    const a = await api({ rateLimit: LIMIT, sharedRateLimit: shared, apiKeys: [key] });
    const b = await api({ rateLimit: LIMIT, sharedRateLimit: shared, apiKeys: [key] });
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await get(i % 2 === 0 ? a : b, { 'x-api-key': key })).statusCode);
    expect(statuses).toEqual([...Array(8).fill(200), 429]);
    const names = await redis.keys(`${shared.namespace}*`);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(new RegExp(`^${shared.namespace}key:[0-9a-f]{32}$`));
    expect(names.join()).not.toContain(key);
  });

  it('serves every request promptly, unlimited, while Redis cannot be reached, and warns once', async () => {
    const { logger, lines } = capturedLog();
    const url = `redis://127.0.0.1:${await closedPort()}`;
    const app = await api({
      rateLimit: LIMIT,
      sharedRateLimit: { url, namespace: namespace('down') },
      logger,
    });
    for (let i = 0; i < LIMIT.perIp * 2; i++) {
      const started = performance.now();
      const r = await get(app);
      expect(r.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(2_000);
    }
    // Several reconnect attempts fail meanwhile (at most 100 ms apart at first): still one warning.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(lines.filter((l) => l.msg.includes(UNAVAILABLE))).toHaveLength(1);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('keeps serving when Redis goes away mid-run, and limits again by itself once it is back', async () => {
    const { logger, lines } = capturedLog();
    const first = await relay();
    const shared = { url: `redis://127.0.0.1:${first.port}`, namespace: namespace('outage') };
    const app = await api({ rateLimit: LIMIT, sharedRateLimit: shared, logger });
    for (let i = 0; i < LIMIT.perIp; i++) expect((await get(app)).statusCode).toBe(200);
    expect((await get(app)).statusCode).toBe(429);

    await first.cut();
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      expect((await get(app)).statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(2_000);
    }
    expect(lines.filter((l) => l.msg.includes(UNAVAILABLE))).toHaveLength(1);

    // Back on the same address: the client reconnects on its own, and the counter it left is there.
    const second = await relay(first.port);
    try {
      let status = 200;
      for (let waited = 0; status === 200 && waited < 10_000; waited += 100) {
        status = (await get(app)).statusCode;
        if (status === 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(429);
      expect(lines.some((l) => l.msg.includes('rate limit store answers again'))).toBe(true);
      expect(lines.filter((l) => l.msg.includes(UNAVAILABLE))).toHaveLength(1);
    } finally {
      await app.close();
      await second.cut();
    }
  }, 30_000);

  it('leaves nothing open once the API is closed: a process that closes it exits by itself', async () => {
    const url = `redis://127.0.0.1:${await closedPort()}`;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'redis-down-child.ts'), url],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      err += d;
    });
    const code = await new Promise<number | string>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve('still running 60 s after start');
      }, 60_000);
      child.on('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode ?? 'killed');
      });
    });
    expect(code, err.slice(-2000)).toBe(0);
    // The child answered its requests before closing (its last line: the statuses it got).
    expect(out.trim().split('\n').at(-1)).toBe('closed after 200,200,200');
  }, 90_000);
});
