// Cursor-paged reads of the three chain lists: one hook for blocks, transactions and messages, so every
// list pages, caches and reports an empty next page the same way.
import type { RouteRequest, RouteResponse } from '@tvmscan/api-schema';
import { useCursorPages } from '../lib/use-cursor-pages';
import { callApi } from './client';

type ListRoute = 'blocksList' | 'transactionsList' | 'messagesList';
export type ListFilter<K extends ListRoute> = Omit<NonNullable<RouteRequest<K>>, 'cursor'>;

export function useListPages<K extends ListRoute>(
  name: K,
  filter: ListFilter<K>,
  rows: (page: RouteResponse<K>) => readonly unknown[],
) {
  return useCursorPages({
    queryKey: [name, filter],
    fetchPage: (cursor, signal) =>
      callApi(name, { ...filter, ...(cursor ? { cursor } : {}) } as RouteRequest<K>, signal),
    count: (page) => rows(page).length,
  });
}
