// The adapter's own promises, with a hand-driven feed so the timing is exact: backlog after the
// checkpoint, a batch produced while the consumer is busy, live events, each batch once, and a clean
// stop. localnet-indexing.test.ts runs it against the real local network.
import { EventEmitter } from 'node:events';
import { fixturesDir, fixturesSkipReason, readFixtureBoc } from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { type LocalnetFeed, localnetSource, type MasterchainBatch } from '../src/index';

class StandInFeed extends EventEmitter implements LocalnetFeed {
  readonly produced: MasterchainBatch[] = [];
  head() {
    return { mcSeqno: this.produced.length };
  }
  batch(mcSeqno: number): MasterchainBatch {
    return this.produced[mcSeqno - 1];
  }
  produce(batch: MasterchainBatch): void {
    this.produced.push(batch);
    this.emit('batch', batch);
  }
}

describe.skipIf(!fixturesDir)(`localnet source ${fixturesSkipReason}`, () => {
  const batch = (): MasterchainBatch => ({
    masterchain: { boc: readFixtureBoc('blocks/everscale-types_mc_simple_block.boc') },
    shards: [],
  });

  it('yields the backlog after the checkpoint, then live batches once each, and stops on abort', async () => {
    const feed = new StandInFeed();
    const [b1, b2, b3, b4] = [batch(), batch(), batch(), batch()];
    feed.produce(b1);
    feed.produce(b2);
    const controller = new AbortController();
    const seen: MasterchainBatch[] = [];
    const done = (async () => {
      for await (const b of localnetSource(feed).batches(1, controller.signal)) {
        seen.push(b);
        if (b === b2) feed.produce(b3); // produced while the consumer is busy
        if (seen.length === 3) controller.abort();
      }
    })();
    await new Promise((r) => setTimeout(r, 20));
    feed.produce(b4);
    await done;
    expect(seen.map((b) => [b1, b2, b3, b4].indexOf(b))).toEqual([1, 2, 3]);
    expect(feed.listenerCount('batch')).toBe(0);
  });
});
