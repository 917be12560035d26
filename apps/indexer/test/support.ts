// Shared helpers for the indexer suites: folders of real fixture blocks linked in place (symlinks in a
// temporary directory, never copies) and an in-memory BlockSource. Their databases come from
// @tvmscan/test-support/database.
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixturePath } from '@tvmscan/test-support/fixtures';
import type { BlockSource, IndexerLog, MasterchainBatch } from '../src/index';

/** A temporary folder holding symlinks to the named fixtures (plus any extra files written into it). */
export function fixtureFolder(blocks: string[], extra: Record<string, Uint8Array> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'tvmscan-blocks-'));
  for (const name of blocks) symlinkSync(fixturePath(`blocks/${name}`), join(dir, name));
  for (const [name, bytes] of Object.entries(extra)) writeFileSync(join(dir, name), bytes);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The batches given, once, in order (the shape any source yields). */
export function arraySource(batches: MasterchainBatch[]): BlockSource {
  return {
    async *batches() {
      yield* batches;
    },
  };
}

/** An indexer log that aborts `controller` once masterchain block `seqno`'s batch is committed. */
export function abortAfterBatch(controller: AbortController, seqno: number): IndexerLog {
  return {
    info: (fields, msg) => {
      if (msg === 'batch committed' && (fields as { mcSeqno: number }).mcSeqno === seqno) controller.abort();
    },
    warn: () => {},
  };
}
