// TIP-3 tokens and TIP-4 NFTs as the indexer derives them from contract getters, decoded calls and
// events: token roots, token wallets (balances), token transactions and their daily rollups, NFT
// collections, NFTs and NFT events, plus the per-code-hash interface cache that makes TIP-6 detection
// run once per code. Counters the pages show (holders, transactions, items) are columns the indexer
// maintains, so no request counts rows. Read indexes are in ../read/migrations/1100-token-read-indexes.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // What a code hash is: a catalogue hash (known builds) or the result of one TIP-6 probe.
  await sql`
    CREATE TABLE contract_interfaces (
      code_hash bytea PRIMARY KEY,
      kind text NOT NULL,
      interfaces jsonb NOT NULL
    )`.execute(db);

  await sql`
    CREATE TABLE token_roots (
      workchain int4 NOT NULL,
      address bytea NOT NULL,
      name text NOT NULL,
      symbol text NOT NULL,
      decimals int4 NOT NULL,
      total_supply numeric NOT NULL,
      root_owner_workchain int4,
      root_owner bytea,
      standard text NOT NULL,
      code_hash bytea NOT NULL,
      trusted boolean NOT NULL DEFAULT false,
      holders_count int8 NOT NULL DEFAULT 0,
      transactions_count int8 NOT NULL DEFAULT 0,
      created_at int8 NOT NULL,
      created_lt int8 NOT NULL,
      updated_at int8 NOT NULL,
      last_tx_lt int8 NOT NULL,
      PRIMARY KEY (workchain, address)
    )`.execute(db);
  // Every 3-character piece of a symbol (lowercased): symbol-substring search probes one piece.
  await sql`
    CREATE TABLE token_symbol_grams (
      gram text NOT NULL,
      workchain int4 NOT NULL,
      address bytea NOT NULL,
      PRIMARY KEY (gram, workchain, address)
    )`.execute(db);

  await sql`
    CREATE TABLE token_wallets (
      workchain int4 NOT NULL,
      address bytea NOT NULL,
      owner_workchain int4 NOT NULL,
      owner bytea NOT NULL,
      root_workchain int4 NOT NULL,
      root bytea NOT NULL,
      balance numeric NOT NULL,
      code_hash bytea NOT NULL,
      transactions_count int8 NOT NULL DEFAULT 0,
      updated_at int8 NOT NULL,
      last_tx_lt int8 NOT NULL,
      PRIMARY KEY (workchain, address)
    )`.execute(db);
  // How many tokens an owner holds a non-zero balance of.
  await sql`
    CREATE TABLE token_owners (
      owner_workchain int4 NOT NULL,
      owner bytea NOT NULL,
      tokens_count int8 NOT NULL DEFAULT 0,
      PRIMARY KEY (owner_workchain, owner)
    )`.execute(db);

  // One token operation per token-wallet transaction. owner is the wallet's owner; the counterparty
  // is the other side of a transfer (its owner and/or wallet, as far as the message tells).
  await sql`
    CREATE TABLE token_transactions (
      tx_hash bytea PRIMARY KEY,
      workchain int4 NOT NULL,
      wallet bytea NOT NULL,
      lt int8 NOT NULL,
      time int8 NOT NULL,
      kind text NOT NULL,
      amount numeric NOT NULL,
      root_workchain int4 NOT NULL,
      root bytea NOT NULL,
      owner_workchain int4,
      owner bytea,
      counterparty_owner_workchain int4,
      counterparty_owner bytea,
      counterparty_wallet_workchain int4,
      counterparty_wallet bytea
    )`.execute(db);
  await sql`
    CREATE TABLE token_tx_rollups (
      start_time int8 NOT NULL,
      root_workchain int4 NOT NULL,
      root bytea NOT NULL,
      kind text NOT NULL,
      count int8 NOT NULL DEFAULT 0,
      amount numeric NOT NULL DEFAULT 0,
      PRIMARY KEY (start_time, root_workchain, root, kind)
    )`.execute(db);

  await sql`
    CREATE TABLE nft_collections (
      workchain int4 NOT NULL,
      address bytea NOT NULL,
      code_hash bytea NOT NULL,
      json text,
      name text,
      description text,
      preview text,
      external_url text,
      interfaces jsonb NOT NULL,
      owner_workchain int4,
      owner bytea,
      total_supply numeric,
      nft_code_hash bytea,
      items_count int8 NOT NULL DEFAULT 0,
      created_at int8 NOT NULL,
      created_lt int8 NOT NULL,
      updated_at int8 NOT NULL,
      last_tx_lt int8 NOT NULL,
      PRIMARY KEY (workchain, address)
    )`.execute(db);
  await sql`
    CREATE TABLE nfts (
      workchain int4 NOT NULL,
      address bytea NOT NULL,
      nft_id numeric NOT NULL,
      collection_workchain int4 NOT NULL,
      collection bytea NOT NULL,
      owner_workchain int4 NOT NULL,
      owner bytea NOT NULL,
      manager_workchain int4 NOT NULL,
      manager bytea NOT NULL,
      code_hash bytea NOT NULL,
      json text,
      name text,
      description text,
      preview text,
      external_url text,
      interfaces jsonb NOT NULL,
      burned boolean NOT NULL DEFAULT false,
      created_at int8 NOT NULL,
      created_lt int8 NOT NULL,
      updated_at int8 NOT NULL,
      last_tx_lt int8 NOT NULL,
      PRIMARY KEY (workchain, address)
    )`.execute(db);
  await sql`
    CREATE TABLE nft_events (
      tx_hash bytea NOT NULL,
      idx int4 NOT NULL,
      nft_workchain int4 NOT NULL,
      nft bytea NOT NULL,
      lt int8 NOT NULL,
      time int8 NOT NULL,
      kind text NOT NULL,
      old_workchain int4 NOT NULL,
      old bytea NOT NULL,
      new_workchain int4 NOT NULL,
      new bytea NOT NULL,
      PRIMARY KEY (tx_hash, idx)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'nft_events',
    'nfts',
    'nft_collections',
    'token_tx_rollups',
    'token_transactions',
    'token_owners',
    'token_wallets',
    'token_symbol_grams',
    'token_roots',
    'contract_interfaces',
  ]) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}
