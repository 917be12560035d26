// What the local network hands out per masterchain block: the block with the shard blocks it commits,
// each as the BOC a real network would send, with the account states after it when asked. Its own
// module so that persistence, which stores batches, and the network, which makes them, share it.

export interface SourceBlock {
  boc: Uint8Array;
  accountStates?: Map<string, Uint8Array | null>;
}

export interface MasterchainBatch {
  masterchain: SourceBlock;
  shards: SourceBlock[];
}
