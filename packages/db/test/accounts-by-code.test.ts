// What the explorer keeps of an account's state and the reads built on it: the latest Account BOC
// (replaced whenever a batch knows the state, forgotten when a batch moves the account on without
// it), accounts by code hash newest first by offset or cursor — those of unknown creation (the zero
// state's, or first seen mid-chain) after them — with a count kept by the write path (an account leaves
// its code hash's count when its code changes or it is deleted, and learning its creation changes no
// count), read along accounts_code_hash_key, and a block's next blocks found by their prev links.

import { backends, dispose } from '@tvmscan/test-support/database';
import { planNodes, queryPlans } from '@tvmscan/test-support/plans';
import { accountRow, batchOf, blockRow, hash, txRow } from '@tvmscan/test-support/rows';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountRow,
  countAccountsByCodeHash,
  type Database,
  getAccountStateBoc,
  ingestBatch,
  listAccountsByCodeHash,
  migrateToLatest,
  nextBlocks,
  type Page,
  type PageRequest,
  type Schema,
} from '../src/index';
import * as codeHashCountersAll from '../src/migrations/0302-code-hash-counters-all';
import * as accountsCodeHashKey from '../src/read/migrations/1900-accounts-code-hash-key';

const CODE_A = hash('code:a');
const CODE_B = hash('code:b');
const CODE_C = hash('code:c');
const CODE_D = hash('code:d');
const hex = (b: Buffer) => b.toString('hex');

/** A batch in which each listed account has one transaction, with or without a known state. */
function batch(
  mcSeqno: number,
  accounts: Array<{
    id: string;
    code?: Buffer | null;
    created?: boolean;
    state?: 'known' | 'unknown' | 'deleted';
    /** The masterchain account `-1:…` instead of `0:…`. */
    master?: boolean;
  }>,
) {
  const block = blockRow(0, mcSeqno, mcSeqno, 1000 + mcSeqno);
  const mc = blockRow(-1, mcSeqno, mcSeqno, 1000 + mcSeqno);
  const txs = accounts.map((a, i) =>
    txRow(
      `${mcSeqno}:${a.id}`,
      a.master ? mc : block,
      hash(`acc:${a.id}`),
      BigInt(mcSeqno * 100 + i),
      1000 + mcSeqno,
    ),
  );
  const rows: AccountRow[] = accounts.map((a, i) => {
    const row = accountRow(txs[i], 5n, a.created ?? false);
    if (a.state === 'unknown') return { ...row, balance: null };
    if (a.state === 'deleted') return { ...row, balance: 0n, status: 'deleted' };
    return { ...row, code_hash: a.code ?? null, state_boc: Buffer.from(`state of ${a.id} at ${mcSeqno}`) };
  });
  return batchOf(mcSeqno, { blocks: [mc, block], transactions: txs, messages: [], accounts: rows });
}

describe.each(backends)('account state and code hash reads on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await migrateToLatest(database);
    // Five accounts deployed with code A over two batches, one with code B, one with code A never seen
    // created.
    await ingestBatch(
      database,
      batch(1, [
        { id: 'a1', code: CODE_A, created: true },
        { id: 'a2', code: CODE_A, created: true },
        { id: 'b1', code: CODE_B, created: true },
        { id: 'old', code: CODE_A },
      ]),
    );
    await ingestBatch(
      database,
      batch(2, [
        { id: 'a3', code: CODE_A, created: true },
        { id: 'a4', code: CODE_A, created: true },
        { id: 'a5', code: CODE_A, created: true },
      ]),
    );
  });
  afterAll(() => dispose(database));

  const listed = async (code: Buffer, offset: number, limit: number) =>
    (await listAccountsByCodeHash(database.db, hex(code), { offset, limit })).items.map((a) => a.address);
  const address = (id: string, workchain = 0) => `${workchain}:${hex(hash(`acc:${id}`))}`;
  const count = async (code: Buffer) => (await countAccountsByCodeHash(database.db, hex(code))).count;

  /** The counters are what the rows say: every account with a code hash, its creation known or not. */
  const recount = async (knownCreationOnly = false) =>
    (
      await sql<{ code: string; n: string }>`
        SELECT encode(code_hash, 'hex') AS code, count(*) AS n FROM accounts
        WHERE code_hash IS NOT NULL ${knownCreationOnly ? sql`AND created_lt IS NOT NULL` : sql``}
        GROUP BY code_hash ORDER BY 1`.execute(database.db)
    ).rows;
  const counters = async () =>
    (
      await sql<{ name: string; value: string }>`
        SELECT name, value FROM stats_counters WHERE name LIKE 'accounts_code:%' AND value <> 0 ORDER BY name`.execute(
        database.db,
      )
    ).rows.map((r) => ({ code: r.name.slice('accounts_code:'.length), n: r.value }));

  const page = (code: Buffer, req: PageRequest) => listAccountsByCodeHash(database.db, hex(code), req);
  const addresses = (p: Page<{ address: string }>) => p.items.map((a) => a.address);
  /** Every account of a code, page after page along the cursor (each page after the last one's key). */
  async function walk(code: Buffer, limit: number): Promise<string[]> {
    const seen: string[] = [];
    let after: string[] | undefined;
    for (let pages = 0; pages < 50; pages++) {
      const p = await page(code, { limit, ...(after ? { after } : {}) });
      expect(p.items.length).toBeLessThanOrEqual(limit);
      seen.push(...addresses(p));
      if (!p.hasNext) return seen;
      expect(p.items).toHaveLength(limit);
      after = p.lastKey ?? undefined;
    }
    throw new Error('the walk does not end');
  }
  /** The same list walked back from its last page (each page before the previous one's first key). */
  async function walkBack(code: Buffer, limit: number): Promise<string[]> {
    const all = await walk(code, limit);
    const lastPageOffset = Math.max(0, Math.ceil(all.length / limit) - 1) * limit;
    let p = await page(code, { limit, offset: lastPageOffset });
    const seen = addresses(p);
    while (p.hasPrev && p.firstKey) {
      p = await page(code, { limit, before: p.firstKey });
      seen.unshift(...addresses(p));
    }
    return seen;
  }

  it('lists accounts by code hash newest first from an offset, with a count from the counters', async () => {
    expect(await countAccountsByCodeHash(database.db, hex(CODE_A))).toEqual({ count: 6, exact: true });
    expect(await countAccountsByCodeHash(database.db, hex(CODE_B))).toEqual({ count: 1, exact: true });
    expect(await listed(CODE_A, 0, 2)).toEqual([address('a5'), address('a4')]);
    expect(await listed(CODE_A, 2, 2)).toEqual([address('a3'), address('a2')]);
    // The account never seen created comes last.
    expect(await listed(CODE_A, 4, 2)).toEqual([address('a1'), address('old')]);
    expect(await listed(CODE_A, 6, 2)).toEqual([]);
  });

  it('moves an account between code hashes when its code changes, and drops it when deleted', async () => {
    await ingestBatch(
      database,
      batch(3, [
        { id: 'a1', code: CODE_B },
        { id: 'a2', state: 'deleted' },
        // A batch without the state of a3: its code hash stays, its stored state is no longer the latest.
        { id: 'a3', state: 'unknown' },
      ]),
    );
    expect(await countAccountsByCodeHash(database.db, hex(CODE_A))).toEqual({ count: 4, exact: true });
    expect(await countAccountsByCodeHash(database.db, hex(CODE_B))).toEqual({ count: 2, exact: true });
    expect(await listed(CODE_A, 0, 10)).toEqual([
      address('a5'),
      address('a4'),
      address('a3'),
      address('old'),
    ]);
    expect(await listed(CODE_B, 0, 10)).toEqual([address('b1'), address('a1')]);
    expect(await getAccountStateBoc(database.db, address('a1'))).toEqual({
      boc: Buffer.from('state of a1 at 3'),
    });
    expect(await getAccountStateBoc(database.db, address('a2'))).toEqual({ boc: null });
    expect(await getAccountStateBoc(database.db, address('a3'))).toEqual({ boc: null });
    // The counters are what the rows say, and a replayed batch changes neither.
    expect(await counters()).toEqual(await recount());
    await ingestBatch(database, batch(2, [{ id: 'a3', code: CODE_A, created: true }]));
    expect(await counters()).toEqual(await recount());
  });

  // Code C: three accounts seen created, four never (three on workchain 0, one on the masterchain).
  const KNOWN = ['c1', 'c2', 'c3'];
  const UNKNOWN = [address('u1'), address('u2'), address('u3'), address('u4', -1)];
  /** Accounts of unknown creation: by (workchain, address) descending, as the keyset orders them. */
  const unknownOrder = (raws: string[]) =>
    [...raws].sort((x, y) => {
      const [wx, ax] = x.split(':');
      const [wy, ay] = y.split(':');
      return Number(wy) - Number(wx) || (ay < ax ? -1 : ay > ax ? 1 : 0);
    });

  it('lists accounts of unknown creation after the known ones, by cursor and by offset, and counts them', async () => {
    await ingestBatch(
      database,
      batch(20, [
        { id: 'u1', code: CODE_C },
        { id: 'c1', code: CODE_C, created: true },
        { id: 'u4', code: CODE_C, master: true },
      ]),
    );
    await ingestBatch(
      database,
      batch(21, [
        { id: 'u2', code: CODE_C },
        { id: 'c2', code: CODE_C, created: true },
        { id: 'c3', code: CODE_C, created: true },
        { id: 'u3', code: CODE_C },
      ]),
    );
    const expected = [...[...KNOWN].reverse().map((id) => address(id)), ...unknownOrder(UNKNOWN)];
    expect(await countAccountsByCodeHash(database.db, hex(CODE_C))).toEqual({ count: 7, exact: true });
    // Pages of 2 cross from the known accounts to the unknown ones inside a page, pages of 3 at a page
    // edge; every page boundary among the unknown ones is a cursor on the -1 key.
    for (const limit of [1, 2, 3, 7, 20]) {
      const walked = await walk(CODE_C, limit);
      expect(walked, `pages of ${limit}`).toEqual(expected);
      expect(new Set(walked).size).toBe(walked.length);
      expect(await walkBack(CODE_C, limit), `back, pages of ${limit}`).toEqual(expected);
    }
    // The key of an account of unknown creation, as its cursor carries it.
    const last = await page(CODE_C, { limit: 1, offset: 6 });
    expect(last.lastKey).toEqual(['-1', '-1', hex(hash('acc:u4'))]);
    expect(last.hasNext).toBe(false);
    for (let offset = 0; offset <= 7; offset++) {
      expect(await listed(CODE_C, offset, 2), `offset ${offset}`).toEqual(expected.slice(offset, offset + 2));
    }
    expect(await count(CODE_C)).toBe(expected.length);
    expect(await counters()).toEqual(await recount());
  });

  it('keeps the count exact when an account of unknown creation learns it, changes code or is deleted', async () => {
    // u1's creation becomes known: it moves to the top of the list, the count stays.
    await ingestBatch(database, batch(22, [{ id: 'u1', code: CODE_C, created: true }]));
    expect(await count(CODE_C)).toBe(7);
    const rest = unknownOrder(UNKNOWN.filter((a) => a !== address('u1')));
    expect(await walk(CODE_C, 2)).toEqual([
      address('u1'),
      address('c3'),
      address('c2'),
      address('c1'),
      ...rest,
    ]);
    // u2 (creation unknown) moves to code D; u3's batch does not know its state (its code stays).
    await ingestBatch(
      database,
      batch(23, [
        { id: 'u2', code: CODE_D },
        { id: 'u3', state: 'unknown' },
      ]),
    );
    expect(await count(CODE_C)).toBe(6);
    expect(await count(CODE_D)).toBe(1);
    expect(await walk(CODE_D, 2)).toEqual([address('u2')]);
    // u4 (creation unknown, masterchain) is deleted: it leaves its code's count and list.
    await ingestBatch(database, batch(24, [{ id: 'u4', state: 'deleted', master: true }]));
    expect(await count(CODE_C)).toBe(5);
    const listedC = await walk(CODE_C, 2);
    expect(listedC).toEqual([address('u1'), address('c3'), address('c2'), address('c1'), address('u3')]);
    expect(await count(CODE_C)).toBe(listedC.length);
    expect(await counters()).toEqual(await recount());
    // Replayed batches (not newer than what is stored) change no count.
    await ingestBatch(database, batch(22, [{ id: 'u1', code: CODE_C, created: true }]));
    await ingestBatch(database, batch(21, [{ id: 'u2', code: CODE_C }]));
    expect(await counters()).toEqual(await recount());
    expect(await count(CODE_C)).toBe(5);
  });

  it('pages along accounts_code_hash_key: no sort, no sequential scan, keys-only walks from the index', async () => {
    const plans = (read: (db: Kysely<Schema>) => Promise<unknown>) => queryPlans(database, read);
    const nodes = planNodes;
    const unknownKey = ['-1', '0', hex(hash('acc:u3'))];
    const reads: Array<[string, (db: Kysely<Schema>) => Promise<unknown>]> = [
      ['first page', (db) => listAccountsByCodeHash(db, hex(CODE_C), { limit: 2 })],
      [
        'after a known key',
        (db) =>
          listAccountsByCodeHash(db, hex(CODE_C), { limit: 2, after: ['2101', '0', hex(hash('acc:c2'))] }),
      ],
      [
        'after an unknown key',
        (db) => listAccountsByCodeHash(db, hex(CODE_C), { limit: 2, after: unknownKey }),
      ],
      [
        'before an unknown key',
        (db) => listAccountsByCodeHash(db, hex(CODE_C), { limit: 2, before: unknownKey }),
      ],
      ['from an offset', (db) => listAccountsByCodeHash(db, hex(CODE_C), { limit: 2, offset: 3 })],
    ];
    for (const [name, read] of reads) {
      const all = await plans(read);
      expect(all.length, name).toBeGreaterThan(0);
      for (const plan of all) {
        const types = nodes(plan).map((n) => n['Node Type']);
        expect(types, name).not.toContain('Seq Scan');
        expect(types, name).not.toContain('Sort');
        expect(types, name).not.toContain('Incremental Sort');
        expect(
          nodes(plan).map((n) => n['Index Name']),
          name,
        ).toContain('accounts_code_hash_key');
      }
    }
    // The offset's walk reads the keys alone: from the index, not the table.
    const [walkPlan] = await plans((db) => listAccountsByCodeHash(db, hex(CODE_C), { limit: 2, offset: 3 }));
    expect(nodes(walkPlan).map((n) => n['Node Type'])).toContain('Index Only Scan');
  });

  it('recounts the counters and swaps the index in its migrations, both ways', async () => {
    const db = database.db as unknown as Kysely<unknown>;
    const indexes = async () =>
      (
        await sql<{ indexname: string }>`
          SELECT indexname FROM pg_indexes
          WHERE schemaname = current_schema() AND tablename = 'accounts' AND indexname LIKE 'accounts_code%'
          ORDER BY 1`.execute(database.db)
      ).rows.map((r) => r.indexname);
    expect(await indexes()).toEqual(['accounts_code_hash_key']);
    await accountsCodeHashKey.down(db);
    expect(await indexes()).toEqual(['accounts_code_hash_created']);
    await codeHashCountersAll.down(db);
    // Before 0302 the counters counted the accounts seen created only.
    expect(await counters()).toEqual(await recount(true));
    expect(await counters()).not.toEqual(await recount());
    await codeHashCountersAll.up(db);
    expect(await counters()).toEqual(await recount());
    await accountsCodeHashKey.up(db);
    expect(await indexes()).toEqual(['accounts_code_hash_key']);
    expect(await walk(CODE_C, 2)).toHaveLength(await count(CODE_C));
  });

  it("finds a block's next blocks by their prev links: one, two after a split, the merged one", async () => {
    const parent = blockRow(0, 10, 10, 2000);
    const left = {
      ...blockRow(0, 11, 11, 2001),
      shard: '4000000000000000',
      root_hash: hash('left'),
      prev1_root_hash: parent.root_hash,
    };
    const right = {
      ...blockRow(0, 11, 11, 2001),
      shard: 'c000000000000000',
      root_hash: hash('right'),
      prev1_root_hash: parent.root_hash,
    };
    const merged = {
      ...blockRow(0, 12, 12, 2002),
      prev1_root_hash: left.root_hash,
      prev2_root_hash: right.root_hash,
    };
    const mc = (seqno: number) => blockRow(-1, seqno, seqno, 2000 + seqno);
    await ingestBatch(
      database,
      batchOf(10, { blocks: [mc(10), parent], transactions: [], messages: [], accounts: [] }),
    );
    await ingestBatch(
      database,
      batchOf(11, { blocks: [mc(11), left, right], transactions: [], messages: [], accounts: [] }),
    );
    await ingestBatch(
      database,
      batchOf(12, { blocks: [mc(12), merged], transactions: [], messages: [], accounts: [] }),
    );
    const next = async (b: { root_hash: Uint8Array }) =>
      (await nextBlocks(database.db, Buffer.from(b.root_hash).toString('hex'))).map(
        (n) => `${n.shard}:${n.seqno}`,
      );
    expect(await next(parent)).toEqual(['4000000000000000:11', 'c000000000000000:11']);
    expect(await next(left)).toEqual(['8000000000000000:12']);
    expect(await next(right)).toEqual(['8000000000000000:12']);
    expect(await next(merged)).toEqual([]);
    expect(await next(mc(10))).toEqual(['8000000000000000:11']);
  });
});
