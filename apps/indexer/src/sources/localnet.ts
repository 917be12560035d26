// The in-process local network as a BlockSource: the batches it already produced after the
// checkpoint, then each new one as its 'batch' event fires. Typed by the shape it uses (the
// `@tvmscan/localnet` Localnet satisfies it), so the indexer does not depend on the network package.
import type { BlockSource, MasterchainBatch } from './types';

export interface LocalnetFeed {
  batchesSince(mcSeqno: number | null): MasterchainBatch[];
  on(event: 'batch', cb: (batch: MasterchainBatch) => void): unknown;
  off(event: 'batch', cb: (batch: MasterchainBatch) => void): unknown;
}

export function localnetSource(net: LocalnetFeed): BlockSource {
  return {
    async *batches(afterMcSeqno, signal) {
      // Subscribe before reading the backlog so nothing produced in between is missed; a batch seen
      // both ways (same object) is yielded once.
      const queued: MasterchainBatch[] = [];
      let wake: (() => void) | null = null;
      const onBatch = (batch: MasterchainBatch) => {
        queued.push(batch);
        wake?.();
      };
      const onAbort = () => wake?.();
      net.on('batch', onBatch);
      signal.addEventListener('abort', onAbort);
      const yielded = new WeakSet<MasterchainBatch>();
      try {
        for (const batch of net.batchesSince(afterMcSeqno)) {
          if (signal.aborted) return;
          yielded.add(batch);
          yield batch;
        }
        while (!signal.aborted) {
          const batch = queued.shift();
          if (!batch) {
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
            wake = null;
            continue;
          }
          if (yielded.has(batch)) continue;
          yielded.add(batch);
          yield batch;
        }
      } finally {
        net.off('batch', onBatch);
        signal.removeEventListener('abort', onAbort);
      }
    },
  };
}
