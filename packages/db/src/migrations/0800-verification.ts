// What the verification service (apps/verify) needs of the verified contracts (decision 0042):
// - `abi` and `linker_version` become optional: a FunC or Tolk contract has no ABI JSON unless its
//   author sends one, and no linker;
// - `code` keeps the verified code cell (a BOC), so a page can compute the address of any initial data
//   and the salt stripper can be checked against it; older rows keep null;
// - `verified_by` says how the hash was proven: 'compiled' here from the sources, or 'attested' (a
//   prebuilt ABI, TVC and sources the operator imported, the hash computed by the server);
// - the list (newest first, spec §2 "Contracts") walks (verified_at, code_hash) backwards;
// - its total (spec §7 `/info/list`'s total_count) is a counter the write path keeps in stats_counters,
//   started here from the rows already recorded, so no request counts the table.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE verified_contracts ALTER COLUMN abi DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE verified_contracts ALTER COLUMN linker_version DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE verified_contracts ADD COLUMN code bytea`.execute(db);
  await sql`
    ALTER TABLE verified_contracts ADD COLUMN verified_by text NOT NULL DEFAULT 'compiled'
      CHECK (verified_by IN ('compiled', 'attested'))`.execute(db);
  await sql`CREATE INDEX verified_contracts_newest ON verified_contracts (verified_at, code_hash)`.execute(
    db,
  );
  await sql`
    INSERT INTO stats_counters (name, value)
    SELECT 'verified_contracts', count(*) FROM verified_contracts
    ON CONFLICT (name) DO NOTHING`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM stats_counters WHERE name = 'verified_contracts'`.execute(db);
  await sql`DROP INDEX verified_contracts_newest`.execute(db);
  await sql`ALTER TABLE verified_contracts DROP COLUMN verified_by`.execute(db);
  await sql`ALTER TABLE verified_contracts DROP COLUMN code`.execute(db);
  await sql`DELETE FROM verified_contracts WHERE abi IS NULL OR linker_version IS NULL`.execute(db);
  await sql`ALTER TABLE verified_contracts ALTER COLUMN linker_version SET NOT NULL`.execute(db);
  await sql`ALTER TABLE verified_contracts ALTER COLUMN abi SET NOT NULL`.execute(db);
}
