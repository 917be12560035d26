// Accounts by code hash list every account running the code (0302-code-hash-counters-all counts them
// all), newest first, then those of unknown creation (created_lt null: the zero state's accounts, or
// accounts first seen mid-chain) by (workchain, address). The key is COALESCE(created_lt, -1), so one
// index range in key order serves every page (packages/db/src/read/nfts.ts listAccountsByCodeHash
// writes the same expression); it replaces accounts_code_hash_created of 1100, whose created_lt column
// cannot order the nulls with a keyset. created_lt rides along (INCLUDE) so the keys-only walk of an
// offset stays an index-only scan: the planner reads an expression's columns from the index only when
// they are in it as columns.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX accounts_code_hash_key ON accounts (code_hash, COALESCE(created_lt, -1), workchain, address) INCLUDE (created_lt)`.execute(
    db,
  );
  await sql`DROP INDEX accounts_code_hash_created`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX accounts_code_hash_created ON accounts (code_hash, created_lt, workchain, address)`.execute(
    db,
  );
  await sql`DROP INDEX accounts_code_hash_key`.execute(db);
}
