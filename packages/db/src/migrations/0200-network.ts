// Network data derived from masterchain blocks: config snapshots of key blocks (every parameter as
// decoded JSON beside its raw cell), the validator sets they publish (deduplicated by the set's cell
// hash, so a set repeated by later key blocks is stored once), elections windows, the shard layout
// when it changes, and the global balance (total supply). (The balance after each transaction is a
// column of `transactions`, 0001-core; decision 0017.)
// The filtered-count counters the network writer maintains start from the rows already indexed, so a
// database indexed before this migration counts right too (a one-time scan, never on a request).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE config_snapshots (
      mc_seqno int8 PRIMARY KEY,
      block_root_hash bytea NOT NULL,
      gen_utime int8 NOT NULL,
      flavor text NOT NULL,
      config_addr bytea NOT NULL,
      prev_set_hash bytea,
      current_set_hash bytea,
      next_set_hash bytea
    )`.execute(db);
  await sql`
    CREATE TABLE config_params (
      mc_seqno int8 NOT NULL,
      idx int4 NOT NULL,
      value jsonb,
      reason text,
      boc bytea NOT NULL,
      PRIMARY KEY (mc_seqno, idx)
    )`.execute(db);
  await sql`
    CREATE TABLE validator_sets (
      hash bytea PRIMARY KEY,
      utime_since int8 NOT NULL,
      utime_until int8 NOT NULL,
      total int4 NOT NULL,
      main int4 NOT NULL,
      total_weight numeric NOT NULL,
      total_stake numeric,
      total_bonuses numeric,
      first_mc_seqno int8 NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE validators (
      set_hash bytea NOT NULL,
      idx int4 NOT NULL,
      rank int4 NOT NULL,
      public_key bytea NOT NULL,
      weight numeric NOT NULL,
      adnl_addr bytea,
      wallet_workchain int4,
      wallet bytea,
      stake numeric,
      bonuses numeric,
      PRIMARY KEY (set_hash, idx)
    )`.execute(db);
  await sql`
    CREATE TABLE elections (
      election_id int8 PRIMARY KEY,
      starts_at int8 NOT NULL,
      ends_at int8 NOT NULL,
      first_mc_seqno int8 NOT NULL,
      next_set_hash bytea
    )`.execute(db);
  await sql`
    CREATE TABLE shard_layouts (
      workchain int4 NOT NULL,
      mc_seqno int8 NOT NULL,
      shards jsonb NOT NULL,
      PRIMARY KEY (workchain, mc_seqno)
    )`.execute(db);
  await sql`
    CREATE TABLE global_balances (
      mc_seqno int8 PRIMARY KEY,
      total numeric NOT NULL
    )`.execute(db);
  await sql`
    INSERT INTO stats_counters (name, value)
    SELECT 'blocks_wc:' || workchain, count(*) FROM blocks GROUP BY workchain
    UNION ALL
    SELECT 'blocks_nonempty_wc:' || workchain, count(*) FROM blocks WHERE tx_count > 0 GROUP BY workchain
    UNION ALL
    SELECT 'blocks_nonempty', count(*) FROM blocks WHERE tx_count > 0
    UNION ALL
    SELECT 'transactions_type:' || tx_type, count(*) FROM transactions GROUP BY tx_type
    ON CONFLICT (name) DO NOTHING`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM stats_counters
    WHERE name = 'blocks_nonempty' OR name ~ '^(blocks_wc|blocks_nonempty_wc|transactions_type):'`.execute(
    db,
  );
  for (const table of [
    'global_balances',
    'shard_layouts',
    'elections',
    'validators',
    'validator_sets',
    'config_params',
    'config_snapshots',
  ]) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}
