// Personal API keys (spec §4 "API key", §9 "Only one active API key"; decision 0045): a signed-in
// account's key for the Explorer API's ×10 budget, created by the Admin API's GET
// /v1/authorized/api_key. Only the key's SHA-256 is stored (the key itself is shown once), so the table
// is keyed by that digest: a presented key is found by hashing it. Creating a key revokes the account's
// current one in the same transaction; the partial unique index makes "one active key per subject" a
// rule of the database, not only of the code, so two concurrent creations cannot both stay active.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE personal_api_keys (
      key_hash bytea PRIMARY KEY CHECK (octet_length(key_hash) = 32),
      sub text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX personal_api_keys_one_active ON personal_api_keys (sub) WHERE revoked_at IS NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE personal_api_keys`.execute(db);
}
