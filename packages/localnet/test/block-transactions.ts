// Every transaction of a masterchain batch's blocks, with the account that made it: what tests that
// follow a network's transactions walk.
import { type Cell, decodeBlock } from '@tvmscan/codec';
import type { MasterchainBatch } from '../src/index';

export function* batchTransactions(batch: MasterchainBatch): Generator<{ address: string; cell: Cell }> {
  for (const source of [batch.masterchain, ...batch.shards]) {
    const { block } = decodeBlock(source.boc);
    for (const accountBlock of block.extra.accountBlocks.entries.values()) {
      const address = `${block.info.shard.workchain}:${accountBlock.value.accountAddr}`;
      for (const { value: cell } of accountBlock.value.transactions.values()) yield { address, cell };
    }
  }
}
