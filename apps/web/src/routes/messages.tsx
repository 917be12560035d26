import { getRouteApi } from '@tanstack/react-router';
import { MessagesListPage } from '../slices/message/MessagesListPage';
import { messageTypesOf } from './search-params';

const route = getRouteApi('/messages');

export function MessagesRoute() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <MessagesListPage
      types={messageTypesOf(search)}
      onTypesChange={(types) =>
        void navigate({ search: types.length ? { 'msg-types': types.join(',') } : {} })
      }
    />
  );
}
