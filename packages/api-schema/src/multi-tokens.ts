// VEP-1155 multi-tokens in the Explorer API's style (POST + JSON under /api/explorer). A multi-token
// collection and its tokens are TIP-4 collections and NFTs (./nfts, with supply, royalty and last token
// id); what is theirs alone is listed here: the wallets holding a token's balances, and the events of
// the collection and its wallets (spec §3 "On-chain NFT model").
import { z } from 'zod';
import { pageCursors } from './lists';
import { MultiTokenCount, NftId } from './nfts';
import { Cursor, Hash, limitWithDefault, RawAddress, U64, UnixTime } from './primitives';
import type { RouteDef } from './route-def';
import { endpoints, MULTI_TOKEN_EVENT_KINDS, PAGE_SIZES } from './values';

export const MultiTokenWallet = z.object({
  address: RawAddress,
  /** The token's id in its collection. */
  id: NftId,
  collection: RawAddress,
  ownerAddress: RawAddress,
  /** The token's NFT (the collection's nftAddress(id)); null when the collection did not answer. */
  nftAddress: RawAddress.nullable(),
  /** The token's name from its NFT's metadata, when indexed (contract text: render as text). */
  name: z.string().nullable(),
  balance: MultiTokenCount,
  codeHash: Hash,
  updatedAt: UnixTime,
});

export const MultiTokenEventKind = z.enum(MULTI_TOKEN_EVENT_KINDS);
export const MultiTokenEvent = z.object({
  transactionHash: Hash,
  lt: U64,
  time: UnixTime,
  kind: MultiTokenEventKind,
  id: NftId,
  /** The wallet the event is about: the one created or credited; for a new token, its first wallet. */
  walletAddress: RawAddress.nullable(),
  /** That wallet's owner: for a transfer the recipient, for a burn the owner whose tokens burned. */
  ownerAddress: RawAddress.nullable(),
  /** A transfer's sender (the owner it came from), or the creator of a new token. */
  counterparty: RawAddress.nullable(),
  /** Tokens minted, burned, moved, or held by a new wallet. */
  count: MultiTokenCount,
  /** A transfer recipient's balance after it; null for the other kinds. */
  balance: MultiTokenCount.nullable(),
});

/** The wallets of one owner (most recently moved first), or of one token (largest balance first). */
export const MultiTokenWalletsRequest = z
  .strictObject({
    owner: RawAddress.optional(),
    collection: RawAddress.optional(),
    id: NftId.optional(),
    cursor: Cursor.optional(),
    limit: limitWithDefault(PAGE_SIZES.tab),
  })
  .refine((r) => (r.owner === undefined) !== (r.collection === undefined && r.id === undefined), {
    message: 'give either owner, or collection and id',
    path: ['owner'],
  })
  .refine((r) => (r.collection === undefined) === (r.id === undefined), {
    message: 'collection and id go together',
    path: ['id'],
  });
/** One multi-token wallet by its address. */
export const MultiTokenWalletRequest = z.strictObject({ id: RawAddress });
export const MultiTokenWalletsResponse = z.object({ wallets: z.array(MultiTokenWallet), ...pageCursors });

/** Events of a multi-token collection, or of one of its tokens when id is given; newest first. */
export const MultiTokenEventsRequest = z.strictObject({
  collection: RawAddress,
  id: NftId.optional(),
  cursor: Cursor.optional(),
  limit: limitWithDefault(PAGE_SIZES.tab),
});
export const MultiTokenEventsResponse = z.object({ events: z.array(MultiTokenEvent), ...pageCursors });

export type MultiTokenWallet = z.infer<typeof MultiTokenWallet>;
export type MultiTokenEvent = z.infer<typeof MultiTokenEvent>;
export type MultiTokenEventKind = z.infer<typeof MultiTokenEventKind>;
export type MultiTokenWalletsRequest = z.input<typeof MultiTokenWalletsRequest>;
export type MultiTokenWalletsResponse = z.infer<typeof MultiTokenWalletsResponse>;
export type MultiTokenEventsRequest = z.input<typeof MultiTokenEventsRequest>;
export type MultiTokenEventsResponse = z.infer<typeof MultiTokenEventsResponse>;

// ── routes (spread into ./routes) ────────────────────────────────────────────────────────────
export const multiTokenRoutes = {
  multiTokenWallets: {
    ...endpoints.multiTokenWallets,
    tag: 'explorer',
    summary:
      'VEP-1155 wallets of an owner (most recently moved first) or of a token (largest balance first), keyset-paged',
    body: MultiTokenWalletsRequest,
    response: MultiTokenWalletsResponse,
  },
  multiTokenWallet: {
    ...endpoints.multiTokenWallet,
    tag: 'explorer',
    summary: 'One VEP-1155 wallet by address: its token id, owner, collection, balance and linked NFT',
    body: MultiTokenWalletRequest,
    response: MultiTokenWallet,
    notFound: true,
  },
  multiTokenEvents: {
    ...endpoints.multiTokenEvents,
    tag: 'explorer',
    summary:
      'VEP-1155 events of a multi-token collection or of one of its tokens, newest first, keyset-paged',
    body: MultiTokenEventsRequest,
    response: MultiTokenEventsResponse,
  },
} as const satisfies Record<string, RouteDef>;
