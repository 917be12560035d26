import { routes } from '@tvmscan/api-schema';
import type { Database } from '@tvmscan/db';
import { startApi, testConfig } from '@tvmscan/test-support/api';
import { dispose } from '@tvmscan/test-support/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, hx, MC_SHARD, openSeeded, raw, type Seeded, T0 } from './seed';

let database: Database;
let seeded: Seeded;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database, seeded } = await openSeeded());
  app = await startApi(database);
}, 60_000);
afterAll(async () => {
  await app?.close();
  if (database) await dispose(database);
});

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object });

describe(`explorer API over ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('serves the deployment config and stats', async () => {
    const config = await app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toEqual(testConfig.web);
    const stats = (await app.inject({ method: 'GET', url: '/api/explorer/stats' })).json();
    expect(stats.latestMcSeqno).toBe(12);
    expect(stats.shardchainCount).toBe(1);
    expect(stats.transactionTotal).toBe(seeded.txHashes.length);
    expect(stats.transactions1h).toBe(seeded.txHashes.length);
  });

  it('answers the last ten minutes in sixty 10-second buckets summing to the seeded transactions', async () => {
    const r = await post('/api/explorer/stats/transactions_10m', {});
    const { buckets } = r.json() as { buckets: { time: number; count: number }[] };
    expect(buckets).toHaveLength(60);
    expect(buckets.every((b) => b.time % 10 === 0)).toBe(true);
    expect(buckets.reduce((s, b) => s + b.count, 0)).toBe(seeded.txHashes.length);
  });

  it('pages blocks forward and back with signed cursors, hiding empty ones on request', async () => {
    const first = (await post('/api/explorer/blocks/list', { limit: 5 })).json();
    expect(first.blocks).toHaveLength(5);
    expect(first.prevCursor).toBeNull();
    const times = first.blocks.map((b: { genUtime: number }) => b.genUtime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = (await post('/api/explorer/blocks/list', { limit: 5, cursor: first.nextCursor })).json();
    expect(second.currentCursor).toBe(first.nextCursor);
    expect(second.blocks[0].genUtime).toBeLessThanOrEqual(first.blocks[4].genUtime);
    const back = (await post('/api/explorer/blocks/list', { limit: 5, cursor: second.prevCursor })).json();
    expect(back.blocks).toEqual(first.blocks);

    // Walk the whole non-empty list: every block appears once, none is empty.
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = (
        await post('/api/explorer/blocks/list', { limit: 4, transactionCountGe: 1, cursor })
      ).json();
      for (const b of page.blocks) {
        expect(b.transactionCount).toBeGreaterThan(0);
        seen.push(b.rootHash);
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(new Set(seen).size).toBe(9);
  });

  it('opens a block by root hash and by workchain, shard and seqno', async () => {
    const byHash = await post('/api/explorer/blocks', { id: hx('blk:0:5').toUpperCase() });
    expect(byHash.statusCode).toBe(200);
    const block = byHash.json();
    expect(block).toMatchObject({ workchain: 0, shard: MC_SHARD, seqno: 5, transactionCount: 3 });
    expect(block.prev).toMatchObject({ kind: 'Block', prev1: { seqno: 4 } });
    expect(block.blockInfo.masterRef).toEqual({ seqNo: 5 });
    const byId = (await post('/api/explorer/blocks', { workchain: -1, shard: MC_SHARD, seqno: 5 })).json();
    expect(byId.shardsInfo[0]).toMatchObject({ shardIdent: { workchain: 0 }, info: { seqNo: 5 } });
  });

  it('lists and filters transactions, then opens one with its messages and phases', async () => {
    const all = (await post('/api/explorer/transactions/list', { limit: 100 })).json();
    expect(all.transactions).toHaveLength(seeded.txHashes.length);
    expect(all.nextCursor).toBeNull();
    const ordinary = (
      await post('/api/explorer/transactions/list', { txTypes: ['Ordinary'], limit: 100 })
    ).json();
    expect(ordinary.transactions.every((t: { txType: string }) => t.txType === 'Ordinary')).toBe(true);
    expect(ordinary.transactions.length).toBeLessThan(all.transactions.length);
    const alice = (
      await post('/api/explorer/transactions/list', { includeAccounts: [raw(ACCOUNTS[0])] })
    ).json();
    expect(alice.transactions.every((t: { accountId: string }) => t.accountId === raw(ACCOUNTS[0]))).toBe(
      true,
    );
    const inBlock = (await post('/api/explorer/transactions/list', { block: hx('blk:0:5') })).json();
    expect(inBlock.transactions).toHaveLength(3);
    const window = (
      await post('/api/explorer/transactions/list', { timeGe: T0 + 15, timeLe: T0 + 15 })
    ).json();
    expect(window.transactions).toHaveLength(3);

    const tx = (await post('/api/explorer/transactions', { id: seeded.txHashes[0] })).json();
    expect(tx.hash).toBe(seeded.txHashes[0]);
    expect(tx.inMessage).toMatchObject({ messageType: 'ExternalIn', isOut: false, transactionHash: tx.hash });
    expect(tx.outMessages).toHaveLength(1);
    expect(tx.compute).toMatchObject({ kind: 'Vm', success: true, gasUsed: '500' });
    expect(tx.credit).toEqual({ dueFeesCollected: null, credit: '1000' });
  });

  it("orders transactions by time or balance change, either way, paging with that ordering's cursors", async () => {
    type Row = { hash: string; time: number; lt: string; balanceChange: string };
    const walk = async (ordering: string, direction: string) => {
      const rows: Row[] = [];
      let cursor: string | undefined;
      do {
        const page = (
          await post('/api/explorer/transactions/list', { ordering, direction, limit: 7, cursor })
        ).json();
        rows.push(...page.transactions);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return rows;
    };
    const all: Row[] = (await post('/api/explorer/transactions/list', { limit: 100 })).json().transactions;
    const cmp = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);
    const byChange = [...all].sort(
      (a, b) =>
        cmp(BigInt(a.balanceChange), BigInt(b.balanceChange)) ||
        (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0),
    );
    const hashes = (rows: Row[]) => rows.map((r) => r.hash);
    expect(hashes(await walk('balanceChange', 'asc'))).toEqual(hashes(byChange));
    expect(hashes(await walk('balanceChange', 'desc'))).toEqual(hashes(byChange).reverse());
    expect(hashes(await walk('time', 'asc'))).toEqual(hashes(all).reverse());
    expect(hashes(await walk('time', 'desc'))).toEqual(hashes(all));

    // A cursor of one ordering is refused by another, not silently applied to the wrong key.
    const first = (
      await post('/api/explorer/transactions/list', { ordering: 'balanceChange', limit: 2 })
    ).json();
    const foreign = await post('/api/explorer/transactions/list', { limit: 2, cursor: first.nextCursor });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('INVALID_CURSOR');
  });

  it("takes the spec's offset, walking the list by key to it, and refuses it with a cursor or past the cap", async () => {
    const all = (await post('/api/explorer/transactions/list', { limit: 100 })).json().transactions;
    const hashes = (ts: { hash: string }[]) => ts.map((t) => t.hash);
    for (const offset of [0, 4, 7]) {
      const page = (await post('/api/explorer/transactions/list', { limit: 6, offset })).json();
      expect(hashes(page.transactions)).toEqual(hashes(all.slice(offset, offset + 6)));
      const next = (
        await post('/api/explorer/transactions/list', { limit: 6, cursor: page.nextCursor })
      ).json();
      expect(hashes(next.transactions)).toEqual(hashes(all.slice(offset + 6, offset + 12)));
    }
    const ordinary = all.filter((t: { txType: string }) => t.txType === 'Ordinary');
    const main = (
      await post('/api/explorer/transactions/list', { limit: 6, offset: 0, txTypes: ['Ordinary'] })
    ).json();
    expect(hashes(main.transactions)).toEqual(hashes(ordinary.slice(0, 6)));
    // One index range is walked inside the database; ranges merged by key (one per stored type) and a
    // sparse filter's window are walked as a page of keys. Each lands on the same rows.
    const ticks = all.filter((t: { txType: string }) => ['Ordinary', 'TickTock'].includes(t.txType));
    const spent = all.filter((t: { balanceChange: string }) => BigInt(t.balanceChange) <= 0n);
    expect(ticks.length).toBeGreaterThan(ordinary.length);
    for (const offset of [1, 3]) {
      const merged = await post('/api/explorer/transactions/list', {
        limit: 4,
        offset,
        txTypes: ['Ordinary', 'TickTock'],
      });
      expect(hashes(merged.json().transactions)).toEqual(hashes(ticks.slice(offset, offset + 4)));
      const sparse = await post('/api/explorer/transactions/list', {
        limit: 4,
        offset,
        balanceChangeLe: '0',
      });
      expect(hashes(sparse.json().transactions)).toEqual(hashes(spent.slice(offset, offset + 4)));
    }
    const beyond = (await post('/api/explorer/transactions/list', { limit: 6, offset: all.length })).json();
    expect(beyond).toMatchObject({ transactions: [], nextCursor: null });
    for (const body of [{ offset: 10_001 }, { offset: 2, cursor: main.nextCursor }]) {
      const r = await post('/api/explorer/transactions/list', body);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'offset' });
    }
  });

  it('orders blocks by time or seqno and messages by time or value, either way, with their own cursors', async () => {
    type Walked = Record<string, unknown>;
    const walk = async (url: string, items: string, body: object) => {
      const rows: Walked[] = [];
      let cursor: string | undefined;
      do {
        const page = (await post(url, { ...body, limit: 5, cursor })).json();
        rows.push(...page[items]);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return rows;
    };
    const blocks = (o: object) => walk('/api/explorer/blocks/list', 'blocks', o);
    const bySeqno = await blocks({ ordering: 'seqno', direction: 'asc' });
    const key = (b: Walked) => [b.seqno, b.workchain, b.shard].join('|');
    expect(bySeqno.map((b) => b.seqno)).toEqual(
      [...bySeqno.map((b) => b.seqno as number)].sort((a, b) => a - b),
    );
    expect(new Set(bySeqno.map(key)).size).toBe(24);
    expect((await blocks({ ordering: 'seqno', direction: 'desc' })).map(key)).toEqual(
      bySeqno.map(key).reverse(),
    );
    const nonEmpty = await blocks({ ordering: 'seqno', transactionCountGe: 1 });
    expect(nonEmpty.map((b) => b.transactionCount).every((n) => (n as number) > 0)).toBe(true);
    expect(nonEmpty).toHaveLength(9);
    const oldest = await blocks({ direction: 'asc' });
    expect(oldest.map((b) => b.genUtime)).toEqual(
      [...oldest.map((b) => b.genUtime as number)].sort((a, b) => a - b),
    );

    const messages = (o: object) => walk('/api/explorer/messages/list', 'messages', o);
    const byValue = await messages({ ordering: 'messageValue', direction: 'desc' });
    const values = byValue.map((m) => BigInt(m.messageValue as string));
    expect(values).toEqual([...values].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    // Value-carrying messages only: the internal ones.
    expect(byValue.every((m) => m.messageType === 'Internal')).toBe(true);
    expect(byValue).toHaveLength(seeded.msgHashes.length / 2);
    const ranged = await messages({
      ordering: 'messageValue',
      direction: 'asc',
      messageValueGe: '5000000000',
      messageValueLe: '9000000000',
    });
    expect(ranged.map((m) => m.messageValue)).toEqual(
      byValue
        .map((m) => m.messageValue)
        .filter((v) => BigInt(v as string) >= 5_000_000_000n && BigInt(v as string) <= 9_000_000_000n)
        .reverse(),
    );
    const oldestFirst = await messages({ direction: 'asc' });
    expect(oldestFirst.map((m) => m.messageHash)).toEqual(
      (await messages({})).map((m) => m.messageHash).reverse(),
    );
    const foreign = await post('/api/explorer/messages/list', {
      cursor: (await post('/api/explorer/messages/list', { ordering: 'messageValue', limit: 2 })).json()
        .nextCursor,
    });
    expect(foreign.json()).toMatchObject({ code: 'INVALID_CURSOR' });
  });

  it('counts with the same filters as the lists, from counters where one fits', async () => {
    const count = async (url: string, body: object) => (await post(url, body)).json();
    const listed = async (url: string, items: string, body: object) =>
      (await post(url, { ...body, limit: 100 })).json()[items].length;
    const txFilters = [
      {},
      // (Per-type counters come from the network writer, which this seed does not run: a walk here.)
      { txTypes: ['Ordinary'], timeGe: T0 },
      { balanceChangeGe: '-50', balanceChangeLe: '-20' },
      { includeAccounts: [raw(ACCOUNTS[0])], txTypes: ['TickTock'] },
      { ordering: 'balanceChange', direction: 'asc', excludeAccounts: [raw(ACCOUNTS[1])] },
    ];
    for (const f of txFilters) {
      const c = await count('/api/explorer/transactions/count', f);
      expect(c, JSON.stringify(f)).toEqual({
        count: await listed('/api/explorer/transactions/list', 'transactions', f),
        exact: true,
      });
    }
    const msgFilters = [
      { messageTypes: ['ExternalIn'] },
      { includeSrcAccounts: [raw(ACCOUNTS[2])], messageValueGe: '3000000000' },
      { excludeDstAccounts: [raw(ACCOUNTS[0])], isOut: true },
    ];
    for (const f of msgFilters) {
      const c = await count('/api/explorer/messages/count', f);
      expect(c, JSON.stringify(f)).toEqual({
        count: await listed('/api/explorer/messages/list', 'messages', f),
        exact: true,
      });
    }
    expect(await count('/api/explorer/transactions/count', {})).toEqual({
      count: seeded.txHashes.length,
      exact: true,
    });
    expect(
      await count('/api/explorer/blocks/count', {
        ordering: 'seqno',
        transactionCountGe: 1,
        shard: MC_SHARD,
      }),
    ).toEqual({
      count: 9,
      exact: true,
    });
  });

  it('exports CSV with exactly the filters and ordering of the list', async () => {
    const csvRows = async (url: string) => {
      const r = await app.inject({ method: 'GET', url });
      expect(r.statusCode, `${url} ${r.body.slice(0, 200)}`).toBe(200);
      return r.body.trim().split('\r\n').slice(1);
    };
    const tx = {
      ordering: 'balanceChange',
      direction: 'asc',
      balanceChangeGe: '-100',
      excludeAccounts: [raw(ACCOUNTS[1]), raw(ACCOUNTS[2])],
    };
    const list = (await post('/api/explorer/transactions/list', { ...tx, limit: 100 })).json().transactions;
    const q = new URLSearchParams({ ...tx, excludeAccounts: tx.excludeAccounts.join(',') });
    const rows = await csvRows(`/api/explorer/export/transactions.csv?${q}`);
    expect(rows.map((r) => r.split(',')[0])).toEqual(list.map((t: { hash: string }) => t.hash));
    expect(list.length).toBeGreaterThan(0);
    const msg = {
      ordering: 'messageValue',
      direction: 'desc',
      messageValueLe: '8000000000',
      includeDstAccounts: [raw(ACCOUNTS[1])],
      isOut: true,
    };
    const mlist = (await post('/api/explorer/messages/list', { ...msg, limit: 100 })).json().messages;
    const mq = new URLSearchParams({ ...msg, includeDstAccounts: msg.includeDstAccounts[0], isOut: 'true' });
    expect((await csvRows(`/api/explorer/export/messages.csv?${mq}`)).map((r) => r.split(',')[0])).toEqual(
      mlist.map((m: { messageHash: string }) => m.messageHash),
    );
    const bad = await app.inject({
      method: 'GET',
      url: '/api/explorer/export/messages.csv?messageValueGe=-1',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'messageValueGe' });
  });

  it('lists messages by direction and value, and opens one with its transactions', async () => {
    const outs = (await post('/api/explorer/messages/list', { isOut: true, limit: 100 })).json();
    expect(outs.messages.every((m: { isOut: boolean }) => m.isOut)).toBe(true);
    const ext = (
      await post('/api/explorer/messages/list', { messageTypes: ['ExternalIn'], limit: 100 })
    ).json();
    expect(ext.messages.length + outs.messages.length).toBe(seeded.msgHashes.length);
    const excluded = (
      await post('/api/explorer/messages/list', { excludeSrcAccounts: ACCOUNTS.map(raw), limit: 100 })
    ).json();
    expect(excluded.messages).toHaveLength(ext.messages.length);
    const big = (
      await post('/api/explorer/messages/list', { messageValueGe: '10000000000', limit: 100 })
    ).json();
    expect(
      big.messages.every((m: { messageValue: string }) => BigInt(m.messageValue) >= 10_000_000_000n),
    ).toBe(true);

    const out = (await post('/api/explorer/messages', { id: seeded.msgHashes[1] })).json();
    expect(out.parentTransaction.hash).toBe(seeded.txHashes[0]);
    expect(out.childTransactions).toEqual([]);
  });

  it('lists accounts in each ordering and opens one', async () => {
    const byBalance = (await post('/api/explorer/accounts/list', {})).json();
    expect(byBalance.accounts.map((a: { balance: string }) => a.balance)).toEqual([
      '3000000000',
      '2000000000',
      '1000000000',
    ]);
    const byCreated = (await post('/api/explorer/accounts/list', { ordering: 'createdAt', limit: 1 })).json();
    expect(byCreated.accounts[0].address).toBe(raw(ACCOUNTS[2]));
    const next = (
      await post('/api/explorer/accounts/list', {
        ordering: 'createdAt',
        limit: 1,
        cursor: byCreated.nextCursor,
      })
    ).json();
    expect(next.accounts[0].address).toBe(raw(ACCOUNTS[1]));
    const one = (await post('/api/explorer/accounts', { id: raw(ACCOUNTS[0]) })).json();
    expect(one).toMatchObject({ state: 'Active', balance: '1000000000' });
  });

  it('finds blocks, transactions, messages and accounts by id or friendly address', async () => {
    const byTx = (await post('/api/explorer/search', { query: seeded.txHashes[1] })).json();
    expect(byTx.transactions).toHaveLength(1);
    const byBlock = (await post('/api/explorer/search', { query: hx('blk:-1:3') })).json();
    expect(byBlock.blocks[0]).toMatchObject({ workchain: -1, seqno: 3 });
    const bySeqno = (await post('/api/explorer/search', { query: '7' })).json();
    expect(bySeqno.blocks[0].seqno).toBe(7);
    const byShardId = (await post('/api/explorer/search', { query: `0:${MC_SHARD}:2` })).json();
    expect(byShardId.blocks[0]).toMatchObject({ workchain: 0, seqno: 2 });
    const byAddress = (await post('/api/explorer/search', { query: ` ${raw(ACCOUNTS[1])} ` })).json();
    expect(byAddress.accounts).toHaveLength(1);
    const forms = (await post('/api/explorer/convert_address', { address: raw(ACCOUNTS[2]) })).json();
    expect(forms.unpacked).toBe(raw(ACCOUNTS[2]));
    for (const friendly of [forms.base64Bounceable, forms.base64UrlNonBounceable]) {
      expect(friendly).toHaveLength(48);
      const found = (await post('/api/explorer/search', { query: friendly })).json();
      expect(found.accounts.map((a: { address: string }) => a.address)).toEqual([raw(ACCOUNTS[2])]);
      expect((await post('/api/explorer/convert_address', { address: friendly })).json()).toEqual(forms);
    }
    // One flipped character breaks the CRC: a precise 400, not a 500.
    const flipped = `${forms.base64Bounceable.slice(0, 10)}${forms.base64Bounceable[10] === 'A' ? 'B' : 'A'}${forms.base64Bounceable.slice(11)}`;
    const bad = await post('/api/explorer/convert_address', { address: flipped });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'address' });
    const nothing = (await post('/api/explorer/search', { query: 'no such thing' })).json();
    expect(Object.values(nothing).flat()).toEqual([]);
  });
});

describe('bad input and unknown ids', () => {
  it('answers 400 with the offending field', async () => {
    const cases: Array<[string, unknown, string | null]> = [
      ['/api/explorer/transactions', { id: 'xyz' }, 'id'],
      ['/api/explorer/blocks/list', { limit: 101 }, 'limit'],
      [
        '/api/explorer/messages/list',
        { includeSrcAccounts: [`0:${'0'.repeat(63)}`] },
        'includeSrcAccounts.0',
      ],
      ['/api/explorer/transactions/list', { colour: 'red' }, 'colour'],
      ['/api/explorer/accounts/list', { ordering: 'name' }, 'ordering'],
      ['/api/explorer/transactions/list', { ordering: 'fees' }, 'ordering'],
      ['/api/explorer/transactions/list', { direction: 'up' }, 'direction'],
    ];
    for (const [url, body, field] of cases) {
      const r = await post(url, body);
      expect(r.statusCode, url).toBe(400);
      expect(r.json(), url).toMatchObject({ code: 'BAD_REQUEST', field });
    }
  });

  it('rejects forged, foreign and tampered cursors as INVALID_CURSOR', async () => {
    const page = (await post('/api/explorer/blocks/list', { limit: 2 })).json();
    const [body, mac] = page.nextCursor.split('.');
    const forged = `${Buffer.from('{"l":"blocks","d":"n","k":["1","00"]}').toString('base64url')}.${mac}`;
    for (const cursor of [forged, `${body}.AAAAAAAAAAAAAAAAAAAAAA`]) {
      const r = await post('/api/explorer/blocks/list', { cursor });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: 'INVALID_CURSOR', field: 'cursor' });
    }
    const foreign = await post('/api/explorer/transactions/list', { cursor: page.nextCursor });
    expect(foreign.json()).toMatchObject({ code: 'INVALID_CURSOR' });
  });

  it('answers 404 for unknown ids and unknown API paths', async () => {
    for (const [url, body] of [
      ['/api/explorer/transactions', { id: 'f'.repeat(64) }],
      ['/api/explorer/messages', { id: 'f'.repeat(64) }],
      ['/api/explorer/blocks', { workchain: 0, shard: MC_SHARD, seqno: 999 }],
      ['/api/explorer/accounts', { id: `0:${'f'.repeat(64)}` }],
    ] as const) {
      const r = await post(url, body);
      expect(r.statusCode, url).toBe(404);
      expect(r.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect((await app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
  });

  it('rejects malformed JSON and wrong content types without a 5xx', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/explorer/blocks/list',
      headers: { 'content-type': 'application/json' },
      payload: '{"limit":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BAD_REQUEST');
    const text = await app.inject({
      method: 'POST',
      url: '/api/explorer/blocks/list',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    // Fastify parses text/plain into a string, which the body schema then refuses.
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('documentation', () => {
  it('publishes OpenAPI with every route of the table, and the UI at /api/docs', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    // Every route of the table, under its method, with the summary that says what it does.
    for (const [name, route] of Object.entries(routes)) {
      const path = route.path.replace(/:(\w+)/g, '{$1}');
      const op = spec.paths[path]?.[route.method.toLowerCase()];
      expect(op, `${name} ${route.method} ${path}`).toMatchObject({
        operationId: name,
        summary: route.summary,
      });
      expect(route.summary.length, name).toBeGreaterThan(15);
    }
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('charts', () => {
  it('answers hourly and daily series with zero-filled gaps from the rollups', async () => {
    const hourly = await post('/api/explorer/stats/transactions', {
      start_date: T0 - 7200,
      end_date: T0 + 3600,
      interval: 3600,
    });
    expect(hourly.statusCode).toBe(200);
    const { series } = hourly.json() as { series: { time: number; count: number }[] };
    expect(series.every((p) => p.time % 3600 === 0)).toBe(true);
    expect(series.reduce((s, p) => s + p.count, 0)).toBe(seeded.txHashes.length);
    const daily = (await post('/api/explorer/stats/messages', { start_date: T0, end_date: T0 })).json();
    expect(daily.series).toHaveLength(1);
    expect(daily.series[0].count).toBe(seeded.msgHashes.length);
    const active = (
      await post('/api/explorer/stats/accounts/active', { start_date: T0, end_date: T0 })
    ).json();
    expect(active.series[0].count).toBe(ACCOUNTS.length);
  });

  it('refuses reversed and oversized ranges on end_date', async () => {
    for (const body of [
      { start_date: T0, end_date: T0 - 1 },
      { start_date: 0, end_date: T0, interval: 3600 },
    ]) {
      const r = await post('/api/explorer/stats/accounts', body);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'end_date' });
    }
  });
});
