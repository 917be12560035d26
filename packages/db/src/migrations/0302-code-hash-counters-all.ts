// The per-code-hash account counters (`accounts_code:<hex>`, 0301) count every account whose current
// code has the hash, its creation seen or not: accounts of unknown creation (those of the zero state,
// or first seen mid-chain) are listed by code hash too, after the known ones
// (1900-accounts-code-hash-key). The write path moves an account between counters only when its code
// hash changes; learning its creation later changes no counter. The counters are recounted here from
// the accounts already indexed (a one-time scan, never on a request); `down` recounts them the old way.
import { type Kysely, sql } from 'kysely';

async function recount(db: Kysely<unknown>, knownCreationOnly: boolean): Promise<void> {
  await sql`DELETE FROM stats_counters WHERE name LIKE 'accounts_code:%'`.execute(db);
  await sql`
    INSERT INTO stats_counters (name, value)
    SELECT 'accounts_code:' || encode(code_hash, 'hex'), count(*) FROM accounts
    WHERE code_hash IS NOT NULL ${knownCreationOnly ? sql`AND created_lt IS NOT NULL` : sql``}
    GROUP BY code_hash`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await recount(db, false);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await recount(db, true);
}
