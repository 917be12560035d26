// Shard arithmetic: a shard is a workchain and a 64-bit prefix whose lowest set bit ends it
// (0x8000… is the whole workchain). An account lives in the shard whose prefix its id starts with.
import type { ShardIdent } from '@tvmscan/codec';

const MASK64 = (1n << 64n) - 1n;
const lowestBit = (prefix: bigint) => prefix & -prefix;

export const shardKey = (shard: ShardIdent) =>
  `${shard.workchain}:${shard.prefix.toString(16).padStart(16, '0')}`;

/** Whether the account ("wc:hex") lives in `shard`. */
export function shardContains(shard: ShardIdent, address: string): boolean {
  const colon = address.indexOf(':');
  if (Number(address.slice(0, colon)) !== shard.workchain) return false;
  const head = BigInt(`0x${address.slice(colon + 1, colon + 17)}`);
  const fixed = ~((lowestBit(shard.prefix) << 1n) - 1n) & MASK64;
  return ((head ^ shard.prefix) & fixed) === 0n;
}

/** The shard both halves came from. */
export function parentShard(shard: ShardIdent): ShardIdent {
  const bit = lowestBit(shard.prefix);
  if (bit === 1n << 63n) throw new Error(`shard ${shardKey(shard)} is a whole workchain`);
  return { workchain: shard.workchain, prefix: (shard.prefix & ~((bit << 2n) - 1n)) | (bit << 1n) };
}

/** The two halves of a shard: the one whose next bit is 0, then the one whose next bit is 1. */
export function splitShard(shard: ShardIdent): [ShardIdent, ShardIdent] {
  const half = lowestBit(shard.prefix) >> 1n;
  if (half === 0n) throw new Error(`shard ${shardKey(shard)} cannot split further`);
  return [
    { workchain: shard.workchain, prefix: shard.prefix - half },
    { workchain: shard.workchain, prefix: shard.prefix + half },
  ];
}
