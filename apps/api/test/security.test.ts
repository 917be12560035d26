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
import { garbage, KEYS, prng } from './fuzz';
import { dispose, openSeeded, type Seeded } from './seed';

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
  it('no route answers 5xx to garbage bodies, near-valid bodies or junk methods', async () => {
    const app = await build();
    const rand = prng(20261122);
    const valid: Record<string, unknown> = { id: seeded.txHashes[0], query: seeded.txHashes[0], limit: 5 };
    let requests = 0;
    for (const route of Object.values(routes)) {
      for (let i = 0; i < 60; i++) {
        // Half pure garbage, half a valid-looking body with one field replaced by garbage.
        const body =
          i % 2 === 0 ? garbage(rand) : { ...valid, [KEYS[Math.floor(rand() * KEYS.length)]]: garbage(rand) };
        const r = await app.inject({
          method: route.method === 'GET' && i % 3 === 0 ? 'POST' : route.method,
          url: `${route.path}${i % 5 === 0 ? '?limit=abc&cursor=%00' : ''}`,
          ...(route.method === 'POST' || i % 3 === 0
            ? { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
            : {}),
        });
        requests++;
        expect(r.statusCode, `${route.path} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
        if (r.statusCode >= 400) expect(r.json()).toHaveProperty('code');
      }
    }
    expect(requests).toBe(Object.keys(routes).length * 60);
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
    // Stall the event loop past the plugin's once-a-second sampling, so its overdue sample runs right
    // after the stall and measures it; ask within the second that measurement holds.
    const until = Date.now() + 1100;
    while (Date.now() < until) {
      // busy: this is the lag under test
    }
    await new Promise((r) => setTimeout(r, 20));
    const api = await app.inject({ method: 'GET', url: '/api/explorer/stats' });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('1');
    expect(api.json()).toMatchObject({ code: 'UNAVAILABLE' });
    const page = await app.inject({ method: 'GET', url: '/app.js' });
    expect(page.statusCode).toBe(200);
    const spa = await app.inject({ method: 'GET', url: '/blocks' });
    expect(spa.statusCode).toBe(200);
  });
});
