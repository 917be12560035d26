// Per-code-hash account counters (`accounts_code:<hex>` in stats_counters), kept by the write path
// from now on, start from the accounts already indexed (a one-time scan, never on a request). The
// single-column code hash index goes: the read side's (code_hash, created_lt, workchain, address)
// index serves every lookup by code hash, so this one only cost bytes on every account write.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    INSERT INTO stats_counters (name, value)
    SELECT 'accounts_code:' || encode(code_hash, 'hex'), count(*) FROM accounts
    WHERE code_hash IS NOT NULL AND created_lt IS NOT NULL GROUP BY code_hash
    ON CONFLICT (name) DO NOTHING`.execute(db);
  await sql`DROP INDEX accounts_code_hash`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX accounts_code_hash ON accounts (code_hash) WHERE code_hash IS NOT NULL`.execute(db);
  await sql`DELETE FROM stats_counters WHERE name LIKE 'accounts_code:%'`.execute(db);
}
