// The indexer as one of a command's running parts: started with the command's log, stopped (on Ctrl-C
// or when the command ends) by aborting it and waiting for the batch it is writing. Beside it runs the
// fetcher of TIP-4.2.2 metadata documents, which the batch loop never waits for. It writes only while
// it holds the database's indexer lease (packages/db lease.ts, decision 0043), so a second indexer on
// the same PostgreSQL database waits instead of writing too.
import { acquireIndexerLease, type Database, type IndexerLease } from '@tvmscan/db';
import {
  type BlockSource,
  type CommittedBatch,
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

export interface IndexerHooks {
  /** Told after each committed batch (the metrics' indexer series). */
  onCommitted?: (batch: CommittedBatch) => void;
}

/**
 * The indexer under the database's lease: waits while another process holds it (saying so once), then
 * indexes until the source ends or the command stops. When the lease's connection closes (the database
 * restarted, or the session was cut off) another indexer may take over at once, so this one stops
 * writing, waits for the lease again, and resumes from the checkpoint once it holds it. Resolves with
 * the progress of every run; with none when the command stops while it waits.
 */
export async function startLeasedIndexer(
  parts: Stoppable[],
  database: Database,
  source: BlockSource,
  log: IndexerLog,
  metadata: Pick<UrlMetadataOptions, 'mode' | 'allow'>,
  hooks: IndexerHooks = {},
): Promise<IndexerProgress> {
  const waiting = new AbortController();
  let lease: IndexerLease | null = null;
  parts.unshift({
    name: 'indexer lease',
    stop: async () => {
      waiting.abort();
      await lease?.release();
    },
  });
  const total: IndexerProgress = { batches: 0, transactions: 0, failedBlocks: 0, lastMcSeqno: null };
  while (true) {
    lease = await acquireIndexerLease(database, {
      signal: waiting.signal,
      onWait: (reason, error) =>
        reason === 'held'
          ? log.warn({}, 'another indexer holds the lease on this database; waiting to take over')
          : log.warn({ error: error?.message }, 'database unreachable; waiting to take the indexer lease'),
    });
    if (!lease) return total;
    if (database.kind === 'postgres') log.info({}, 'indexer lease taken');
    const progress = await startIndexer(parts, database, source, log, metadata, {
      ...hooks,
      signal: lease.lost,
    });
    total.batches += progress.batches;
    total.transactions += progress.transactions;
    total.failedBlocks += progress.failedBlocks;
    total.lastMcSeqno = progress.lastMcSeqno ?? total.lastMcSeqno;
    if (!lease.lost.aborted || waiting.signal.aborted) return total;
    log.warn({}, 'lost the indexer lease (its connection closed); stopped writing, waiting to take it again');
  }
}

/**
 * The indexer and the metadata fetcher as a part of `parts`. `hooks.signal` stops both too (a lost
 * lease): the part then leaves `parts`, since there is nothing left of it to stop.
 */
export function startIndexer(
  parts: Stoppable[],
  database: Database,
  source: BlockSource,
  log: IndexerLog,
  metadata: Pick<UrlMetadataOptions, 'mode' | 'allow'>,
  hooks: IndexerHooks & { signal?: AbortSignal } = {},
): Promise<IndexerProgress> {
  const indexing = new AbortController();
  const signal = hooks.signal ? AbortSignal.any([indexing.signal, hooks.signal]) : indexing.signal;
  const run = runIndexer({ database, source, signal, log, onCommitted: hooks.onCommitted });
  const fetcher = new UrlMetadataFetcher(database, { ...metadata, log });
  fetcher.start();
  let stopping = false;
  const part: Stoppable = {
    name: 'indexer',
    stop: async () => {
      stopping = true;
      indexing.abort();
      await Promise.all([run.catch(() => {}), fetcher.stop()]);
      await run;
    },
  };
  parts.unshift(part);
  hooks.signal?.addEventListener(
    'abort',
    () => {
      // Stopped by the command already (which goes on stopping the later parts): nothing to do here.
      if (stopping) return;
      const at = parts.indexOf(part);
      if (at >= 0) parts.splice(at, 1);
      part.stop().catch(() => {});
    },
    { once: true },
  );
  return run;
}
