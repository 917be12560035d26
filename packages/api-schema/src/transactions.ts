// Transactions in the Explorer API (spec §7): the filtered list (by time or balance change, with the
// spec's page offsets) and its count and CSV export, one transaction, its stored BOC, its message bodies
// decoded and its events, and the transactions that sent or consumed given messages (v1 search).
import { z } from 'zod';
import { CsvBody, csvLimit } from './csv';
import { Transaction, TransactionDetails, TransactionType } from './entities';
import {
  Addresses,
  IdRequest,
  ListCountResponse,
  NOT_BOTH,
  notBoth,
  Offset,
  pageCursors,
  RawResponse,
  SortDirection,
} from './lists';
import { ParsedMessageResponse } from './messages';
import { Cursor, Hash, limitWithDefault, SignedCoins, UnixTime } from './primitives';
import { queryStringOf } from './query-string';
import type { RouteDef } from './route-def';
import { endpoints, PAGE_SIZES, TRANSACTION_ORDERINGS } from './values';

/** Spec §3 "Transaction sort": by time (the default) or by balance change, descending by default. */
export const TransactionOrdering = z.enum(TRANSACTION_ORDERINGS);
/** What selects and orders the transactions list; /transactions/count and the CSV export take the same. */
export const TransactionsFilter = z.strictObject({
  ordering: TransactionOrdering.default('time'),
  direction: SortDirection.default('desc'),
  /** Root hash of a block: only its transactions. */
  block: Hash.optional(),
  includeAccounts: Addresses.optional(),
  excludeAccounts: Addresses.optional(),
  txTypes: z.array(TransactionType).max(7).optional(),
  timeGe: UnixTime.optional(),
  timeLe: UnixTime.optional(),
  balanceChangeGe: SignedCoins.optional(),
  balanceChangeLe: SignedCoins.optional(),
});
export const TransactionsListRequest = TransactionsFilter.extend({
  cursor: Cursor.optional(),
  offset: Offset.optional(),
  limit: limitWithDefault(PAGE_SIZES.list),
}).refine(notBoth, NOT_BOTH);
export const TransactionsListResponse = z.object({ transactions: z.array(Transaction), ...pageCursors });
export const TransactionRequest = z.strictObject({ id: Hash });

/** A count takes its list's filter (ordering and direction are accepted and do not matter). */
export const TransactionsCountRequest = TransactionsFilter.default(TransactionsFilter.parse({}));

export const TransactionsByMessagesRequest = z.strictObject({
  messageHashes: z.array(Hash).min(1).max(100),
  limit: limitWithDefault(PAGE_SIZES.list),
});
export const TransactionsByMessagesResponse = z.object({ transactions: z.array(Transaction) });

export const ParsedTransactionResponse = z.object({
  hash: Hash,
  inMessage: ParsedMessageResponse.nullable(),
  outMessages: z.array(ParsedMessageResponse),
});
/** The events a transaction emitted: its external-out messages decoded with its account's ABI, in order. */
export const TransactionEventsResponse = z.object({
  hash: Hash,
  events: z.array(ParsedMessageResponse.extend({ index: z.number().int() })),
});

/** Each export takes its list's own filter and ordering (./query-string: the same fields as text). */
export const TransactionsCsvQuery = queryStringOf(TransactionsFilter).extend({ limit: csvLimit });

export type TransactionsListRequest = z.input<typeof TransactionsListRequest>;
export type TransactionOrdering = z.infer<typeof TransactionOrdering>;
export type TransactionsListResponse = z.infer<typeof TransactionsListResponse>;
export type TransactionRequest = z.input<typeof TransactionRequest>;
export type TransactionResponse = z.infer<typeof TransactionDetails>;
export type TransactionEventsResponse = z.infer<typeof TransactionEventsResponse>;

export const transactionRoutes = {
  transactionsList: {
    ...endpoints.transactionsList,
    tag: 'explorer',
    summary: 'Transactions, newest first, keyset-paged and filtered',
    body: TransactionsListRequest,
    response: TransactionsListResponse,
  },
  transaction: {
    ...endpoints.transaction,
    tag: 'explorer',
    summary: 'One transaction by hash, with its messages and phases',
    body: TransactionRequest,
    response: TransactionDetails,
    notFound: true,
  },
  transactionsCount: {
    ...endpoints.transactionsCount,
    tag: 'explorer',
    summary: 'Transactions matching the list filter (exact from counters; otherwise capped, see exact)',
    body: TransactionsCountRequest,
    response: ListCountResponse,
  },
  transactionRaw: {
    ...endpoints.transactionRaw,
    tag: 'explorer',
    summary: 'The transaction bag of cells as stored',
    body: IdRequest,
    response: RawResponse,
    notFound: true,
  },
  transactionParsed: {
    ...endpoints.transactionParsed,
    tag: 'explorer',
    summary: "A transaction's in and out message bodies, each decoded as /messages/parsed decodes it",
    body: IdRequest,
    response: ParsedTransactionResponse,
    notFound: true,
  },
  verifyParsedTransaction: {
    ...endpoints.verifyParsedTransaction,
    tag: 'verify',
    summary:
      'The same as POST /api/explorer/transactions/parsed, as the verification service answers it (spec §7)',
    params: IdRequest,
    response: ParsedTransactionResponse,
    notFound: true,
  },
  transactionEvents: {
    ...endpoints.transactionEvents,
    tag: 'explorer',
    summary: "The events a transaction emitted: its external-out messages decoded with its account's ABI",
    body: IdRequest,
    response: TransactionEventsResponse,
    notFound: true,
  },
  transactionsByMessages: {
    ...endpoints.transactionsByMessages,
    tag: 'explorer',
    summary: 'Transactions that sent or consumed any of the given messages',
    body: TransactionsByMessagesRequest,
    response: TransactionsByMessagesResponse,
  },
  transactionsCsv: {
    ...endpoints.transactionsCsv,
    tag: 'explorer',
    summary: 'Transactions list as CSV (list filters; account lists comma-separated)',
    query: TransactionsCsvQuery,
    response: CsvBody,
    csv: true,
  },
} as const satisfies Record<string, RouteDef>;
