// Constant-product pools the indexer reads prices from (decision 0048): one row per pool account, its
// kind (packages/contracts pools.ts), both token roots and both reserves as its getter answered them on
// the pool's state after the latest batch that touched it, and that batch's masterchain seqno.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE pools (
      workchain int4 NOT NULL,
      address bytea NOT NULL,
      kind text NOT NULL,
      root_a_workchain int4 NOT NULL,
      root_a bytea NOT NULL,
      root_b_workchain int4 NOT NULL,
      root_b bytea NOT NULL,
      reserve_a numeric NOT NULL,
      reserve_b numeric NOT NULL,
      mc_seqno int8 NOT NULL,
      updated_at int8 NOT NULL,
      last_tx_lt int8 NOT NULL,
      PRIMARY KEY (workchain, address)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE pools`.execute(db);
}
