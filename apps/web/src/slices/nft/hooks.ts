import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { NftResponse } from '@tvmscan/api-schema';
import { PAGE_SIZES } from '@tvmscan/api-schema/values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { useCursorPages } from '../../shared/lib/use-cursor-pages';
import { showToast } from '../../shared/ui/toast-store';
import {
  appendEvents,
  EVENTS_PAGE_SIZE,
  nextPage,
  nextPageHeld,
  previousPage,
  startEvents,
} from './nft-events';

/** Spec §9: collections page by 10. */
export const COLLECTIONS_PAGE_SIZE = PAGE_SIZES.tab;

export function useCollectionsPages() {
  return useCursorPages({
    queryKey: ['collections', 'list'],
    fetchPage: (cursor, signal) =>
      callApi('collectionsList', { limit: COLLECTIONS_PAGE_SIZE, ...(cursor ? { cursor } : {}) }, signal),
    count: (p) => p.collections.length,
  });
}

export function useCollectionsCount() {
  return useQuery({
    queryKey: ['collections', 'count'],
    queryFn: ({ signal }) => callApi('collectionsCount', {}, signal),
  });
}

export function useNft(address: string) {
  return useQuery({
    queryKey: ['nft', address],
    queryFn: ({ signal }) => callApi('nft', { id: address, eventsLimit: EVENTS_PAGE_SIZE }, signal),
  });
}

/** The event list of an NFT page, starting from the events that came with the NFT (spec §4 rules). */
export function useNftEvents(nft: NftResponse) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [list, setList] = useState(() => startEvents(nft.events, nft.eventsNextCursor));
  const [loading, setLoading] = useState(false);

  const next = async () => {
    if (nextPageHeld(list)) return setList(nextPage(list));
    const cursor = list.cursor;
    if (cursor === null || loading) return;
    setLoading(true);
    try {
      const page = await queryClient.fetchQuery({
        queryKey: ['nft', nft.address, 'events', cursor],
        queryFn: ({ signal }) =>
          callApi('nft', { id: nft.address, eventsCursor: cursor, eventsLimit: EVENTS_PAGE_SIZE }, signal),
      });
      const grown = appendEvents(list, page.events, page.eventsNextCursor);
      if (nextPageHeld(grown)) setList(nextPage(grown));
      else {
        setList(grown);
        showToast(t('common.EmptyReponse'));
      }
    } catch (error) {
      console.error(error);
    } finally {
      setLoading(false);
    }
  };

  return { list, loading, next, previous: () => setList(previousPage(list)) };
}
