// Transactions matching a filter, paged by cursor (block tab and the transactions list page).
import type { TransactionsListRequest } from '@tvmscan/api-schema';
import { callApi } from '../../shared/api/client';
import { useCursorPages } from '../../shared/lib/use-cursor-pages';
import { Pager } from '../../shared/ui/Pager';
import { QueryState } from '../../shared/ui/QueryState';
import { TransactionsTable } from './TransactionsTable';

type Filter = Omit<TransactionsListRequest, 'cursor'>;

export function PagedTransactions({ filter }: { filter: Filter }) {
  const pages = useCursorPages({
    queryKey: ['transactions', 'list', filter],
    fetchPage: (cursor, signal) =>
      callApi('transactionsList', { ...filter, ...(cursor ? { cursor } : {}) }, signal),
    count: (p) => p.transactions.length,
  });
  const { query } = pages;
  return (
    <>
      <QueryState
        data={query.data}
        error={query.error}
        isPending={query.isPending}
        skeletonRows={filter.limit ?? 10}
      >
        {(data) => <TransactionsTable transactions={data.transactions} />}
      </QueryState>
      <Pager
        page={pages.page}
        hasPrevious={pages.hasPrevious}
        hasNext={pages.hasNext}
        onPrevious={pages.previous}
        onNext={() => void pages.next()}
      />
    </>
  );
}
