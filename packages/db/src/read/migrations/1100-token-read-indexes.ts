// Indexes behind every token, collection and NFT list and filter (packages/db/src/read/tokens.ts and
// nfts.ts). Each list pages by key in the order of one of these, newest or largest first.
import { type Kysely, sql } from 'kysely';

const INDEXES: Array<[name: string, definition: string]> = [
  // Tokens page: all, trusted, custom; newest first.
  ['token_roots_created', 'token_roots (created_lt, workchain, address)'],
  ['token_roots_trusted_created', 'token_roots (trusted, created_lt, workchain, address)'],
  // Holders of a token, largest balance first (amountGe/amountLe are a range on the same index).
  ['token_wallets_root_balance', 'token_wallets (root_workchain, root, balance, workchain, address)'],
  // Balances of an owner, and one owner's wallet of a root.
  ['token_wallets_owner', 'token_wallets (owner_workchain, owner, root_workchain, root, workchain, address)'],
  // Token transactions: all, per token, per owner, per kind; newest first, blockTime as a range.
  ['token_transactions_time', 'token_transactions (time, lt, tx_hash)'],
  ['token_transactions_root', 'token_transactions (root_workchain, root, time, lt, tx_hash)'],
  ['token_transactions_owner', 'token_transactions (owner_workchain, owner, time, lt, tx_hash)'],
  ['token_transactions_kind', 'token_transactions (kind, time, lt, tx_hash)'],
  // Collections newest first; NFTs of a collection or an owner newest first; NFT by (collection, id).
  ['nft_collections_created', 'nft_collections (created_lt, workchain, address)'],
  ['nfts_collection', 'nfts (collection_workchain, collection, created_lt, workchain, address)'],
  ['nfts_owner', 'nfts (owner_workchain, owner, created_lt, workchain, address)'],
  ['nfts_collection_id', 'nfts (collection_workchain, collection, nft_id)'],
  // Events of one NFT, newest first.
  ['nft_events_nft', 'nft_events (nft_workchain, nft, lt, tx_hash, idx)'],
  // Accounts by code hash, newest first (the "accounts by code hash" chain read).
  ['accounts_code_hash_created', 'accounts (code_hash, created_lt, workchain, address)'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, definition] of INDEXES) {
    await sql`CREATE INDEX ${sql.raw(name)} ON ${sql.raw(definition)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of [...INDEXES].reverse()) await sql`DROP INDEX ${sql.raw(name)}`.execute(db);
}
