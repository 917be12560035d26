// Kysely types of the network tables (migrations/0200-network.ts), merged into `Schema` by module
// augmentation so the core schema file stays as it is.
import type { Insertable } from 'kysely';
import type { Bytes, Int8, Json, Numeric } from './schema';

export interface ConfigSnapshotsTable {
  mc_seqno: Int8;
  block_root_hash: Bytes;
  gen_utime: Int8;
  flavor: string;
  config_addr: Bytes;
  /** Cell hashes of params 32 / 34 / 36 (rows of validator_sets), null when the config lacks them. */
  prev_set_hash: Bytes | null;
  current_set_hash: Bytes | null;
  next_set_hash: Bytes | null;
}

export interface ConfigParamsTable {
  mc_seqno: Int8;
  idx: number;
  /** Decoded parameter as JSON (u64/coins as decimal strings); null when not decoded (see reason). */
  value: Json<unknown> | null;
  reason: string | null;
  /** The parameter's cell as a BOC. */
  boc: Bytes;
}

export interface ValidatorSetsTable {
  hash: Bytes;
  utime_since: Int8;
  utime_until: Int8;
  total: number;
  main: number;
  total_weight: Numeric;
  total_stake: Numeric | null;
  total_bonuses: Numeric | null;
  first_mc_seqno: Int8;
}

export interface ValidatorsTable {
  set_hash: Bytes;
  /** Position in the set's list (the dictionary key). */
  idx: number;
  /** 1 = largest weight; ties keep the higher position first, matching the (weight, idx) index order. */
  rank: number;
  public_key: Bytes;
  weight: Numeric;
  adnl_addr: Bytes | null;
  wallet_workchain: number | null;
  wallet: Bytes | null;
  stake: Numeric | null;
  bonuses: Numeric | null;
}

export interface ElectionsTable {
  /** The unix time the elected set takes over: the round end of the set that was current. */
  election_id: Int8;
  starts_at: Int8;
  ends_at: Int8;
  first_mc_seqno: Int8;
  next_set_hash: Bytes | null;
}

export interface ShardLayoutsTable {
  workchain: number;
  /** Masterchain block from which this layout holds (a row only when the layout changes). */
  mc_seqno: Int8;
  shards: Json<string[]>;
}

export interface GlobalBalancesTable {
  mc_seqno: Int8;
  total: Numeric;
}

export interface NetworkTables {
  config_snapshots: ConfigSnapshotsTable;
  config_params: ConfigParamsTable;
  validator_sets: ValidatorSetsTable;
  validators: ValidatorsTable;
  elections: ElectionsTable;
  shard_layouts: ShardLayoutsTable;
  global_balances: GlobalBalancesTable;
}

declare module './schema' {
  interface Schema extends NetworkTables {}
}

export type ConfigSnapshotRow = Insertable<ConfigSnapshotsTable>;
export type ConfigParamRow = Insertable<ConfigParamsTable>;
export type ValidatorSetRow = Insertable<ValidatorSetsTable>;
export type ValidatorRow = Insertable<ValidatorsTable>;
export type ElectionRow = Insertable<ElectionsTable>;
