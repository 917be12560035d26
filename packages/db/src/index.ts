// @tvmscan/db: the explorer's PostgreSQL schema, migrations and repositories, over PostgreSQL or PGlite.
export { toBytes, toHex } from './bytes';
export * from './contract-schema';
export { ACQUIRE_TIMEOUT_MS, type Database, type OpenDatabaseOptions, openDatabase } from './database';
export { type MessageFields, messageFields } from './message-fields';
export { appliedMigrations, migrateDown, migrateDownAll, migrateToLatest } from './migrate';
export * from './network-schema';
export { type BlocksCommitted, onBlocksCommitted, type Unsubscribe } from './notify';
export * from './read/index';
export { type CounterName, readCounters } from './repositories/counters';
export type { ElectorBatch } from './repositories/elector';
export { type FailedBlockInput, listFailedBlocks, recordFailedBlock } from './repositories/failed-blocks';
export {
  type IngestBatch,
  type IngestResult,
  ingestBatch,
  readCheckpoint,
  storedBlocks,
} from './repositories/ingest';
export {
  type KeyBlockConfig,
  knownElectorAddress,
  type NetworkBatch,
  writeNetwork,
} from './repositories/network';
export * from './repositories/tokens';
export * from './repositories/verified-contracts';
export * from './schema';
export * from './token-schema';
export { type UnavailableReason, unavailableReason, withStatementTimeout } from './unavailable';
