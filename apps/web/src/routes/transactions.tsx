import { getRouteApi } from '@tanstack/react-router';
import { TransactionsListPage } from '../slices/transaction/TransactionsListPage';
import { mergeSearch } from './search-params';

const route = getRouteApi('/transactions');

export function TransactionsRoute() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <TransactionsListPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => mergeSearch(prev, patch) })}
    />
  );
}
