import { getRouteApi } from '@tanstack/react-router';
import { NotFoundPage } from '../slices/not-found/NotFoundPage';
import { TransactionPage } from '../slices/transaction/TransactionPage';

const route = getRouteApi('/transactions/$id/{-$tab}');

export function TransactionRoute() {
  const { id, tab } = route.useParams();
  if (!/^[0-9a-fA-F]{64}$/.test(id)) return <NotFoundPage />;
  return <TransactionPage id={id.toLowerCase()} tab={tab} />;
}
