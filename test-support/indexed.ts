// Batches of a local network indexed into a test database through the production indexer.
import type { Database } from '@tvmscan/db';
import { type MasterchainBatch, runIndexer } from '@tvmscan/indexer';

/** Indexes `batches` into `database`, after what it holds. */
export async function indexBatches(database: Database, batches: MasterchainBatch[]): Promise<void> {
  await runIndexer({
    database,
    source: {
      batches: async function* () {
        yield* batches;
      },
    },
    signal: new AbortController().signal,
  });
}
