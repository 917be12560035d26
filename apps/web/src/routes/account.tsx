// /accounts/{id}/{tab?} and /accounts/{id}/source-code/contract: the id is a raw address (workchain:hex)
// or a friendly one; both open the same page under its raw form. Anything else is the 404 page.
import { getRouteApi } from '@tanstack/react-router';
import { formatRawAddress, parseAddress } from '../shared/lib/address';
import { AccountPage } from '../slices/account/AccountPage';
import { NotFoundPage } from '../slices/not-found/NotFoundPage';

const byTab = getRouteApi('/accounts/$id/{-$tab}');
const contractCode = getRouteApi('/accounts/$id/source-code/contract');

function rawOf(id: string): string | null {
  const address = parseAddress(decodeURIComponent(id));
  return address ? formatRawAddress(address) : null;
}

export function AccountRoute() {
  const { id, tab } = byTab.useParams();
  const address = rawOf(id);
  if (!address) return <NotFoundPage />;
  return <AccountPage address={address} tab={tab} sourceView="executor" />;
}

export function AccountContractRoute() {
  const { id } = contractCode.useParams();
  const address = rawOf(id);
  if (!address) return <NotFoundPage />;
  return <AccountPage address={address} tab="source-code" sourceView="contract" />;
}
