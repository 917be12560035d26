// Main-page data. Every query here is refreshed by the live stream: `stats` events replace the stats
// directly, `block` and `transactions` events mark the panels stale so they refetch their 6 rows.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';
import { useLiveEvents } from '../../shared/api/live';
import { STATS_QUERY_KEY } from '../../shared/api/stats';
import { ELECTOR_ADDRESS } from '../../shared/lib/chain';

/** Spec §9: main-page panels show 6 rows. */
export const PANEL_ROWS = 6;
/** Spec §9: the live TPS chart refreshes every 10 s. */
const TPS_REFRESH_MS = 10_000;

export function useLatestBlocks(showEmpty: boolean) {
  return useQuery({
    queryKey: ['main', 'blocks', showEmpty],
    queryFn: ({ signal }) =>
      callApi('blocksList', { limit: PANEL_ROWS, transactionCountGe: showEmpty ? 0 : 1 }, signal),
  });
}

export function useLatestTransactions(tickTock: boolean, elector: boolean) {
  return useQuery({
    queryKey: ['main', 'transactions', tickTock, elector],
    queryFn: ({ signal }) =>
      callApi(
        'transactionsList',
        {
          limit: PANEL_ROWS,
          ...(tickTock ? {} : { txTypes: ['Ordinary'] }),
          ...(elector ? {} : { excludeAccounts: [ELECTOR_ADDRESS] }),
        },
        signal,
      ),
  });
}

export function useLatestMessages(elector: boolean) {
  return useQuery({
    queryKey: ['main', 'messages', elector],
    queryFn: ({ signal }) =>
      callApi(
        'messagesList',
        { limit: PANEL_ROWS, ...(elector ? {} : { excludeAccounts: [ELECTOR_ADDRESS] }) },
        signal,
      ),
  });
}

export function useLatestTokenTransactions() {
  return useQuery({
    queryKey: ['main', 'tokenTransactions'],
    queryFn: ({ signal }) => callApi('tokenTransactionsSearch', { limit: PANEL_ROWS }, signal),
  });
}

export function useTpsBuckets() {
  return useQuery({
    queryKey: ['main', 'tps'],
    queryFn: ({ signal }) => callApi('transactions10m', {}, signal),
    refetchInterval: TPS_REFRESH_MS,
  });
}

/** Keeps the main page live: one subscription for all panels. */
export function useMainPageLiveUpdates(): void {
  const queryClient = useQueryClient();
  useLiveEvents(['block', 'transactions', 'stats'], (e) => {
    if (e.event === 'stats') queryClient.setQueryData(STATS_QUERY_KEY, e.data);
    if (e.event === 'block') void queryClient.invalidateQueries({ queryKey: ['main', 'blocks'] });
    if (e.event === 'transactions') {
      void queryClient.invalidateQueries({ queryKey: ['main', 'transactions'] });
      void queryClient.invalidateQueries({ queryKey: ['main', 'messages'] });
      void queryClient.invalidateQueries({ queryKey: ['main', 'tokenTransactions'] });
    }
  });
}
