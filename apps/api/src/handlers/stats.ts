// Network statistics (/api/explorer/stats/…): the cached counters and TPS, chart series, total supply and
// the server's time, each one read of @tvmscan/db (or of the stats cache).
import type { statsRoutes } from '@tvmscan/api-schema';
import { chartSeries, getTotalSupply } from '@tvmscan/db';
import type { Body, Handlers } from '../handler-types';

const range = (r: Body<'transactionsChart'>) => ({
  start: r.start_date,
  end: r.end_date,
  interval: r.interval,
});

export const statsHandlers: Pick<Handlers, keyof typeof statsRoutes> = {
  stats: async (_b, { stats }) => stats.get(),
  transactions10m: async (_b, { stats }) => ({ buckets: await stats.tps() }),

  transactionsChart: async (r, { database }) => ({
    series: await chartSeries(database.db, 'transactions', range(r)),
  }),
  messagesChart: async (r, { database }) => ({
    series: await chartSeries(database.db, 'messages', range(r)),
  }),
  accountsChart: async (r, { database }) => ({
    series: await chartSeries(database.db, 'new_accounts', range(r)),
  }),
  activeAccountsChart: async (r, { database }) => ({
    series: await chartSeries(database.db, 'active_accounts', range(r)),
  }),
  totalSupply: async (_b, { database }) => getTotalSupply(database.db),
  time: async () => {
    const nowMs = Date.now();
    return { now: Math.floor(nowMs / 1000), nowMs };
  },
};
