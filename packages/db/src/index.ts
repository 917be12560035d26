// @tvmscan/db: the explorer's schema, migrations, write side (write/) and read side (read/), over PostgreSQL or PGlite.
export { toBytes, toHex } from './bytes';
export * from './contract-schema';
export { ACQUIRE_TIMEOUT_MS, type Database, type OpenDatabaseOptions, openDatabase } from './database';
export * from './identity-accounts';
export * from './lease';
export * from './mail-outbox';
export { type MessageFields, messageFields } from './message-fields';
export { appliedMigrations, migrateDown, migrateDownAll, migrateToLatest } from './migrate';
export * from './network-schema';
export { type BlocksCommitted, onBlocksCommitted, type Unsubscribe } from './notify';
export * from './oidc-payloads';
export * from './personal-api-keys';
export * from './pool-schema';
export * from './read/index';
export * from './schema';
export * from './token-assets';
export * from './token-lists';
export * from './token-schema';
export { ping, type UnavailableReason, unavailableReason, withStatementTimeout } from './unavailable';
export { type CounterName, readCounters } from './write/counters';
export type { ElectorBatch } from './write/elector';
export { type FailedBlockInput, listFailedBlocks, recordFailedBlock } from './write/failed-blocks';
export {
  type IngestBatch,
  type IngestResult,
  ingestBatch,
  type NetworkIdentity,
  readCheckpoint,
  readNetworkIdentity,
  storedBlocks,
} from './write/ingest';
export {
  type KeyBlockConfig,
  knownElectorAddress,
  type NetworkBatch,
  writeNetwork,
} from './write/network';
export { emptyPoolBatch, type PoolBatch } from './write/pools';
export * from './write/token-lookups';
export * from './write/tokens';
export * from './write/url-metadata';
export * from './write/verified-contracts';
