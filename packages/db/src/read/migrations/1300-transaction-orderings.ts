// The transactions list ordered by balance change (spec §3 "Transaction sort"): the balance-change
// index gains the hash, so the key (balance_change, hash) is unique and a keyset page is one index
// range in either direction. The range filter on balance change uses the same index.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX transactions_balance_change`.execute(db);
  await sql`CREATE INDEX transactions_balance_change ON transactions (balance_change, hash)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX transactions_balance_change`.execute(db);
  await sql`CREATE INDEX transactions_balance_change ON transactions (balance_change)`.execute(db);
}
