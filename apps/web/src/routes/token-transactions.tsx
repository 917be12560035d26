import { getRouteApi } from '@tanstack/react-router';
import { TokenTransactionsPage } from '../slices/token/TokenTransactionsPage';

const route = getRouteApi('/tokens-transactions');

export function TokenTransactionsRoute() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <TokenTransactionsPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
    />
  );
}
