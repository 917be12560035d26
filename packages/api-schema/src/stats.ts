// Network statistics in the Explorer API (spec §7 /stats/…): the main page's counters, transactions in
// 10-second buckets, chart series per hour or day, the total supply, and the server's time.
import { z } from 'zod';
import { ChartPoint, Stats, TpsBucket } from './entities';
import { Coins, Seqno, UnixTime } from './primitives';
import type { RouteDef } from './route-def';
import { CHART_MAX_POINTS, endpoints } from './values';

export const StatsResponse = Stats;
/** The last ten minutes in 10-second buckets, oldest first; empty buckets are present with count 0. */
export const Transactions10mRequest = z.strictObject({}).default({});
export const Transactions10mResponse = z.object({ buckets: z.array(TpsBucket) });

export const ChartRequest = z
  .strictObject({
    start_date: UnixTime,
    end_date: UnixTime,
    /** Bar width: 86400 for the D1 timeframe, otherwise 3600 (spec §9). */
    interval: z.union([z.literal(3600), z.literal(86400)]).default(86400),
  })
  .refine((r) => r.start_date <= r.end_date, {
    message: 'end_date must not precede start_date',
    path: ['end_date'],
  })
  .refine((r) => (r.end_date - r.start_date) / r.interval < CHART_MAX_POINTS, {
    message: `the range spans more than ${CHART_MAX_POINTS} bars; narrow it or use a wider interval`,
    path: ['end_date'],
  });
export const ChartResponse = z.object({ series: z.array(ChartPoint) });

export const TotalSupplyRequest = z.strictObject({}).default({});
export const TotalSupplyResponse = z.object({
  /** Global balance of the network after `mcSeqno` (McStateExtra.global_balance), nano units. */
  totalSupply: Coins,
  mcSeqno: Seqno,
});
export const TimeResponse = z.object({ now: UnixTime, nowMs: z.number().int() });

export type ChartRequest = z.input<typeof ChartRequest>;
export type ChartResponse = z.infer<typeof ChartResponse>;
export type StatsResponse = z.infer<typeof StatsResponse>;
export type Transactions10mResponse = z.infer<typeof Transactions10mResponse>;
export type TotalSupplyResponse = z.infer<typeof TotalSupplyResponse>;

export const statsRoutes = {
  stats: {
    ...endpoints.stats,
    tag: 'explorer',
    summary: 'Network counters for the main page',
    response: StatsResponse,
  },
  transactions10m: {
    ...endpoints.transactions10m,
    tag: 'explorer',
    summary: 'Transactions in 10-second buckets over the last ten minutes (TPS = count / 10)',
    body: Transactions10mRequest,
    response: Transactions10mResponse,
  },
  transactionsChart: {
    ...endpoints.transactionsChart,
    tag: 'explorer',
    summary: 'Transactions per hour or day between start_date and end_date',
    body: ChartRequest,
    response: ChartResponse,
  },
  messagesChart: {
    ...endpoints.messagesChart,
    tag: 'explorer',
    summary: 'Messages per hour or day between start_date and end_date',
    body: ChartRequest,
    response: ChartResponse,
  },
  accountsChart: {
    ...endpoints.accountsChart,
    tag: 'explorer',
    summary: 'New accounts per hour or day between start_date and end_date',
    body: ChartRequest,
    response: ChartResponse,
  },
  activeAccountsChart: {
    ...endpoints.activeAccountsChart,
    tag: 'explorer',
    summary: 'Distinct active accounts per hour or day between start_date and end_date',
    body: ChartRequest,
    response: ChartResponse,
  },
  totalSupply: {
    ...endpoints.totalSupply,
    tag: 'explorer',
    summary: 'Total supply: the global balance after the newest masterchain block that carries it',
    body: TotalSupplyRequest,
    response: TotalSupplyResponse,
    notFound: true,
  },
  time: {
    ...endpoints.time,
    tag: 'explorer',
    summary: 'Server time now, in seconds and milliseconds (clients align their clocks with it)',
    response: TimeResponse,
  },
} as const satisfies Record<string, RouteDef>;
