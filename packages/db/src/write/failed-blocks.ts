// Blocks that failed to decode, kept with their error so an operator can see what was skipped and why
// (the indexer records one and goes on). Keyed by the sha256 of the bytes, so a retry records it once.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../schema';

export interface FailedBlockInput {
  boc: Uint8Array;
  mcSeqno: number | null;
  errorType: string;
  errorMessage: string;
}

export async function recordFailedBlock(db: Kysely<Schema>, input: FailedBlockInput): Promise<void> {
  await db
    .insertInto('failed_blocks')
    .values({
      boc_hash: createHash('sha256').update(input.boc).digest(),
      mc_seqno: input.mcSeqno,
      error_type: input.errorType,
      // Errors can quote untrusted bytes; keep the stored text bounded.
      error_message: input.errorMessage.slice(0, 2000),
      boc: input.boc,
    })
    .onConflict((oc) => oc.column('boc_hash').doNothing())
    .execute();
}

export async function listFailedBlocks(db: Kysely<Schema>, limit = 50) {
  return db
    .selectFrom('failed_blocks')
    .select(['boc_hash', 'mc_seqno', 'error_type', 'error_message', 'seen_at'])
    .orderBy('seen_at', 'desc')
    .limit(limit)
    .execute();
}
