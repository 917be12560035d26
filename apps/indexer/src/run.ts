// The indexer loop: resume after the checkpoint, take each batch from the source, decode it, and
// write it in one database transaction. Blocks that fail to decode are recorded with their error and
// the loop goes on; a database error stops the loop (the next run resumes from the checkpoint, and
// re-ingesting is idempotent, so nothing is lost or doubled).
import { type Database, ingestBatch, readCheckpoint, recordFailedBlock } from '@tvmscan/db';
import { prepareBatch } from './decode/batch';
import { TokenDeriver } from './derive/tokens/index';
import type { BlockSource } from './sources/types';

/** pino's call shape, so a pino logger can be passed as is. */
export interface IndexerLog {
  info(fields: object, msg: string): void;
  warn(fields: object, msg: string): void;
}

export interface RunIndexerOptions {
  database: Database;
  source: BlockSource;
  signal: AbortSignal;
  log?: IndexerLog;
  /** Keep each Block's raw BOC in `blocks.boc` (default true). */
  keepBlockBoc?: boolean;
}

export interface IndexerProgress {
  batches: number;
  transactions: number;
  failedBlocks: number;
  lastMcSeqno: number | null;
}

const silent: IndexerLog = { info: () => {}, warn: () => {} };

export async function runIndexer(opts: RunIndexerOptions): Promise<IndexerProgress> {
  const { database, source, signal } = opts;
  const log = opts.log ?? silent;
  const checkpoint = await readCheckpoint(database.db);
  const progress: IndexerProgress = { batches: 0, transactions: 0, failedBlocks: 0, lastMcSeqno: checkpoint };
  log.info({ checkpoint }, 'indexer starting');
  const tokens = new TokenDeriver();
  for await (const batch of source.batches(checkpoint, signal)) {
    if (signal.aborted) break;
    const prepared = prepareBatch(batch, { keepBlockBoc: opts.keepBlockBoc ?? true });
    for (const failure of prepared.failures) {
      await recordFailedBlock(database.db, failure);
      progress.failedBlocks++;
      log.warn(
        { mcSeqno: failure.mcSeqno, errorType: failure.errorType, error: failure.errorMessage },
        'block failed to decode; recorded and skipped',
      );
    }
    if (!prepared.ingest) continue;
    prepared.ingest.tokens = await tokens.derive(database.db, prepared.ingest);
    let result: Awaited<ReturnType<typeof ingestBatch>>;
    try {
      result = await ingestBatch(database, prepared.ingest);
    } catch (error) {
      if (!isBlockIdConflict(error)) throw error;
      // Another block already holds this workchain:shard:seqno — the source mixes chains (e.g. a folder
      // of blocks from two networks). Nothing of the batch was written; keep its blocks and go on.
      for (const block of [batch.masterchain, ...batch.shards]) {
        const failure = {
          boc: block.boc,
          mcSeqno: prepared.ingest.mcSeqno,
          errorType: 'conflict',
          errorMessage: `a different block with the same workchain, shard and seqno is already stored (${(error as Error).message})`,
        };
        await recordFailedBlock(database.db, failure);
        progress.failedBlocks++;
        log.warn(
          { mcSeqno: failure.mcSeqno, errorType: failure.errorType },
          'block conflicts with a stored one; recorded and skipped',
        );
      }
      continue;
    }
    progress.batches++;
    progress.transactions += result.inserted.transactions;
    progress.lastMcSeqno = prepared.ingest.mcSeqno;
    log.info({ mcSeqno: prepared.ingest.mcSeqno, ...result.inserted }, 'batch committed');
  }
  return progress;
}

/** PostgreSQL's unique_violation on the (workchain, shard, seqno) index of blocks. */
function isBlockIdConflict(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && (e.constraint === 'blocks_id' || /blocks_id/.test(e.message ?? ''));
}
