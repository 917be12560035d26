// Which shard blocks each masterchain block commits, for the sources that hold a set of blocks at once
// (a folder of block files, a block archive): the shard tops its shard_hashes name and, following
// prev_ref back through the blocks present, the blocks before them that no earlier masterchain block
// claimed.
import type { DecodedBlock } from '@tvmscan/codec';
import { MASTERCHAIN } from '../decode/block-row';

interface BlockRef {
  rootHash: string;
  seqno: number;
}

/** What grouping needs of a block, without its bytes; `key` finds the bytes again in the source. */
export interface HeldBlock {
  key: string;
  rootHash: string;
  seqno: number;
  masterchain: boolean;
  prev: BlockRef[];
  /** Masterchain blocks: the shard tops their shard_hashes name. */
  tops: BlockRef[];
}

export function heldBlock(key: string, { rootHash, block }: DecodedBlock): HeldBlock {
  const { info } = block;
  const prev =
    info.prevRef.kind === 'single' ? [info.prevRef.prev] : [info.prevRef.prev1, info.prevRef.prev2];
  return {
    key,
    rootHash,
    seqno: info.seqNo,
    masterchain: info.shard.workchain === MASTERCHAIN,
    prev: prev.map((p) => ({ rootHash: p.rootHash, seqno: p.seqNo })),
    tops: (block.extra.custom?.shardHashes ?? []).map((e) => ({
      rootHash: e.descr.rootHash,
      seqno: e.descr.seqNo,
    })),
  };
}

/** A masterchain block with the shard blocks it commits that are present, and those it lacks. */
export interface Commit {
  mc: HeldBlock;
  shards: HeldBlock[];
  /** Root hashes of shard blocks it commits that are not present (known only when the previous
   *  masterchain block is there too, to tell where its commits end). */
  missing: string[];
}

/**
 * What each masterchain block commits: its shard tops and, following prev_ref back through the blocks
 * present, the blocks before them down to what the previous masterchain block committed. Earlier
 * masterchain blocks claim first, so each shard block lands with the first one that reaches it. In
 * seqno order.
 */
export function commits(blocks: HeldBlock[]): Commit[] {
  const masters = blocks.filter((f) => f.masterchain).sort((a, b) => a.seqno - b.seqno);
  const bySeqno = new Map(masters.map((m) => [m.seqno, m]));
  const byRootHash = new Map(blocks.filter((f) => !f.masterchain).map((f) => [f.rootHash, f]));
  const claimed = new Set<string>();
  return masters.map((mc) => {
    const previous = bySeqno.get(mc.seqno - 1);
    const boundary = new Set(previous?.tops.map((t) => t.rootHash));
    const shards: HeldBlock[] = [];
    const missing: string[] = [];
    const pending = [...mc.tops];
    for (let ref = pending.pop(); ref !== undefined; ref = pending.pop()) {
      // A zerostate (seqno 0) is no block; the previous masterchain block's tops are its commits.
      if (ref.seqno === 0 || boundary.has(ref.rootHash) || claimed.has(ref.rootHash)) continue;
      const f = byRootHash.get(ref.rootHash);
      if (!f) {
        if (previous) missing.push(ref.rootHash);
        continue;
      }
      claimed.add(f.rootHash);
      shards.push(f);
      pending.push(...f.prev);
    }
    return { mc, shards: shards.sort((a, b) => a.seqno - b.seqno), missing };
  });
}
