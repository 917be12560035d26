import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { routes } from '@tvmscan/api-schema';
import type { Database } from '@tvmscan/db';
import { startApi, testConfig } from '@tvmscan/test-support/api';
import { dispose } from '@tvmscan/test-support/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiConfig } from '../src/index';
import {
  asQuery,
  fieldsOf,
  hostileBody,
  inputOf,
  isAddressField,
  type Pools,
  prng,
  requestOf,
  validInput,
} from './fuzz';
import { garbage } from './garbage';
import { ACCOUNTS, hx, openSeeded, raw, type Seeded, T0 } from './seed';

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

/**
 * Real ids of the seeded chain for the generated requests, and real cursors of several lists: each is
 * foreign to every other list, and a boundary for its own.
 */
async function realPools(app: FastifyInstance): Promise<Pools> {
  const cursors: string[] = [];
  for (const [url, body] of [
    ['/api/explorer/blocks/list', { limit: 1 }],
    ['/api/explorer/transactions/list', { limit: 1, ordering: 'balanceChange' }],
    ['/api/explorer/messages/list', { limit: 1 }],
  ] as const) {
    const page = (await app.inject({ method: 'POST', url, payload: body })).json();
    cursors.push(page.nextCursor);
  }
  return {
    hashes: [...seeded.txHashes.slice(0, 3), ...seeded.msgHashes.slice(0, 3), hx('blk:0:5')],
    addresses: ACCOUNTS.map(raw),
    cursors: [...cursors, `${cursors[0].split('.')[0]}.${'A'.repeat(22)}`],
  };
}

async function build(config: Partial<ApiConfig> = {}, withWeb = false) {
  const app = await startApi(database, config, withWeb ? webRoot : undefined);
  apps.push(app);
  return app;
}

describe('fuzz', () => {
  it('no route answers 5xx to schema-valid hostile requests, and every 4xx is { code, message, field }', async () => {
    const app = await build();
    const rand = prng(20261123);
    const pools = await realPools(app);
    let reachedHandlers = 0;
    let requests = 0;
    for (const [name, route] of Object.entries(routes)) {
      const input = inputOf(route);
      let valid = 0;
      for (let i = 0; i < 40; i++) {
        const query = input?.where === 'query';
        const body = input ? hostileBody(input.schema, rand, pools, query ? 'output' : 'input') : undefined;
        const sent = query ? Object.fromEntries(new URLSearchParams(asQuery(body))) : body;
        if (input && !input.schema.safeParse(sent).success) continue;
        valid++;
        const request = requestOf(route, body as Record<string, unknown>);
        const r = await app.inject(request);
        requests++;
        expect(
          r.statusCode,
          `${name} ${request.url} ${String(JSON.stringify(body)).slice(0, 300)} → ${r.body.slice(0, 300)}`,
        ).toBeLessThan(500);
        if (r.statusCode >= 400) expect(Object.keys(r.json()).sort()).toEqual(['code', 'field', 'message']);
      }
      expect(valid, `${name}: no generated request passed its schema`).toBeGreaterThan(0);
      reachedHandlers++;
    }
    expect(reachedHandlers).toBe(Object.keys(routes).length);
    expect(requests).toBeGreaterThan(Object.keys(routes).length * 10);
  }, 120_000);

  it('answers a NUL, an unpaired surrogate, 100 kB of text or a wrong type in any field of any route with 4xx naming the field; a search for such text finds nothing', async () => {
    const app = await build();
    const pools = await realPools(app);
    const rand = prng(20261126);
    const NUL = 'a\u0000b';
    const SURROGATE = 'a\ud800b';
    const LONG = 'x'.repeat(100_000);
    // Wrong types for any field: an object nested deep, and a number no field takes (not an integer).
    const DEEP = JSON.parse(`${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`);
    let checked = 0;
    for (const [name, route] of Object.entries(routes)) {
      const input = inputOf(route);
      if (!input) continue;
      const base = validInput(route, rand, pools);
      const values: unknown[] = [NUL, SURROGATE, LONG, ...(input.where === 'body' ? [DEEP, -1.5, null] : [])];
      for (const field of fieldsOf(input.schema, input.where === 'query' ? 'output' : 'input').keys()) {
        for (const value of values) {
          const request = requestOf(route, { ...base, [field]: value });
          const r = await app.inject(request);
          const what = `${name}.${field} = ${JSON.stringify(value).slice(0, 40)} → ${r.statusCode} ${r.body.slice(0, 200)}`;
          checked++;
          if (name === 'search' && (value === NUL || value === SURROGATE)) {
            expect(r.statusCode, what).toBe(200);
            expect(Object.values(r.json()).flat(), what).toEqual([]);
            continue;
          }
          expect(Object.keys(r.json()).sort(), what).toEqual(['code', 'field', 'message']);
          if (value === LONG && input.where === 'body') {
            // Over the body limit: refused before it is parsed, as a whole.
            expect(r.statusCode, what).toBe(413);
            continue;
          }
          expect([400, 414], what).toContain(r.statusCode);
          const named = r.json().field as string | null;
          expect(named === field || named?.startsWith(`${field}.`), what).toBe(true);
        }
      }
    }
    expect(checked).toBeGreaterThan(Object.keys(routes).length * 3);
  }, 180_000);

  it('finds nothing for a search with a NUL in it, and refuses one in free text naming the field', async () => {
    const app = await build();
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
    const search = await post('/api/explorer/search', { query: 'a\u0000b' });
    expect(search.statusCode).toBe(200);
    expect(search.json()).toEqual({ blocks: [], accounts: [], transactions: [], messages: [], tokens: [] });
    const convert = await post('/api/explorer/convert_address', { address: `0:${'a'.repeat(63)}\u0000` });
    expect(convert.statusCode).toBe(400);
    expect(convert.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'address' });
    const symbol = await app.inject({
      method: 'GET',
      url: '/api/tokens/v1/root_contract/symbol_substring/ab%00c',
    });
    expect(symbol.statusCode).toBe(400);
    expect(symbol.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'substring' });
  });

  it('answers bodies of JSON nested thousands deep 400, never 5xx', async () => {
    const app = await build();
    const bodies = [
      `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
      `${'['.repeat(30_000)}${']'.repeat(30_000)}`,
      `{"query":${'['.repeat(20_000)}${']'.repeat(20_000)}}`,
    ];
    for (const route of Object.values(routes)) {
      if (inputOf(route)?.where !== 'body') continue;
      for (const payload of bodies) {
        const r = await app.inject({
          method: route.method,
          url: route.path,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(r.statusCode, `${route.path} ${r.body.slice(0, 200)}`).toBe(400);
        expect(Object.keys(r.json()).sort()).toEqual(['code', 'field', 'message']);
      }
    }
  }, 60_000);

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

describe('behind a reverse proxy', () => {
  // The proxy at 10.0.0.1 appends the address it saw (203.0.113.7) to whatever the client sent.
  const viaProxy = (app: FastifyInstance, forged: string) =>
    app.inject({
      method: 'GET',
      url: '/api/config',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': `${forged}, 203.0.113.7` },
    });
  const limits = { rateLimit: { perIp: 3, perKey: 30, windowMs: 60_000 } };

  it("with a hop count or the proxies' addresses, a client forging X-Forwarded-For still hits its limit", async () => {
    for (const trustProxy of [1, '10.0.0.1', '10.0.0.0/8, 192.168.0.0/16']) {
      const app = await build({ ...limits, trustProxy });
      for (let i = 0; i < 3; i++) expect((await viaProxy(app, `198.51.100.${i}`)).statusCode).toBe(200);
      const limited = await viaProxy(app, '198.51.100.99');
      expect(limited.statusCode, String(trustProxy)).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    }
  });

  it('with `true`, every hop is trusted: a forged X-Forwarded-For picks the address that is counted', async () => {
    const app = await build({ ...limits, trustProxy: true });
    for (let i = 0; i < 6; i++) expect((await viaProxy(app, `198.51.100.${i}`)).statusCode).toBe(200);
  });
});

describe('request limits', () => {
  it('answers a body over the limit 413 in the error shape', async () => {
    const app = await build();
    const r = await app.inject({
      method: 'POST',
      url: '/api/explorer/search',
      payload: JSON.stringify({ query: 'x'.repeat(70 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(r.statusCode).toBe(413);
    expect(r.json()).toEqual({ code: 'BAD_REQUEST', message: 'Request body is too large', field: null });
  });

  /**
   * Writes `start` on a raw connection, then (`drip`) a byte every 100 ms; whether the server closed it
   * within `waitMs`, and what it answered.
   */
  async function dripUntilClosed(port: number, start: string, waitMs: number, drip = true) {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8').on('data', (d: string) => {
      answer += d;
    });
    // A server that closes on a client still writing may reset the connection (ECONNRESET): that is
    // the cut-off this measures, and 'close' follows it; unheard, it would be an uncaught exception.
    socket.on('error', () => {});
    socket.write(start);
    const dripping = drip ? setInterval(() => socket.writable && socket.write('a'), 100) : undefined;
    const closed = await Promise.race([
      new Promise<boolean>((resolve) => socket.on('close', () => resolve(true))),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), waitMs)),
    ]);
    clearInterval(dripping);
    socket.destroy();
    return { closed, answer };
  }
  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

  it('cuts off a client that never finishes its request (slow loris) with 408, not a response that streams on', async () => {
    const app = await build({ requestTimeoutMs: 500 });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    for (const start of [
      // Headers never finished…
      'GET /api/config HTTP/1.1\r\nhost: localhost\r\nx-slow: ',
      // …or a body never finished, one byte at a time.
      'POST /api/explorer/search HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{',
    ]) {
      const { closed, answer } = await dripUntilClosed(port, start, 8000);
      expect(closed, `still open after 8 s: ${start.slice(0, 30)}`).toBe(true);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(bodyOf(answer)).toMatchObject({ code: 'BAD_REQUEST' });
    }
    // The live stream's request is complete at once; its response runs past the request timeout.
    const live = await dripUntilClosed(
      port,
      'GET /api/explorer/live HTTP/1.1\r\nhost: localhost\r\n\r\n',
      2500,
      false,
    );
    expect(live.closed).toBe(false);
    expect(live.answer).toMatch(/^HTTP\/1\.1 200 /);
  }, 30_000);

  it('answers headers over the size Node takes 431 in the error shape', async () => {
    const app = await build();
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const start = `GET /api/config HTTP/1.1\r\nhost: localhost\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`;
    const { closed, answer } = await dripUntilClosed(port, start, 5000);
    expect(closed).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(answer)).toEqual({
      code: 'BAD_REQUEST',
      message: 'request headers too large',
      field: null,
    });
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
    // A deployment on a LAN over plain HTTP must load its own scripts and styles as they are.
    expect(ok.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('lets the web app call the services the deployment names on other origins, and no others', async () => {
    const app = await build({
      web: {
        ...testConfig.web,
        services: {
          ...testConfig.web.services,
          adminApi: 'https://admin.example/api/admin',
          identityProvider: 'https://id.example/realms/tvm',
          identityClientId: 'explorer',
          dexApi: '/api/dex',
        },
      },
    });
    const answer = await app.inject({ method: 'GET', url: '/api/config' });
    const connect = String(answer.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('connect-src'));
    expect(connect?.trim().split(/\s+/).slice(1).sort()).toEqual([
      "'self'",
      'https://admin.example',
      'https://id.example',
    ]);
  });
});

describe('addresses without a workchain', () => {
  it('takes `:hex` as `0:hex` (spec §5) in every address field of every route', async () => {
    const app = await build();
    const pools = await realPools(app);
    const rand = prng(20261127);
    const [alice, bob] = ACCOUNTS.map(raw);
    const bare = (a: string) => a.slice(a.indexOf(':'));
    let compared = 0;
    for (const [name, route] of Object.entries(routes)) {
      const input = inputOf(route);
      if (!input) continue;
      const base = validInput(route, rand, pools);
      for (const [field, schema] of fieldsOf(input.schema, 'input')) {
        if (!isAddressField(schema)) continue;
        const list = schema.type === 'array';
        const { cursor: _, ...rest } = base;
        const send = (a: string, b: string) =>
          app.inject(requestOf(route, { ...rest, [field]: list ? [a, b] : a }));
        const full = await send(alice, bob);
        const short = await send(bare(alice), bare(bob));
        expect(short.statusCode, `${name}.${field}: ${short.body.slice(0, 200)}`).toBe(full.statusCode);
        expect(short.body, `${name}.${field}`).toBe(full.body);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(20);
  }, 120_000);

  it('opens the account page, the search and the address conversion of `:hex` as `0:hex`', async () => {
    const app = await build();
    const hex = raw(ACCOUNTS[0]).split(':')[1];
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
    const account = await post('/api/explorer/accounts', { id: `:${hex.toUpperCase()}` });
    expect(account.statusCode).toBe(200);
    expect(account.json().address).toBe(`0:${hex}`);
    const search = (await post('/api/explorer/search', { query: `:${hex}` })).json();
    expect(search.accounts.map((a: { address: string }) => a.address)).toEqual([`0:${hex}`]);
    const converted = (await post('/api/explorer/convert_address', { address: `:${hex}` })).json();
    expect(converted.unpacked).toBe(`0:${hex}`);
  });
});

describe('cursors', () => {
  it('refuses a cursor replayed with another filter than the one it was issued for, naming the cursor', async () => {
    const app = await build();
    const [alice, bob] = ACCOUNTS.map(raw);
    const url = '/api/explorer/transactions/list';
    const filter = { includeAccounts: [alice, bob], txTypes: ['Ordinary'], timeGe: T0 };
    const first = (await app.inject({ method: 'POST', url, payload: { ...filter, limit: 1 } })).json();
    expect(first.nextCursor).toBeTypeOf('string');
    const replay = (payload: object) =>
      app.inject({ method: 'POST', url, payload: { ...payload, cursor: first.nextCursor } });
    // The same filter, its fields in another order and the page size changed, is the same list.
    const same = await replay({ timeGe: T0, txTypes: ['Ordinary'], includeAccounts: [alice, bob], limit: 5 });
    expect(same.statusCode).toBe(200);
    for (const other of [
      { ...filter, txTypes: ['TickTock'] },
      { ...filter, timeGe: undefined },
      { ...filter, excludeAccounts: [alice] },
      { ...filter, block: hx('blk:0:5') },
      { ...filter, includeAccounts: [bob] },
    ]) {
      const r = await replay(other);
      expect(r.statusCode, JSON.stringify(other)).toBe(400);
      expect(r.json()).toEqual({
        code: 'INVALID_CURSOR',
        message: 'cursor was issued for another filter',
        field: 'cursor',
      });
    }
    const blocks = (
      await app.inject({
        method: 'POST',
        url: '/api/explorer/blocks/list',
        payload: { workchain: 0, limit: 1 },
      })
    ).json();
    const otherChain = await app.inject({
      method: 'POST',
      url: '/api/explorer/blocks/list',
      payload: { workchain: -1, cursor: blocks.nextCursor },
    });
    expect(otherChain.statusCode).toBe(400);
    expect(otherChain.json().field).toBe('cursor');
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
