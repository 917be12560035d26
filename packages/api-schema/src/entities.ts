// Spec §3 entities as they travel over the wire. Field names are the spec's; integers that can
// pass 2^53 are decimal strings, hashes lowercase hex, addresses raw `wc:hex`.
import { z } from 'zod';
import {
  BocBase64,
  Coins,
  Hash,
  RawAddress,
  Seqno,
  ShardId,
  SignedCoins,
  U64,
  UnixTime,
  Workchain,
} from './primitives';
import { ACCOUNT_STATES, MESSAGE_TYPES, TRANSACTION_TYPES } from './values';

// ── enumerations (§3) ────────────────────────────────────────────────────────────────────────
export const AccountState = z.enum(ACCOUNT_STATES);
export const StatusChange = z.enum(['Unchanged', 'Frozen', 'Deleted']);
export const ComputeSkipReason = z.enum(['NoState', 'BadState', 'NoGas', 'Suspended']);
// TL-B also has tr_phase_bounce_negfunds; real chains produce it, so it is on the wire too.
export const BounceKind = z.enum(['Nofunds', 'Ok', 'NegFunds']);
export const MessageType = z.enum(MESSAGE_TYPES);
export const TransactionType = z.enum(TRANSACTION_TYPES);
export const TickTock = z.enum(['Tick', 'Tock']);

// ── Block ────────────────────────────────────────────────────────────────────────────────────
export const ExtBlockRef = z.object({ endLt: U64, seqno: Seqno, rootHash: Hash, fileHash: Hash });

export const BlockPrev = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('Block'), prev1: ExtBlockRef }),
  z.object({ kind: z.literal('Blocks'), prev1: ExtBlockRef, prev2: ExtBlockRef }),
]);

/** Neighbouring shards when this block follows a merge or precedes a split. */
export const ShardRelations = z.object({
  parent: ShardId.nullable(),
  leftChild: ShardId.nullable(),
  rightChild: ShardId.nullable(),
});

export const BlockInfo = z.object({
  startLt: U64,
  endLt: U64,
  version: z.number().int(),
  afterMerge: z.boolean(),
  beforeSplit: z.boolean(),
  afterSplit: z.boolean(),
  wantSplit: z.boolean(),
  wantMerge: z.boolean(),
  vertSeqNo: z.number().int(),
  genValidatorListHashShort: z.number().int(),
  genCatchainSeqno: z.number().int(),
  minRefMcSeqno: z.number().int(),
  masterRef: z.object({ seqNo: Seqno }).nullable(),
});

export const ValueFlow = z.object({
  fromPrevBlk: Coins,
  toNextBlk: Coins,
  imported: Coins,
  exported: Coins,
  feesCollected: Coins,
  feesImported: Coins,
  created: Coins,
  minted: Coins,
});

export const ShardDescr = z.object({
  shardIdent: z.object({ workchain: Workchain, shardPrefix: ShardId }),
  info: z.object({ seqNo: Seqno, minRefMcSeqno: z.number().int(), startLt: U64, endLt: U64, rootHash: Hash }),
});

export const AccountBlock = z.object({
  wc: Workchain,
  address: RawAddress,
  oldHash: Hash,
  newHash: Hash,
  transactionCount: z.number().int(),
});

/** A block row as lists show it. */
export const Block = z.object({
  rootHash: Hash,
  fileHash: Hash,
  workchain: Workchain,
  shard: ShardId,
  seqno: Seqno,
  genUtime: UnixTime,
  transactionCount: z.number().int(),
  isKeyBlock: z.boolean(),
  prevKeyBlock: Seqno,
  genSoftwareVersion: z.number().int().nullable(),
});

/** The block page: the row plus its header, value flow and (masterchain) shard descriptions. */
export const BlockDetails = Block.extend({
  blockInfo: BlockInfo,
  valueFlow: ValueFlow,
  prev: BlockPrev,
  shardRelations: ShardRelations,
  shardsInfo: z.array(ShardDescr),
  accountBlocks: z.array(AccountBlock),
  messageCount: z.number().int(),
});

// ── Message ──────────────────────────────────────────────────────────────────────────────────
/** One occurrence of a message in a transaction (as the in-message, or an out-message when isOut). */
export const Message = z.object({
  messageHash: Hash,
  messageType: MessageType,
  createdAt: UnixTime.nullable(),
  createdLt: U64.nullable(),
  transactionHash: Hash,
  transactionTime: UnixTime,
  srcAddress: RawAddress.nullable(),
  srcWorkchain: Workchain.nullable(),
  dstAddress: RawAddress.nullable(),
  dstWorkchain: Workchain.nullable(),
  messageValue: Coins,
  bounced: z.boolean(),
  bounce: z.boolean(),
  ihrFee: Coins,
  fwdFee: Coins,
  importFee: Coins,
  methodName: z.string().nullable(),
  isOut: z.boolean(),
  parsedType: z.string().nullable(),
});

const TransactionRef = z.object({ hash: Hash, lt: U64, time: UnixTime, accountId: RawAddress });

/** The message page: the message itself, where it came from and where it went. */
export const MessageDetails = Message.omit({
  transactionHash: true,
  transactionTime: true,
  isOut: true,
}).extend({
  parentTransaction: TransactionRef.nullable(),
  childTransactions: z.array(TransactionRef),
  boc: z.string().meta({ description: 'Message bag of cells, base64, exactly as stored' }),
});

// ── Transaction ──────────────────────────────────────────────────────────────────────────────
export const StoragePhase = z.object({
  storageFeesCollected: Coins,
  storageFeesDue: Coins.nullable(),
  statusChange: StatusChange,
});

export const CreditPhase = z.object({ dueFeesCollected: Coins.nullable(), credit: Coins });

export const ComputePhase = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('Skipped'), reason: ComputeSkipReason }),
  z.object({
    kind: z.literal('Vm'),
    success: z.boolean(),
    msgStateUsed: z.boolean(),
    accountActivated: z.boolean(),
    gasFees: Coins,
    gasUsed: U64,
    gasLimit: U64,
    gasCredit: U64.nullable(),
    mode: z.number().int(),
    exitCode: z.number().int(),
    exitArg: z.number().int().nullable(),
    vmSteps: z.number().int(),
    vmInitStateHash: Hash,
    vmFinalStateHash: Hash,
  }),
]);

export const ActionPhase = z.object({
  success: z.boolean(),
  valid: z.boolean(),
  noFunds: z.boolean(),
  statusChange: StatusChange,
  totalFwdFees: Coins.nullable(),
  totalActionFees: Coins.nullable(),
  resultCode: z.number().int(),
  resultArg: z.number().int().nullable(),
  totActions: z.number().int(),
  specActions: z.number().int(),
  skippedActions: z.number().int(),
  msgsCreated: z.number().int(),
  actionListHash: Hash,
  totMsgSize: z.object({ cells: U64, bits: U64 }),
});

export const BouncePhase = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('NegFunds') }),
  z.object({ kind: z.literal('Nofunds'), msgSize: z.object({ cells: U64, bits: U64 }), reqFwdFees: Coins }),
  z.object({
    kind: z.literal('Ok'),
    msgSize: z.object({ cells: U64, bits: U64 }),
    msgFees: Coins,
    fwdFees: Coins,
  }),
]);

export const OutMessageSummary = z.object({
  messageHash: Hash,
  messageType: MessageType,
  dstAddress: RawAddress.nullable(),
  messageValue: Coins,
  fwdFee: Coins,
  ihrFee: Coins,
});

/** A transaction row as lists show it. */
export const Transaction = z.object({
  hash: Hash,
  workchain: Workchain,
  accountId: RawAddress,
  lt: U64,
  time: UnixTime,
  txType: TransactionType,
  tickTock: TickTock.nullable(),
  exitCode: z.number().int().nullable(),
  resultCode: z.number().int().nullable(),
  methodName: z.string().nullable(),
  balanceChange: SignedCoins,
  totalFees: Coins,
  aborted: z.boolean(),
  destroyed: z.boolean(),
  parsedId: z.string().nullable(),
  blockHash: Hash,
  blockShard: ShardId,
  blockSeqno: Seqno,
});

/** The transaction page: the row plus chain links, status, messages and phases. */
export const TransactionDetails = Transaction.extend({
  prevTransactionHash: Hash,
  prevTransactionLt: U64,
  oldHash: Hash,
  newHash: Hash,
  origStatus: AccountState,
  endStatus: AccountState,
  creditFirst: z.boolean().nullable(),
  inMessage: Message.nullable(),
  outMessages: z.array(OutMessageSummary),
  storage: StoragePhase.nullable(),
  credit: CreditPhase.nullable(),
  compute: ComputePhase.nullable(),
  action: ActionPhase.nullable(),
  bounce: BouncePhase.nullable(),
});

// ── Account ──────────────────────────────────────────────────────────────────────────────────
export const Account = z.object({
  workchain: Workchain,
  address: RawAddress,
  /** null until an account state has been seen (a block alone does not tell the balance). */
  balance: Coins.nullable(),
  state: AccountState,
  creatorWc: Workchain.nullable(),
  creatorAddress: RawAddress.nullable(),
  createdAt: UnixTime.nullable(),
  updatedAt: UnixTime.nullable(),
  codeHash: Hash.nullable(),
});

export const AccountStateDetails = z.object({
  address: RawAddress,
  storageStat: z
    .object({
      lastPaid: UnixTime,
      duePayment: Coins.nullable(),
      used: z.object({ bits: U64, cells: U64, publicCells: U64.nullable() }),
    })
    .nullable(),
  codeBoc: z.string().nullable(),
  dataBoc: z.string().nullable(),
  /** The whole Account BOC as stored (base64): the web's contract executor runs getters on it. */
  boc: BocBase64.nullable(),
});

// ── Stats ────────────────────────────────────────────────────────────────────────────────────
export const Stats = z.object({
  latestMcSeqno: Seqno.nullable(),
  shardchainCount: z.number().int(),
  transactionTotal: z.number().int(),
  transactions1h: z.number().int(),
  transactions24h: z.number().int(),
  volume24h: Coins,
  messagesTotal: z.number().int(),
  messages1h: z.number().int(),
  messages24h: z.number().int(),
  accountsActiveTotal: z.number().int(),
  accountsCreated24h: z.number().int(),
  accountsActive24h: z.number().int(),
  accountsActive1h: z.number().int(),
});

/** One 10-second bucket of the live TPS chart; TPS is count / 10. */
export const TpsBucket = z.object({ time: UnixTime, count: z.number().int() });

/** One bar of a chart series: the bucket's start and its count. */
export const ChartPoint = z.object({ time: UnixTime, count: z.number().int() });

export type ChartPoint = z.infer<typeof ChartPoint>;
export type Block = z.infer<typeof Block>;
export type BlockDetails = z.infer<typeof BlockDetails>;
export type BlockInfo = z.infer<typeof BlockInfo>;
export type ValueFlow = z.infer<typeof ValueFlow>;
export type BlockPrev = z.infer<typeof BlockPrev>;
export type ShardDescr = z.infer<typeof ShardDescr>;
export type AccountBlock = z.infer<typeof AccountBlock>;
export type Message = z.infer<typeof Message>;
export type MessageDetails = z.infer<typeof MessageDetails>;
export type Transaction = z.infer<typeof Transaction>;
export type TransactionDetails = z.infer<typeof TransactionDetails>;
export type ComputePhase = z.infer<typeof ComputePhase>;
export type ActionPhase = z.infer<typeof ActionPhase>;
export type BouncePhase = z.infer<typeof BouncePhase>;
export type StoragePhase = z.infer<typeof StoragePhase>;
export type CreditPhase = z.infer<typeof CreditPhase>;
export type Account = z.infer<typeof Account>;
export type AccountStateDetails = z.infer<typeof AccountStateDetails>;
export type Stats = z.infer<typeof Stats>;
export type TpsBucket = z.infer<typeof TpsBucket>;
export type AccountState = z.infer<typeof AccountState>;
export type MessageType = z.infer<typeof MessageType>;
export type TransactionType = z.infer<typeof TransactionType>;
