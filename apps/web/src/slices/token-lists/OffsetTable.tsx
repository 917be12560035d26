// A page of a token-list table (the public lists, My token lists, a list's tokens and its proposals):
// offset paging (spec §9: offset is (page-1)*limit), no-data when empty, and the pager under it. A new
// filter remounts it (a `key`), so paging starts again at page 1.
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { NoData } from '../../shared/ui/NoData';
import { Pager } from '../../shared/ui/Pager';
import { QueryState } from '../../shared/ui/QueryState';
import { RowsTable, type RowsTableProps } from './RowsTable';

export interface OffsetPage<T> {
  rows: readonly T[];
  hasMore: boolean;
}

/** A page asked with one row more than it shows, to know whether a next page exists without counting. */
export async function pageOf<T>(
  limit: number,
  fetch: (limit: number) => Promise<readonly T[]>,
): Promise<OffsetPage<T>> {
  const rows = await fetch(limit + 1);
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

/** The current page's query; `queryKey` is the page's own (to update it in place). */
export function useOffsetPage<T>(
  key: QueryKey,
  fetchPage: (offset: number, signal: AbortSignal) => Promise<OffsetPage<T>>,
  pageSize: number,
) {
  const [page, setPage] = useState(1);
  const queryKey = [...key, page];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchPage((page - 1) * pageSize, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  return { query, queryKey, page, setPage };
}

/** The page's rows (no-data when none) with the pager under them. */
export function OffsetPageView<T>({
  state: { query, page, setPage },
  children,
}: {
  state: ReturnType<typeof useOffsetPage<T>>;
  children: (rows: readonly T[]) => ReactNode;
}) {
  return (
    <QueryState data={query.data} error={query.error} isPending={query.isPending} skeletonRows={4}>
      {({ rows, hasMore }) =>
        rows.length === 0 ? (
          <NoData />
        ) : (
          <>
            {children(rows)}
            <Pager
              page={page}
              hasPrevious={page > 1}
              hasNext={hasMore}
              onPrevious={() => setPage((p) => Math.max(1, p - 1))}
              onNext={() => setPage((p) => p + 1)}
            />
          </>
        )
      }
    </QueryState>
  );
}

export function OffsetTable<T>({
  queryKey,
  fetchPage,
  pageSize,
  ...table
}: {
  queryKey: QueryKey;
  fetchPage: (offset: number, signal: AbortSignal) => Promise<OffsetPage<T>>;
  pageSize: number;
} & Omit<RowsTableProps<T>, 'rows'>) {
  const state = useOffsetPage(queryKey, fetchPage, pageSize);
  return <OffsetPageView state={state}>{(rows) => <RowsTable rows={rows} {...table} />}</OffsetPageView>;
}
