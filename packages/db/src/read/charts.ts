// Chart series (spec §7 "Chart series ... take start_date and end_date in seconds"): one point per
// hour or day bucket from stats_rollups, the indexer's pre-aggregated rows; empty buckets are zeros.
import type { ChartPoint } from '@tvmscan/api-schema';
import type { Kysely } from 'kysely';
import type { Schema } from '../schema';
import { u32 } from './format';

export type ChartMetric = 'transactions' | 'messages' | 'new_accounts' | 'active_accounts';

export interface ChartRange {
  start: number;
  end: number;
  /** Bucket width in seconds: 3600 (hourly) or 86400 (daily). */
  interval: 3600 | 86400;
}

export async function chartSeries(
  db: Kysely<Schema>,
  metric: ChartMetric,
  range: ChartRange,
): Promise<ChartPoint[]> {
  const first = range.start - (range.start % range.interval);
  const rows = await db
    .selectFrom('stats_rollups')
    .select(['start_time', metric])
    .where('bucket', '=', range.interval === 3600 ? '1h' : '1d')
    .where('start_time', '>=', String(first))
    .where('start_time', '<=', String(range.end))
    .execute();
  const values = new Map(rows.map((r) => [u32(r.start_time), Number(r[metric])]));
  const points: ChartPoint[] = [];
  for (let t = first; t <= range.end; t += range.interval)
    points.push({ time: t, count: values.get(t) ?? 0 });
  return points;
}
