// Where blocks come from (docs/contracts.md "Block sources → indexer"). Every source yields BOCs, so
// the local network, a folder of files and a network feed all go through the same decoder.

export interface SourceBlock {
  /** The Block BOC exactly as produced or received. */
  boc: Uint8Array;
  /** New Account BOC per touched account ("wc:hex"); null = deleted. Absent when the source lacks states. */
  accountStates?: Map<string, Uint8Array | null>;
}

/** A masterchain block with the shard blocks it commits. */
export interface MasterchainBatch {
  masterchain: SourceBlock;
  shards: SourceBlock[];
}

/** Which of these blocks (root hashes, hex) the database already holds. */
export type StoredBlocks = (rootHashes: string[]) => Promise<Set<string>>;

export interface BlockSource {
  /**
   * Yields every batch with mc seqno > afterMcSeqno (from genesis when null), in order, then waits for
   * new ones until the signal aborts. A source may also yield a batch again (an earlier masterchain
   * block with shard blocks that reached it late); `stored` tells it what is already indexed.
   */
  batches(
    afterMcSeqno: number | null,
    signal: AbortSignal,
    stored?: StoredBlocks,
  ): AsyncIterable<MasterchainBatch>;
}
