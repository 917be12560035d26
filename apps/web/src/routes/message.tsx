import { getRouteApi } from '@tanstack/react-router';
import { MessagePage } from '../slices/message/MessagePage';
import { NotFoundPage } from '../slices/not-found/NotFoundPage';

const route = getRouteApi('/messages/$id');

export function MessageRoute() {
  const { id } = route.useParams();
  if (!/^[0-9a-fA-F]{64}$/.test(id)) return <NotFoundPage />;
  return <MessagePage id={id.toLowerCase()} />;
}
