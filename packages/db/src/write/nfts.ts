// The NFT write path (TIP-4 collections, NFTs and their events), run by writeTokens inside the batch's
// database transaction. Idempotent like the rest: state rows move only to a strictly newer last_tx_lt,
// events are keyed, and a collection's items_count advances only by the NFTs newly inserted.
import { sql } from 'kysely';
import type { NftCollectionRow, NftEventRow, NftRow } from '../token-schema';
import { addToCounters, chunked, fromExcluded, type Tally, type Trx, tally } from './upserts';

const STATE_COLUMNS = ['interfaces', 'code_hash', 'updated_at', 'last_tx_lt', 'metadata_url'] as const;

/** What a TIP-4.2.2 row's metadata fetcher writes: the document's fields and its timing. */
const FETCHED_COLUMNS = [
  'json',
  'name',
  'description',
  'preview',
  'external_url',
  'metadata_due_at',
  'metadata_fetched_at',
  'metadata_error',
] as const;

/**
 * The metadata columns of an upsert. The getters of a TIP-4.2.2 contract give a URL and no document:
 * while the URL is the one stored, the row keeps what the fetcher read from it; a new or changed URL
 * (or on-chain metadata) takes the incoming values, which are due at once.
 */
function metadataFromExcluded(table: 'nfts' | 'nft_collections') {
  const sameUrl = sql`excluded.metadata_url IS NOT NULL AND excluded.metadata_url = ${sql.ref(`${table}.metadata_url`)}`;
  return Object.fromEntries(
    FETCHED_COLUMNS.map((c) => [
      c,
      sql`CASE WHEN ${sameUrl} THEN ${sql.ref(`${table}.${c}`)} ELSE ${sql.ref(`excluded.${c}`)} END`,
    ]),
  ) as Record<(typeof FETCHED_COLUMNS)[number], never>;
}

/** Collection facts from its getters; returns how many collections are new. */
export async function upsertCollections(trx: Trx, collections: NftCollectionRow[]): Promise<number> {
  let inserted = 0;
  for (const part of chunked(collections)) {
    const written = await trx
      .insertInto('nft_collections')
      .values(part)
      .onConflict((oc) =>
        oc
          .columns(['workchain', 'address'])
          .doUpdateSet({
            ...fromExcluded([...STATE_COLUMNS, 'owner_workchain', 'owner', 'total_supply', 'nft_code_hash']),
            ...metadataFromExcluded('nft_collections'),
          })
          .where('nft_collections.last_tx_lt', '<', (eb) => eb.ref('excluded.last_tx_lt')),
      )
      .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
      .execute();
    inserted += written.filter((r) => r.inserted).length;
  }
  return inserted;
}

/** NFT facts from getInfo/getJson; a new NFT counts into its collection's items_count. */
export async function upsertNfts(trx: Trx, nfts: NftRow[]): Promise<number> {
  const items: Tally = new Map();
  let inserted = 0;
  for (const part of chunked(nfts)) {
    const written = await trx
      .insertInto('nfts')
      .values(part)
      .onConflict((oc) =>
        oc
          .columns(['workchain', 'address'])
          .doUpdateSet({
            ...fromExcluded([
              ...STATE_COLUMNS,
              'owner_workchain',
              'owner',
              'manager_workchain',
              'manager',
              'multi_token_supply',
              'royalty_workchain',
              'royalty_receiver',
              'royalty_bp',
              'multi_token_wallet_code_hash',
            ]),
            ...metadataFromExcluded('nfts'),
          })
          .where('nfts.last_tx_lt', '<', (eb) => eb.ref('excluded.last_tx_lt')),
      )
      .returning(['collection_workchain', 'collection', sql<boolean>`(xmax = 0)`.as('inserted')])
      .execute();
    for (const r of written) {
      if (!r.inserted) continue;
      inserted++;
      tally(items, r.collection_workchain, r.collection);
    }
  }
  await addToCounters(trx, 'nft_collections', 'items_count', items);
  return inserted;
}

export async function insertNftEvents(trx: Trx, events: NftEventRow[]): Promise<void> {
  for (const part of chunked(events)) {
    await trx
      .insertInto('nft_events')
      .values(part)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  // A burned NFT's account is gone, so its last state stays; the event is what tells.
  for (const e of events) {
    if (e.kind !== 'NftBurned') continue;
    await trx
      .updateTable('nfts')
      .set({ burned: true })
      .where('workchain', '=', e.nft_workchain)
      .where('address', '=', Buffer.from(e.nft))
      .execute();
  }
}
