import { getRouteApi } from '@tanstack/react-router';
import { BlocksListPage } from '../slices/block/BlocksListPage';

const route = getRouteApi('/blocks');

export function BlocksRoute() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <BlocksListPage
      showEmpty={search.empty === true}
      onShowEmptyChange={(empty) => void navigate({ search: empty ? { empty: true } : {} })}
    />
  );
}
