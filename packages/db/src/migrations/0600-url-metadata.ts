// TIP-4.2.2 metadata: an NFT or collection whose metadata is a JSON document at a URL keeps the URL its
// getters gave and, once the indexer's fetcher has read it, the document in the same json/name/…
// columns the on-chain (TIP-4.2) metadata uses, so every read serves both kinds alike. The fetcher
// reads the rows whose metadata_due_at has passed, in that order (the partial index), and sets the next
// time: an hour after a document was read, sooner after a failure (apps/indexer/src/url-metadata.ts).
import { type Kysely, sql } from 'kysely';

const TABLES = ['nfts', 'nft_collections'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`
      ALTER TABLE ${sql.table(table)}
        ADD COLUMN metadata_url text,
        ADD COLUMN metadata_due_at int8 NOT NULL DEFAULT 0,
        ADD COLUMN metadata_fetched_at int8,
        ADD COLUMN metadata_error text`.execute(db);
    await sql`
      CREATE INDEX ${sql.id(`${table}_metadata_due`)} ON ${sql.table(table)} (metadata_due_at)
        WHERE metadata_url IS NOT NULL`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`DROP INDEX ${sql.id(`${table}_metadata_due`)}`.execute(db);
    await sql`
      ALTER TABLE ${sql.table(table)}
        DROP COLUMN metadata_url,
        DROP COLUMN metadata_due_at,
        DROP COLUMN metadata_fetched_at,
        DROP COLUMN metadata_error`.execute(db);
  }
}
