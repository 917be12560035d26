// VEP-1155 multi-tokens: a multi-token collection and its tokens are TIP-4.1 collections and NFTs, so
// they live in nft_collections and nfts (each token's NFT with its supply and royalty, added here);
// what is theirs alone is one wallet per token and owner, holding the owner's balance, and the events of
// the collection and the wallets (minted, burned, wallet created, transferred).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE nfts
      ADD COLUMN multi_token_supply numeric,
      ADD COLUMN royalty_workchain int4,
      ADD COLUMN royalty_receiver bytea,
      ADD COLUMN royalty_bp numeric`.execute(db);
  await sql`
    CREATE TABLE multi_token_wallets (
      workchain int4 NOT NULL,
      address bytea NOT NULL,
      nft_id numeric NOT NULL,
      collection_workchain int4 NOT NULL,
      collection bytea NOT NULL,
      owner_workchain int4 NOT NULL,
      owner bytea NOT NULL,
      nft_workchain int4,
      nft bytea,
      balance numeric NOT NULL,
      code_hash bytea NOT NULL,
      updated_at int8 NOT NULL,
      last_tx_lt int8 NOT NULL,
      PRIMARY KEY (workchain, address)
    )`.execute(db);
  await sql`
    CREATE TABLE multi_token_events (
      tx_hash bytea NOT NULL,
      idx int4 NOT NULL,
      lt int8 NOT NULL,
      time int8 NOT NULL,
      kind text NOT NULL,
      collection_workchain int4 NOT NULL,
      collection bytea NOT NULL,
      nft_id numeric NOT NULL,
      wallet_workchain int4,
      wallet bytea,
      owner_workchain int4,
      owner bytea,
      counterparty_workchain int4,
      counterparty bytea,
      count numeric NOT NULL,
      balance numeric,
      PRIMARY KEY (tx_hash, idx)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE multi_token_events`.execute(db);
  await sql`DROP TABLE multi_token_wallets`.execute(db);
  await sql`
    ALTER TABLE nfts
      DROP COLUMN multi_token_supply,
      DROP COLUMN royalty_workchain,
      DROP COLUMN royalty_receiver,
      DROP COLUMN royalty_bp`.execute(db);
}
