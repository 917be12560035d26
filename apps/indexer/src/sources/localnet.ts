// The in-process local network as a BlockSource: the batches it already produced after the
// checkpoint, then each new one after its 'batch' event fires. Typed by the shape it uses (the
// `@tvmscan/localnet` Localnet satisfies it), so the indexer does not depend on the network package.
import type { BlockSource, MasterchainBatch } from './types';

export interface LocalnetFeed {
  /** The network's latest masterchain block. */
  head(): { mcSeqno: number };
  /** The batch of masterchain block `mcSeqno`, from 1 to the head's. */
  batch(mcSeqno: number): MasterchainBatch;
  on(event: 'batch', cb: (batch: MasterchainBatch) => void): unknown;
  off(event: 'batch', cb: (batch: MasterchainBatch) => void): unknown;
}

export function localnetSource(net: LocalnetFeed): BlockSource {
  return {
    async *batches(afterMcSeqno, signal) {
      // Batches are read by seqno up to the network's head; an event only wakes the loop, so a batch
      // produced while the consumer is busy is read once, in order, and none is held in a queue here.
      let next = (afterMcSeqno ?? 0) + 1;
      let wake: (() => void) | null = null;
      let produced = false;
      const onBatch = () => {
        produced = true;
        wake?.();
      };
      net.on('batch', onBatch);
      signal.addEventListener('abort', onBatch);
      try {
        while (!signal.aborted) {
          if (next <= net.head().mcSeqno) {
            yield net.batch(next++);
            continue;
          }
          if (!produced) {
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
            wake = null;
          }
          produced = false;
        }
      } finally {
        net.off('batch', onBatch);
        signal.removeEventListener('abort', onBatch);
      }
    },
  };
}
