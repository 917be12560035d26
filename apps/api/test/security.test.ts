import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { routes } from '@tvmscan/api-schema';
import type { Database } from '@tvmscan/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiConfig, buildApi } from '../src/index';
import { testConfig } from './config';
import { asQuery, hostileBody, prng } from './fuzz';
import { garbage } from './garbage';
import { ACCOUNTS, dispose, hx, openSeeded, raw, type Seeded } from './seed';

let database: Database;
let seeded: Seeded;
let webRoot: string;
const BUNDLE = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ i, name: 'row' })))};`;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  ({ database, seeded } = await openSeeded({ blocks: 6 }));
  webRoot = await mkdtemp(join(tmpdir(), 'tvmscan-web-'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(webRoot, 'app.js'), 'console.log(1)');
  // What the web build writes: content-hashed assets with their brotli and gzip copies.
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'assets', 'index-abc123.js'), BUNDLE);
  await writeFile(join(webRoot, 'assets', 'index-abc123.js.br'), brotliCompressSync(BUNDLE));
  await writeFile(join(webRoot, 'assets', 'index-abc123.js.gz'), gzipSync(BUNDLE));
}, 60_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  if (database) await dispose(database);
  if (webRoot) await rm(webRoot, { recursive: true });
});

async function build(config: Partial<ApiConfig> = {}, withWeb = false) {
  const app = await buildApi({
    database,
    config: { ...testConfig, ...config },
    webRoot: withWeb ? webRoot : undefined,
  });
  apps.push(app);
  return app;
}

describe('fuzz', () => {
  it('no route answers 5xx to schema-valid hostile requests, and every 4xx is { code, message, field }', async () => {
    const app = await build();
    const rand = prng(20261123);
    // Real cursors of several lists: each is foreign to every other list, and a boundary for its own.
    const cursors: string[] = [];
    for (const [url, body] of [
      ['/api/explorer/blocks/list', { limit: 1 }],
      ['/api/explorer/transactions/list', { limit: 1, ordering: 'balanceChange' }],
      ['/api/explorer/messages/list', { limit: 1 }],
    ] as const) {
      const page = (await app.inject({ method: 'POST', url, payload: body })).json();
      cursors.push(page.nextCursor);
    }
    const pools = {
      hashes: [...seeded.txHashes.slice(0, 3), ...seeded.msgHashes.slice(0, 3), hx('blk:0:5')],
      addresses: ACCOUNTS.map(raw),
      cursors: [...cursors, `${cursors[0].split('.')[0]}.${'A'.repeat(22)}`],
    };
    let reachedHandlers = 0;
    let requests = 0;
    for (const [name, route] of Object.entries(routes)) {
      const input =
        'body' in route
          ? route.body
          : 'query' in route
            ? route.query
            : 'params' in route
              ? route.params
              : null;
      let valid = 0;
      for (let i = 0; i < 40; i++) {
        const query = 'query' in route;
        const body = input ? hostileBody(input, rand, pools, query ? 'output' : 'input') : undefined;
        const sent = query ? Object.fromEntries(new URLSearchParams(asQuery(body))) : body;
        if (input && !input.safeParse(sent).success) continue;
        valid++;
        let url: string = route.path;
        if ('params' in route) {
          for (const [k, v] of Object.entries(body as Record<string, string>))
            url = url.replace(`:${k}`, encodeURIComponent(v));
        } else if ('query' in route) {
          url = `${url}?${asQuery(body)}`;
        }
        const r = await app.inject({
          method: route.method,
          url,
          ...('body' in route
            ? { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
            : {}),
        });
        requests++;
        expect(
          r.statusCode,
          `${name} ${url} ${String(JSON.stringify(body)).slice(0, 300)} → ${r.body.slice(0, 300)}`,
        ).toBeLessThan(500);
        if (r.statusCode >= 400) expect(Object.keys(r.json()).sort()).toEqual(['code', 'field', 'message']);
      }
      expect(valid, `${name}: no generated request passed its schema`).toBeGreaterThan(0);
      reachedHandlers++;
    }
    expect(reachedHandlers).toBe(Object.keys(routes).length);
    expect(requests).toBeGreaterThan(Object.keys(routes).length * 10);
  }, 120_000);

  it('answers garbage bodies and junk methods with 4xx, never 5xx', async () => {
    const app = await build();
    const rand = prng(20261122);
    for (const route of Object.values(routes)) {
      for (let i = 0; i < 10; i++) {
        const r = await app.inject({
          method: route.method === 'GET' && i % 3 === 0 ? 'POST' : route.method,
          url: `${route.path}${i % 5 === 0 ? '?limit=abc&cursor=%00' : ''}`,
          payload: JSON.stringify(garbage(rand)),
          headers: { 'content-type': 'application/json' },
        });
        expect(r.statusCode, route.path).toBeLessThan(500);
        if (r.statusCode >= 400) expect(r.json()).toHaveProperty('code');
      }
    }
  }, 60_000);
});

describe('rate limits', () => {
  it('limits per IP, and gives a known X-API-Key its own larger budget', async () => {
    const app = await build({ rateLimit: { perIp: 3, perKey: 6, windowMs: 60_000 }, apiKeys: ['key-1'] });
    const get = (headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/api/config', headers });
    for (let i = 0; i < 3; i++) expect((await get()).statusCode).toBe(200);
    const limited = await get();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // An unknown key does not escape the IP's limit; a known one has its own.
    expect((await get({ 'x-api-key': 'unknown' })).statusCode).toBe(429);
    for (let i = 0; i < 6; i++) expect((await get({ 'x-api-key': 'key-1' })).statusCode).toBe(200);
    expect((await get({ 'x-api-key': 'key-1' })).statusCode).toBe(429);
  });
});

describe('CORS and CSP', () => {
  it('allows only listed origins and sends a CSP', async () => {
    const app = await build({ corsOrigins: ['https://explorer.example'] });
    const ok = await app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { origin: 'https://explorer.example' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('https://explorer.example');
    const other = await app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(ok.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('web app', () => {
  it('serves files, falls back to index.html for client routes, keeps /api 404s as JSON', async () => {
    const app = await build({}, true);
    const js = await app.inject({ method: 'GET', url: '/app.js' });
    expect(js.body).toBe('console.log(1)');
    const route = await app.inject({ method: 'GET', url: '/transactions/abc/fees' });
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toContain('text/html');
    expect(route.body).toContain('id="root"');
    const api = await app.inject({ method: 'GET', url: '/api/explorer/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('web app assets', () => {
  it("sends the build's brotli or gzip copy to clients that accept it, and caches hashed assets for good", async () => {
    const app = await build({}, true);
    const url = '/assets/index-abc123.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);
    expect(br.rawPayload.length).toBeLessThan(BUNDLE.length / 3);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
    // index.html names the current build's assets: it is not cached for good.
    const html = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(html.headers['cache-control']).toBe('no-cache');
  });
});

describe('load shedding', () => {
  it('answers API calls 503 with retry-after while the event loop lags, and still serves the web app', {
    timeout: 15_000,
  }, async () => {
    const app = await build({ maxEventLoopDelayMs: 5 }, true);
    await app.ready();
    // Keep the event loop lagging, 200 ms at a time, until the plugin's once-a-second sampling has
    // measured it: a loaded machine changes when the sample runs, not whether the lag is seen.
    const deadline = Date.now() + 10_000;
    let api: Awaited<ReturnType<typeof app.inject>>;
    do {
      const until = Date.now() + 200;
      while (Date.now() < until) {
        // busy: this is the lag under test
      }
      await new Promise((r) => setImmediate(r));
      api = await app.inject({ method: 'GET', url: '/api/explorer/stats' });
    } while (api.statusCode !== 503 && Date.now() < deadline);
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('1');
    expect(api.json()).toMatchObject({ code: 'UNAVAILABLE' });
    const page = await app.inject({ method: 'GET', url: '/app.js' });
    expect(page.statusCode).toBe(200);
    const spa = await app.inject({ method: 'GET', url: '/blocks' });
    expect(spa.statusCode).toBe(200);
  });
});
