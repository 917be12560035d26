// The accounts chart's series (spec §2 "Accounts list", §4 "Charts"): new, total or active accounts.
// New and active bars are the API's series. Total is derived from the new-accounts bars and today's
// total: the chart loads windows from now backwards, so walking each window from its newest bar down,
// the total at a bar is the running total, which then drops by the accounts that bar created.
import type { ChartPoint } from '@tvmscan/api-schema';

export const ACCOUNT_CHART_TYPES = ['new', 'total', 'active'] as const;
export type AccountChartType = (typeof ACCOUNT_CHART_TYPES)[number];

export interface ChartRange {
  start_date: number;
  end_date: number;
  interval: 3600 | 86400;
}
type SeriesLoader = (range: ChartRange) => Promise<{ series: ChartPoint[] }>;

/**
 * A loader of total-accounts bars over a loader of new-accounts bars. It keeps the running total between
 * calls; a call that does not end before the last window's start (a new timeframe, a reload) starts
 * over from `totalNow`. A bar already counted (windows can share their boundary bar) is not counted twice.
 */
export function totalsLoader(loadNew: SeriesLoader, totalNow: () => number): SeriesLoader {
  let running = 0;
  let oldestBar = Number.POSITIVE_INFINITY;
  let loadedFrom = Number.POSITIVE_INFINITY;
  let interval = 0;
  return async (range) => {
    const { series } = await loadNew(range);
    if (range.interval !== interval || range.end_date >= loadedFrom) {
      running = totalNow();
      oldestBar = Number.POSITIVE_INFINITY;
      interval = range.interval;
    }
    loadedFrom = range.start_date;
    const out: ChartPoint[] = [];
    for (let i = series.length - 1; i >= 0; i--) {
      const bar = series[i];
      if (bar.time >= oldestBar) continue;
      out.push({ time: bar.time, count: running });
      running -= bar.count;
      oldestBar = bar.time;
    }
    return { series: out.reverse() };
  };
}
