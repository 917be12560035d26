// Kysely types of the network tables (migrations/0200-network.ts, 0300-elector.ts), merged into
// `Schema` by module augmentation so the core schema file stays as it is.
import type { Insertable } from 'kysely';
import type { Bytes, Int8, Json, Numeric } from './column-types';

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

/** The election the elector holds (elect_at is its id), as of its state after block `mc_seqno`. */
export interface ElectorElectionsTable {
  election_id: Int8;
  elect_close: Int8;
  min_stake: Numeric;
  total_stake: Numeric;
  failed: boolean;
  finished: boolean;
  /** How many stakes the election took, so no read counts rows: the largest size its members
   *  dictionary reached (the elector empties it when the election finishes). */
  members: number;
  mc_seqno: Int8;
}

/** A stake in an election: the validator's public key, the masterchain wallet it came from. */
export interface ElectorMembersTable {
  election_id: Int8;
  public_key: Bytes;
  stake: Numeric;
  stake_time: Int8;
  /** × 65536 (0x10000 = 1.0). */
  max_factor: Int8;
  /** Account id of the staking wallet; always a masterchain account (workchain -1). */
  wallet: Bytes;
  adnl_addr: Bytes;
  mc_seqno: Int8;
}

/** A past election: the set it elected (by cell hash), its frozen stakes' total and its bonuses. */
export interface ElectorPastElectionsTable {
  election_id: Int8;
  vset_hash: Bytes;
  unfreeze_at: Int8;
  stake_held: Int8;
  total_stake: Numeric;
  bonuses: Numeric;
  mc_seqno: Int8;
}

/** A validator's stake frozen for a past election. */
export interface ElectorFrozenTable {
  election_id: Int8;
  public_key: Bytes;
  /** Account id of the wallet the stake returns to (workchain -1). */
  wallet: Bytes;
  weight: Numeric;
  stake: Numeric;
  banned: boolean;
  mc_seqno: Int8;
}

export interface NetworkTables {
  config_snapshots: ConfigSnapshotsTable;
  config_params: ConfigParamsTable;
  validator_sets: ValidatorSetsTable;
  validators: ValidatorsTable;
  elections: ElectionsTable;
  shard_layouts: ShardLayoutsTable;
  global_balances: GlobalBalancesTable;
  elector_elections: ElectorElectionsTable;
  elector_members: ElectorMembersTable;
  elector_past_elections: ElectorPastElectionsTable;
  elector_frozen: ElectorFrozenTable;
}

declare module './schema' {
  interface Schema extends NetworkTables {}
}

export type ConfigSnapshotRow = Insertable<ConfigSnapshotsTable>;
export type ConfigParamRow = Insertable<ConfigParamsTable>;
export type ValidatorSetRow = Insertable<ValidatorSetsTable>;
export type ValidatorRow = Insertable<ValidatorsTable>;
export type ElectionRow = Insertable<ElectionsTable>;
export type ElectorElectionRow = Insertable<ElectorElectionsTable>;
export type ElectorMemberRow = Insertable<ElectorMembersTable>;
export type ElectorPastElectionRow = Insertable<ElectorPastElectionsTable>;
export type ElectorFrozenRow = Insertable<ElectorFrozenTable>;
