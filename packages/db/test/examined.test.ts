// How much of a list one page walks: a range the ordering's index serves reads the rows it returns;
// a range it does not serve (accounts by creation time, filtered by balance) reads one bounded window
// and says so — the page is short, continues after the window, and reports the window as examined —
// instead of walking the whole index for a rare match. What a CSV export counts to stop.

import { backends, dispose } from '@tvmscan/test-support/database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, listAccounts, migrateToLatest } from '../src/index';

/** More accounts than one window (5,000 rows). */
const ACCOUNTS = 6_000;

describe.each(backends)('rows a page examines on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await migrateToLatest(database);
    // One account a second, balances 1..ACCOUNTS nano.
    await sql`
      INSERT INTO accounts (workchain, address, balance, status, created_at, updated_at, last_tx_lt, last_tx_hash)
      SELECT 0, sha256(int8send(i)), i, 'active', 1700000000 + i, 1700000000 + i, i, sha256(int8send(-i))
      FROM generate_series(1, ${ACCOUNTS}::int8) i`.execute(database.db);
  });
  afterAll(async () => {
    if (database) await dispose(database);
  });

  it('reads the rows it returns where the index serves the filter', async () => {
    const page = await listAccounts(database.db, { ordering: 'balance', balanceGe: '5990' }, { limit: 5 });
    expect(page.items.map((a) => a.balance)).toEqual(['6000', '5999', '5998', '5997', '5996']);
    expect(page.examined).toBe(6);
  });

  it('walks one window, not the whole index, for a range its ordering does not serve', async () => {
    // Newest first: the one matching account is the oldest, past the first window.
    const first = await listAccounts(database.db, { ordering: 'createdAt', balanceLe: '1' }, { limit: 5 });
    expect(first).toMatchObject({ items: [], hasNext: true, examined: 5_000 });
    const second = await listAccounts(
      database.db,
      { ordering: 'createdAt', balanceLe: '1' },
      { limit: 5, after: first.lastKey! },
    );
    expect(second.items.map((a) => a.balance)).toEqual(['1']);
    expect(second.hasNext).toBe(false);
  });
});
