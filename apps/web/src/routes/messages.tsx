import { getRouteApi } from '@tanstack/react-router';
import { MessagesListPage } from '../slices/message/MessagesListPage';
import { mergeSearch } from './search-params';

const route = getRouteApi('/messages');

export function MessagesRoute() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <MessagesListPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => mergeSearch(prev, patch) })}
    />
  );
}
