// Kysely table type of the pools table (migrations/0950-pools.ts is the source of truth), with the
// conventions of ./schema: addresses as (workchain int4, bytea) pairs, reserves numeric and lt, seqno
// and time int8, all read back as decimal strings.
import type { Insertable, Selectable } from 'kysely';
import type { Bytes, Int8, Numeric } from './column-types';

export interface PoolsTable {
  workchain: number;
  address: Bytes;
  /** The pool kind (@tvmscan/contracts POOL_KINDS) its code hash is. */
  kind: string;
  root_a_workchain: number;
  root_a: Bytes;
  root_b_workchain: number;
  root_b: Bytes;
  reserve_a: Numeric;
  reserve_b: Numeric;
  /** The masterchain block of the batch whose state the reserves were read on. */
  mc_seqno: Int8;
  updated_at: Int8;
  last_tx_lt: Int8;
}

/** migrations/0960-pool-hours.ts: a pool's last reserves read in each hour it was read in. */
export interface PoolHoursTable {
  workchain: number;
  address: Bytes;
  /** The hour's first second (unix time, a multiple of 3600) of the reading's updated_at. */
  hour: Int8;
  reserve_a: Numeric;
  reserve_b: Numeric;
  last_tx_lt: Int8;
}

export interface PoolTables {
  pools: PoolsTable;
  pool_hours: PoolHoursTable;
}

export type PoolRow = Insertable<PoolsTable>;
export type StoredPool = Selectable<PoolsTable>;
export type PoolHourRow = Insertable<PoolHoursTable>;
