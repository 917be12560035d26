// Transactions matching a filter, paged by cursor (block tab and the transactions list page).
import { type ListFilter, useListPages } from '../../shared/api/list-pages';
import { CursorPageView } from '../../shared/ui/CursorPageView';
import { TransactionsTable } from './TransactionsTable';

export function PagedTransactions({ filter }: { filter: ListFilter<'transactionsList'> }) {
  const pages = useListPages('transactionsList', filter, (p) => p.transactions);
  return (
    <CursorPageView pages={pages} skeletonRows={filter.limit ?? 10}>
      {(data) => <TransactionsTable transactions={data.transactions} />}
    </CursorPageView>
  );
}
