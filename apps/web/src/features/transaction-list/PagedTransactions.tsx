// Transactions matching a filter, paged by cursor (block tab and the transactions list page).
import { DEFAULT_PAGE_SIZE, type ListFilter, useListPages } from '../../shared/api/list-pages';
import type { CursorPosition } from '../../shared/lib/use-cursor-pages';
import { CursorPageView } from '../../shared/ui/CursorPageView';
import { TransactionsTable } from './TransactionsTable';

export function PagedTransactions({
  filter,
  position,
}: {
  filter: ListFilter<'transactionsList'>;
  /** The page's cursor in the URL (list pages); tabs keep it to themselves. */
  position?: CursorPosition;
}) {
  const pages = useListPages('transactionsList', filter, (p) => p.transactions, position);
  return (
    <CursorPageView pages={pages} skeletonRows={filter.limit ?? DEFAULT_PAGE_SIZE}>
      {(data) => <TransactionsTable transactions={data.transactions} />}
    </CursorPageView>
  );
}
