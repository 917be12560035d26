// Which network a database holds: the global id of its blocks and, when the chain was indexed from its
// first masterchain block, the root hash of the zerostate that block follows. Recorded with the
// checkpoint on the first batch (a database indexed before this column existed records them with its
// next batch), so that the indexer can refuse a source of another network instead of mixing two
// chains in one database.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE checkpoints
      ADD COLUMN global_id int4,
      ADD COLUMN zerostate_root_hash bytea`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE checkpoints
      DROP COLUMN global_id,
      DROP COLUMN zerostate_root_hash`.execute(db);
}
