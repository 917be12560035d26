// The indexer as one of a command's running parts: started with the command's log, stopped (on Ctrl-C
// or when the command ends) by aborting it and waiting for the batch it is writing. Beside it runs the
// fetcher of TIP-4.2.2 metadata documents, which the batch loop never waits for.
import type { Database } from '@tvmscan/db';
import {
  type BlockSource,
  type IndexerLog,
  type IndexerProgress,
  runIndexer,
  UrlMetadataFetcher,
  type UrlMetadataOptions,
} from '@tvmscan/indexer';
import { parseAllowList } from '@tvmscan/safe-fetch';
import type { Stoppable } from './shutdown';

/**
 * How metadata documents are fetched: `serve` (what `tvmscan index` runs) https only; `dev` also http
 * from allow-listed hosts. TVMSCAN_FETCH_ALLOW names the operator's exceptions (addresses, ranges, host
 * names); `hosts` adds the command's own (the local network's demo metadata). Throws naming an entry
 * it cannot read.
 */
export function metadataFetching(
  mode: UrlMetadataOptions['mode'],
  env: NodeJS.ProcessEnv,
  hosts: string[] = [],
): Pick<UrlMetadataOptions, 'mode' | 'allow'> {
  const allow = parseAllowList(env.TVMSCAN_FETCH_ALLOW);
  for (const host of hosts) allow.hosts.add(host);
  return { mode, allow };
}

export function startIndexer(
  parts: Stoppable[],
  database: Database,
  source: BlockSource,
  log: IndexerLog,
  metadata: Pick<UrlMetadataOptions, 'mode' | 'allow'>,
): Promise<IndexerProgress> {
  const indexing = new AbortController();
  const run = runIndexer({ database, source, signal: indexing.signal, log });
  const fetcher = new UrlMetadataFetcher(database, { ...metadata, log });
  fetcher.start();
  parts.unshift({
    name: 'indexer',
    stop: async () => {
      indexing.abort();
      await Promise.all([run.catch(() => {}), fetcher.stop()]);
      await run;
    },
  });
  return run;
}
