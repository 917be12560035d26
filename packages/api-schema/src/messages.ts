// Messages in the Explorer API (spec §7): the filtered list (by transaction time or value) and its count
// and CSV export, one message, its stored BOC, its body decoded, the chain it belongs to and the
// transactions it occurs in.
import { z } from 'zod';
import { CsvBody, csvLimit } from './csv';
import {
  ActionPhase,
  BouncePhase,
  ComputePhase,
  CreditPhase,
  Message,
  MessageDetails,
  MessageType,
  OutMessageSummary,
  StoragePhase,
} from './entities';
import { Addresses, IdRequest, ListCountResponse, pageCursors, RawResponse, SortDirection } from './lists';
import {
  BocBase64,
  Coins,
  Cursor,
  Hash,
  limitWithDefault,
  RawAddress,
  SignedCoins,
  U64,
  UnixTime,
} from './primitives';
import { queryStringOf } from './query-string';
import type { RouteDef } from './route-def';
import { EMULATE_BOC_MAX_CHARS, endpoints, MESSAGE_ORDERINGS, PAGE_SIZES } from './values';

/** A decoded structure as JSON: u64/coins as decimal strings, hashes as hex, maps as objects. */
const Decoded = z.json();

/** Spec §3 "Message sort": by transaction time (the default) or by value (value-carrying, i.e. internal, messages). */
export const MessageOrdering = z.enum(MESSAGE_ORDERINGS);
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
  limit: limitWithDefault(PAGE_SIZES.list),
});
export const MessagesListResponse = z.object({ messages: z.array(Message), ...pageCursors });
export const MessageRequest = z.strictObject({ id: Hash });

/** A count takes its list's filter (ordering and direction are accepted and do not matter). */
export const MessagesCountRequest = MessagesFilter.default(MessagesFilter.parse({}));

export const MessageOccurrence = z.object({
  transactionHash: Hash,
  transactionLt: U64,
  transactionTime: UnixTime,
  accountId: RawAddress,
  /** true: the transaction sent the message; false: it consumed it. */
  isOut: z.boolean(),
});
export const MessageOccurrencesResponse = z.object({
  messageHash: Hash,
  occurrences: z.array(MessageOccurrence),
});

/** One message of a chain with the transaction that sent it and the one that consumed it. */
export const MessageTreeNode = z.object({
  messageHash: Hash,
  messageType: MessageType,
  srcAddress: RawAddress.nullable(),
  dstAddress: RawAddress.nullable(),
  messageValue: Coins,
  /** Transaction that sent it (null for external-in messages). */
  parentTransaction: Hash.nullable(),
  /** Transaction that consumed it (null while in flight and for external-out messages). */
  childTransaction: Hash.nullable(),
  /** Hops from the chain's root message (0). */
  depth: z.number().int(),
});
export const MessageTreeResponse = z.object({
  rootMessageHash: Hash,
  nodes: z.array(MessageTreeNode),
  truncated: z.boolean(),
});

/**
 * A message body decoded with the ABI of the contract it concerns, chosen by code hash (never by
 * trying ABIs): the destination's for calls, the source's for external-out events.
 */
export const ParsedData = z.object({
  /** Which contract's ABI decoded it (`EverWallet`, `TokenRoot`, `TokenWallet`, `Collection`, `Nft`), `comment` for a text comment, null when none applies. */
  parsed_type: z.string().nullable(),
  /** The function called, or the event emitted (external-out messages). */
  function_name: z.string().nullable(),
  /** The decoded arguments as nekoton renders them (u64+ as decimal strings, cells as base64 BOCs). */
  parsed_data: Decoded.nullable(),
});
export const ParsedMessageResponse = ParsedData.extend({ messageHash: Hash });

/** A message to run before it is sent: an internal one, or an external-in one (signed or not). */
export const MessageEmulateRequest = z.strictObject({ boc: BocBase64.min(1).max(EMULATE_BOC_MAX_CHARS) });
/**
 * What the message would do if it arrived now (spec §7 "dry run before signing"): run by the network's
 * executor on the account's latest indexed state with the newest indexed config, signatures not checked
 * (the wallet has not signed yet). Nothing is sent and nothing is stored.
 */
export const MessageEmulation = z.object({
  accountId: RawAddress,
  /** The time the run assumed. */
  time: UnixTime,
  /** The account's last indexed transaction, which the run follows (0 for an account never seen). */
  afterLt: U64,
  /** false: an external message the account would not accept; no transaction, no fees. */
  accepted: z.boolean(),
  /** Why an external message would not be accepted. */
  rejection: z.object({ exitCode: z.number().int().nullable(), reason: z.string() }).nullable(),
  /** Accepted, computed with exit code 0 or 1, actions done, not aborted. */
  success: z.boolean(),
  aborted: z.boolean(),
  exitCode: z.number().int().nullable(),
  resultCode: z.number().int().nullable(),
  totalFees: Coins,
  balanceChange: SignedCoins,
  storage: StoragePhase.nullable(),
  credit: CreditPhase.nullable(),
  compute: ComputePhase.nullable(),
  action: ActionPhase.nullable(),
  bounce: BouncePhase.nullable(),
  /** What it would send; bodies as BOCs, for the caller to decode events and calls with its ABI. */
  outMessages: z.array(OutMessageSummary.extend({ body: BocBase64.nullable() })),
});

/** Each export takes its list's own filter and ordering (./query-string: the same fields as text). */
export const MessagesCsvQuery = queryStringOf(MessagesFilter).extend({ limit: csvLimit });

export type MessagesListRequest = z.input<typeof MessagesListRequest>;
export type MessagesListResponse = z.infer<typeof MessagesListResponse>;
export type MessageRequest = z.input<typeof MessageRequest>;
export type MessageResponse = z.infer<typeof MessageDetails>;
export type MessageEmulateRequest = z.input<typeof MessageEmulateRequest>;
export type MessageEmulation = z.infer<typeof MessageEmulation>;
export type MessageOrdering = z.infer<typeof MessageOrdering>;
export type MessageTreeResponse = z.infer<typeof MessageTreeResponse>;
export type MessageTreeNode = z.infer<typeof MessageTreeNode>;
export type MessageOccurrencesResponse = z.infer<typeof MessageOccurrencesResponse>;
export type ParsedData = z.infer<typeof ParsedData>;

export const messageRoutes = {
  messagesList: {
    ...endpoints.messagesList,
    tag: 'explorer',
    summary: 'Message occurrences, newest first, keyset-paged and filtered',
    body: MessagesListRequest,
    response: MessagesListResponse,
  },
  message: {
    ...endpoints.message,
    tag: 'explorer',
    summary: 'One message by hash, with its parent and child transactions',
    body: MessageRequest,
    response: MessageDetails,
    notFound: true,
  },
  messagesCount: {
    ...endpoints.messagesCount,
    tag: 'explorer',
    summary: 'Messages matching the list filter (exact from counters; otherwise capped, see exact)',
    body: MessagesCountRequest,
    response: ListCountResponse,
  },
  messageRaw: {
    ...endpoints.messageRaw,
    tag: 'explorer',
    summary: 'The message bag of cells as stored',
    body: IdRequest,
    response: RawResponse,
    notFound: true,
  },
  messageTree: {
    ...endpoints.messageTree,
    tag: 'explorer',
    summary: 'The chain a message belongs to: from its root message down every consuming transaction',
    body: IdRequest,
    response: MessageTreeResponse,
    notFound: true,
  },
  messageOccurrences: {
    ...endpoints.messageOccurrences,
    tag: 'explorer',
    summary: 'The transactions a message appears in: the one that sent it and the one that consumed it',
    body: IdRequest,
    response: MessageOccurrencesResponse,
    notFound: true,
  },
  messageParsed: {
    ...endpoints.messageParsed,
    tag: 'explorer',
    summary:
      "A message body decoded with the ABI of the contract it goes to (or, for an event, comes from), chosen by that account's code hash; text comments too",
    body: IdRequest,
    response: ParsedMessageResponse,
    notFound: true,
  },
  verifyParsedMessage: {
    ...endpoints.verifyParsedMessage,
    tag: 'verify',
    summary:
      'The same as POST /api/explorer/messages/parsed, as the verification service answers it (spec §7)',
    params: IdRequest,
    response: ParsedMessageResponse,
    notFound: true,
  },
  messageEmulate: {
    ...endpoints.messageEmulate,
    tag: 'explorer',
    summary:
      "A dry run: what a message would do if it arrived now, executed on the account's latest indexed state with the newest config (signatures not checked); nothing is sent",
    body: MessageEmulateRequest,
    response: MessageEmulation,
  },
  messagesCsv: {
    ...endpoints.messagesCsv,
    tag: 'explorer',
    summary: 'Messages list as CSV (list filters; lists comma-separated)',
    query: MessagesCsvQuery,
    response: CsvBody,
    csv: true,
  },
} as const satisfies Record<string, RouteDef>;
