// Keyset paging over the API's opaque cursors, with the spec's empty-response rules (§4 "Cursor lists"):
// a move is fetched before it is shown, and a next page that comes back empty, or a previous page with
// fewer rows than the page size, leaves the list as it is and raises the 'common.EmptyReponse' notice —
// a list never flips to a blank or half page.
//
// The current page's cursor lives in the URL when the page passes a `position` (so a reload or a shared
// link keeps the page; a cursor the API refuses is dropped from it), otherwise in the hook's state. The
// cursors of the pages visited are remembered, so "previous" returns exactly to the page before and the
// page number is known; after a reload the API's `prevCursor` leads back.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { showToast } from '../ui/toast-store';

export interface CursorPage {
  nextCursor: string | null;
  /** The page before this one, where the list's API gives it (the Explorer API does). */
  prevCursor?: string | null;
}

/** A current page's cursor held outside the hook (the URL); undefined is the first page. */
export interface CursorPosition {
  cursor: string | undefined;
  onChange: (cursor: string | undefined) => void;
}

interface Options<P extends CursorPage> {
  queryKey: readonly unknown[];
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<P>;
  count: (page: P) => number;
  /** The page size asked for; a previous page with fewer rows triggers the notice (spec §4). */
  limit?: number;
  position?: CursorPosition;
}

/** The pages visited in order, by cursor; `first` is the page number of `visited[0]` when known. */
export interface Trail {
  visited: (string | undefined)[];
  first: number | null;
}

/** Where `cursor` sits in the trail; a cursor from elsewhere (a reload, a shared link) starts a new one. */
export function locate(trail: Trail, cursor: string | undefined): { trail: Trail; index: number } {
  const index = trail.visited.indexOf(cursor);
  if (index >= 0) return { trail, index };
  return { trail: { visited: [cursor], first: cursor === undefined ? 1 : null }, index: 0 };
}

/** The trail after moving forward from `index` to `next`. */
export const forward = (trail: Trail, index: number, next: string): Trail => ({
  visited: [...trail.visited.slice(0, index + 1), next],
  first: trail.first,
});

/**
 * The trail after moving back from `index` to `previous`: within the trail it stays as it is; before its
 * start the page is prepended, and it is page 1 when the API says nothing comes before it.
 */
export function backward(trail: Trail, index: number, previous: string | undefined, isFirst: boolean): Trail {
  if (index > 0) return trail;
  const first = isFirst ? 1 : trail.first === null ? null : trail.first - 1;
  return { visited: [previous, ...trail.visited], first };
}

/** The spec's empty-response rule: is the page fetched for a move one that must not be shown? */
export function isEmptyResponse(direction: 'next' | 'previous', rows: number, limit: number | undefined) {
  return direction === 'next' ? rows === 0 : limit !== undefined && rows < limit;
}

const START: Trail = { visited: [undefined], first: 1 };

export function useCursorPages<P extends CursorPage>({
  queryKey,
  fetchPage,
  count,
  limit,
  position,
}: Options<P>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // A new filter is a new list: its trail starts again.
  const listKey = JSON.stringify(queryKey);
  const [state, setState] = useState({ listKey, trail: START, cursor: undefined as string | undefined });
  const sameList = state.listKey === listKey;
  const cursor = position ? position.cursor : sameList ? state.cursor : undefined;
  const { trail, index } = locate(sameList ? state.trail : START, cursor);
  const keyFor = (c: string | undefined) => [...queryKey, c ?? null];
  const query = useQuery({
    queryKey: keyFor(cursor),
    queryFn: ({ signal }) => fetchPage(cursor, signal),
    placeholderData: keepPreviousData,
  });

  // A cursor from the URL that the API refuses (forged, stale, another list's) is dropped: the list
  // opens at its first page instead of staying on an error.
  const refused = query.error instanceof ApiError && query.error.status === 400 && cursor !== undefined;
  const onChange = position?.onChange;
  useEffect(() => {
    if (refused && onChange) onChange(undefined);
  }, [refused, onChange]);

  const fetchFor = (c: string | undefined) =>
    queryClient.fetchQuery({ queryKey: keyFor(c), queryFn: ({ signal }) => fetchPage(c, signal) });

  const moveTo = (next: Trail, target: string | undefined) => {
    setState({ listKey, trail: next, cursor: target });
    position?.onChange(target);
  };

  const next = async () => {
    const target = query.data?.nextCursor;
    if (!target) return;
    const page = await fetchFor(target);
    if (isEmptyResponse('next', count(page), limit)) return showToast(t('common.EmptyReponse'));
    moveTo(forward(trail, index, target), target);
  };

  const previous = async () => {
    const target = index > 0 ? trail.visited[index - 1] : (query.data?.prevCursor ?? undefined);
    if (index === 0 && target === undefined) return;
    const page = await fetchFor(target);
    if (isEmptyResponse('previous', count(page), limit)) return showToast(t('common.EmptyReponse'));
    const isFirst = target === undefined || page.prevCursor === null;
    moveTo(backward(trail, index, target, isFirst), target);
  };

  return {
    query,
    /** The page number, or null when the list was opened at a cursor and not walked back to its start. */
    page: trail.first === null ? null : trail.first + index,
    hasNext: Boolean(query.data?.nextCursor),
    hasPrevious: index > 0 || Boolean(query.data?.prevCursor),
    next,
    previous,
  };
}
