import { getRouteApi } from '@tanstack/react-router';
import { TokensListPage } from '../slices/token/TokensListPage';

const route = getRouteApi('/tokens');

export function TokensRoute() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <TokensListPage
      filter={search.filter ?? 'all'}
      onFilterChange={(filter) => void navigate({ search: filter === 'all' ? {} : { filter } })}
    />
  );
}
