// Request and response bodies of the Explorer API (spec §7), under /api/explorer.
import { z } from 'zod';
import {
  Account,
  type AccountStateDetails,
  Block,
  type BlockDetails,
  ChartPoint,
  Message,
  type MessageDetails,
  MessageType,
  Stats,
  TpsBucket,
  Transaction,
  type TransactionDetails,
  TransactionType,
} from './entities';
import {
  Coins,
  Cursor,
  Hash,
  limitWithDefault,
  PlainText,
  RawAddress,
  Seqno,
  ShardId,
  SignedCoins,
  UnixTime,
  Workchain,
} from './primitives';

const Addresses = z.array(RawAddress).max(50);

/** Every list answers with the page plus cursors: currentCursor re-reads this page, nextCursor/prevCursor move. */
const pageCursors = {
  currentCursor: Cursor.nullable(),
  nextCursor: Cursor.nullable(),
  prevCursor: Cursor.nullable(),
};

// ── blocks ───────────────────────────────────────────────────────────────────────────────────
/** Spec §3 "Sort order": descending (newest, largest first) by default. */
export const SortDirection = z.enum(['desc', 'asc']);
/** Spec §3 "Block sort": by generation time (the default) or by seqno. */
export const BlockOrdering = z.enum(['genUtime', 'seqno']);
/** What selects and orders the blocks list; /blocks/count and the CSV export take the same. */
export const BlocksFilter = z.strictObject({
  ordering: BlockOrdering.default('genUtime'),
  direction: SortDirection.default('desc'),
  workchain: Workchain.optional(),
  shard: ShardId.optional(),
  /** 1 hides empty blocks (the default view); 0 shows them. */
  transactionCountGe: z.number().int().min(0).max(1_000_000).optional(),
});
export const BlocksListRequest = BlocksFilter.extend({
  cursor: Cursor.optional(),
  limit: limitWithDefault(20),
});
export const BlocksListResponse = z.object({ blocks: z.array(Block), ...pageCursors });
/** The blocks whose previous-block links name a block: its shard's next, both halves after a split, the
 *  merged block after a merge — none while the next has not been indexed. */
export const NextBlocksRequest = z.strictObject({ id: Hash });
export const NextBlocksResponse = z.object({ blocks: z.array(Block) });

export const BlockRequest = z.union([
  z.strictObject({ id: Hash }),
  z.strictObject({ workchain: Workchain, shard: ShardId, seqno: Seqno }),
]);

// ── transactions ─────────────────────────────────────────────────────────────────────────────
/** Spec §3 "Transaction sort": by time (the default) or by balance change, descending by default. */
export const TransactionOrdering = z.enum(['time', 'balanceChange']);
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

/**
 * Deepest row an `offset` may start at. An offset page is found by walking the list's own index from
 * its start (keys only) to that row, then reading one keyset page from there, so its cost grows with
 * the offset: beyond this, page with the cursors (`nextCursor`), which cost the same at any depth.
 */
export const OFFSET_MAX = 10_000;
export const Offset = z
  .number()
  .int()
  .min(0)
  .max(OFFSET_MAX)
  .meta({
    description: `Rows to skip from the start of the list (spec: (page-1)*limit); at most ${OFFSET_MAX}, since each skipped row is walked along the index. Deeper pages: follow nextCursor. Not with cursor.`,
  });
export const notBoth = <T extends { cursor?: unknown; offset?: unknown }>(r: T) =>
  r.cursor === undefined || r.offset === undefined;
export const NOT_BOTH = { message: 'give cursor or offset, not both', path: ['offset'] };

export const TransactionsListRequest = TransactionsFilter.extend({
  cursor: Cursor.optional(),
  offset: Offset.optional(),
  limit: limitWithDefault(20),
}).refine(notBoth, NOT_BOTH);
export const TransactionsListResponse = z.object({ transactions: z.array(Transaction), ...pageCursors });
export const TransactionRequest = z.strictObject({ id: Hash });

// ── messages ─────────────────────────────────────────────────────────────────────────────────
/** Spec §3 "Message sort": by transaction time (the default) or by value (value-carrying, i.e. internal, messages). */
export const MessageOrdering = z.enum(['transactionTime', 'messageValue']);
/** What selects and orders the messages list; /messages/count and the CSV export take the same. */
export const MessagesFilter = z.strictObject({
  ordering: MessageOrdering.default('transactionTime'),
  direction: SortDirection.default('desc'),
  messageTypes: z.array(MessageType).max(3).optional(),
  includeAccounts: Addresses.optional(),
  excludeAccounts: Addresses.optional(),
  includeSrcAccounts: Addresses.optional(),
  excludeSrcAccounts: Addresses.optional(),
  includeDstAccounts: Addresses.optional(),
  excludeDstAccounts: Addresses.optional(),
  transactionTimeGe: UnixTime.optional(),
  transactionTimeLe: UnixTime.optional(),
  /** A value range keeps only messages that carry value (internal ones). */
  messageValueGe: Coins.optional(),
  messageValueLe: Coins.optional(),
  block: Hash.optional(),
  isOut: z.boolean().optional(),
});
export const MessagesListRequest = MessagesFilter.extend({
  cursor: Cursor.optional(),
  limit: limitWithDefault(20),
});
export const MessagesListResponse = z.object({ messages: z.array(Message), ...pageCursors });
export const MessageRequest = z.strictObject({ id: Hash });

// ── accounts ─────────────────────────────────────────────────────────────────────────────────
export const AccountOrdering = z.enum(['balance', 'createdAt', 'updatedAt']);
export const AccountsListRequest = z.strictObject({
  cursor: Cursor.optional(),
  limit: limitWithDefault(20),
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

// ── search ───────────────────────────────────────────────────────────────────────────────────
/** Any text: the search box sends what was typed, and text no id can be (a NUL…) just finds nothing. */
export const SearchRequest = z.strictObject({ query: z.string().trim().min(1).max(256) });
export const SearchResponse = z.object({
  blocks: z.array(Block.pick({ workchain: true, shard: true, seqno: true, rootHash: true, genUtime: true })),
  accounts: z.array(Account.pick({ address: true, balance: true, state: true })),
  transactions: z.array(Transaction.pick({ hash: true, time: true, accountId: true })),
  messages: z.array(Message.pick({ messageHash: true, messageType: true, transactionTime: true })),
  tokens: z.array(
    z.object({ name: z.string(), symbol: z.string(), rootAddress: RawAddress, trusted: z.boolean() }),
  ),
});

/** Raw or friendly (base64 / base64url) address in, every form out (spec §3 "Converted addresses"). */
export const ConvertAddressRequest = z.strictObject({ address: PlainText.trim().min(1).max(100) });
export const ConvertAddressResponse = z.object({
  unpacked: RawAddress,
  base64Bounceable: z.string(),
  base64UrlBounceable: z.string(),
  base64NonBounceable: z.string(),
  base64UrlNonBounceable: z.string(),
});
export type ConvertAddressRequest = z.input<typeof ConvertAddressRequest>;
export type ConvertAddressResponse = z.infer<typeof ConvertAddressResponse>;

// ── stats ────────────────────────────────────────────────────────────────────────────────────
export const StatsResponse = Stats;
/** The last ten minutes in 10-second buckets, oldest first; empty buckets are present with count 0. */
export const Transactions10mRequest = z.strictObject({}).default({});
export const Transactions10mResponse = z.object({ buckets: z.array(TpsBucket) });

/** At most this many bars per request: 83 days hourly, or 5 years daily. */
export const CHART_MAX_POINTS = 2000;
export const ChartRequest = z
  .strictObject({
    start_date: UnixTime,
    end_date: UnixTime,
    /** Bar width: 86400 for the D1 timeframe, otherwise 3600 (spec §9). */
    interval: z.union([z.literal(3600), z.literal(86400)]).default(86400),
  })
  .refine((r) => r.start_date <= r.end_date, {
    message: 'end_date must not precede start_date',
    path: ['end_date'],
  })
  .refine((r) => (r.end_date - r.start_date) / r.interval < CHART_MAX_POINTS, {
    message: `the range spans more than ${CHART_MAX_POINTS} bars; narrow it or use a wider interval`,
    path: ['end_date'],
  });
export const ChartResponse = z.object({ series: z.array(ChartPoint) });

export type ChartRequest = z.input<typeof ChartRequest>;
export type ChartResponse = z.infer<typeof ChartResponse>;
export type BlocksListRequest = z.input<typeof BlocksListRequest>;
export type BlocksListResponse = z.infer<typeof BlocksListResponse>;
export type BlockRequest = z.input<typeof BlockRequest>;
export type NextBlocksResponse = z.infer<typeof NextBlocksResponse>;
export type BlockResponse = z.infer<typeof BlockDetails>;
export type TransactionsListRequest = z.input<typeof TransactionsListRequest>;
export type TransactionOrdering = z.infer<typeof TransactionOrdering>;
export type BlockOrdering = z.infer<typeof BlockOrdering>;
export type MessageOrdering = z.infer<typeof MessageOrdering>;
export type SortDirection = z.infer<typeof SortDirection>;
export type TransactionsListResponse = z.infer<typeof TransactionsListResponse>;
export type TransactionRequest = z.input<typeof TransactionRequest>;
export type TransactionResponse = z.infer<typeof TransactionDetails>;
export type MessagesListRequest = z.input<typeof MessagesListRequest>;
export type MessagesListResponse = z.infer<typeof MessagesListResponse>;
export type MessageRequest = z.input<typeof MessageRequest>;
export type MessageResponse = z.infer<typeof MessageDetails>;
export type AccountsListRequest = z.input<typeof AccountsListRequest>;
export type AccountsListResponse = z.infer<typeof AccountsListResponse>;
export type AccountRequest = z.input<typeof AccountRequest>;
export type AccountResponse = z.infer<typeof Account>;
export type AccountStateResponse = z.infer<typeof AccountStateDetails>;
export type SearchRequest = z.input<typeof SearchRequest>;
export type SearchResponse = z.infer<typeof SearchResponse>;
export type StatsResponse = z.infer<typeof StatsResponse>;
export type Transactions10mResponse = z.infer<typeof Transactions10mResponse>;
