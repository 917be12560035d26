// The pools' reserves with both roots' decimals (TIP-3 decimals() as the token index holds them; null
// for a root it has not indexed), everything the API's price table is built from: one query, run when a
// commit has made the table it holds stale (decision 0048).
import type { Kysely } from 'kysely';
import type { Schema } from '../schema';
import { rawAddress } from './format';

export interface PoolWithDecimals {
  pool: string;
  kind: string;
  tokenA: string;
  tokenB: string;
  reserveA: bigint;
  reserveB: bigint;
  decimalsA: number | null;
  decimalsB: number | null;
  mcSeqno: number;
}

/** The columns a pool's reading is priced from, as both reads select them. */
export interface PoolColumns {
  workchain: number;
  address: Uint8Array;
  root_a_workchain: number;
  root_a: Uint8Array;
  root_b_workchain: number;
  root_b: Uint8Array;
  reserve_a: string | number | bigint;
  reserve_b: string | number | bigint;
  decimals_a: number | null;
  decimals_b: number | null;
}

export const pricedPool = (r: PoolColumns): Omit<PoolWithDecimals, 'kind' | 'mcSeqno'> => ({
  pool: rawAddress(r.workchain, r.address),
  tokenA: rawAddress(r.root_a_workchain, r.root_a),
  tokenB: rawAddress(r.root_b_workchain, r.root_b),
  reserveA: BigInt(r.reserve_a),
  reserveB: BigInt(r.reserve_b),
  decimalsA: r.decimals_a,
  decimalsB: r.decimals_b,
});

export async function listPoolsWithDecimals(db: Kysely<Schema>): Promise<PoolWithDecimals[]> {
  const rows = await db
    .selectFrom('pools as p')
    .leftJoin('token_roots as ra', (j) =>
      j.onRef('ra.workchain', '=', 'p.root_a_workchain').onRef('ra.address', '=', 'p.root_a'),
    )
    .leftJoin('token_roots as rb', (j) =>
      j.onRef('rb.workchain', '=', 'p.root_b_workchain').onRef('rb.address', '=', 'p.root_b'),
    )
    .select([
      'p.workchain',
      'p.address',
      'p.kind',
      'p.root_a_workchain',
      'p.root_a',
      'p.root_b_workchain',
      'p.root_b',
      'p.reserve_a',
      'p.reserve_b',
      'p.mc_seqno',
      'ra.decimals as decimals_a',
      'rb.decimals as decimals_b',
    ])
    .execute();
  return rows.map((r) => ({ ...pricedPool(r), kind: r.kind, mcSeqno: Number(r.mc_seqno) }));
}
