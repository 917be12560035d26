// Verified contracts (spec §3 "Contract info"): what a contract-verification service proved about a code
// hash — the contract's name, the compiler and linker that reproduce the code, its ABI and sources, the
// TVC — keyed by the code hash every account running that code shares. The explorer reads it for the
// account page's verified badge and to run getters wherever the ABI is known; the service writes it
// (recordVerifiedContract). The ABI is kept as the text that was verified (nekoton takes it as text).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE verified_contracts (
      code_hash bytea PRIMARY KEY,
      contract_name text NOT NULL,
      compiler_version text NOT NULL,
      linker_version text NOT NULL,
      abi text NOT NULL,
      sources jsonb NOT NULL,
      tvc bytea,
      license text,
      project_link text,
      audit_url text,
      verified_at int8 NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE verified_contracts`.execute(db);
}
