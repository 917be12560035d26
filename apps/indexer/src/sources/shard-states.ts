// Account states for blocks replayed from files. A block carries its transactions but not the accounts'
// new states; those live in the shard state, which each block changes by its state MerkleUpdate. Given
// the state a chain starts from (a zerostate or a persistent state), every block's update is applied in
// turn and the accounts the block touched are read from the result. A block whose previous state is not
// known gets no account states (the indexer then records its accounts without code and data).
import {
  applyMerkleUpdate,
  type Cell,
  type DecodedBlock,
  readBoc,
  shardStateAccount,
  writeBoc,
} from '@tvmscan/codec';

export class ShardStates {
  /** Known states by root hash: the given ones, then each block's result. */
  private readonly byHash = new Map<string, Cell>();

  constructor(stateBocs: readonly Uint8Array[]) {
    for (const boc of stateBocs) {
      const roots = readBoc(boc);
      if (roots.length !== 1) throw new Error(`a shard state BOC has one root, got ${roots.length}`);
      this.byHash.set(roots[0].hashHex(), roots[0]);
    }
  }

  /**
   * The new Account BOC of every account the block touched (null where the block deleted it), or
   * undefined when the state before the block is not known.
   */
  advance({ block }: DecodedBlock): Map<string, Uint8Array | null> | undefined {
    const update = block.stateUpdate;
    const before = this.byHash.get(update.oldHash);
    if (!before) return undefined;
    const after = applyMerkleUpdate(update.cell, before);
    this.byHash.set(update.newHash, after);
    // Each state is the start of one next block, except before a split, when both halves start from it.
    if (!block.info.beforeSplit) this.byHash.delete(update.oldHash);

    const states = new Map<string, Uint8Array | null>();
    const workchain = block.info.shard.workchain;
    for (const id of block.extra.accountBlocks.entries.keys()) {
      const hex = id.toString(16).padStart(64, '0');
      const account = shardStateAccount(after, hex);
      states.set(`${workchain}:${hex}`, account ? writeBoc(account.accountCell) : null);
    }
    return states;
  }
}
