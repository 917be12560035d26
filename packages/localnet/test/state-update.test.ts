// The state update in every produced block is a real MerkleUpdate: it carries the changed cells, and
// applying it to the state before the block gives the state after it.
import { applyMerkleUpdate, type Cell, decodeBlock } from '@tvmscan/codec';
import { describe, expect, it } from 'vitest';
import { stateUpdate } from '../src/collator/blocks';
import { shardState } from '../src/collator/state';
import { createGenesis } from '../src/genesis';
import { createLocalnet, WORKCHAIN_SHARD } from '../src/localnet';

function cellCount(root: Cell): number {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length > 0) {
    const cell = stack.pop() as Cell;
    if (seen.has(cell.hashHex())) continue;
    seen.add(cell.hashHex());
    stack.push(...cell.refs);
  }
  return seen.size;
}

describe('block state updates', () => {
  it('rebuild the next shard state from the previous one and carry only what changed', async () => {
    const genesis = await createGenesis({
      seed: 'state-update',
      globalId: 42,
      wallets: 40,
      now: 1_700_000_000,
    });
    const args = {
      flavor: 'everscale' as const,
      globalId: 42,
      shard: WORKCHAIN_SHARD,
      seqNo: 1,
      genUtime: 1_700_000_001,
      genUtimeMs: 0,
      genLt: 2_000_000n,
      minRefMcSeqno: 0,
      masterRef: null,
    };
    const before = shardState(args, genesis.accounts);
    genesis.accounts.delete(genesis.wallets[7].wallet.address);
    const after = shardState({ ...args, seqNo: 2, genLt: 3_000_000n }, genesis.accounts);

    const update = stateUpdate(before, after);
    expect(applyMerkleUpdate(update.cell, before.cell).hashHex()).toBe(after.hash);
    expect(cellCount(update.cell)).toBeLessThan(cellCount(after.cell) / 2);
  });

  it('are real updates in the blocks the network produces', async () => {
    const net = await createLocalnet({ trafficTps: 50, blockIntervalMs: 1000, wallets: 10 });
    for (let i = 0; i < 4; i++) await net.produceBlock();
    for (const batch of net.batchesSince(null)) {
      for (const { boc } of [batch.masterchain, ...batch.shards]) {
        const { block } = decodeBlock(boc);
        const [oldSide, newSide] = block.stateUpdate.cell.refs;
        expect(oldSide.type, `${block.info.shard.workchain}:${block.info.seqNo}`).not.toBe('prunedBranch');
        expect(newSide.type).not.toBe('prunedBranch');
      }
    }
  }, 60_000);
});
