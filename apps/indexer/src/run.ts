// The indexer loop: resume after the checkpoint, take each batch from the source, decode it, and
// write it in one database transaction. Decoding runs on a worker thread a few batches ahead of the
// writes (pipeline/), so codec and database work overlap; token getters run on a worker of their own
// under a time cap (derive/tokens/getter-runner.ts), so no contract holds this thread. Batches are
// still written one at a time, in source order, each with the checkpoint in its own transaction.
// Blocks that fail to decode are recorded with their error and the loop goes on. When the database is
// unavailable (down, restarting, out of connections) the loop waits, with a growing delay, and starts
// again from the checkpoint: the batch that failed is not committed, or committed with its checkpoint,
// so it is written exactly once. Any other database error stops the loop (a new run resumes from the
// checkpoint the same way), as does a batch of another network or chain than the database holds
// (network-identity.ts).
import { setTimeout as delay } from 'node:timers/promises';
import {
  type Database,
  ingestBatch,
  knownElectorAddress,
  readNetworkIdentity,
  recordFailedBlock,
  storedBlocks,
  unavailableReason,
} from '@tvmscan/db';
import { derivePools } from './derive/pools/index';
import { GetterRunner } from './derive/tokens/getter-runner';
import { TokenDeriver } from './derive/tokens/index';
import type { IndexerLog } from './log';
import { identityRefusal, NetworkMismatchError, recorded, type StoredIdentity } from './network-identity';
import { Decoder } from './pipeline/decoder';
import { lookahead } from './pipeline/lookahead';
import type { BlockSource } from './sources/types';

export type { IndexerLog } from './log';

export interface RunIndexerOptions {
  database: Database;
  source: BlockSource;
  signal: AbortSignal;
  log?: IndexerLog;
  /**
   * Keep each Block's raw BOC in `blocks.boc` (default false: nothing reads it back, every field the
   * explorer shows is stored decoded, and it would double the bytes a transaction costs).
   */
  keepBlockBoc?: boolean;
  /** Wall-time cap of one account's token getters (default: TVMSCAN_GETTER_TIMEOUT_MS, else 2 s). */
  getterTimeoutMs?: number;
  /** Told after each committed batch (the operator's metrics: head lag, write time, ingest rate). */
  onCommitted?: (batch: CommittedBatch) => void;
}

/** A batch just committed, as the indexer's metrics see it. */
export interface CommittedBatch {
  mcSeqno: number;
  /** The masterchain block's generation time, Unix seconds: how far behind the chain's head this is. */
  genUtime: number;
  /** Transactions the batch added (none when it was already stored). */
  transactions: number;
  /** Milliseconds the batch's database transaction took. */
  writeMs: number;
}

export interface IndexerProgress {
  batches: number;
  transactions: number;
  failedBlocks: number;
  lastMcSeqno: number | null;
}

/** Batches decoded ahead of the one being written: enough to keep the decoder busy, little memory. */
const DECODE_AHEAD = 2;
/** Waits between attempts while the database is unavailable: doubling from the first to the last. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;
const silent: IndexerLog = { info: () => {}, warn: () => {} };

export async function runIndexer(opts: RunIndexerOptions): Promise<IndexerProgress> {
  const { signal } = opts;
  const log = opts.log ?? silent;
  const progress: IndexerProgress = { batches: 0, transactions: 0, failedBlocks: 0, lastMcSeqno: null };
  let wait = RETRY_FIRST_MS;
  while (true) {
    const committed = progress.batches;
    try {
      await indexFromCheckpoint(opts, log, progress);
      return progress;
    } catch (error) {
      const reason = unavailableReason(error);
      if (!reason) throw error;
      if (signal.aborted) return progress;
      // A batch committed since the last failure: the outage is new, so is its first retry.
      if (progress.batches > committed) wait = RETRY_FIRST_MS;
      log.warn(
        { reason, error: (error as Error).message, retryInMs: wait },
        'database unavailable; retrying',
      );
      const slept = await delay(wait, true, { signal }).catch(() => false);
      if (!slept) return progress;
      wait = Math.min(wait * 2, RETRY_MAX_MS);
    }
  }
}

/** One attempt: from the checkpoint until the source ends or the signal aborts, adding to `progress`. */
async function indexFromCheckpoint(
  opts: RunIndexerOptions,
  log: IndexerLog,
  progress: IndexerProgress,
): Promise<void> {
  const { database, source, signal } = opts;
  let identity: StoredIdentity | null = await readNetworkIdentity(database.db);
  const checkpoint = identity?.head?.seqno ?? null;
  progress.lastMcSeqno ??= checkpoint;
  log.info({ checkpoint }, 'indexer starting');
  const decoder = new Decoder({
    keepBlockBoc: opts.keepBlockBoc ?? false,
    electorAddress: await knownElectorAddress(database.db),
  });
  // One capped getter worker for the token and pool getters: one untrusted getter runs at a time.
  const getters = new GetterRunner(opts.getterTimeoutMs);
  const tokens = new TokenDeriver({ getters, log });
  const warned = new Set<string>();
  try {
    const decoded = lookahead(
      (reading) => source.batches(checkpoint, reading, (hashes) => storedBlocks(database.db, hashes)),
      (batch) => decoder.prepare(batch),
      DECODE_AHEAD,
      signal,
    );
    for await (const { item: batch, result: prepared } of decoded) {
      if (signal.aborted) break;
      for (const failure of prepared.failures) {
        await recordFailedBlock(database.db, failure);
        progress.failedBlocks++;
        log.warn(
          { mcSeqno: failure.mcSeqno, errorType: failure.errorType, error: failure.errorMessage },
          'block failed to decode; recorded and skipped',
        );
      }
      for (const { kind, message } of prepared.warnings) {
        // The same cause recurs with every block (an elector of another layout): say it once.
        if (warned.has(kind)) continue;
        warned.add(kind);
        log.warn({ mcSeqno: prepared.ingest?.mcSeqno }, `${message} (logged once per run)`);
      }
      if (!prepared.ingest) continue;
      const { identity: seenIdentity, mcSeqno, mcRootHash } = prepared.ingest;
      const seen = seenIdentity && {
        mcSeqno,
        mcRootHash,
        identity: seenIdentity,
        previousMcRootHash: prepared.previousMcRootHash,
      };
      const refusal = seen && identityRefusal(identity, seen);
      if (refusal) throw new NetworkMismatchError(refusal);
      prepared.ingest.tokens = await tokens.derive(database.db, prepared.ingest);
      prepared.ingest.pools = await derivePools(getters, prepared.ingest, log);
      let result: Awaited<ReturnType<typeof ingestBatch>>;
      const writing = performance.now();
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
      if (seen) identity = recorded(identity, seen);
      progress.batches++;
      progress.transactions += result.inserted.transactions;
      progress.lastMcSeqno = Math.max(progress.lastMcSeqno ?? -1, prepared.ingest.mcSeqno);
      log.info({ mcSeqno: prepared.ingest.mcSeqno, ...result.inserted }, 'batch committed');
      opts.onCommitted?.({
        mcSeqno: prepared.ingest.mcSeqno,
        genUtime: Number(prepared.ingest.blocks[0]?.gen_utime ?? 0),
        transactions: result.inserted.transactions,
        writeMs: performance.now() - writing,
      });
    }
  } finally {
    await Promise.all([decoder.close(), tokens.close(), getters.close()]);
  }
}

/** PostgreSQL's unique_violation on the (workchain, shard, seqno) index of blocks. */
function isBlockIdConflict(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && (e.constraint === 'blocks_id' || /blocks_id/.test(e.message ?? ''));
}
