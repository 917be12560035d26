// Core chain tables: blocks, transactions, messages, accounts, stats, checkpoints, failed blocks.
// Every index here backs a list filter or a keyset page of the explorer (spec §2, §3); see
// packages/db/README.md for which query each one serves.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE blocks (
      root_hash bytea PRIMARY KEY,
      file_hash bytea NOT NULL,
      workchain int4 NOT NULL,
      shard text NOT NULL,
      seqno int8 NOT NULL,
      mc_seqno int8 NOT NULL,
      global_id int4 NOT NULL,
      version int8 NOT NULL,
      flavor text NOT NULL,
      after_merge boolean NOT NULL,
      before_split boolean NOT NULL,
      after_split boolean NOT NULL,
      want_split boolean NOT NULL,
      want_merge boolean NOT NULL,
      is_key_block boolean NOT NULL,
      vert_seqno int8 NOT NULL,
      gen_utime int8 NOT NULL,
      gen_utime_ms int4,
      start_lt int8 NOT NULL,
      end_lt int8 NOT NULL,
      gen_validator_list_hash_short int8 NOT NULL,
      gen_catchain_seqno int8 NOT NULL,
      min_ref_mc_seqno int8 NOT NULL,
      prev_key_block_seqno int8 NOT NULL,
      gen_software_version int8,
      gen_software_capabilities numeric,
      master_ref_seqno int8,
      prev1_root_hash bytea,
      prev2_root_hash bytea,
      prev_ref jsonb NOT NULL,
      value_flow jsonb NOT NULL,
      fees_collected numeric NOT NULL,
      shard_hashes jsonb,
      account_blocks jsonb NOT NULL,
      tx_count int4 NOT NULL,
      msg_count int4 NOT NULL,
      boc bytea
    )`.execute(db);
  // Block by (workchain, shard, seqno); block lists by seqno or time, optionally per workchain.
  await sql`CREATE UNIQUE INDEX blocks_id ON blocks (workchain, shard, seqno)`.execute(db);
  await sql`CREATE INDEX blocks_seqno ON blocks (seqno, shard)`.execute(db);
  await sql`CREATE INDEX blocks_gen_utime ON blocks (gen_utime, root_hash)`.execute(db);
  await sql`CREATE INDEX blocks_mc_seqno ON blocks (mc_seqno)`.execute(db);
  // Next-block links are the reverse of prev links.
  await sql`CREATE INDEX blocks_prev1 ON blocks (prev1_root_hash)`.execute(db);
  await sql`CREATE INDEX blocks_prev2 ON blocks (prev2_root_hash) WHERE prev2_root_hash IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX blocks_key ON blocks (seqno) WHERE is_key_block`.execute(db);

  // A transaction row holds what lists show and filter on; everything else the transaction page shows
  // (phases, chain links, state hashes, statuses, its messages) is read from the stored BOC, so it is
  // not stored twice. Per-account history and per-account lists share one index: an account's lt
  // order is its time order.
  await sql`
    CREATE TABLE transactions (
      hash bytea PRIMARY KEY,
      workchain int4 NOT NULL,
      account bytea NOT NULL,
      lt int8 NOT NULL,
      now int8 NOT NULL,
      mc_seqno int8 NOT NULL,
      block_root_hash bytea NOT NULL,
      tx_type text NOT NULL,
      aborted boolean NOT NULL,
      destroyed boolean NOT NULL,
      exit_code int4,
      result_code int4,
      total_fees numeric NOT NULL,
      balance_change numeric NOT NULL,
      balance numeric,
      in_msg_hash bytea,
      boc bytea NOT NULL
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX transactions_account ON transactions (workchain, account, lt)`.execute(db);
  // Time-ordered indexes grow at their right edge, where a full page splits into a full one and a new
  // one: packing pages full (btree's default leaves 10% free) costs nothing later and saves the space.
  await sql`CREATE INDEX transactions_time ON transactions (now, lt, hash) WITH (fillfactor = 100)`.execute(
    db,
  );
  await sql`CREATE INDEX transactions_balance_change ON transactions (balance_change)`.execute(db);

  // A message row holds its header fields and the transactions that emitted and consumed it; its BOC is
  // a cell of those transactions' BOCs and is cut out of them when asked for.
  await sql`
    CREATE TABLE messages (
      hash bytea PRIMARY KEY,
      msg_type text NOT NULL,
      src_workchain int4,
      src bytea,
      dst_workchain int4,
      dst bytea,
      value numeric,
      ihr_fee numeric,
      fwd_fee numeric,
      import_fee numeric,
      bounce boolean,
      bounced boolean,
      created_lt int8,
      created_at int8,
      src_tx_hash bytea,
      dst_tx_hash bytea,
      tx_time int8 NOT NULL,
      tx_lt int8 NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX messages_time ON messages (tx_time, tx_lt, hash) WITH (fillfactor = 100)`.execute(
    db,
  );
  await sql`CREATE INDEX messages_value ON messages (value) WHERE value IS NOT NULL`.execute(db);

  await sql`
    CREATE TABLE accounts (
      workchain int4 NOT NULL,
      address bytea NOT NULL,
      balance numeric,
      status text NOT NULL,
      code_hash bytea,
      data_hash bytea,
      created_at int8,
      created_lt int8,
      creator_workchain int4,
      creator_address bytea,
      updated_at int8 NOT NULL,
      last_tx_lt int8 NOT NULL,
      last_tx_hash bytea NOT NULL,
      state_boc bytea,
      PRIMARY KEY (workchain, address)
    )`.execute(db);
  await sql`CREATE INDEX accounts_updated ON accounts (updated_at, workchain, address)`.execute(db);
  await sql`CREATE INDEX accounts_created ON accounts (created_at, workchain, address)`.execute(db);
  await sql`CREATE INDEX accounts_balance ON accounts (balance, workchain, address)`.execute(db);
  await sql`CREATE INDEX accounts_code_hash ON accounts (code_hash) WHERE code_hash IS NOT NULL`.execute(db);

  await sql`CREATE TABLE stats_counters (name text PRIMARY KEY, value numeric NOT NULL)`.execute(db);
  await sql`
    CREATE TABLE stats_rollups (
      bucket text NOT NULL,
      start_time int8 NOT NULL,
      transactions int8 NOT NULL DEFAULT 0,
      messages int8 NOT NULL DEFAULT 0,
      new_accounts int8 NOT NULL DEFAULT 0,
      active_accounts int8 NOT NULL DEFAULT 0,
      volume numeric NOT NULL DEFAULT 0,
      PRIMARY KEY (bucket, start_time)
    )`.execute(db);
  await sql`
    CREATE TABLE account_activity (
      bucket text NOT NULL,
      start_time int8 NOT NULL,
      workchain int4 NOT NULL,
      address bytea NOT NULL,
      PRIMARY KEY (bucket, start_time, workchain, address)
    )`.execute(db);

  await sql`
    CREATE TABLE checkpoints (
      name text PRIMARY KEY,
      mc_seqno int8 NOT NULL,
      mc_root_hash bytea NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE failed_blocks (
      boc_hash bytea PRIMARY KEY,
      mc_seqno int8,
      error_type text NOT NULL,
      error_message text NOT NULL,
      boc bytea NOT NULL,
      seen_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'failed_blocks',
    'checkpoints',
    'account_activity',
    'stats_rollups',
    'stats_counters',
    'accounts',
    'messages',
    'transactions',
    'blocks',
  ]) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}
