import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIVE_PATH, liveEvents } from '@tvmscan/api-schema';
import { type Database, ingestBatch } from '@tvmscan/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../src/index';
import { testConfig } from './config';
import { chainBatch, dispose, openSeeded } from './seed';

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
  app = await buildApi({
    database: { ...database, db: counted },
    config: { ...testConfig, maxLiveClients: 3 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await app?.close();
  if (database) await dispose(database);
});

/** Opens the stream and collects parsed events until `want` have arrived. */
function listen(want: number) {
  const events: Array<{ event: string; data: unknown }> = [];
  let buffer = '';
  let close = () => {};
  const opened = new Promise<{ contentType: string | undefined }>((resolveOpen, reject) => {
    const req = request(`${base}${LIVE_PATH}`, (res) => {
      resolveOpen({ contentType: res.headers['content-type'] });
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
    const deadline = Date.now() + 20_000;
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
