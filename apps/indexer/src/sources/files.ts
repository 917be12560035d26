// A folder of block BOC files as a BlockSource, so real Everscale and Tycho blocks replay through the
// same path as the local network. Masterchain blocks are yielded in seqno order, each with the shard
// blocks it commits that are present in the folder: the shard tops its shard_hashes name and, following
// prev_ref back through the files present, the blocks before them that no earlier masterchain block
// claimed. A shard block no masterchain block reaches (yet) waits. Files that are BOCs but not
// decodable blocks are yielded first, alone, so the indexer records them with their error; files that
// are not BOCs at all (JSON, block-id text) are skipped.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type DecodedBlock, decodeBlock } from '@tvmscan/codec';
import { MASTERCHAIN } from '../decode/block-row';
import { ShardStates } from './shard-states';
import type { BlockSource, MasterchainBatch } from './types';

export interface FilesSourceOptions {
  /** Keep watching the folder for new files, polling at this interval; absent = stop after one pass. */
  followIntervalMs?: number;
  /**
   * Shard states (zerostates or persistent states, as BOCs) the replayed chains start from: blocks that
   * follow one of them come with the new states of the accounts they touched.
   */
  states?: readonly Uint8Array[];
}

const BOC_MAGICS = [0xb5ee9c72, 0x68ff65f3, 0xacc3a728];

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

interface Scanned {
  name: string;
  boc: Uint8Array;
  decoded: DecodedBlock | null;
}

async function scan(dir: string): Promise<Scanned[]> {
  const names = (await readdir(dir, { withFileTypes: true }))
    // Symlinked files count too (a folder can link blocks kept elsewhere).
    .filter((e) => e.isFile() || e.isSymbolicLink())
    .map((e) => e.name)
    .sort();
  const out: Scanned[] = [];
  for (const name of names) {
    const boc = bocBytes(new Uint8Array(await readFile(join(dir, name))));
    if (!boc) continue;
    let decoded: DecodedBlock | null = null;
    try {
      decoded = decodeBlock(boc);
    } catch {
      // The indexer decodes it again and records the error with the block.
    }
    out.push({ name, boc, decoded });
  }
  return out;
}

/** Groups scanned files into batches: undecodable ones first, then masterchain blocks by seqno. */
export function groupBatches(
  files: Scanned[],
  afterMcSeqno: number | null,
): Array<{ seqno: number | null; name: string; batch: MasterchainBatch; blocks: DecodedBlock[] }> {
  const masters = files
    .filter((f) => f.decoded?.block.info.shard.workchain === MASTERCHAIN)
    .sort((a, b) => a.decoded!.block.info.seqNo - b.decoded!.block.info.seqNo);
  const byRootHash = new Map<string, Scanned>();
  for (const f of files) {
    if (f.decoded && f.decoded.block.info.shard.workchain !== MASTERCHAIN)
      byRootHash.set(f.decoded.rootHash, f);
  }
  // Walk each masterchain block's shard tops back along prev_ref through the files present; earlier
  // masterchain blocks claim first, so each shard block lands with the first one that commits it.
  const claimed = new Set<Scanned>();
  const shardsOf = new Map<Scanned, Scanned[]>();
  for (const m of masters) {
    const mine: Scanned[] = [];
    const pending = (m.decoded!.block.extra.custom?.shardHashes ?? []).map((e) => e.descr.rootHash);
    for (let hash = pending.pop(); hash !== undefined; hash = pending.pop()) {
      const f = byRootHash.get(hash);
      if (!f || claimed.has(f)) continue;
      claimed.add(f);
      mine.push(f);
      const prev = f.decoded!.block.info.prevRef;
      if (prev.kind === 'single') pending.push(prev.prev.rootHash);
      else pending.push(prev.prev1.rootHash, prev.prev2.rootHash);
    }
    shardsOf.set(m, mine);
  }
  const out: Array<{ seqno: number | null; name: string; batch: MasterchainBatch; blocks: DecodedBlock[] }> =
    files
      .filter((f) => !f.decoded)
      .map((f) => ({
        seqno: null,
        name: f.name,
        batch: { masterchain: { boc: f.boc }, shards: [] },
        blocks: [],
      }));
  for (const m of masters) {
    const seqno = m.decoded!.block.info.seqNo;
    if (afterMcSeqno !== null && seqno <= afterMcSeqno) continue;
    const shards = shardsOf.get(m)!.sort((a, b) => a.decoded!.block.info.seqNo - b.decoded!.block.info.seqNo);
    out.push({
      seqno,
      name: m.name,
      batch: { masterchain: { boc: m.boc }, shards: shards.map((s) => ({ boc: s.boc })) },
      blocks: [m.decoded!, ...shards.map((s) => s.decoded!)],
    });
  }
  return out;
}

export function filesSource(dir: string, opts: FilesSourceOptions = {}): BlockSource {
  return {
    async *batches(afterMcSeqno, signal) {
      let after = afterMcSeqno;
      const reported = new Set<string>();
      const states = new ShardStates(opts.states ?? []);
      while (!signal.aborted) {
        const files = await scan(dir);
        for (const { seqno, name, batch, blocks } of groupBatches(files, after)) {
          if (signal.aborted) return;
          if (seqno === null) {
            // Report each undecodable file once per run, not once per poll.
            if (reported.has(name)) continue;
            reported.add(name);
          } else {
            after = seqno;
            withAccountStates(batch, blocks, states);
          }
          yield batch;
        }
        if (opts.followIntervalMs === undefined) return;
        await sleep(opts.followIntervalMs, undefined, { signal }).catch(() => {});
      }
    },
  };
}

/** Attaches to each block of the batch its accounts' new states, where the chain's state is known. */
function withAccountStates(batch: MasterchainBatch, blocks: DecodedBlock[], states: ShardStates): void {
  const sources = [batch.masterchain, ...batch.shards];
  blocks.forEach((decoded, i) => {
    const accountStates = states.advance(decoded);
    if (accountStates) sources[i].accountStates = accountStates;
  });
}
