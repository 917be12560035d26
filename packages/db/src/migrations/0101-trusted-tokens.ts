// The deployment's trusted-token manifest (the "trusted tokens first" rule): kept as rows so a root
// indexed after the manifest was set is marked trusted as it is inserted.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE trusted_tokens (
      workchain int4 NOT NULL,
      address bytea NOT NULL,
      PRIMARY KEY (workchain, address)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE trusted_tokens`.execute(db);
}
