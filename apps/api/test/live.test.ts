import { readFileSync } from 'node:fs';
import { type OutgoingHttpHeaders, request } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { LIVE_PATH, liveEvents } from '@tvmscan/api-schema';
import { type Database, ingestBatch } from '@tvmscan/db';
import { startApi } from '@tvmscan/test-support/api';
import { dispose } from '@tvmscan/test-support/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiConfig } from '../src/index';
import { chainBatch, openSeeded } from './seed';

let database: Database;
let app: FastifyInstance;
let base: string;

/** Queries the API ran through `counted` (the live hub's reads among them). */
let reads = 0;

beforeAll(async () => {
  ({ database } = await openSeeded({ blocks: 3 }));
  const counted = database.db.withPlugin({
    transformQuery: ({ node }) => {
      if (node.kind === 'SelectQueryNode') reads++;
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  app = await startApi({ ...database, db: counted }, { live: { maxClients: 3 } });
  base = await serve(app);
}, 60_000);
const others: FastifyInstance[] = [];
afterAll(async () => {
  for (const other of others) await other.close();
  await app?.close();
  if (database) await dispose(database);
});

async function serve(server: FastifyInstance): Promise<string> {
  await server.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
}

/** Another API over the same database, with its own live settings; its base URL. */
async function serveWith(config: Partial<ApiConfig>): Promise<string> {
  const other = await startApi(database, config);
  others.push(other);
  return serve(other);
}

/** Opens the stream (on `at`, with `headers`) and collects parsed events until `want` have arrived. */
function listen(want: number, at = base, headers: OutgoingHttpHeaders = {}, waitMs = 20_000) {
  const events: Array<{ event: string; data: unknown }> = [];
  let buffer = '';
  let close = () => {};
  const opened = new Promise<{ status?: number; contentType?: string }>((resolveOpen, reject) => {
    const req = request(`${at}${LIVE_PATH}`, { headers }, (res) => {
      resolveOpen({ status: res.statusCode, contentType: res.headers['content-type'] });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(frame)?.[1];
          const data = /^data: (.+)$/m.exec(frame)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          end = buffer.indexOf('\n\n');
        }
      });
    });
    req.on('error', reject);
    req.end();
    close = () => req.destroy();
  });
  const done = (async () => {
    const deadline = Date.now() + waitMs;
    while (events.length < want && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    close();
    return events;
  })();
  return { opened, done, close: () => close() };
}

/** Commits masterchain block `n` with `clients` connected; the reads the API made meanwhile. */
async function readsForCommit(n: number, clients: number): Promise<number> {
  const streams = Array.from({ length: clients }, () => listen(3));
  await Promise.all(streams.map((s) => s.opened));
  reads = 0;
  const { txHashes: _t, msgHashes: _m, ...batch } = chainBatch(n, 3);
  await ingestBatch(database, batch);
  for (const events of await Promise.all(streams.map((s) => s.done))) {
    expect(events.map((e) => e.event)).toEqual(['block', 'transactions', 'stats']);
  }
  return reads;
}

describe('live stream', () => {
  it('broadcasts block, transactions and stats to every client after a commit', async () => {
    const a = listen(3);
    const b = listen(3);
    const [{ contentType }] = await Promise.all([a.opened, b.opened]);
    expect(contentType).toContain('text/event-stream');
    // Both clients are registered once their response has started. Block 5 (4 would be empty) has txs.
    const { txHashes: _t, msgHashes: _m, ...batch } = chainBatch(5, 3);
    await ingestBatch(database, batch);
    const [ea, eb] = await Promise.all([a.done, b.done]);
    expect(ea.map((e) => e.event)).toEqual(['block', 'transactions', 'stats']);
    expect(eb).toEqual(ea);
    const block = liveEvents.block.parse(ea[0].data);
    expect(block.mcSeqno).toBe(5);
    expect(block.blocks.map((x) => x.workchain)).toEqual([-1, 0]);
    const txs = liveEvents.transactions.parse(ea[1].data);
    expect(txs.transactions).toHaveLength(3);
    expect(liveEvents.stats.parse(ea[2].data).latestMcSeqno).toBe(5);
  }, 30_000);
  it('reads the database once per commit whatever the audience', async () => {
    const one = await readsForCommit(6, 1);
    expect(one).toBeGreaterThan(0);
    expect(await readsForCommit(7, 3)).toBe(one);
  }, 60_000);

  it('refuses clients past the configured cap with 503', async () => {
    const open = Array.from({ length: 3 }, () => listen(1_000));
    await Promise.all(open.map((s) => s.opened));
    const refused = await fetch(`${base}${LIVE_PATH}`);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ code: 'UNAVAILABLE' });
    for (const s of open) s.close();
  }, 30_000);
});

/** The status the stream answers `headers` with; an accepted stream is closed again at once. */
async function statusOf(at: string, headers: Record<string, string> = {}): Promise<number> {
  const res = await fetch(`${at}${LIVE_PATH}`, { headers });
  await res.body?.cancel();
  return res.status;
}

/** Polls `check` until it holds or `ms` pass; whether it held. */
async function eventually(check: () => Promise<boolean> | boolean, ms = 10_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return check();
}

/** A block's three frames with 50 transactions, about. */
const BLOCK_FRAME_BYTES = 20_000;

/** The most a TCP socket's send buffer grows to (Linux), else Linux's default. */
function kernelSendBuffer(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/tcp_wmem', 'utf8').trim().split(/\s+/)[2]);
  } catch {
    return 4 << 20;
  }
}

describe('live stream bounds', () => {
  it('holds 10 connections per client by default and answers 429 beyond', async () => {
    const at = await serveWith({});
    const open = Array.from({ length: 10 }, () => listen(1_000, at));
    expect((await Promise.all(open.map((s) => s.opened))).map((o) => o.status)).toEqual(Array(10).fill(200));
    const refused = await fetch(`${at}${LIVE_PATH}`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED', field: null });
    for (const s of open) s.close();
  }, 30_000);

  it('counts connections per client as the rate limit does (request.ip behind a trusted proxy)', async () => {
    const at = await serveWith({ trustProxy: true, live: { perClient: 2 } });
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    const first = [listen(1_000, at, from('203.0.113.7')), listen(1_000, at, from('203.0.113.7'))];
    expect((await Promise.all(first.map((s) => s.opened))).map((o) => o.status)).toEqual([200, 200]);
    expect(await statusOf(at, from('203.0.113.7'))).toBe(429);
    // Another client behind the same proxy has its own allowance.
    const other = listen(1_000, at, from('203.0.113.8'));
    expect((await other.opened).status).toBe(200);
    // A closed connection gives its place back.
    first[0].close();
    expect(await eventually(async () => (await statusOf(at, from('203.0.113.7'))) === 200)).toBe(true);
    first[1].close();
    other.close();
  }, 30_000);

  it('drops a client that stops reading while the others go on receiving', async () => {
    const at = await serveWith({ live: { maxBufferedBytes: 64 * 1024, drainTimeoutMs: 300 } });
    // A real socket that reads the response head and then nothing more.
    const stalled = connect(Number(new URL(at).port), '127.0.0.1');
    let text = '';
    let closed = false;
    stalled.on('close', () => {
      closed = true;
    });
    // The server dropping it with data unsent resets the connection (ECONNRESET): the drop this test
    // waits for, and 'close' follows it; unheard, it would be an uncaught exception.
    stalled.on('error', () => {});
    const started = new Promise<void>((resolveStarted) =>
      stalled.once('data', (chunk: Buffer) => {
        stalled.pause();
        text += chunk.toString('latin1');
        resolveStarted();
      }),
    );
    stalled.write(`GET ${LIVE_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await started;
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    // The kernel's socket buffers take what a non-reader is sent up to their ceiling (tcp_wmem: 4 MiB by
    // default on Linux); only then does its backlog build here. Half a MiB of frames more than that.
    const COMMITS = Math.ceil((kernelSendBuffer() + 512 * 1024) / BLOCK_FRAME_BYTES);
    const healthy = listen(3 * COMMITS, at, {}, 100_000);
    expect((await healthy.opened).status).toBe(200);
    for (let n = 8; n < 8 + COMMITS; n++) {
      const { txHashes: _t, msgHashes: _m, ...batch } = chainBatch(n, 50);
      await ingestBatch(database, batch);
      // Blocks come at intervals: the server gets its turn to write between them (PGlite's reads and
      // writes alone would keep the event loop from the sockets).
      await sleep(1);
    }
    const events = await healthy.done;
    expect(events.filter((e) => e.event === 'block')).toHaveLength(COMMITS);
    // What the kernel held for it is still delivered, then the server's close: far from every block.
    stalled.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
    });
    stalled.resume();
    expect(await eventually(() => closed, 5_000)).toBe(true);
    const blocksSeen = text.split('event: block\n').length - 1;
    expect(blocksSeen).toBeLessThan(COMMITS);
  }, 180_000);
});
