// Accounts in the Explorer API (spec §7): the list (by balance, creation or update time) and its count and
// CSV export, one account, its latest state and its states after each transaction, and an address in
// every form.
import { z } from 'zod';
import { CsvBody, csvLimit } from './csv';
import { Account, AccountState, AccountStateDetails } from './entities';
import { ListCountResponse, pageCursors, SortDirection } from './lists';
import { Coins, Cursor, Hash, limitWithDefault, PlainText, RawAddress, U64, UnixTime } from './primitives';
import { queryStringOf } from './query-string';
import type { RouteDef } from './route-def';
import { ACCOUNT_ORDERINGS, endpoints, PAGE_SIZES } from './values';

export const AccountOrdering = z.enum(ACCOUNT_ORDERINGS);
export const AccountsListRequest = z.strictObject({
  cursor: Cursor.optional(),
  limit: limitWithDefault(PAGE_SIZES.list),
  ordering: AccountOrdering.default('balance'),
  /** Largest or newest first by default (spec §3 sort order). */
  direction: SortDirection.default('desc'),
  balanceGe: Coins.optional(),
  balanceLe: Coins.optional(),
  createdAtGe: UnixTime.optional(),
  createdAtLe: UnixTime.optional(),
});
export const AccountsListResponse = z.object({ accounts: z.array(Account), ...pageCursors });
export const AccountRequest = z.strictObject({ id: RawAddress });

/** A count takes its list's filter (ordering and direction do not matter). */
export const AccountsCountRequest = z
  .strictObject({
    balanceGe: Coins.optional(),
    balanceLe: Coins.optional(),
    createdAtGe: UnixTime.optional(),
    createdAtLe: UnixTime.optional(),
  })
  .default({});

export const AccountStateRequest = z.strictObject({ id: RawAddress });
export const AccountStatesRequest = z.strictObject({
  id: RawAddress,
  cursor: Cursor.optional(),
  limit: limitWithDefault(PAGE_SIZES.tab),
});
export const AccountStateEntry = z.object({
  lt: U64,
  transactionHash: Hash,
  time: UnixTime,
  /** Balance after the transaction; null when the source gave no account state for it. */
  balance: Coins.nullable(),
  status: AccountState,
  /** Account state hash after the transaction. */
  stateHash: Hash,
});
export const AccountStatesResponse = z.object({ states: z.array(AccountStateEntry), ...pageCursors });

/** Raw or friendly (base64 / base64url) address in, every form out (spec §3 "Converted addresses"). */
export const ConvertAddressRequest = z.strictObject({ address: PlainText.trim().min(1).max(100) });
export const ConvertAddressResponse = z.object({
  unpacked: RawAddress,
  base64Bounceable: z.string(),
  base64UrlBounceable: z.string(),
  base64NonBounceable: z.string(),
  base64UrlNonBounceable: z.string(),
});

/** Each export takes its list's own filter and ordering (./query-string: the same fields as text). */
export const AccountsCsvQuery = queryStringOf(AccountsListRequest.omit({ cursor: true, limit: true })).extend(
  {
    limit: csvLimit,
  },
);

export type AccountsListRequest = z.input<typeof AccountsListRequest>;
export type AccountsListResponse = z.infer<typeof AccountsListResponse>;
export type AccountRequest = z.input<typeof AccountRequest>;
export type AccountResponse = z.infer<typeof Account>;
export type AccountStateResponse = z.infer<typeof AccountStateDetails>;
export type AccountStateEntry = z.infer<typeof AccountStateEntry>;
export type AccountStatesResponse = z.infer<typeof AccountStatesResponse>;
export type ConvertAddressRequest = z.input<typeof ConvertAddressRequest>;
export type ConvertAddressResponse = z.infer<typeof ConvertAddressResponse>;

export const accountRoutes = {
  accountsList: {
    ...endpoints.accountsList,
    tag: 'explorer',
    summary: 'Accounts ordered by balance, creation or update time, keyset-paged',
    body: AccountsListRequest,
    response: AccountsListResponse,
  },
  account: {
    ...endpoints.account,
    tag: 'explorer',
    summary: 'One account by raw address',
    body: AccountRequest,
    response: Account,
    notFound: true,
  },
  accountsCount: {
    ...endpoints.accountsCount,
    tag: 'explorer',
    summary: 'Accounts matching the list filter (exact from counters; otherwise capped, see exact)',
    body: AccountsCountRequest,
    response: ListCountResponse,
  },
  accountState: {
    ...endpoints.accountState,
    tag: 'explorer',
    summary: 'Latest known state of an account: storage statistics, code and data',
    body: AccountStateRequest,
    response: AccountStateDetails,
    notFound: true,
  },
  accountStates: {
    ...endpoints.accountStates,
    tag: 'explorer',
    summary: "An account's state after each of its transactions, newest first, keyset-paged",
    body: AccountStatesRequest,
    response: AccountStatesResponse,
  },
  convertAddress: {
    ...endpoints.convertAddress,
    tag: 'explorer',
    summary: 'An address in raw and all four friendly forms',
    body: ConvertAddressRequest,
    response: ConvertAddressResponse,
  },
  accountsCsv: {
    ...endpoints.accountsCsv,
    tag: 'explorer',
    summary: 'Accounts list as CSV (same filters and ordering as /accounts/list)',
    query: AccountsCsvQuery,
    response: CsvBody,
    csv: true,
  },
} as const satisfies Record<string, RouteDef>;
