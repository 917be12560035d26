// The TIP-4.2.2 metadata fetcher's reads and writes (apps/indexer/src/url-metadata.ts): which NFTs and
// collections have a document due, and what a read of it found. A result is stored only while the row
// still has the URL that was read, so a URL the chain changed meanwhile is not given the old document.
import type { Database } from '../database';

export type UrlMetadataTable = 'nfts' | 'nft_collections';

export interface DueUrlMetadata {
  table: UrlMetadataTable;
  workchain: number;
  address: Buffer;
  url: string;
}

/** The document's fields as stored (metadata.ts in the indexer reads and caps them). */
export interface UrlMetadataFields {
  json: string | null;
  name: string | null;
  description: string | null;
  preview: string | null;
  external_url: string | null;
}

export type UrlMetadataResult = DueUrlMetadata & { dueAt: number; at: number } & (
    | { fields: UrlMetadataFields }
    | { error: string }
  );

/** Up to `limit` rows whose document is due at `now` (unix seconds), the longest due first. */
export async function dueUrlMetadata(
  { db }: Database,
  now: number,
  limit: number,
): Promise<DueUrlMetadata[]> {
  const due = (table: UrlMetadataTable) =>
    db
      .selectFrom(table)
      .select(['workchain', 'address', 'metadata_url', 'metadata_due_at'])
      .where('metadata_url', 'is not', null)
      .where('metadata_due_at', '<=', String(now))
      .orderBy('metadata_due_at')
      .limit(limit)
      .execute();
  const [nfts, collections] = await Promise.all([due('nfts'), due('nft_collections')]);
  return [
    ...nfts.map((r) => ({ table: 'nfts' as const, r })),
    ...collections.map((r) => ({ table: 'nft_collections' as const, r })),
  ]
    .sort((a, b) => Number(a.r.metadata_due_at) - Number(b.r.metadata_due_at))
    .slice(0, limit)
    .map(({ table, r }) => ({ table, workchain: r.workchain, address: r.address, url: r.metadata_url! }));
}

/** Stores one read: the document's fields, or the failure (the last document read stays). */
export async function storeUrlMetadata({ db }: Database, result: UrlMetadataResult): Promise<void> {
  const values =
    'fields' in result
      ? { ...result.fields, metadata_fetched_at: result.at, metadata_error: null }
      : { metadata_error: result.error };
  await db
    .updateTable(result.table)
    .set({ ...values, metadata_due_at: result.dueAt })
    .where('workchain', '=', result.workchain)
    .where('address', '=', result.address)
    .where('metadata_url', '=', result.url)
    .execute();
}
