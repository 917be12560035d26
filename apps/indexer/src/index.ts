// @tvmscan/indexer: block sources → decode → one database transaction per masterchain batch.
export { type FilesSourceOptions, filesSource } from './sources/files';
export type { BlockSource, MasterchainBatch, SourceBlock } from './sources/types';
