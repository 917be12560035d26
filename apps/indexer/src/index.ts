// @tvmscan/indexer: block sources → decode → one database transaction per masterchain batch.
export { type PreparedBatch, prepareBatch } from './decode/batch';
export { NetworkMismatchError } from './network-identity';
export {
  type CommittedBatch,
  type IndexerLog,
  type IndexerProgress,
  type RunIndexerOptions,
  runIndexer,
} from './run';
export {
  type ArchiveEntry,
  ArchiveError,
  type ArchiveSourceOptions,
  archiveSource,
  readArchive,
} from './sources/archive';
export { bocBytes, type FilesSourceOptions, filesSource } from './sources/files';
export { type SourceUrlOptions, sourceFromUrl } from './sources/from-url';
export { type GraphqlSourceOptions, graphqlEndpoint, graphqlSource } from './sources/graphql';
export { type JrpcSourceOptions, jrpcSource } from './sources/jrpc';
export { type LocalnetFeed, localnetSource } from './sources/localnet';
export type { BlockSource, MasterchainBatch, SourceBlock, StoredBlocks } from './sources/types';
export { UrlMetadataFetcher, type UrlMetadataOptions } from './url-metadata';
