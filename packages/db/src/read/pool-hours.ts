// The hourly reserves the price history is priced from (decision 0048): every pool holding one of
// `roots` (the token and the USD tokens: all a path of two pools can cross), found by the pools' root
// indexes, each with its last reading at or before `from` (what the window starts with) and its readings
// of the hours after it up to `to`, as ranges of pool_hours' key. One statement; its rows are bounded by
// those pools times the window's hours.
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../schema';
import { parseRawAddress } from './format';
import { type PoolColumns, type PoolWithDecimals, pricedPool } from './pools';

export interface PoolHour extends Omit<PoolWithDecimals, 'kind' | 'mcSeqno'> {
  /** The hour's first second (unix time). */
  hour: number;
}

interface Row extends PoolColumns {
  hour: string | number;
}

export async function listPoolHours(
  db: Kysely<Schema>,
  query: { roots: readonly string[]; from: number; to: number },
): Promise<PoolHour[]> {
  if (query.roots.length === 0) return [];
  const holds = (side: 'a' | 'b') =>
    sql.join(
      query.roots.map((root) => {
        const { workchain, address } = parseRawAddress(root);
        return side === 'a'
          ? sql`(p.root_a_workchain = ${workchain} AND p.root_a = ${address})`
          : sql`(p.root_b_workchain = ${workchain} AND p.root_b = ${address})`;
      }),
      sql` OR `,
    );
  const { rows } = await sql<Row>`
    SELECT p.workchain, p.address, p.root_a_workchain, p.root_a, p.root_b_workchain, p.root_b,
      ra.decimals AS decimals_a, rb.decimals AS decimals_b, h.hour, h.reserve_a, h.reserve_b
    FROM pools p
    LEFT JOIN token_roots ra ON ra.workchain = p.root_a_workchain AND ra.address = p.root_a
    LEFT JOIN token_roots rb ON rb.workchain = p.root_b_workchain AND rb.address = p.root_b
    CROSS JOIN LATERAL (
      (SELECT s.hour, s.reserve_a, s.reserve_b FROM pool_hours s
        WHERE s.workchain = p.workchain AND s.address = p.address AND s.hour <= ${query.from}
        ORDER BY s.hour DESC LIMIT 1)
      UNION ALL
      (SELECT w.hour, w.reserve_a, w.reserve_b FROM pool_hours w
        WHERE w.workchain = p.workchain AND w.address = p.address
          AND w.hour > ${query.from} AND w.hour <= ${query.to})
    ) h
    WHERE (${holds('a')}) OR (${holds('b')})
    ORDER BY h.hour`.execute(db);
  return rows.map((r) => ({ ...pricedPool(r), hour: Number(r.hour) }));
}
