// Every list ordering and every filter of the spec's query-parameter list that has an index of its own
// is served by that index in list order: the list's own queries (captured as the read functions run
// them) are EXPLAINed with sequential scans and whole sorts priced out, and each plan must read the
// named index and sort nothing but the ties of its key (an incremental sort within the page). (On a
// table this small the planner would otherwise scan or sort; what is checked is that an index exists
// that yields the rows in page order, so a page never sorts the filtered rows.)
import {
  type Database,
  listBlocks,
  listMessages,
  listTransactions,
  type MessagesFilter,
  type Page,
  type Schema,
} from '@tvmscan/db';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import { planNodes, queryPlans } from '@tvmscan/test-support/plans';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, openSeeded, raw } from './seed';

let database: Database;
beforeAll(async () => {
  ({ database } = await openSeeded({ blocks: 8 }));
}, 60_000);
afterAll(async () => {
  if (database) await dispose(database);
});

/** The plans of the list's own queries (those with a LIMIT); `asIs` leaves the planner's settings alone. */
const plans = (read: (db: Kysely<Schema>) => Promise<Page<unknown>>, on: Database = database, asIs = false) =>
  queryPlans(on, read, { asIs, limitedOnly: true });
const nodes = planNodes;

const page = { limit: 20 };
const CASES: Array<[string, string, (db: Kysely<Schema>) => Promise<Page<unknown>>]> = [
  ['blocks by time', 'blocks_gen_utime', (db) => listBlocks(db, {}, page)],
  [
    'non-empty blocks by time',
    'blocks_nonempty_time',
    (db) => listBlocks(db, { transactionCountGe: 1 }, page),
  ],
  [
    'blocks by seqno, oldest first',
    'blocks_seqno_key',
    (db) => listBlocks(db, { ordering: 'seqno', direction: 'asc' }, page),
  ],
  [
    'non-empty blocks by seqno',
    'blocks_nonempty_seqno',
    (db) => listBlocks(db, { ordering: 'seqno', transactionCountGe: 1 }, page),
  ],
  ['transactions by time', 'transactions_time', (db) => listTransactions(db, {}, page)],
  [
    'transactions of a rare type (tx-type)',
    'transactions_type_time',
    (db) => listTransactions(db, { txTypes: ['TickTock'] }, page),
  ],
  [
    'transactions by balance change, a range (balance-from/to)',
    'transactions_balance_change',
    (db) =>
      listTransactions(
        db,
        { ordering: 'balanceChange', direction: 'asc', balanceChangeGe: '-50', balanceChangeLe: '-10' },
        page,
      ),
  ],
  [
    'transactions of an account (tx-accounts)',
    'transactions_account',
    (db) => listTransactions(db, { includeAccounts: [raw(ACCOUNTS[0])] }, page),
  ],
  [
    'transactions in a time range (tx-start/end)',
    'transactions_time',
    (db) => listTransactions(db, { timeGe: 1_700_000_003, timeLe: 1_700_000_020 }, page),
  ],
  ['messages by time', 'messages_time', (db) => listMessages(db, {}, page)],
  [
    'external messages (msg-types)',
    'messages_external_in_time',
    (db) => listMessages(db, { messageTypes: ['ExternalIn'] }, page),
  ],
  [
    'events (msg-types)',
    'messages_external_out_time',
    (db) => listMessages(db, { messageTypes: ['ExternalOut'] }, page),
  ],
  [
    'messages by value, a range (msg value)',
    'messages_value_key',
    (db) =>
      listMessages(db, { ordering: 'messageValue', messageValueGe: '1', messageValueLe: '9000000000' }, page),
  ],
];

describe(`list plans on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it.each(CASES)('%s reads %s in page order', async (_name, index, read) => {
    const all = (await plans(read)).flatMap(nodes);
    expect(all.map((n) => n['Index Name'])).toContain(index);
    expect(all.filter((n) => n['Node Type'] === 'Sort')).toEqual([]);
  });

  it('bounds a balance-change range in time order by a window walked along the time index', async () => {
    const [edge] = await plans((db) =>
      listTransactions(db, { balanceChangeGe: '-30', balanceChangeLe: '-20' }, page),
    );
    // The window's edge: keys only, OFFSET SPARSE_WINDOW - 1 along the time index, nothing sorted.
    expect(nodes(edge).map((n) => n['Index Name'])).toEqual(expect.arrayContaining(['transactions_time']));
    expect(nodes(edge).filter((n) => n['Node Type'] === 'Sort' || n['Node Type'].includes('Join'))).toEqual(
      [],
    );
  });
});

// A busy account's messages on a table whose statistics have not caught up (never analyzed here, as
// between autovacuum's analyses of a large table): the planner is left to its own estimates, and the
// page must still be the index's first rows in key order, not the account's every message sorted.
describe('per-account message lists on a table not yet analyzed', () => {
  let fresh: Database;
  const busy = Buffer.alloc(32, 0xab);
  beforeAll(async () => {
    fresh = await openMigrated();
    // 20,000 messages from and to one account, among as many between others.
    await sql`
      INSERT INTO messages (hash, msg_type, src_workchain, src, dst_workchain, dst, tx_time, tx_lt)
      SELECT sha256(int8send(i)), 'internal', 0,
             CASE WHEN i % 2 = 0 THEN ${busy} ELSE sha256(int8send(-i)) END, 0,
             CASE WHEN i % 2 = 1 THEN ${busy} ELSE sha256(int8send(-i)) END,
             1700000000 + i / 10, i
      FROM generate_series(1, 80000) AS i`.execute(fresh.db);
  }, 60_000);
  afterAll(async () => {
    if (fresh) await dispose(fresh);
  });

  const account = `0:${busy.toString('hex')}`;
  it.each<[string, string, MessagesFilter]>([
    ['incoming (msg-dst)', 'messages_dst_key', { includeDstAccounts: [account] }],
    ['outgoing (msg-src)', 'messages_src_key', { includeSrcAccounts: [account] }],
  ])('%s read %s in key order, nothing sorted', async (_name, index, filter) => {
    const all = (await plans((db) => listMessages(db, filter, page), fresh, true)).flatMap(nodes);
    expect(all.map((n) => n['Index Name'])).toContain(index);
    expect(all.map((n) => n['Node Type']).filter((t) => /Sort|Bitmap/.test(t))).toEqual([]);
  });
});
