// Network counters (GET /api/explorer/stats): one cached query for every page that shows them; the main
// page's live stream replaces it in place.
import { useQuery } from '@tanstack/react-query';
import { callApi } from './client';

export const STATS_QUERY_KEY = ['stats'] as const;

export function useStats() {
  return useQuery({
    queryKey: STATS_QUERY_KEY,
    queryFn: ({ signal }) => callApi('stats', undefined, signal),
  });
}
