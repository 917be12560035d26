// The shards of the blocks before a block (spec §2: previous, and "a split or merge offers two choices";
// the blocks after it come from the API's blocks/next). Shard ids are 16 hex digits whose lowest set bit
// tags where the prefix ends; a parent's tag is one bit higher, its children's one bit lower with the
// freed bit 0 (left) or 1 (right).
import type { BlockResponse } from '@tvmscan/api-schema';

const fmt = (v: bigint) => v.toString(16).padStart(16, '0');
const FULL = 1n << 63n;

export function shardChildren(shard: string): [string, string] | null {
  const id = BigInt(`0x${shard}`);
  const tag = id & -id;
  return tag > 1n ? [fmt(id - (tag >> 1n)), fmt(id + (tag >> 1n))] : null;
}

export function shardParent(shard: string): string | null {
  const id = BigInt(`0x${shard}`);
  const tag = id & -id;
  return tag < FULL ? fmt((id - tag) | (tag << 1n)) : null;
}

/** The shard of each previous block: the parent's after a split, the two children's after a merge. */
export function previousShards(block: Pick<BlockResponse, 'shard' | 'prev' | 'blockInfo'>): string[] {
  if (block.prev.kind === 'Blocks') return shardChildren(block.shard) ?? [block.shard, block.shard];
  return [block.blockInfo.afterSplit ? (shardParent(block.shard) ?? block.shard) : block.shard];
}
