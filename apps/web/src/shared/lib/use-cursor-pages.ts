// Keyset paging over the API's opaque cursors. Moving to the next page fetches it first: when it comes
// back empty the user stays where they are and gets the 'common.EmptyReponse' notice (spec §8), so a
// list never flips to a blank page. The cursors of visited pages are kept to walk back.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../ui/toasts';

export interface CursorPage {
  nextCursor: string | null;
}

interface Position {
  listKey: string;
  trail: (string | undefined)[];
  cursor: string | undefined;
}

interface Options<P extends CursorPage> {
  queryKey: readonly unknown[];
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<P>;
  count: (page: P) => number;
}

export function useCursorPages<P extends CursorPage>({ queryKey, fetchPage, count }: Options<P>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Position within the list for one filter: the cursors of the pages before the current one
  // (undefined stands for the first page). A new filter starts again from its first page.
  const listKey = JSON.stringify(queryKey);
  const [position, setPosition] = useState<Position>({ listKey, trail: [], cursor: undefined });
  const { trail, cursor } = position.listKey === listKey ? position : { trail: [], cursor: undefined };
  const keyFor = (c: string | undefined) => [...queryKey, c ?? null];
  const query = useQuery({
    queryKey: keyFor(cursor),
    queryFn: ({ signal }) => fetchPage(cursor, signal),
    placeholderData: keepPreviousData,
  });

  const next = async () => {
    const nextCursor = query.data?.nextCursor;
    if (!nextCursor) return;
    const page = await queryClient.fetchQuery({
      queryKey: keyFor(nextCursor),
      queryFn: ({ signal }) => fetchPage(nextCursor, signal),
    });
    if (count(page) === 0) {
      showToast(t('common.EmptyReponse'));
      return;
    }
    setPosition({ listKey, trail: [...trail, cursor], cursor: nextCursor });
  };

  const previous = () => {
    if (trail.length === 0) return;
    setPosition({ listKey, trail: trail.slice(0, -1), cursor: trail[trail.length - 1] });
  };

  return {
    query,
    page: trail.length + 1,
    hasNext: Boolean(query.data?.nextCursor),
    hasPrevious: trail.length > 0,
    next,
    previous,
  };
}
