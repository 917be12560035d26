// The NFT page's event list (spec §4 "Event list"): page 1, 10 a page. Next re-uses pages already
// fetched up to the furthest one reached, otherwise fetches more from where the last fetch stopped.
// Fetching stops once the last item is NftCreated — an NFT's history starts there — and the total is
// then the item count. Previous never goes below page 1. An event seen twice is kept once; the key is
// the transaction and the kind, since one transfer emits OwnerChanged and ManagerChanged together.

import type { NftEvent } from '@tvmscan/api-schema';
import { PAGE_SIZES } from '@tvmscan/api-schema/values';

export const EVENTS_PAGE_SIZE = PAGE_SIZES.tab;

export interface EventList {
  items: NftEvent[];
  page: number;
  /** Where the next fetch continues; null when there is nothing more to fetch. */
  cursor: string | null;
}

const keyOf = (e: NftEvent): string => `${e.transactionHash}:${e.kind}`;

/** Adds a fetched batch after what is held, dropping repeats; the list is complete after NftCreated. */
export function appendEvents(
  list: EventList,
  fetched: readonly NftEvent[],
  nextCursor: string | null,
): EventList {
  const seen = new Set(list.items.map(keyOf));
  const items = [...list.items];
  for (const e of fetched) {
    if (seen.has(keyOf(e))) continue;
    seen.add(keyOf(e));
    items.push(e);
  }
  const complete = items.length > 0 && items[items.length - 1].kind === 'NftCreated';
  return { items, page: list.page, cursor: complete ? null : nextCursor };
}

export const startEvents = (fetched: readonly NftEvent[], nextCursor: string | null): EventList =>
  appendEvents({ items: [], page: 1, cursor: null }, fetched, nextCursor);

export const pageOf = (list: EventList): NftEvent[] =>
  list.items.slice((list.page - 1) * EVENTS_PAGE_SIZE, list.page * EVENTS_PAGE_SIZE);

/** Whether the next page is already held (no fetch needed). */
export const nextPageHeld = (list: EventList): boolean => list.page * EVENTS_PAGE_SIZE < list.items.length;

export const hasNextPage = (list: EventList): boolean => nextPageHeld(list) || list.cursor !== null;

/** The total, known once everything is fetched. */
export const eventsTotal = (list: EventList): number | null =>
  list.cursor === null ? list.items.length : null;

export const previousPage = (list: EventList): EventList => ({ ...list, page: Math.max(1, list.page - 1) });

/** Moves on to the next page when it holds events; otherwise the list stays where it is. */
export const nextPage = (list: EventList): EventList =>
  nextPageHeld(list) ? { ...list, page: list.page + 1 } : list;
