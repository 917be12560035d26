// Kysely table types of the tvmscan schema (migrations in ./migrations are the source of truth; this file
// mirrors them for type checking). Conventions, see docs/decisions/0003-storage-layout.md:
// - hashes and account ids are `bytea` (32 bytes): half the size of hex text in rows and indexes;
//   convert at the edge with `toBytes` / `toHex` from ./bytes;
// - u64 values (lt, seqno, unix time) are int8 and coin amounts are numeric; `pg` returns both as
//   decimal strings, which is what the API puts on the wire, so nothing in between turns them into
//   floating-point numbers;
// - a shard id is its 16-digit lowercase hex text ("8000000000000000"): fixed width, so text order is
//   numeric order, and it reads the way explorers print it.
import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { Bytes, Int8, Json, Numeric } from './column-types';
import type { PoolTables } from './pool-schema';
import type { TokenTables } from './token-schema';

export type * from './admin-schema';
export type { Bytes, Int8, Json, Numeric } from './column-types';
export type * from './identity-schema';

export type AccountStatus = 'uninit' | 'frozen' | 'active' | 'nonexist';
export type TxType =
  | 'ordinary'
  | 'storage'
  | 'tick'
  | 'tock'
  | 'splitPrepare'
  | 'splitInstall'
  | 'mergePrepare'
  | 'mergeInstall';
export type MsgType = 'internal' | 'externalIn' | 'externalOut';

/** A BlockId reference as stored in `blocks.prev_ref` (ExtBlkRef with the workchain/shard it implies). */
export interface StoredBlockRef {
  workchain: number;
  shard: string;
  seqno: number;
  rootHash: string;
  fileHash: string;
  endLt: string;
}

/** ValueFlow with every CurrencyCollection reduced to its grams as a decimal string. */
export interface StoredValueFlow {
  fromPrevBlk: string;
  toNextBlk: string;
  imported: string;
  exported: string;
  feesCollected: string;
  feesImported: string;
  recovered?: string;
  created: string;
  minted: string;
  burned?: string;
}

/** One entry of a masterchain block's shard_hashes (ShardDescr, reduced to what the block page shows). */
export interface StoredShardDescr {
  workchain: number;
  shard: string;
  seqno: number;
  rootHash: string;
  fileHash: string;
  startLt: string;
  endLt: string;
  genUtime: number;
  minRefMcSeqno: number;
  beforeSplit: boolean;
  beforeMerge: boolean;
  wantSplit: boolean;
  wantMerge: boolean;
  feesCollected: string;
  fundsCreated: string;
}

export interface StoredAccountBlock {
  workchain: number;
  address: string;
  oldHash: string;
  newHash: string;
  transactionCount: number;
}

export interface BlocksTable {
  root_hash: Bytes;
  file_hash: Bytes;
  workchain: number;
  shard: string;
  seqno: Int8;
  /** seqno of the masterchain block that committed this block (itself for a masterchain block). */
  mc_seqno: Int8;
  global_id: number;
  version: Int8;
  flavor: string;
  after_merge: boolean;
  before_split: boolean;
  after_split: boolean;
  want_split: boolean;
  want_merge: boolean;
  is_key_block: boolean;
  vert_seqno: Int8;
  gen_utime: Int8;
  /** Tycho blocks carry milliseconds; null on Everscale. */
  gen_utime_ms: number | null;
  start_lt: Int8;
  end_lt: Int8;
  gen_validator_list_hash_short: Int8;
  gen_catchain_seqno: Int8;
  min_ref_mc_seqno: Int8;
  prev_key_block_seqno: Int8;
  gen_software_version: Int8 | null;
  gen_software_capabilities: Numeric | null;
  master_ref_seqno: Int8 | null;
  /** prev1 (and prev2 after a merge) root hashes: the next-block link is the reverse lookup. */
  prev1_root_hash: Bytes | null;
  prev2_root_hash: Bytes | null;
  prev_ref: Json<StoredBlockRef[]>;
  value_flow: Json<StoredValueFlow>;
  fees_collected: Numeric;
  shard_hashes: Json<StoredShardDescr[]> | null;
  account_blocks: Json<StoredAccountBlock[]>;
  tx_count: number;
  msg_count: number;
  /** The Block BOC exactly as received; null when the operator chose not to keep raw blocks. */
  boc: Bytes | null;
}

/**
 * What the transaction lists show and filter on. The rest of the transaction page (phases, chain
 * links, state hashes, statuses, messages) is decoded from `boc` when one transaction is read.
 */
export interface TransactionsTable {
  hash: Bytes;
  workchain: number;
  account: Bytes;
  lt: Int8;
  now: Int8;
  mc_seqno: Int8;
  block_root_hash: Bytes;
  tx_type: TxType;
  aborted: boolean;
  destroyed: boolean;
  /** null when the compute phase was skipped. */
  exit_code: number | null;
  result_code: number | null;
  total_fees: Numeric;
  balance_change: Numeric;
  /** The account's balance after this transaction; null when the source gave no account state. */
  balance: Numeric | null;
  in_msg_hash: Bytes | null;
  /** The Transaction cell as a BOC (no index, no CRC); its messages are cells of it. */
  boc: Bytes;
}

/** A message's header fields; its BOC is cut out of the emitting or consuming transaction's BOC. */
export interface MessagesTable {
  hash: Bytes;
  msg_type: MsgType;
  src_workchain: number | null;
  src: Bytes | null;
  dst_workchain: number | null;
  dst: Bytes | null;
  value: Numeric | null;
  ihr_fee: Numeric | null;
  fwd_fee: Numeric | null;
  import_fee: Numeric | null;
  bounce: boolean | null;
  bounced: boolean | null;
  created_lt: Int8 | null;
  created_at: Int8 | null;
  /** The transaction that emitted it (null for external-in) and the one that consumed it. */
  src_tx_hash: Bytes | null;
  dst_tx_hash: Bytes | null;
  /** Time of the first transaction seen with it: the list pages sort by it. */
  tx_time: Int8;
  tx_lt: Int8;
}

export interface AccountsTable {
  workchain: number;
  address: Bytes;
  /** null when no state of the account was given (a block alone does not tell the balance). */
  balance: Numeric | null;
  status: AccountStatus | 'deleted';
  code_hash: Bytes | null;
  data_hash: Bytes | null;
  created_at: Int8 | null;
  created_lt: Int8 | null;
  creator_workchain: number | null;
  creator_address: Bytes | null;
  updated_at: Int8;
  last_tx_lt: Int8;
  last_tx_hash: Bytes;
  /** Account BOC when the source provided the new state; null otherwise (no code and data known). */
  state_boc: Bytes | null;
}

export interface StatsCountersTable {
  name: string;
  value: Numeric;
}

export type RollupBucket = '10s' | '1h' | '1d';

export interface StatsRollupsTable {
  bucket: RollupBucket;
  /** Unix time of the bucket's start. */
  start_time: Int8;
  transactions: Int8;
  messages: Int8;
  new_accounts: Int8;
  active_accounts: Int8;
  volume: Numeric;
}

/** Which accounts were active in which hour/day bucket: makes active_accounts a distinct count. */
export interface AccountActivityTable {
  bucket: RollupBucket;
  start_time: Int8;
  workchain: number;
  address: Bytes;
}

export interface CheckpointsTable {
  name: string;
  mc_seqno: Int8;
  mc_root_hash: Bytes;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** The network the database holds (migration 0500): its blocks' global id. */
  global_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The zerostate its masterchain starts from, when indexed from masterchain block 1. */
  zerostate_root_hash: ColumnType<Buffer | null, Uint8Array | null | undefined, Uint8Array | null>;
}

export interface FailedBlocksTable {
  /** sha256 of the BOC bytes (the file hash when the BOC is the original serialization). */
  boc_hash: Bytes;
  mc_seqno: Int8 | null;
  error_type: string;
  error_message: string;
  boc: Bytes;
  seen_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface Schema extends TokenTables, PoolTables {
  blocks: BlocksTable;
  transactions: TransactionsTable;
  messages: MessagesTable;
  accounts: AccountsTable;
  stats_counters: StatsCountersTable;
  stats_rollups: StatsRollupsTable;
  account_activity: AccountActivityTable;
  checkpoints: CheckpointsTable;
  failed_blocks: FailedBlocksTable;
}

export type BlockRow = Insertable<BlocksTable>;
export type TransactionRow = Insertable<TransactionsTable>;
export type MessageRow = Insertable<MessagesTable>;
export type AccountRow = Insertable<AccountsTable>;
export type StoredBlock = Selectable<BlocksTable>;
export type StoredTransaction = Selectable<TransactionsTable>;
export type StoredMessage = Selectable<MessagesTable>;
export type StoredAccount = Selectable<AccountsTable>;
