// Tycho block archives as a BlockSource (`archive:///dir`): the files a Tycho node keeps its history
// in, for history and backfill. An archive is a zstd stream of a 4-byte prefix (65 8f 14 29) and then
// entries, each a 92-byte TL header — the boxed archive.entryHeader id, the block id (workchain i32,
// shard u64, seqno u32, root hash, file hash), the entry type's id and the data length, all
// little-endian — followed by its data: a block, its proof or its queue diff (broxus/tycho,
// block-util/src/archive). Blocks are read from the archives in turn and yielded as the files source
// yields a folder's (./commits); a block whose root hash is not the one its header names is refused
// through `onRefused` and never yielded; one the codec cannot read is yielded alone, first, for the
// indexer to record as failed, as the files source does. A followed folder is looked at again every
// interval; an archive is read once its size held between two looks and it reads whole (one that does
// not is reported once and looked at again). Proofs and queue diffs are not used yet.
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type DecodedBlock, decodeBlock, readBoc } from '@tvmscan/codec';
import { toHex } from '@tvmscan/db';
import { decompress } from 'fzstd';
import { commits, type HeldBlock, heldBlock } from './commits';
import { ShardStates } from './shard-states';
import type { BlockSource, MasterchainBatch } from './types';

const PREFIX = [0x65, 0x8f, 0x14, 0x29];
const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd];
const ENTRY_HEADER_ID = 0x957fbfac;
const HEADER_LENGTH = 92;
const ENTRY_TYPES = new Map<number, ArchiveEntry['type']>([
  [0x9fc3268a, 'block'],
  [0x07da0d39, 'proof'],
  [0xe460a58f, 'queueDiff'],
]);

export interface ArchiveEntry {
  type: 'block' | 'proof' | 'queueDiff';
  workchain: number;
  /** The shard prefix as 16 hex digits. */
  shard: string;
  seqno: number;
  rootHash: string;
  fileHash: string;
  data: Uint8Array;
}

export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** The entries of an archive, given as its file (zstd) or already unpacked. Throws ArchiveError. */
export function readArchive(file: Uint8Array): ArchiveEntry[] {
  let bytes = file;
  if (startsWith(bytes, ZSTD_MAGIC)) {
    try {
      bytes = decompress(file);
    } catch (error) {
      throw new ArchiveError(`the zstd stream does not decode: ${(error as Error).message}`);
    }
  }
  if (!startsWith(bytes, PREFIX)) throw new ArchiveError('not a block archive (no 65 8f 14 29 prefix)');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries: ArchiveEntry[] = [];
  for (let at = PREFIX.length; at < bytes.length; ) {
    if (at + HEADER_LENGTH > bytes.length)
      throw new ArchiveError(`the archive ends inside an entry header at byte ${at}`);
    const id = view.getUint32(at, true);
    if (id !== ENTRY_HEADER_ID)
      throw new ArchiveError(`no entry header at byte ${at} (${id.toString(16).padStart(8, '0')})`);
    const typeId = view.getUint32(at + 84, true);
    const length = view.getUint32(at + 88, true);
    const start = at + HEADER_LENGTH;
    if (start + length > bytes.length)
      throw new ArchiveError(`the entry at byte ${at} claims ${length} bytes, more than the archive holds`);
    const type = ENTRY_TYPES.get(typeId);
    // An entry of a type this reader does not know is passed over: its length still frames it.
    if (type)
      entries.push({
        type,
        workchain: view.getInt32(at + 4, true),
        shard: view
          .getBigUint64(at + 8, true)
          .toString(16)
          .padStart(16, '0'),
        seqno: view.getUint32(at + 16, true),
        rootHash: toHex(bytes.subarray(at + 20, at + 52)),
        fileHash: toHex(bytes.subarray(at + 52, at + 84)),
        data: bytes.subarray(start, start + length),
      });
    at = start + length;
  }
  return entries;
}

/**
 * Why a block entry is refused (its bytes are not the block its header names), or null. The root hash
 * is the block's identity; the header's file hash is not checked (it is not the hash of the stored
 * bytes). A block the codec could not decode is checked by its cells alone.
 */
function refusalOf(entry: ArchiveEntry, decoded: DecodedBlock | null): string | null {
  let actual = decoded?.rootHash;
  if (actual === undefined) {
    try {
      const roots = readBoc(entry.data);
      if (roots.length !== 1) return `its BOC has ${roots.length} roots`;
      actual = roots[0].hashHex();
    } catch (error) {
      return `its data is not a BOC (${(error as Error).message})`;
    }
  }
  return actual === entry.rootHash ? null : `its root hash is ${actual}`;
}

export interface ArchiveSourceOptions {
  /** Shard states the chains start from, as for the files source. */
  states?: readonly Uint8Array[];
  /** Keep looking for new archives at this interval; absent = stop after the archives present. */
  followIntervalMs?: number;
  /** Told of every block entry that is refused, and why (and, when following, of an archive that
   *  does not read yet). */
  onRefused?: (message: string) => void;
}

/** The archive files at `path` (a folder, or one file), in the order of the numbers in their names. */
async function archiveFiles(path: string): Promise<string[]> {
  if (!(await stat(path)).isDirectory()) return [path];
  const names = (await readdir(path, { withFileTypes: true }))
    .filter((e) => e.isFile() || e.isSymbolicLink())
    .map((e) => e.name)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return names.map((name) => join(path, name));
}

export function archiveSource(path: string, opts: ArchiveSourceOptions = {}): BlockSource {
  return {
    async *batches(afterMcSeqno, signal) {
      let after = afterMcSeqno;
      const states = new ShardStates(opts.states ?? []);
      const read = new Set<string>();
      /** Followed: each unread file's size when it was last looked at. */
      const sizes = new Map<string, number>();
      const unreadable = new Set<string>();
      /** The last masterchain block of the archive before: where the next one's commits begin. */
      let previousMc: HeldBlock | null = null;

      while (!signal.aborted) {
        const files = (await archiveFiles(path)).filter((file) => !read.has(file));
        // A followed folder may show an archive while it is still being written, and an uncompressed
        // one cut at an entry's end would read as whole: a file is taken once its size held from one
        // look to the next (every file is looked at each time, so a backlog waits one interval).
        const settled = new Set<string>();
        if (opts.followIntervalMs !== undefined) {
          for (const file of files) {
            const { size } = await stat(file);
            if (sizes.get(file) === size) settled.add(file);
            sizes.set(file, size);
          }
        }
        for (const file of files) {
          if (opts.followIntervalMs !== undefined && !settled.has(file)) break;
          const bytes = new Uint8Array(await readFile(file));
          let entries: ArchiveEntry[];
          try {
            entries = readArchive(bytes);
          } catch (error) {
            const message = `${file}: ${(error as Error).message}`;
            if (!(error instanceof ArchiveError) || opts.followIntervalMs === undefined)
              throw new Error(message);
            // Followed: a copy may pause longer than a look; say so once and look again later.
            if (!unreadable.has(file)) opts.onRefused?.(`${message} (looking again)`);
            unreadable.add(file);
            break;
          }
          read.add(file);
          const blocks = new Map<string, { boc: Uint8Array; decoded: DecodedBlock }>();
          const held: HeldBlock[] = [];
          const undecodable: Uint8Array[] = [];
          for (const entry of entries) {
            if (entry.type !== 'block' || blocks.has(entry.rootHash)) continue;
            let decoded: DecodedBlock | null = null;
            try {
              decoded = decodeBlock(entry.data);
            } catch {
              // Checked below by its cells alone; if it is the block it says, the indexer records it as failed.
            }
            const refusal = refusalOf(entry, decoded);
            if (refusal) {
              opts.onRefused?.(
                `${basename(file)}: block ${entry.workchain}:${entry.shard}:${entry.seqno} ${entry.rootHash} refused: ${refusal}`,
              );
              continue;
            }
            if (!decoded) {
              undecodable.push(entry.data);
              continue;
            }
            blocks.set(entry.rootHash, { boc: entry.data, decoded });
            held.push(heldBlock(entry.rootHash, decoded));
          }
          for (const boc of undecodable) yield { masterchain: { boc }, shards: [] };
          const withPrevious: HeldBlock[] = previousMc ? [previousMc, ...held] : held;
          for (const c of commits(withPrevious)) {
            if (c.mc === previousMc) continue;
            if (signal.aborted) return;
            const parts = [c.mc, ...c.shards].map(
              (b) => blocks.get(b.key) as { boc: Uint8Array; decoded: DecodedBlock },
            );
            const [masterchain, ...shards] = parts.map(({ boc, decoded }) => {
              // States follow block by block, so they advance through blocks indexed before this run
              // too: the first new block then starts from its exact previous state.
              const accountStates = opts.states?.length ? states.advance(decoded) : undefined;
              return accountStates ? { boc, accountStates } : { boc };
            });
            const batch: MasterchainBatch = { masterchain, shards };
            previousMc = c.mc;
            if (after !== null && c.mc.seqno <= after) continue;
            after = c.mc.seqno;
            yield batch;
          }
        }
        if (opts.followIntervalMs === undefined) return;
        await sleep(opts.followIntervalMs, undefined, { signal }).catch(() => {});
      }
    },
  };
}
