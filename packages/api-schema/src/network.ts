// Network data of the Explorer API (spec §2 Validators, Network config; §3 Network config, Validator
// set; §4 elections status; §7 elections/config reads): config snapshots of key blocks, validator sets,
// elections, the shard layout, and the remaining detail/count calls (raw BOCs, message chains,
// account state history, counts, total supply, server time).
import { z } from 'zod';
import { AccountState, MessageType, Transaction } from './entities';
import { AccountsListRequest, BlocksFilter, MessagesFilter, TransactionsFilter } from './explorer';
import {
  BocBase64,
  Coins,
  Cursor,
  Hash,
  limitWithDefault,
  RawAddress,
  Seqno,
  ShardId,
  U64,
  UnixTime,
  Workchain,
} from './primitives';
import { queryStringOf } from './query-string';

const pageCursors = {
  currentCursor: Cursor.nullable(),
  nextCursor: Cursor.nullable(),
  prevCursor: Cursor.nullable(),
};

/** A decoded structure as JSON: u64/coins as decimal strings, hashes as hex, maps as objects. */
const Decoded = z.json();

// ── network config (§3 "Network config") ─────────────────────────────────────────────────────
export const MsgForwardPrices = z.object({
  lumpPrice: U64,
  bitPrice: U64,
  cellPrice: U64,
  ihrPriceFactor: z.number().int(),
  firstFrac: z.number().int(),
  nextFrac: z.number().int(),
});
export const GasPrices = z.object({
  gasPrice: U64,
  gasLimit: U64,
  specialGasLimit: U64.nullable(),
  gasCredit: U64,
  blockGasLimit: U64,
  freezeDueLimit: U64,
  deleteDueLimit: U64,
  flatGasLimit: U64.nullable(),
  flatGasPrice: U64.nullable(),
});
const Limits = z.object({ underload: z.number().int(), soft: z.number().int(), hard: z.number().int() });
export const BlockLimits = z.object({ bytes: Limits, gas: Limits, ltDelta: Limits });
/** Masterchain (-1) and basechain (0) variants of a per-chain parameter pair (24/25, 20/21, 22/23). */
const perChain = <T extends z.ZodType>(t: T) =>
  z.object({ masterchain: t.nullable(), basechain: t.nullable() });

export const ElectionsConfig = z.object({
  /** Length of a validation round, seconds (param 15). */
  validatorsElectedFor: z.number().int(),
  /** Elections open this long before the current round ends. */
  electionsStartBefore: z.number().int(),
  /** …and close this long before it ends. */
  electionsEndBefore: z.number().int(),
  stakeHeldFor: z.number().int(),
});
export const StakeParams = z.object({
  minStake: Coins,
  maxStake: Coins,
  minTotalStake: Coins,
  maxStakeFactor: z.number().int(),
});
export const ValidatorCount = z.object({
  maxMain: z.number().int(),
  max: z.number().int(),
  min: z.number().int(),
});

/** One parameter exactly as the key block carries it, with its decoding when the explorer knows it. */
export const ConfigParam = z.object({
  index: z.number().int(),
  /** null when the explorer does not decode this parameter (see `reason`). */
  value: Decoded.nullable(),
  reason: z.string().nullable(),
  boc: BocBase64,
});

export const NetworkConfig = z.object({
  configAddress: RawAddress,
  electorAddress: RawAddress.nullable(),
  minterAddress: RawAddress.nullable(),
  feeCollectorAddress: RawAddress.nullable(),
  globalVersion: z.number().int().nullable(),
  globalCapabilities: U64.nullable(),
  mandatoryParams: z.array(z.number().int()),
  criticalParams: z.array(z.number().int()),
  blockCreationFees: z.object({ masterchainBlockFee: Coins, basechainBlockFee: Coins }).nullable(),
  validatorCount: ValidatorCount.nullable(),
  /** Extra currencies the config mints (param 7): id and amount. */
  currencies: z.array(z.object({ id: z.number().int(), totalSupply: Coins })),
  fundamentalAddresses: z.array(Hash),
  electorParams: ElectionsConfig.nullable(),
  stakeParams: StakeParams.nullable(),
  msgForwardPrices: perChain(MsgForwardPrices),
  gasPrices: perChain(GasPrices),
  blockLimits: perChain(BlockLimits),
  storagePrices: Decoded.nullable(),
  catchainParams: Decoded.nullable(),
  consensusParams: Decoded.nullable(),
  workchains: Decoded.nullable(),
  votingSetup: Decoded.nullable(),
  /** Every parameter of the snapshot, ascending by index. */
  params: z.array(ConfigParam),
});

/** The config snapshot of one key block. */
export const ConfigSnapshot = z.object({
  mcSeqno: Seqno,
  blockRootHash: Hash,
  genUtime: UnixTime,
  config: NetworkConfig,
});

/** Empty payload reads the newest key block's config; `mcSeqno` picks the snapshot of that key block. */
export const KeyBlockConfigRequest = z.strictObject({ mcSeqno: Seqno.optional() }).default({});
export const KeyBlockConfigResponse = z.object({ data: ConfigSnapshot });

// ── validators and elections (§2 Validators, §3 Validator set, §4 elections status) ──────────
export const ValidatorSetKind = z.enum(['previous', 'current', 'next']);

export const Validator = z.object({
  /** 1 = largest weight in the set. */
  rank: z.number().int(),
  publicKey: Hash,
  adnlAddress: Hash.nullable(),
  weight: U64,
  /** weight / totalWeight × 100, rounded down to 4 decimals (spec §9), as text. */
  weightPercent: z.string(),
  /** Wallet the validator staked from, stake and bonuses: from the elector when known, else null. */
  address: RawAddress.nullable(),
  stake: Coins.nullable(),
  bonuses: Coins.nullable(),
});

export const ValidatorSet = z.object({
  kind: ValidatorSetKind,
  utimeSince: UnixTime,
  utimeUntil: UnixTime,
  total: z.number().int(),
  main: z.number().int(),
  totalWeight: U64,
  totalStake: Coins.nullable(),
  totalBonuses: Coins.nullable(),
  /** Masterchain seqno of the key block that first published this set. */
  firstMcSeqno: Seqno,
});

export const ValidatorsListRequest = z.strictObject({
  set: ValidatorSetKind.default('current'),
  cursor: Cursor.optional(),
  limit: limitWithDefault(10),
});
export const ValidatorsListResponse = z.object({
  /** null when the newest config has no such set (e.g. `next` outside elections). */
  set: ValidatorSet.nullable(),
  validators: z.array(Validator),
  ...pageCursors,
});

/** §4: waiting until (end − startBefore), open until (end − endBefore), then closed; end = round end. */
export const ElectionsStatus = z.enum(['waiting', 'open', 'closed']);
export const ElectionsState = z.object({
  status: ElectionsStatus,
  /** Election id: the unix time the elected set starts (= the current set's utimeUntil). */
  electionId: UnixTime,
  startsAt: UnixTime,
  endsAt: UnixTime,
  /** Server time the status was computed at. */
  now: UnixTime,
  /** Whether the next set (param 36) has been published for this election. */
  nextSetPublished: z.boolean(),
  current: ValidatorSet.pick({ utimeSince: true, utimeUntil: true, total: true }),
});
export const ElectionsConfigResponse = ElectionsConfig.extend({
  validatorCount: ValidatorCount.nullable(),
  stakeParams: StakeParams.nullable(),
  mcSeqno: Seqno,
});
export const ElectionsBonusesResponse = z.object({
  electionId: UnixTime,
  totalStake: Coins.nullable(),
  totalBonuses: Coins.nullable(),
  totalWeight: U64,
  validators: z.number().int(),
});
/** An election the elector held (its `elect` record), as of the newest elector state indexed. */
export const ElectorElection = z.object({
  /** The unix time the set it elects starts validating. */
  electionId: UnixTime,
  /** Stakes are accepted until this time. */
  electClose: UnixTime,
  minStake: Coins,
  totalStake: Coins,
  /** How many stakes it took (still counted after the elector empties its members on finishing). */
  members: z.number().int(),
  failed: z.boolean(),
  finished: z.boolean(),
  /** Not finished and electing a set that has not started yet: its participants are the coming set's
   *  candidates while the config has no next set (param 36). */
  inProgress: z.boolean(),
  /** Masterchain block whose elector state this is. */
  mcSeqno: Seqno,
});
export const ElectionParticipant = z.object({
  publicKey: Hash,
  stake: Coins,
  /** How far above the smallest elected stake this stake may count (3 = three times). */
  maxFactor: z.number(),
  /** The masterchain wallet that staked. */
  address: RawAddress,
  adnlAddress: Hash,
  /** When the elector accepted the stake. */
  stakedAt: UnixTime,
});
export const ElectionParticipantsRequest = z.strictObject({
  /** Default: the newest election the elector held. */
  electionId: UnixTime.optional(),
  cursor: Cursor.optional(),
  limit: limitWithDefault(10),
});
export const ElectionParticipantsResponse = z.object({
  /** null when the elector has held no election yet (an unknown `electionId` is a 404). */
  election: ElectorElection.nullable(),
  /** Largest stake first. */
  participants: z.array(ElectionParticipant),
  ...pageCursors,
});
export const CurrentValidatorsTopResponse = z.object({
  set: ValidatorSet.nullable(),
  /** The ten largest validators of the current set. */
  validators: z.array(Validator),
});

// ── shards ───────────────────────────────────────────────────────────────────────────────────
export const ShardLayoutResponse = z.object({
  /** Masterchain block the layout is read from (the newest indexed). */
  mcSeqno: Seqno.nullable(),
  workchains: z.array(
    z.object({
      workchain: Workchain,
      shards: z.array(ShardId),
      /** Masterchain seqno where this workchain last split or merged (or was first seen). */
      changedAtMcSeqno: Seqno,
    }),
  ),
});

// ── counts (§7 /blocks/count, /transactions/count, /messages/count, /accounts/count) ──────────
/**
 * A count: exact when an indexer-maintained counter answers the filter; otherwise the rows are walked
 * along an index up to COUNT_CAP and `exact` is false when more exist ("at least `count`").
 */
export const COUNT_CAP = 1_000;
export const ListCountResponse = z.object({ count: z.number().int(), exact: z.boolean() });

/** A count takes its list's filter (ordering and direction are accepted and do not matter). */
export const BlocksCountRequest = BlocksFilter.default(BlocksFilter.parse({}));
export const TransactionsCountRequest = TransactionsFilter.default(TransactionsFilter.parse({}));
export const MessagesCountRequest = MessagesFilter.default(MessagesFilter.parse({}));
export const AccountsCountRequest = z
  .strictObject({
    balanceGe: Coins.optional(),
    balanceLe: Coins.optional(),
    createdAtGe: UnixTime.optional(),
    createdAtLe: UnixTime.optional(),
  })
  .default({});

// ── details: raw BOCs, message chain, occurrences, per-block message count ───────────────────
export const IdRequest = z.strictObject({ id: Hash });
export const RawResponse = z.object({ hash: Hash, boc: BocBase64 });

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
/** At most this many messages per tree; `truncated` says the chain goes on. */
export const MESSAGE_TREE_MAX = 500;
export const MessageTreeResponse = z.object({
  rootMessageHash: Hash,
  nodes: z.array(MessageTreeNode),
  truncated: z.boolean(),
});

export const BlockMessageCountResponse = z.object({ rootHash: Hash, messageCount: z.number().int() });

// ── accounts: state and its history per transaction ──────────────────────────────────────────
export const AccountStateRequest = z.strictObject({ id: RawAddress });
export const AccountStatesRequest = z.strictObject({
  id: RawAddress,
  cursor: Cursor.optional(),
  limit: limitWithDefault(10),
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

// ── v1 transactions search by message hashes ─────────────────────────────────────────────────
export const TransactionsByMessagesRequest = z.strictObject({
  messageHashes: z.array(Hash).min(1).max(100),
  limit: limitWithDefault(20),
});
export const TransactionsByMessagesResponse = z.object({ transactions: z.array(Transaction) });

// ── parsed message / transaction data and events (known contracts by code hash) ─────────────
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

// ── stats and time ───────────────────────────────────────────────────────────────────────────
export const TotalSupplyRequest = z.strictObject({}).default({});
export const TotalSupplyResponse = z.object({
  /** Global balance of the network after `mcSeqno` (McStateExtra.global_balance), nano units. */
  totalSupply: Coins,
  mcSeqno: Seqno,
});
export const TimeResponse = z.object({ now: UnixTime, nowMs: z.number().int() });

// ── CSV exports (GET, same filters as the lists, query strings) ─────────────────────────────
/** Most rows one export streams (a file cut there says so in its last line); narrow the filter for more. */
export const CSV_MAX_ROWS = 10_000;
/** Rows of one export, at most CSV_MAX_ROWS (the query string carries numbers as text). */
export const csvLimit = z.coerce.number().int().min(1).max(CSV_MAX_ROWS).default(CSV_MAX_ROWS);
const csvCommon = { limit: csvLimit };
/** Each export takes its list's own filter and ordering (./query-string: the same fields as text). */
export const BlocksCsvQuery = queryStringOf(BlocksFilter).extend(csvCommon);
export const TransactionsCsvQuery = queryStringOf(TransactionsFilter).extend(csvCommon);
export const MessagesCsvQuery = queryStringOf(MessagesFilter).extend(csvCommon);
export const AccountsCsvQuery = queryStringOf(AccountsListRequest.omit({ cursor: true, limit: true })).extend(
  csvCommon,
);
export const ValidatorsCsvQuery = z.strictObject({ ...csvCommon, set: ValidatorSetKind.default('current') });
/** What a CSV route documents as its 200 body. */
export const CsvBody = z.string().meta({ description: 'text/csv; one header row, then the rows' });

export type NetworkConfig = z.infer<typeof NetworkConfig>;
export type ConfigParam = z.infer<typeof ConfigParam>;
export type ConfigSnapshot = z.infer<typeof ConfigSnapshot>;
export type KeyBlockConfigResponse = z.infer<typeof KeyBlockConfigResponse>;
export type Validator = z.infer<typeof Validator>;
export type ValidatorSet = z.infer<typeof ValidatorSet>;
export type ValidatorSetKind = z.infer<typeof ValidatorSetKind>;
export type ValidatorsListRequest = z.input<typeof ValidatorsListRequest>;
export type ValidatorsListResponse = z.infer<typeof ValidatorsListResponse>;
export type ElectionsState = z.infer<typeof ElectionsState>;
export type ElectionsStatus = z.infer<typeof ElectionsStatus>;
export type ElectionsConfigResponse = z.infer<typeof ElectionsConfigResponse>;
export type ElectionsBonusesResponse = z.infer<typeof ElectionsBonusesResponse>;
export type ElectorElection = z.infer<typeof ElectorElection>;
export type ElectionParticipant = z.infer<typeof ElectionParticipant>;
export type ElectionParticipantsResponse = z.infer<typeof ElectionParticipantsResponse>;
export type CurrentValidatorsTopResponse = z.infer<typeof CurrentValidatorsTopResponse>;
export type ShardLayoutResponse = z.infer<typeof ShardLayoutResponse>;
export type ListCountResponse = z.infer<typeof ListCountResponse>;
export type MessageTreeResponse = z.infer<typeof MessageTreeResponse>;
export type MessageTreeNode = z.infer<typeof MessageTreeNode>;
export type MessageOccurrencesResponse = z.infer<typeof MessageOccurrencesResponse>;
export type AccountStateEntry = z.infer<typeof AccountStateEntry>;
export type AccountStatesResponse = z.infer<typeof AccountStatesResponse>;
export type ParsedData = z.infer<typeof ParsedData>;
export type TransactionEventsResponse = z.infer<typeof TransactionEventsResponse>;
export type TotalSupplyResponse = z.infer<typeof TotalSupplyResponse>;
