// A folder of block BOC files as a BlockSource, so real Everscale and Tycho blocks replay through the
// same path as the local network. Masterchain blocks are yielded in seqno order, each with the shard
// blocks it commits that are present in the folder (./commits). Files that are BOCs but not decodable
// blocks are yielded first, alone, so the indexer records them with their error; files that are not
// BOCs at all (JSON, block-id text) are skipped. Each file is decoded once per run (its name is the
// cache key: block files are written once, never rewritten).
//
// Blocks that arrive out of order in a followed folder:
// - a shard block before its masterchain block waits for it (nothing claims it yet);
// - a masterchain block whose shard blocks are not all there yet (its walk back stops at a block that
//   the previous masterchain block did not commit) waits up to `shardWaitMs`, and the ones after it
//   with it, then goes without them;
// - a shard block that turns up after its masterchain block was yielded is yielded late, with that
//   masterchain block again (re-ingesting a batch changes nothing but adds what it lacked). At start the
//   source asks the indexer which of the blocks claimed by the last masterchain blocks before the
//   checkpoint it already holds, so a block that came late while the indexer was stopped is not lost.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { decodeBlock } from '@tvmscan/codec';
import { commits, type HeldBlock, heldBlock } from './commits';
import { ShardStates } from './shard-states';
import type { BlockSource, MasterchainBatch, StoredBlocks } from './types';

export interface FilesSourceOptions {
  /** Keep watching the folder for new files, polling at this interval; absent = stop after one pass. */
  followIntervalMs?: number;
  /**
   * Shard states (zerostates or persistent states, as BOCs) the replayed chains start from: blocks that
   * follow one of them come with the new states of the accounts they touched.
   */
  states?: readonly Uint8Array[];
  /** When following, how long a masterchain block waits for shard blocks it commits (default 10 s). */
  shardWaitMs?: number;
}

const BOC_MAGICS = [0xb5ee9c72, 0x68ff65f3, 0xacc3a728];
const SHARD_WAIT_MS = 10_000;
/** At start, blocks claimed by this many masterchain blocks up to the checkpoint are checked as stored. */
const RECHECK_MC_BLOCKS = 64;

/** The file's BOC bytes (raw, or single-line base64 text as some dumps store them), or null. */
export function bocBytes(raw: Uint8Array): Uint8Array | null {
  const isBoc = (b: Uint8Array) =>
    b.length >= 4 && BOC_MAGICS.includes(((b[0] << 24) | (b[1] << 16) | (b[2] << 8) | b[3]) >>> 0);
  if (isBoc(raw)) return raw;
  const text = Buffer.from(raw).toString('latin1').trim();
  if (!/^[A-Za-z0-9+/_-]+=*$/.test(text)) return null;
  const decoded = new Uint8Array(Buffer.from(text, 'base64'));
  return isBoc(decoded) ? decoded : null;
}

/** The folder's files, each read and decoded once: block files, and BOCs that are not blocks. */
class Folder {
  private readonly blocks = new Map<string, HeldBlock>();
  private readonly undecodable = new Set<string>();
  private readonly skipped = new Set<string>();

  constructor(readonly dir: string) {}

  async read(name: string): Promise<Uint8Array> {
    const boc = bocBytes(new Uint8Array(await readFile(join(this.dir, name))));
    if (!boc) throw new Error(`${join(this.dir, name)} is no longer a BOC`);
    return boc;
  }

  /** Scans for new files; returns the names of undecodable ones seen for the first time. */
  async scan(): Promise<string[]> {
    const names = (await readdir(this.dir, { withFileTypes: true }))
      // Symlinked files count too (a folder can link blocks kept elsewhere).
      .filter((e) => e.isFile() || e.isSymbolicLink())
      .map((e) => e.name)
      .sort();
    const fresh: string[] = [];
    for (const name of names) {
      if (this.blocks.has(name) || this.undecodable.has(name) || this.skipped.has(name)) continue;
      const boc = bocBytes(new Uint8Array(await readFile(join(this.dir, name))));
      if (!boc) {
        this.skipped.add(name);
        continue;
      }
      try {
        this.blocks.set(name, heldBlock(name, decodeBlock(boc)));
      } catch {
        // The indexer decodes it again and records the error with the block.
        this.undecodable.add(name);
        fresh.push(name);
      }
    }
    return fresh;
  }

  all(): HeldBlock[] {
    return [...this.blocks.values()];
  }
}

export function filesSource(dir: string, opts: FilesSourceOptions = {}): BlockSource {
  const shardWaitMs = opts.shardWaitMs ?? SHARD_WAIT_MS;
  return {
    async *batches(afterMcSeqno, signal, stored?: StoredBlocks) {
      let after = afterMcSeqno;
      const folder = new Folder(dir);
      const states = new ShardStates(opts.states ?? []);
      /** Shard blocks yielded in this run, or found already stored. */
      const settled = new Set<string>();
      /** When each incomplete masterchain block was first seen waiting. */
      const waitingSince = new Map<number, number>();
      let firstScan = true;

      const batchOf = async (mc: HeldBlock, shards: HeldBlock[]): Promise<MasterchainBatch> => {
        const bocs = await Promise.all([mc, ...shards].map((f) => folder.read(f.key)));
        const batch: MasterchainBatch = {
          masterchain: { boc: bocs[0] },
          shards: bocs.slice(1).map((boc) => ({ boc })),
        };
        // Each state follows from the one before, so blocks advance in order, masterchain first.
        if (opts.states?.length) {
          for (const source of [batch.masterchain, ...batch.shards]) {
            const accountStates = states.advance(decodeBlock(source.boc));
            if (accountStates) source.accountStates = accountStates;
          }
        }
        for (const s of shards) settled.add(s.rootHash);
        return batch;
      };

      while (!signal.aborted) {
        for (const name of await folder.scan()) {
          if (signal.aborted) return;
          yield { masterchain: { boc: await folder.read(name) }, shards: [] };
        }
        const all = commits(folder.all());
        if (firstScan && after !== null) {
          // Older than the recheck window: indexed before this run, as far as the source can tell.
          for (const c of all) {
            if (c.mc.seqno > after - RECHECK_MC_BLOCKS) break;
            for (const s of c.shards) settled.add(s.rootHash);
          }
        }

        // Shard blocks of masterchain blocks already indexed that were not yielded with them.
        const done = all.filter(
          (c) => after !== null && c.mc.seqno <= after && c.shards.some((s) => !settled.has(s.rootHash)),
        );
        const unsettled = done.flatMap((c) => c.shards.filter((s) => !settled.has(s.rootHash)));
        if (unsettled.length > 0) {
          const hashes = unsettled.map((s) => s.rootHash);
          // Without a way to ask, what was in the folder at start is taken as indexed before.
          const held = stored ? await stored(hashes) : new Set(firstScan ? hashes : []);
          for (const h of held) settled.add(h);
          for (const c of done) {
            const late = c.shards.filter((s) => !settled.has(s.rootHash));
            if (late.length === 0) continue;
            if (signal.aborted) return;
            yield await batchOf(c.mc, late);
          }
        }
        firstScan = false;

        for (const c of all) {
          if (after !== null && c.mc.seqno <= after) continue;
          if (signal.aborted) return;
          if (c.missing.length > 0 && opts.followIntervalMs !== undefined) {
            const since = waitingSince.get(c.mc.seqno) ?? Date.now();
            waitingSince.set(c.mc.seqno, since);
            // Later masterchain blocks wait behind it: batches go in order.
            if (Date.now() - since < shardWaitMs) break;
          }
          waitingSince.delete(c.mc.seqno);
          const batch = await batchOf(c.mc, c.shards);
          after = c.mc.seqno;
          yield batch;
        }
        if (opts.followIntervalMs === undefined) return;
        await sleep(opts.followIntervalMs, undefined, { signal }).catch(() => {});
      }
    },
  };
}
