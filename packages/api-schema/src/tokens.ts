// Tokens API (spec §7 "Tokens API"), under /api/tokens: TIP-3 token roots, holders' balances and token
// transactions as the indexer derives them. Response fields follow spec §3 "Token"; the list envelopes
// follow the spec's `data.<items>` + `current_cursor`/`next_cursor` shape.
import { z } from 'zod';
import { CsvBody, csvLimit } from './csv';
import {
  Cursor,
  Hash,
  limitWithDefault,
  PlainText,
  RawAddress,
  U64,
  UnixTime,
  unsignedDecimal,
} from './primitives';
import type { RouteDef } from './route-def';
import {
  endpoints,
  OFFSET_MAX,
  PAGE_SIZES,
  TOKEN_FILTERS,
  TOKEN_SOCIAL_KEYS,
  TOKEN_TX_KINDS,
} from './values';

/** A TIP-3 amount (uint128) in the token's smallest units, as a decimal string. */
export const TokenAmount = unsignedDecimal(
  128,
  39,
  'expected an unsigned decimal string of token units',
).meta({ description: 'Token amount in the smallest units (uint128) as a decimal string', example: '1000' });

export const TokenStandard = z.enum(['Tip3', 'Jetton']);
/** Send is what the spec shows as "transfer". */
export const TokenTxKind = z.enum(TOKEN_TX_KINDS);
/** Token list filter of the tokens page: trusted tokens, the others, or both. */
export const TokenFilter = z.enum(TOKEN_FILTERS);

/** A link of a token's approved asset information: a social link, or its CoinMarketCap or CoinGecko page. */
export const TokenAssetLink = z.object({
  key: z.enum([...TOKEN_SOCIAL_KEYS, 'cmc_url', 'coingecko_url']),
  url: z.string(),
});

/**
 * What the newest approved asset proposal of a token says (decision 0049): the project's name, the
 * sanitized logo's URL (the Admin API's `/v1/info/logo/{root}/{active_from}`, image/svg+xml: show it
 * through <img>), website, description, and its non-empty links, in the form's order.
 */
export const TokenAsset = z.object({
  name: z.string(),
  logoUrl: z.string(),
  website: z.string(),
  description: z.string(),
  links: z.array(TokenAssetLink),
});
export type TokenAsset = z.infer<typeof TokenAsset>;

export const Token = z.object({
  rootAddress: RawAddress,
  /** Contract-supplied text, stored verbatim: render it as text. */
  name: z.string(),
  /** The symbol. */
  token: z.string(),
  totalSupply: TokenAmount,
  /** Decimals. */
  scale: z.number().int().min(0).max(255),
  /** The root owner (rootOwner getter); null when the getter did not answer. */
  ownerAddress: RawAddress.nullable(),
  /**
   * Spec §3 "manager": TIP-3 roots have no manager role on chain, so this is null until an asset
   * registry (the admin service's approved token proposals) names one.
   */
  manager: RawAddress.nullable(),
  /** Where the token's listing comes from: `manifest` when the deployment's trusted manifest lists it, else null. */
  source: z.enum(['manifest']).nullable(),
  /** Spec §3 "metadata URL": TIP-3 has no metadata getter; null until an approved asset proposal gives one. */
  metadataUrl: z.string().nullable(),
  tokenStandard: TokenStandard,
  codeHash: Hash,
  /** In the deployment's trusted manifest, or approved by an admin (decision 0049): sorts first in search. */
  trusted: z.boolean(),
  /** The token's approved asset information; null when no proposal of it was approved. */
  asset: TokenAsset.nullable(),
  holdersCount: z.number().int(),
  transactionsCount: z.number().int(),
  createdAt: UnixTime.nullable(),
  updatedAt: UnixTime,
});

export const TokenBalance = z.object({
  ownerAddress: RawAddress,
  walletAddress: RawAddress,
  rootAddress: RawAddress,
  /** The token's symbol and decimals, to format the amount. */
  token: z.string(),
  scale: z.number().int(),
  amount: TokenAmount,
  updatedAt: UnixTime,
  /** The token's approved logo (TokenAsset.logoUrl); null when it has no approved asset information. */
  logoUrl: z.string().nullable(),
  /** Whether the token has approved asset information. */
  verified: z.boolean(),
});

const Party = z.object({ ownerAddress: RawAddress.nullable(), walletAddress: RawAddress.nullable() });

export const TokenTransaction = z.object({
  transactionHash: Hash,
  lt: U64,
  kind: TokenTxKind,
  /** Mint has no sender (the root mints); Burn has no receiver. Owners of a wallet not seen yet are null. */
  sender: Party.nullable(),
  receiver: Party.nullable(),
  rootAddress: RawAddress,
  token: z.string(),
  scale: z.number().int(),
  amount: TokenAmount,
  blockTime: UnixTime,
});

const tokenCursors = {
  current_cursor: Cursor.nullable(),
  next_cursor: Cursor.nullable(),
  prev_cursor: Cursor.nullable(),
};

// ── requests and responses ───────────────────────────────────────────────────────────────────
const Address = z.strictObject({ address: RawAddress });

/** GET /v1/address/active/{root}: how many addresses hold a non-zero balance of the token. */
export const TokenActiveParams = z.strictObject({ root: RawAddress });
export const TokenActiveResponse = z.object({
  data: z.object({ rootAddress: RawAddress, totalCount: z.number().int() }),
});

/** Balances of one owner (all tokens) or of one token (its holders, largest first). */
export const BalancesSearchRequest = z
  .strictObject({
    ownerAddress: RawAddress.optional(),
    rootAddress: RawAddress.optional(),
    amountGe: TokenAmount.optional(),
    amountLe: TokenAmount.optional(),
    cursor: Cursor.optional(),
    limit: limitWithDefault(PAGE_SIZES.tab),
  })
  .refine((r) => r.ownerAddress !== undefined || r.rootAddress !== undefined, {
    message: 'give ownerAddress or rootAddress',
    path: ['rootAddress'],
  });
export const BalancesSearchResponse = z.object({
  data: z.object({ balances: z.array(TokenBalance) }),
  ...tokenCursors,
});

/** Holders of a token, or tokens of an owner: maintained counters, never a count over rows. */
export const BalancesCountRequest = z
  .strictObject({ ownerAddress: RawAddress.optional(), rootAddress: RawAddress.optional() })
  .refine((r) => (r.ownerAddress === undefined) !== (r.rootAddress === undefined), {
    message: 'give exactly one of ownerAddress or rootAddress',
    path: ['rootAddress'],
  });
export const CountResponse = z.object({ data: z.object({ totalCount: z.number().int() }) });

/** Every non-zero balance of one owner in one answer (the account page's token-balances tab). */
export const BalancesSnapshotRequest = z.strictObject({ ownerAddress: RawAddress });
export const BalancesSnapshotResponse = z.object({
  data: z.object({ balances: z.array(TokenBalance).max(1000), truncated: z.boolean() }),
});

export const TokenTransactionsSearchRequest = z.strictObject({
  /** The token operation of one transaction (the transaction page's token-operations tab). */
  transactionHash: Hash.optional(),
  ownerAddress: RawAddress.optional(),
  rootAddress: RawAddress.optional(),
  blockTimeGe: UnixTime.optional(),
  blockTimeLe: UnixTime.optional(),
  txKinds: z.array(TokenTxKind).max(6).optional(),
  cursor: Cursor.optional(),
  limit: limitWithDefault(PAGE_SIZES.list),
});
export const TokenTransactionsSearchResponse = z.object({
  data: z.object({ transactions: z.array(TokenTransaction) }),
  ...tokenCursors,
});
/** Counters per token, per owner (summed over the owner's wallets) or overall. */
export const TokenTransactionsCountRequest = z
  .strictObject({ ownerAddress: RawAddress.optional(), rootAddress: RawAddress.optional() })
  .default({});

/** GET /v1/root_contract/root_address/{address} */
export const RootByAddressParams = Address;
/** GET /v1/root_contract/{rootAddress}/address/{address}: the balance of an owner (or wallet) address. */
export const RootWalletParams = z.strictObject({ rootAddress: RawAddress, address: RawAddress });
/** GET /v1/root_contract/symbol_substring/{substring}: more than 2 characters, trusted tokens first. */
export const SymbolSubstringParams = z.strictObject({
  substring: PlainText.trim().min(3, 'give more than 2 characters').max(64),
});
export const TokenListResponse = z.object({ data: z.object({ rootTokenContracts: z.array(Token) }) });

/**
 * The tokens page: newest first. The spec's `{ limit, offset }` is served by walking the index to the
 * offset (at most OFFSET_MAX rows); `cursor` pages by key at any depth. `filter` narrows to the trusted
 * manifest's tokens or the others.
 */
export const RootSearchRequest = z
  .strictObject({
    filter: TokenFilter.default('all'),
    cursor: Cursor.optional(),
    offset: z
      .number()
      .int()
      .min(0)
      .max(OFFSET_MAX)
      .optional()
      .meta({
        description: `Tokens to skip (spec: (page-1)*limit), at most ${OFFSET_MAX}; deeper pages follow next_cursor. Not with cursor.`,
      }),
    limit: limitWithDefault(PAGE_SIZES.list),
  })
  .refine((r) => r.cursor === undefined || r.offset === undefined, {
    message: 'give cursor or offset, not both',
    path: ['offset'],
  });
export const RootSearchResponse = z.object({
  rootTokenContracts: z.array(Token),
  totalCount: z.number().int(),
  ...tokenCursors,
});

/** GET /v1/root_contract/supply/{address} */
export const SupplyParams = Address;
export const SupplyResponse = z.object({
  data: z.object({ rootAddress: RawAddress, totalSupply: TokenAmount, scale: z.number().int() }),
});

export const TokenAggregation = z.enum(['sum', 'count']);
/** Daily token transaction series; the last 30 days unless a range is given (at most 2000 days). */
export const TokenStatsRequest = z
  .strictObject({
    aggregationType: TokenAggregation.default('count'),
    rootAddress: RawAddress.optional(),
    txTypes: z.array(TokenTxKind).max(6).optional(),
    start_date: UnixTime.optional(),
    end_date: UnixTime.optional(),
  })
  .refine((r) => r.start_date === undefined || r.end_date === undefined || r.start_date <= r.end_date, {
    message: 'end_date must not precede start_date',
    path: ['end_date'],
  })
  .refine((r) => r.aggregationType === 'count' || r.rootAddress !== undefined, {
    message: 'sum needs rootAddress: amounts of different tokens do not add up',
    path: ['rootAddress'],
  });
export const TokenStatsPoint = z.object({
  /** Start of the day, unix seconds. */
  date: UnixTime,
  type: TokenTxKind,
  count: z.number().int().optional(),
  sum: TokenAmount.optional(),
});
export const TokenStatsResponse = z.object({ data: z.array(TokenStatsPoint) });

// ── CSV exports (GET with the list's filters as a query string) ────────────────────────────────
export const HoldersCsvQuery = z.strictObject({
  limit: csvLimit,
  rootAddress: RawAddress,
  amountGe: TokenAmount.optional(),
  amountLe: TokenAmount.optional(),
});
export const BalancesCsvQuery = z.strictObject({ limit: csvLimit, ownerAddress: RawAddress });
export const TokensCsvQuery = z.strictObject({ limit: csvLimit, filter: TokenFilter.default('all') });

export type TokenAmount = z.infer<typeof TokenAmount>;
export type TokenTxKind = z.infer<typeof TokenTxKind>;
export type Token = z.infer<typeof Token>;
export type TokenBalance = z.infer<typeof TokenBalance>;
export type TokenTransaction = z.infer<typeof TokenTransaction>;
export type TokenFilter = z.infer<typeof TokenFilter>;
export type BalancesSearchRequest = z.input<typeof BalancesSearchRequest>;
export type BalancesSearchResponse = z.infer<typeof BalancesSearchResponse>;
export type TokenTransactionsSearchRequest = z.input<typeof TokenTransactionsSearchRequest>;
export type TokenTransactionsSearchResponse = z.infer<typeof TokenTransactionsSearchResponse>;
export type RootSearchRequest = z.input<typeof RootSearchRequest>;
export type RootSearchResponse = z.infer<typeof RootSearchResponse>;
export type TokenStatsRequest = z.input<typeof TokenStatsRequest>;
export type TokenStatsResponse = z.infer<typeof TokenStatsResponse>;

// ── routes (spread into ./routes) ────────────────────────────────────────────────────────────
export const tokenRoutes = {
  tokenActiveAddresses: {
    ...endpoints.tokenActiveAddresses,
    tag: 'tokens',
    summary: 'How many addresses hold a non-zero balance of a token (a maintained counter)',
    params: TokenActiveParams,
    response: TokenActiveResponse,
    notFound: true,
  },
  tokenBalancesSearch: {
    ...endpoints.tokenBalancesSearch,
    tag: 'tokens',
    summary: "An owner's token balances, or a token's holders largest first, keyset-paged",
    body: BalancesSearchRequest,
    response: BalancesSearchResponse,
  },
  tokenBalancesCount: {
    ...endpoints.tokenBalancesCount,
    tag: 'tokens',
    summary: 'Holders of a token or tokens held by an owner (maintained counters)',
    body: BalancesCountRequest,
    response: CountResponse,
  },
  tokenBalancesSnapshot: {
    ...endpoints.tokenBalancesSnapshot,
    tag: 'tokens',
    summary: 'Every non-zero token balance of an owner in one answer',
    body: BalancesSnapshotRequest,
    response: BalancesSnapshotResponse,
  },
  tokenTransactionsSearch: {
    ...endpoints.tokenTransactionsSearch,
    tag: 'tokens',
    summary: 'Token transactions (Mint, Burn, Send, Receive, cancellations), newest first, filtered',
    body: TokenTransactionsSearchRequest,
    response: TokenTransactionsSearchResponse,
  },
  tokenTransactionsCount: {
    ...endpoints.tokenTransactionsCount,
    tag: 'tokens',
    summary: 'Token transactions of a token, an owner, or all (maintained counters)',
    body: TokenTransactionsCountRequest,
    response: CountResponse,
  },
  tokenRootByAddress: {
    ...endpoints.tokenRootByAddress,
    tag: 'tokens',
    summary: 'One token root by address',
    params: RootByAddressParams,
    response: Token,
    notFound: true,
  },
  tokenRootWallet: {
    ...endpoints.tokenRootWallet,
    tag: 'tokens',
    summary: "A token balance by the holder's owner address or its token wallet address",
    params: RootWalletParams,
    response: TokenBalance,
    notFound: true,
  },
  tokenRootsBySymbol: {
    ...endpoints.tokenRootsBySymbol,
    tag: 'tokens',
    summary: 'Tokens whose symbol contains a substring (over 2 characters), trusted first',
    params: SymbolSubstringParams,
    response: TokenListResponse,
  },
  tokenRootsSearch: {
    ...endpoints.tokenRootsSearch,
    tag: 'tokens',
    summary: 'Token roots, newest first, all / trusted / custom, keyset-paged',
    body: RootSearchRequest,
    response: RootSearchResponse,
  },
  tokenSupply: {
    ...endpoints.tokenSupply,
    tag: 'tokens',
    summary: 'Total supply of a token as its root last reported it',
    params: SupplyParams,
    response: SupplyResponse,
    notFound: true,
  },
  tokenStats: {
    ...endpoints.tokenStats,
    tag: 'tokens',
    summary: 'Daily token transaction counts or summed amounts per kind',
    body: TokenStatsRequest,
    response: TokenStatsResponse,
  },
  tokenHoldersCsv: {
    ...endpoints.tokenHoldersCsv,
    tag: 'tokens',
    summary: "A token's holders as CSV, largest first (same filters as /balances/search by rootAddress)",
    query: HoldersCsvQuery,
    response: CsvBody,
    csv: true,
  },
  tokenBalancesCsv: {
    ...endpoints.tokenBalancesCsv,
    tag: 'tokens',
    summary: "An owner's token balances as CSV",
    query: BalancesCsvQuery,
    response: CsvBody,
    csv: true,
  },
  tokensCsv: {
    ...endpoints.tokensCsv,
    tag: 'tokens',
    summary: 'Token roots as CSV, newest first (all / trusted / custom)',
    query: TokensCsvQuery,
    response: CsvBody,
    csv: true,
  },
} as const satisfies Record<string, RouteDef>;
