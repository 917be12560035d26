// Detail responses over a real local network indexed one masterchain block at a time: ETags and 304s,
// immutable blocks and BOCs, the cache's hits, and no kept response outliving a commit that changes it
// (an in-flight message, sent across shards, gaining its consuming transaction).
import type { Database } from '@tvmscan/db';
import { type MasterchainBatch, runIndexer } from '@tvmscan/indexer';
import { createLocalnet, type Localnet } from '@tvmscan/localnet';
import { startApi } from '@tvmscan/test-support/api';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const E = '/api/explorer';
let net: Localnet;
let database: Database;
let app: FastifyInstance;
let batches: MasterchainBatch[];
let indexed = 0;

/**
 * Indexes the next masterchain block (the production path: decode, derive, write, notify) and waits until
 * the API has heard of its commit (on PostgreSQL the notification arrives a moment after it).
 */
async function indexNext(): Promise<void> {
  const batch = batches[indexed++];
  const before = app.detailCache.stats().heard ?? -1;
  await runIndexer({
    database,
    source: {
      batches: async function* () {
        yield batch;
      },
    },
    signal: new AbortController().signal,
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const { heard, settled } = app.detailCache.stats();
    if ((heard ?? -1) > before && settled) return;
    if (Date.now() > deadline) throw new Error(`the commit after masterchain block ${before} never heard`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });

beforeAll(async () => {
  let time = Date.now();
  // Split at the second masterchain block: a transfer across the two shards is consumed in the next one.
  net = await createLocalnet({
    seed: 'detail-cache',
    wallets: 4,
    trafficTps: 6,
    splitAtMcSeqno: 2,
    clock: () => (time += 1000),
  });
  for (let i = 0; i < 12; i++) await net.produceBlock();
  batches = [...net.batchesSince(null)];
  database = await openMigrated();
  app = await startApi(database);
  await indexNext();
}, 180_000);
afterAll(async () => {
  await app?.close();
  if (database) await dispose(database);
  await net?.stop();
});

describe('detail responses', () => {
  it('carry an ETag of their body and answer 304 to it; blocks are immutable, lists are not cached', async () => {
    const { rootHash } = (await post(`${E}/blocks/list`, { limit: 1 })).json().blocks[0];
    const first = await post(`${E}/blocks`, { id: rootHash });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await post(`${E}/blocks`, { id: rootHash }, { 'if-none-match': `"other", W/${etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const changed = await post(`${E}/blocks`, { id: rootHash }, { 'if-none-match': '"other"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(first.body);
    // An unknown id is still a 404 with its error body, and no ETag.
    const missing = await post(`${E}/blocks`, { id: '0'.repeat(64) });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect((await post(`${E}/blocks/list`, { limit: 1 })).headers.etag).toBeUndefined();
  });

  it('serves a repeated lookup from the cache, byte for byte', async () => {
    const { hash } = (await post(`${E}/transactions/list`, { limit: 1 })).json().transactions[0];
    const before = app.detailCache.stats();
    const a = await post(`${E}/transactions`, { id: hash });
    const b = await post(`${E}/transactions`, { id: hash });
    const raw = await post(`${E}/transactions/raw`, { id: hash });
    const after = app.detailCache.stats();
    expect(b.body).toBe(a.body);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(a.headers['cache-control']).toBe('no-cache');
    expect(raw.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(after.hits - before.hits).toBe(1);
    expect(after.entries).toBeGreaterThan(before.entries);
  });

  it('never serves a kept message after the commit that gives it its consuming transaction', async () => {
    // Index block by block until a message is in flight: sent, its consuming transaction not yet committed.
    let inFlight: string | undefined;
    while (!inFlight && indexed < batches.length - 1) {
      await indexNext();
      const row = await database.db
        .selectFrom('messages')
        .select('hash')
        .where('msg_type', '=', 'internal')
        .where('dst_tx_hash', 'is', null)
        .executeTakeFirst();
      inFlight = row?.hash.toString('hex');
    }
    expect(inFlight, 'a message in flight between two committed masterchain blocks').toBeDefined();
    const id = inFlight as string;
    const open = await post(`${E}/messages`, { id });
    expect(open.json().childTransactions).toEqual([]);
    const hits = app.detailCache.stats().hits;
    expect((await post(`${E}/messages`, { id })).body).toBe(open.body);
    expect(app.detailCache.stats().hits).toBe(hits + 1);
    // From the commit on, the page shows the consuming transaction: never the kept open message.
    let consumed = false;
    while (!consumed && indexed < batches.length) {
      await indexNext();
      const body = (await post(`${E}/messages`, { id })).json();
      const row = await database.db
        .selectFrom('messages')
        .select('dst_tx_hash')
        .where('hash', '=', Buffer.from(id, 'hex'))
        .executeTakeFirstOrThrow();
      consumed = row.dst_tx_hash !== null;
      expect(body.childTransactions.map((t: { hash: string }) => t.hash)).toEqual(
        consumed ? [row.dst_tx_hash?.toString('hex')] : [],
      );
    }
    expect(consumed, 'the message was consumed within the blocks produced').toBe(true);
  }, 60_000);

  it('after every commit, answers each kept lookup exactly as an API without a cache does', async () => {
    const fresh = await startApi(database, { detailCacheBytes: 0 });
    try {
      const accounts = (await post(`${E}/accounts/list`, { limit: 50 })).json().accounts as {
        address: string;
      }[];
      const transactions = (await post(`${E}/transactions/list`, { limit: 50 })).json().transactions as {
        hash: string;
      }[];
      const lookups = [
        ...accounts.flatMap((a) => [
          [`${E}/accounts`, { id: a.address }],
          [`${E}/search`, { query: a.address }],
        ]),
        ...transactions.map((t) => [`${E}/transactions`, { id: t.hash }]),
      ] as [string, object][];
      expect(accounts.length).toBeGreaterThan(3);
      let changed = 0;
      while (indexed < batches.length) {
        const before = await Promise.all(lookups.map(([url, body]) => post(url, body)));
        await indexNext();
        for (const [i, [url, body]] of lookups.entries()) {
          const kept = await post(url, body);
          const read = await fresh.inject({ method: 'POST', url, payload: body });
          expect(kept.body, `${url} ${JSON.stringify(body)}`).toBe(read.body);
          if (kept.body !== before[i].body) changed++;
        }
      }
      // The commits did change some of them (balances, last transactions), so the check was not idle.
      expect(changed).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  }, 120_000);

  it('holds no more bytes than its size, however many distinct lookups come', async () => {
    const small = await startApi(database, { detailCacheBytes: 8 * 1024 });
    try {
      const blocks = (await post(`${E}/blocks/list`, { limit: 50 })).json().blocks as { rootHash: string }[];
      const transactions = (await post(`${E}/transactions/list`, { limit: 50 })).json().transactions as {
        hash: string;
      }[];
      expect(blocks.length + transactions.length).toBeGreaterThan(40);
      for (const { rootHash } of blocks) {
        await small.inject({ method: 'POST', url: `${E}/blocks`, payload: { id: rootHash } });
      }
      for (const { hash } of transactions) {
        await small.inject({ method: 'POST', url: `${E}/transactions`, payload: { id: hash } });
      }
      const { bytes, entries } = small.detailCache.stats();
      expect(bytes).toBeLessThanOrEqual(8 * 1024);
      expect(entries).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });

  it('keeps nothing when its size is 0, and still answers with ETags', async () => {
    const other = await startApi(database, { detailCacheBytes: 0 });
    try {
      const { rootHash } = (await post(`${E}/blocks/list`, { limit: 1 })).json().blocks[0];
      const r = await other.inject({ method: 'POST', url: `${E}/blocks`, payload: { id: rootHash } });
      await other.inject({ method: 'POST', url: `${E}/blocks`, payload: { id: rootHash } });
      expect(r.headers.etag).toBeDefined();
      expect(other.detailCache.stats()).toMatchObject({ hits: 0, entries: 0 });
    } finally {
      await other.close();
    }
  });
});
