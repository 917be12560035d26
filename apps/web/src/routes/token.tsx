// /tokens/{rootAddress}: the address from the URL is checked here, so a malformed one shows the 404 page
// instead of a failing request.
import { getRouteApi } from '@tanstack/react-router';
import { parseRawAddress } from '../shared/lib/address';
import { NotFoundPage } from '../slices/not-found/NotFoundPage';
import { TokenPage } from '../slices/token/TokenPage';

const route = getRouteApi('/tokens/$address');

export function TokenRoute() {
  const { address } = route.useParams();
  const parsed = parseRawAddress(address);
  if (!parsed) return <NotFoundPage />;
  return <TokenPage address={`${parsed.workchain}:${parsed.address}`} />;
}
