// The indexer as one of a command's running parts: started with the command's log, stopped (on Ctrl-C
// or when the command ends) by aborting it and waiting for the batch it is writing.
import type { Database } from '@tvmscan/db';
import { type BlockSource, type IndexerLog, type IndexerProgress, runIndexer } from '@tvmscan/indexer';
import type { Stoppable } from './shutdown';

export function startIndexer(
  parts: Stoppable[],
  database: Database,
  source: BlockSource,
  log: IndexerLog,
): Promise<IndexerProgress> {
  const indexing = new AbortController();
  const run = runIndexer({ database, source, signal: indexing.signal, log });
  parts.unshift({
    name: 'indexer',
    stop: async () => {
      indexing.abort();
      await run;
    },
  });
  return run;
}
