import { getRouteApi } from '@tanstack/react-router';
import { BlocksListPage } from '../slices/block/BlocksListPage';
import { mergeSearch } from './search-params';

const route = getRouteApi('/blocks');

export function BlocksRoute() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <BlocksListPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => mergeSearch(prev, patch) })}
    />
  );
}
