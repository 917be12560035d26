import { getRouteApi } from '@tanstack/react-router';
import { HASH_PATTERN } from '@tvmscan/api-schema/values';
import { NotFoundPage } from '../slices/not-found/NotFoundPage';
import { TransactionPage } from '../slices/transaction/TransactionPage';

const route = getRouteApi('/transactions/$id/{-$tab}');
const diagramRoute = getRouteApi('/transactions/$id/diagram/$');

export function TransactionRoute() {
  const { id, tab } = route.useParams();
  if (!HASH_PATTERN.test(id)) return <NotFoundPage />;
  return <TransactionPage id={id.toLowerCase()} tab={tab} />;
}

/** /transactions/{hash}/diagram/{sub-tab path}: the diagram tab with one of its sub-tabs open. */
export function TransactionDiagramRoute() {
  const { id, _splat } = diagramRoute.useParams();
  if (!HASH_PATTERN.test(id)) return <NotFoundPage />;
  return <TransactionPage id={id.toLowerCase()} tab="diagram" diagramPath={_splat} />;
}
