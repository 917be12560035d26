// Collection and NFT handlers (/api/explorer/collections, /nfts, /accounts/by_code_hash): the
// validated body in, read functions of @tvmscan/db, the wire shape out.
import type { Collection, nftRoutes } from '@tvmscan/api-schema';
import {
  countAccountsByCodeHash,
  countCollections,
  getCollection,
  getNft,
  getNftById,
  listAccountsByCodeHash,
  listCollections,
  listNftEvents,
  listNfts,
  nftsListName,
} from '@tvmscan/db';
import type { CsvColumn } from '../csv';
import type { Handlers } from '../handler-types';

/** A list carries each item's bounded preview, never its JSON (up to 64 KiB each): that is for the
 *  item's own request. */
const listed = <T extends { json: string | null }>({ json: _, ...item }: T): Omit<T, 'json'> => item;

const COLLECTION_COLUMNS: CsvColumn<Collection>[] = [
  ['address', (c) => c.address],
  ['name', (c) => c.name],
  ['preview', (c) => c.preview],
  ['external_url', (c) => c.externalUrl],
  ['supported_interfaces', (c) => c.supportedInterfaces.join(' ')],
  ['owner', (c) => c.ownerAddress],
  ['created', (c) => (c.createdAt === null ? null : new Date(c.createdAt * 1000).toISOString())],
  ['items', (c) => c.itemsCount],
];

export const nftHandlers: Pick<Handlers, keyof typeof nftRoutes> = {
  collectionsList: async ({ cursor, limit }, { database, cursors }) => {
    const c = cursors.of('collections');
    const page = await listCollections(database.db, c.decode(cursor, limit));
    return { collections: page.items.map(listed), ...c.around(page, cursor) };
  },
  collectionsCount: async (_b, { database }) => ({ totalCount: await countCollections(database.db) }),
  collection: async ({ id }, { database }) => getCollection(database.db, id),
  nftsList: async ({ cursor, limit, ...filter }, { database, cursors }) => {
    const c = cursors.of(nftsListName(filter), filter);
    const page = await listNfts(database.db, filter, c.decode(cursor, limit));
    return { nfts: page.items.map(listed), ...c.around(page, cursor) };
  },
  nft: async ({ id, eventsCursor, eventsLimit }, { database, cursors }) => {
    const nft = await getNft(database.db, id);
    if (!nft) return null;
    // Events cursors are bound to the NFT, so one cannot page another NFT's events with them.
    const eventCursors = cursors.of(`nft-events:${id}`);
    const [collection, events] = await Promise.all([
      getCollection(database.db, nft.collection),
      listNftEvents(database.db, id, eventCursors.decode(eventsCursor, eventsLimit)),
    ]);
    const c = eventCursors.around(events, eventsCursor);
    return {
      ...nft,
      collectionInfo: collection && {
        address: collection.address,
        name: collection.name,
        preview: collection.preview,
      },
      events: events.items,
      eventsCurrentCursor: c.currentCursor,
      eventsNextCursor: c.nextCursor,
      eventsPrevCursor: c.prevCursor,
    };
  },
  nftById: async ({ collection, id }, { database }) => getNftById(database.db, collection, id),
  accountsByCodeHash: async ({ codeHash, cursor, offset, limit }, { database, cursors }) => {
    const c = cursors.of(`accounts:code:${codeHash}`);
    const page = await listAccountsByCodeHash(database.db, codeHash, { ...c.decode(cursor, limit), offset });
    return { accounts: page.items, ...c.around(page, cursor) };
  },
  accountsByCodeHashCount: async ({ codeHash }, { database }) =>
    countAccountsByCodeHash(database.db, codeHash),
  collectionsCsv: async ({ limit }) => ({
    filename: 'collections.csv',
    columns: COLLECTION_COLUMNS,
    maxRows: limit,
    page: (db, req) => listCollections(db, req),
  }),
};
