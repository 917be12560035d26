// VEP-1155: the code hash of a token's wallets that hold some of it — the collection's
// multiTokenCodeHash(id, false); a wallet's code is salted with its collection, token id and whether it
// is empty — read by the indexer for each token.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE nfts ADD COLUMN multi_token_wallet_code_hash bytea`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE nfts DROP COLUMN multi_token_wallet_code_hash`.execute(db);
}
