// Each pool's reserves per hour, the price history's source (decision 0048): for every hour in which a
// batch read a pool, the last reserves read in it (the row moves only to a newer last_tx_lt within its
// hour). Its roots are the pool's row's (a pool's getter answers the same two roots for ever), so the
// history of a token starts from the pools that hold it or a USD token, found by the root indexes on
// pools, and reads each one's hours as a range of this table's key.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE pool_hours (
      workchain int4 NOT NULL,
      address bytea NOT NULL,
      hour int8 NOT NULL,
      reserve_a numeric NOT NULL,
      reserve_b numeric NOT NULL,
      last_tx_lt int8 NOT NULL,
      PRIMARY KEY (workchain, address, hour)
    )`.execute(db);
  await sql`CREATE INDEX pools_root_a ON pools (root_a_workchain, root_a)`.execute(db);
  await sql`CREATE INDEX pools_root_b ON pools (root_b_workchain, root_b)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX pools_root_b`.execute(db);
  await sql`DROP INDEX pools_root_a`.execute(db);
  await sql`DROP TABLE pool_hours`.execute(db);
}
