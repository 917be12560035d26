// Cursor-paged reads of the three chain lists: one hook for blocks, transactions and messages, so every
// list pages, caches and applies the empty-response rules the same way.
import type { RouteRequest, RouteResponse } from '@tvmscan/api-schema';
import { PAGE_SIZES } from '@tvmscan/api-schema/values';
import { type CursorPosition, useCursorPages } from '../lib/use-cursor-pages';
import { callApi } from './client';

type ListRoute = 'blocksList' | 'transactionsList' | 'messagesList';
export type ListFilter<K extends ListRoute> = Omit<NonNullable<RouteRequest<K>>, 'cursor'>;

/** The API's page size when a request names none (spec §9: lists page by 20). */
export const DEFAULT_PAGE_SIZE = PAGE_SIZES.list;

export function useListPages<K extends ListRoute>(
  name: K,
  filter: ListFilter<K>,
  rows: (page: RouteResponse<K>) => readonly unknown[],
  position?: CursorPosition,
) {
  return useCursorPages({
    queryKey: [name, filter],
    fetchPage: (cursor, signal) =>
      callApi(name, { ...filter, ...(cursor ? { cursor } : {}) } as RouteRequest<K>, signal),
    count: (page) => rows(page).length,
    limit: (filter as { limit?: number }).limit ?? DEFAULT_PAGE_SIZE,
    position,
  });
}
