// TIP-4 collections and NFTs in the Explorer API's style (POST + JSON under /api/explorer): what the
// spec's collections page, NFT page and "Chain reads for NFTs" need, answered from what the indexer
// derived from the contracts' getters and events (spec §3 "NFT and collection").
import { z } from 'zod';
import { CsvBody, csvLimit } from './csv';
import { Account } from './entities';
import { ListCountResponse, NOT_BOTH, notBoth, Offset, pageCursors } from './lists';
import { Cursor, Hash, limitWithDefault, RawAddress, U64, UnixTime, unsignedDecimal } from './primitives';
import type { RouteDef } from './route-def';
import { endpoints, NFT_EVENT_KINDS, PAGE_SIZES } from './values';

/** uint256 NFT id as a decimal string. */
/** A VEP-1155 count (uint128): a supply, balance or transferred amount; also a royalty's basis points. */
export const MultiTokenCount = unsignedDecimal(128, 39, 'expected an unsigned decimal string').meta({
  description: 'uint128 as a decimal string',
  example: '1000',
});

export const NftId = unsignedDecimal(256, 78, 'expected an unsigned decimal string').meta({
  description: 'NFT id (uint256) as a decimal string',
  example: '0',
});

/** Fields read from the TIP-4.2 JSON metadata when indexing, or with TIP-4.2.2 from the document at the
 *  contract's URL (read by the indexer, again an hour later). Contract text is cut to a cap (name 256,
 *  description 4096, JSON 65536 UTF-16 code units) and then ends with `…`. */
const metadata = {
  json: z.string().nullable().meta({
    description: "The contract's getJson() string verbatim (NUL as U+FFFD), cut at 65536 characters",
  }),
  name: z.string().nullable(),
  description: z.string().nullable(),
  preview: z.string().nullable().meta({
    description:
      'preview.source: an http(s) URL, or a data:image/ URL of at most 262144 characters (an SVG one as the contract gave it: sanitize before showing); anything else is dropped when indexing',
  }),
  externalUrl: z.string().nullable().meta({
    description: 'external_url when it is an http(s) URL; anything else (javascript:, data:, …) is dropped',
  }),
  metadataUrl: z.string().nullable().meta({
    description:
      'TIP-4.2.2: the http(s) URL the contract gives for its metadata document, which the indexer reads (the fields above are from it); null when the metadata is on chain',
  }),
  metadataFetchedAt: UnixTime.nullable().meta({
    description:
      'TIP-4.2.2: when the indexer last read the document at metadataUrl; null before the first read',
  }),
};

export const Collection = z.object({
  address: RawAddress,
  ...metadata,
  /** TIP-6 interface ids the contract answers true to (e.g. 1217aaab TIP-4.1 collection), lowercase hex. */
  supportedInterfaces: z.array(z.string()),
  ownerAddress: RawAddress.nullable(),
  createdAt: UnixTime.nullable(),
  /** NFTs of this collection the indexer has seen (a maintained counter). */
  itemsCount: z.number().int(),
  /** The collection's own totalSupply() getter. */
  totalSupply: U64.nullable(),
  nftCodeHash: Hash.nullable(),
  codeHash: Hash,
  updatedAt: UnixTime,
});

export const Nft = z.object({
  address: RawAddress,
  id: NftId,
  collection: RawAddress,
  ownerAddress: RawAddress,
  managerAddress: RawAddress,
  ...metadata,
  supportedInterfaces: z.array(z.string()),
  codeHash: Hash,
  createdAt: UnixTime.nullable(),
  updatedAt: UnixTime,
  burned: z.boolean(),
  /** VEP-1155: a multi-token's supply and royalty, read from its getters; null for a TIP-4 NFT. */
  multiTokenSupply: MultiTokenCount.nullable().meta({
    description: "VEP-1155: the token's multiTokenSupply() getter; null when the NFT is not a multi-token",
  }),
  royaltyAddress: RawAddress.nullable().meta({ description: "VEP-1155: royaltyInfo's receiver" }),
  royaltyBasisPoints: MultiTokenCount.nullable().meta({
    description: "VEP-1155: royaltyInfo(10000)'s amount, i.e. the royalty in basis points (500 = 5%)",
  }),
  multiTokenWalletCodeHash: Hash.nullable().meta({
    description:
      "VEP-1155: the code hash of the token's wallets that hold some (the collection's multiTokenCodeHash(id, false))",
  }),
});

/** A collection or NFT in a list: its bounded preview, not the JSON, which only its own request carries. */
export const CollectionListItem = Collection.omit({ json: true });
export const NftListItem = Nft.omit({ json: true });

export const NftEventKind = z.enum(NFT_EVENT_KINDS);
export const NftEvent = z.object({
  transactionHash: Hash,
  lt: U64,
  time: UnixTime,
  kind: NftEventKind,
  /** NftCreated comes from the all-zero address (spec §3); NftBurned goes to it. */
  oldAddress: RawAddress,
  newAddress: RawAddress,
});

// ── requests and responses ───────────────────────────────────────────────────────────────────
/** Collections, newest first. */
export const CollectionsListRequest = z.strictObject({
  cursor: Cursor.optional(),
  limit: limitWithDefault(PAGE_SIZES.tab),
});
export const CollectionsListResponse = z.object({ collections: z.array(CollectionListItem), ...pageCursors });
export const CollectionsCountRequest = z.strictObject({}).default({});
export const CollectionsCountResponse = z.object({ totalCount: z.number().int() });
export const CollectionRequest = z.strictObject({ id: RawAddress });
/** One collection: with the highest token id it has (VEP-1155's "last token id"), which lists leave out. */
export const CollectionResponse = Collection.extend({
  lastTokenId: NftId.nullable().meta({
    description: 'The highest id among the NFTs of this collection the indexer has seen; null when none',
  }),
});

/** NFTs of one collection or of one owner, newest first. */
export const NftsListRequest = z
  .strictObject({
    collection: RawAddress.optional(),
    owner: RawAddress.optional(),
    cursor: Cursor.optional(),
    limit: limitWithDefault(PAGE_SIZES.list),
  })
  .refine((r) => (r.collection === undefined) !== (r.owner === undefined), {
    message: 'give exactly one of collection or owner',
    path: ['collection'],
  });
export const NftsListResponse = z.object({ nfts: z.array(NftListItem), ...pageCursors });

/** One NFT with a page of its events (newest first, spec §9: 10 per page). */
export const NftRequest = z.strictObject({
  id: RawAddress,
  eventsCursor: Cursor.optional(),
  eventsLimit: limitWithDefault(PAGE_SIZES.tab),
});
export const NftResponse = Nft.extend({
  collectionInfo: Collection.pick({ address: true, name: true, preview: true }).nullable(),
  events: z.array(NftEvent),
  eventsCurrentCursor: Cursor.nullable(),
  eventsNextCursor: Cursor.nullable(),
  eventsPrevCursor: Cursor.nullable(),
});

/** The chain read `nftAddress(id)` answered from the index. */
export const NftByIdRequest = z.strictObject({ collection: RawAddress, id: NftId });

/** The chain read "accounts by code hash": newest first, keyset-paged. */
export const AccountsByCodeHashRequest = z
  .strictObject({
    codeHash: Hash,
    cursor: Cursor.optional(),
    offset: Offset.optional(),
    limit: limitWithDefault(PAGE_SIZES.list),
  })
  .refine(notBoth, NOT_BOTH);
export const AccountsByCodeHashCountRequest = z.strictObject({ codeHash: Hash });
export const AccountsByCodeHashResponse = z.object({ accounts: z.array(Account), ...pageCursors });

export const CollectionsCsvQuery = z.strictObject({ limit: csvLimit });

export type NftId = z.infer<typeof NftId>;
export type Collection = z.infer<typeof Collection>;
export type CollectionResponse = z.infer<typeof CollectionResponse>;
export type Nft = z.infer<typeof Nft>;
export type CollectionListItem = z.infer<typeof CollectionListItem>;
export type NftListItem = z.infer<typeof NftListItem>;
export type NftEvent = z.infer<typeof NftEvent>;
export type NftEventKind = z.infer<typeof NftEventKind>;
export type CollectionsListRequest = z.input<typeof CollectionsListRequest>;
export type CollectionsListResponse = z.infer<typeof CollectionsListResponse>;
export type NftsListRequest = z.input<typeof NftsListRequest>;
export type NftsListResponse = z.infer<typeof NftsListResponse>;
export type NftRequest = z.input<typeof NftRequest>;
export type NftResponse = z.infer<typeof NftResponse>;
export type AccountsByCodeHashRequest = z.input<typeof AccountsByCodeHashRequest>;
export type AccountsByCodeHashResponse = z.infer<typeof AccountsByCodeHashResponse>;

// ── routes (spread into ./routes) ────────────────────────────────────────────────────────────
export const nftRoutes = {
  collectionsList: {
    ...endpoints.collectionsList,
    tag: 'explorer',
    summary: 'TIP-4 collections, newest first, keyset-paged',
    body: CollectionsListRequest,
    response: CollectionsListResponse,
  },
  collectionsCount: {
    ...endpoints.collectionsCount,
    tag: 'explorer',
    summary: 'How many collections are indexed (a maintained counter)',
    body: CollectionsCountRequest,
    response: CollectionsCountResponse,
  },
  collection: {
    ...endpoints.collection,
    tag: 'explorer',
    summary: 'One collection by address: metadata, owner, supply, last token id, NFT code hash, interfaces',
    body: CollectionRequest,
    response: CollectionResponse,
    notFound: true,
  },
  nftsList: {
    ...endpoints.nftsList,
    tag: 'explorer',
    summary: 'NFTs of a collection or of an owner, newest first, keyset-paged',
    body: NftsListRequest,
    response: NftsListResponse,
  },
  nft: {
    ...endpoints.nft,
    tag: 'explorer',
    summary: 'One NFT by address: metadata, owner, manager, collection, and a page of its events',
    body: NftRequest,
    response: NftResponse,
    notFound: true,
  },
  nftById: {
    ...endpoints.nftById,
    tag: 'explorer',
    summary: 'The NFT of a collection with a given id (the nftAddress chain read)',
    body: NftByIdRequest,
    response: Nft,
    notFound: true,
  },
  accountsByCodeHash: {
    ...endpoints.accountsByCodeHash,
    tag: 'explorer',
    summary: 'Accounts running a code hash, newest created first, keyset-paged or from an offset',
    body: AccountsByCodeHashRequest,
    response: AccountsByCodeHashResponse,
  },
  accountsByCodeHashCount: {
    ...endpoints.accountsByCodeHashCount,
    tag: 'explorer',
    summary: 'How many accounts run a code hash (exact, from a counter the indexer keeps)',
    body: AccountsByCodeHashCountRequest,
    response: ListCountResponse,
  },
  collectionsCsv: {
    ...endpoints.collectionsCsv,
    tag: 'explorer',
    summary: 'Collections as CSV, newest first',
    query: CollectionsCsvQuery,
    response: CsvBody,
    csv: true,
  },
} as const satisfies Record<string, RouteDef>;
