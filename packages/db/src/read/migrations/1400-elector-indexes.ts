// Read indexes of the elector tables (0300-elector): an election's members by stake, largest first
// (keyset over (stake, public_key)), and a validator set's past election by the set cell's hash.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX elector_members_stake ON elector_members (election_id, stake, public_key)`.execute(
    db,
  );
  await sql`CREATE INDEX elector_past_elections_vset ON elector_past_elections (vset_hash)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX elector_past_elections_vset`.execute(db);
  await sql`DROP INDEX elector_members_stake`.execute(db);
}
