// Network counters (spec §3 Stats), the 10-second TPS series, chart series (spec §7 "Chart series ... take
// start_date and end_date in seconds": one point per hour or day bucket, empty buckets as zeros) and the
// total supply, read from rows the indexer keeps up to date (stats_counters, stats_rollups,
// global_balances): nothing here counts rows of the big tables.
import type { ChartPoint, Stats, TpsBucket } from '@tvmscan/api-schema';
import { type Kysely, sql } from 'kysely';
import type { RollupBucket, Schema } from '../schema';
import { readCounters } from '../write/counters';
import { u32 } from './format';

const MASTERCHAIN_SHARD = '8000000000000000';
const TPS_BUCKET_SECONDS = 10;
const TPS_WINDOW_SECONDS = 600;

interface RollupSums {
  transactions: string;
  messages: string;
  new_accounts: string;
  volume: string;
  max_active: string;
}

async function sumRollups(db: Kysely<Schema>, bucket: RollupBucket, since: number): Promise<RollupSums> {
  const r = await db
    .selectFrom('stats_rollups')
    .select([
      sql<string>`coalesce(sum(transactions), 0)::text`.as('transactions'),
      sql<string>`coalesce(sum(messages), 0)::text`.as('messages'),
      sql<string>`coalesce(sum(new_accounts), 0)::text`.as('new_accounts'),
      sql<string>`coalesce(sum(volume), 0)::text`.as('volume'),
      sql<string>`coalesce(max(active_accounts), 0)::text`.as('max_active'),
    ])
    .where('bucket', '=', bucket)
    .where('start_time', '>=', String(since))
    .executeTakeFirstOrThrow();
  return r;
}

/**
 * `now` is the chain's time (the head block's gen_utime), not the wall clock: a paused or replaying
 * network still shows its last hour and day.
 */
export async function getStats(db: Kysely<Schema>): Promise<Stats> {
  const head = await db
    .selectFrom('blocks')
    .select(['seqno', 'gen_utime', sql<number>`coalesce(jsonb_array_length(shard_hashes), 0)`.as('shards')])
    .where('workchain', '=', -1)
    .where('shard', '=', MASTERCHAIN_SHARD)
    .orderBy('seqno', 'desc')
    .limit(1)
    .executeTakeFirst();
  const now = head ? u32(head.gen_utime) : Math.floor(Date.now() / 1000);
  const [counters, lastHour, lastDay] = await Promise.all([
    readCounters(db),
    sumRollups(db, '10s', now - 3600 + TPS_BUCKET_SECONDS),
    sumRollups(db, '1h', now - 86400 + 3600),
  ]);
  return {
    latestMcSeqno: head ? u32(head.seqno) : null,
    shardchainCount: head?.shards ?? 0,
    transactionTotal: Number(counters.transactions_total),
    transactions1h: Number(lastHour.transactions),
    transactions24h: Number(lastDay.transactions),
    volume24h: lastDay.volume.split('.')[0],
    messagesTotal: Number(counters.messages_total),
    messages1h: Number(lastHour.messages),
    messages24h: Number(lastDay.messages),
    accountsActiveTotal: Number(counters.accounts_total),
    accountsCreated24h: Number(lastDay.new_accounts),
    // Distinct active accounts per bucket are kept per hour and per day; the latest bucket is the figure.
    accountsActive24h: Number((await sumRollups(db, '1d', now - 86400 + 1)).max_active),
    accountsActive1h: Number((await sumRollups(db, '1h', now - 3600 + 1)).max_active),
  };
}

/** The last ten minutes before `now` (chain time) in 10-second buckets, oldest first, gaps as 0. */
export async function getTps10m(db: Kysely<Schema>, now?: number): Promise<TpsBucket[]> {
  let end = now;
  if (end === undefined) {
    const head = await db
      .selectFrom('stats_rollups')
      .select('start_time')
      .where('bucket', '=', '10s')
      .orderBy('start_time', 'desc')
      .limit(1)
      .executeTakeFirst();
    end = head
      ? u32(head.start_time)
      : Math.floor(Date.now() / 1000 / TPS_BUCKET_SECONDS) * TPS_BUCKET_SECONDS;
  }
  const last = end - (end % TPS_BUCKET_SECONDS);
  const first = last - TPS_WINDOW_SECONDS + TPS_BUCKET_SECONDS;
  const rows = await db
    .selectFrom('stats_rollups')
    .select(['start_time', 'transactions'])
    .where('bucket', '=', '10s')
    .where('start_time', '>=', String(first))
    .where('start_time', '<=', String(last))
    .execute();
  const counts = new Map(rows.map((r) => [u32(r.start_time), Number(r.transactions)]));
  const buckets: TpsBucket[] = [];
  for (let t = first; t <= last; t += TPS_BUCKET_SECONDS)
    buckets.push({ time: t, count: counts.get(t) ?? 0 });
  return buckets;
}

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

/** The global balance after the newest masterchain block that carries it. */
export async function getTotalSupply(db: Kysely<Schema>) {
  const r = await db
    .selectFrom('global_balances')
    .selectAll()
    .orderBy('mc_seqno', 'desc')
    .limit(1)
    .executeTakeFirst();
  return r ? { totalSupply: r.total, mcSeqno: u32(r.mc_seqno) } : null;
}
