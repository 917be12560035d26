// The kinds of constant-product pool tvmscan reads prices from (decision 0048): each known by its code
// hash, with the ABI of the one getter that answers both token roots and both reserves. A pool is
// untrusted code like any contract: the indexer runs the getter on the capped getter worker, and
// `reservesOf` keeps an answer only when it has two distinct roots and two reserves that fit a uint128.
// Ours comes first: the local network's pool (packages/localnet/contracts/cp-pool.fc), whose code hash a
// test recomputes from its source.
import type { TokensObject } from 'nekoton-wasm';
import { abiText, responsible } from './standards/abi';

export interface PoolKind {
  /** What the index records as the pool's kind. */
  kind: string;
  /** Representation hash of the pool's code, hex. */
  codeHash: string;
  /** ABI JSON text with the getter. */
  abi: string;
  /** The responsible getter answering `{ rootA, rootB, reserveA, reserveB }`. */
  getter: string;
}

/** The local network's constant-product pool: getReserves answers its roots and reserves as it counts them. */
const TVMSCAN_CP_POOL: PoolKind = {
  kind: 'tvmscan_cp',
  codeHash: 'ee3d35fc7ac65fa5743bc7bcd9dd9dc3e7d426cbdb8ae4526341888c3fd2848b',
  abi: abiText([
    responsible('getReserves', {
      rootA: 'address',
      rootB: 'address',
      reserveA: 'uint128',
      reserveB: 'uint128',
    }),
  ]),
  getter: 'getReserves',
};

export const POOL_KINDS: readonly PoolKind[] = [TVMSCAN_CP_POOL];

const byCodeHash = new Map(POOL_KINDS.map((k) => [k.codeHash, k]));

/** The pool kind of a code hash (hex), or null. */
export const poolKindOf = (codeHash: string): PoolKind | null => byCodeHash.get(codeHash) ?? null;

export interface PoolReading {
  rootA: string;
  rootB: string;
  reserveA: bigint;
  reserveB: bigint;
}

const RAW = /^(0|-1):[0-9a-f]{64}$/;
const UINT128 = /^\d{1,39}$/;
const MAX_UINT128 = (1n << 128n) - 1n;

/** What a pool's getter answered, when it makes sense: two distinct roots and two uint128 reserves. */
export function reservesOf(out: TokensObject | null | undefined): PoolReading | null {
  if (!out) return null;
  const { rootA, rootB, reserveA, reserveB } = out as Record<string, unknown>;
  if (typeof rootA !== 'string' || typeof rootB !== 'string' || !RAW.test(rootA) || !RAW.test(rootB))
    return null;
  if (rootA === rootB) return null;
  if (typeof reserveA !== 'string' || typeof reserveB !== 'string') return null;
  if (!UINT128.test(reserveA) || !UINT128.test(reserveB)) return null;
  const a = BigInt(reserveA);
  const b = BigInt(reserveB);
  return a <= MAX_UINT128 && b <= MAX_UINT128 ? { rootA, rootB, reserveA: a, reserveB: b } : null;
}
