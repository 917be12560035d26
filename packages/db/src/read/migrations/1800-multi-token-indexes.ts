// Indexes behind the VEP-1155 lists (packages/db/src/read/multi-tokens.ts): each list pages by key in
// the order of one of these.
import { type Kysely, sql } from 'kysely';

const INDEXES: Array<[name: string, definition: string]> = [
  // Wallets of one token, largest balance first (its holders).
  [
    'multi_token_wallets_token',
    'multi_token_wallets (collection_workchain, collection, nft_id, balance, workchain, address)',
  ],
  // Wallets of one owner, most recently moved first.
  [
    'multi_token_wallets_owner',
    'multi_token_wallets (owner_workchain, owner, last_tx_lt, workchain, address)',
  ],
  // Events of a collection, and of one of its tokens, newest first.
  [
    'multi_token_events_collection',
    'multi_token_events (collection_workchain, collection, lt, tx_hash, idx)',
  ],
  [
    'multi_token_events_token',
    'multi_token_events (collection_workchain, collection, nft_id, lt, tx_hash, idx)',
  ],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, definition] of INDEXES) {
    await sql`CREATE INDEX ${sql.raw(name)} ON ${sql.raw(definition)}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of [...INDEXES].reverse()) await sql`DROP INDEX ${sql.raw(name)}`.execute(db);
}
