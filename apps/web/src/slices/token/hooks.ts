// Reads of the token pages through the Tokens API. Its lists answer `next_cursor`; the cursor pager
// speaks `nextCursor`, so each page is adapted once here.

import { useQuery } from '@tanstack/react-query';
import type { TokenFilter, TokenTransactionsSearchRequest } from '@tvmscan/api-schema';
import { PAGE_SIZES } from '@tvmscan/api-schema/values';
import { callApi } from '../../shared/api/client';
import { useCursorPages } from '../../shared/lib/use-cursor-pages';

/** Spec §9 page sizes: the tokens list and the token transactions page 20, holders 10. */
export const TOKENS_PAGE_SIZE = PAGE_SIZES.list;
export const HOLDERS_PAGE_SIZE = 10;
export const TOKEN_TRANSACTIONS_PAGE_SIZE = 20;

const withNextCursor = <P extends { next_cursor: string | null }>(page: P) => ({
  ...page,
  nextCursor: page.next_cursor,
});

export function useTokensPages(filter: TokenFilter) {
  return useCursorPages({
    queryKey: ['tokens', 'list', filter],
    fetchPage: (cursor, signal) =>
      callApi(
        'tokenRootsSearch',
        { filter, limit: TOKENS_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
        signal,
      ).then(withNextCursor),
    count: (p) => p.rootTokenContracts.length,
  });
}

export function useToken(address: string) {
  return useQuery({
    queryKey: ['token', address],
    queryFn: ({ signal }) => callApi('tokenRootByAddress', undefined, signal, { address }),
  });
}

export function useHoldersPages(rootAddress: string) {
  return useCursorPages({
    queryKey: ['token', rootAddress, 'holders'],
    fetchPage: (cursor, signal) =>
      callApi(
        'tokenBalancesSearch',
        { rootAddress, limit: HOLDERS_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
        signal,
      ).then(withNextCursor),
    count: (p) => p.data.balances.length,
  });
}

export type TokenTransactionsFilter = Omit<TokenTransactionsSearchRequest, 'cursor' | 'limit'>;

export function useTokenTransactionsPages(
  filter: TokenTransactionsFilter,
  limit = TOKEN_TRANSACTIONS_PAGE_SIZE,
) {
  return useCursorPages({
    queryKey: ['tokens', 'transactions', filter, limit],
    fetchPage: (cursor, signal) =>
      callApi('tokenTransactionsSearch', { ...filter, limit, ...(cursor ? { cursor } : {}) }, signal).then(
        withNextCursor,
      ),
    count: (p) => p.data.transactions.length,
  });
}
