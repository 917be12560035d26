// /nfts/{address}: the address from the URL is checked here, so a malformed one shows the 404 page
// instead of a failing request.
import { getRouteApi } from '@tanstack/react-router';
import { parseRawAddress } from '../shared/lib/address';
import { NftPage } from '../slices/nft/NftPage';
import { NotFoundPage } from '../slices/not-found/NotFoundPage';

const route = getRouteApi('/nfts/$address');

export function NftRoute() {
  const { address } = route.useParams();
  const parsed = parseRawAddress(address);
  if (!parsed) return <NotFoundPage />;
  return <NftPage address={`${parsed.workchain}:${parsed.address}`} />;
}
