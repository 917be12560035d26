// Decoding on its own thread, so the next batches are decoded while the current one is written: the
// indexer's two halves (codec work, database work) run on two cores instead of taking turns on one.
// One worker decodes the batches strictly in the order they were given and answers in that order.
import { Worker } from 'node:worker_threads';
import { TSX_ENTRY } from '@tvmscan/capped-worker';
import type { PreparedBatch } from '../decode/batch';
import type { MasterchainBatch } from '../sources/types';

export interface DecoderSetup {
  keepBlockBoc: boolean;
  /** The elector's address (config param 1, `-1:hex`) known before the first batch, if any. */
  electorAddress: string | null;
}

export interface DecodeRequest {
  id: number;
  batch: MasterchainBatch;
}
export type DecodeResponse = { id: number; prepared: PreparedBatch } | { id: number; error: string };

export class Decoder {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve: (p: PreparedBatch) => void; reject: (e: Error) => void }
  >();
  private nextId = 0;
  private failure: Error | null = null;

  constructor(setup: DecoderSetup) {
    this.worker = new Worker(TSX_ENTRY, {
      argv: [new URL('./decode-worker.ts', import.meta.url).href],
      workerData: setup,
    });
    this.worker.on('message', (response: DecodeResponse) => {
      const waiter = this.pending.get(response.id);
      this.pending.delete(response.id);
      if ('error' in response) waiter?.reject(new Error(`decode worker: ${response.error}`));
      else waiter?.resolve(response.prepared);
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const waiter of this.pending.values()) waiter.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`decode worker exited with code ${code}`)));
  }

  /** The batch decoded and mapped to rows (prepareBatch), on the worker thread. */
  prepare(batch: MasterchainBatch): Promise<PreparedBatch> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, batch } satisfies DecodeRequest);
    });
  }

  async close(): Promise<void> {
    this.worker.removeAllListeners('exit');
    await this.worker.terminate();
  }
}
