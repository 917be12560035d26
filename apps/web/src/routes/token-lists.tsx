// /token-lists, /token-lists/{id} and /token-lists/{id}/proposals (spec §2 route table): the public
// lists, and one list's page with its Tokens tab or its Proposed tokens tab.
import { getRouteApi } from '@tanstack/react-router';
import { TokenListPage } from '../slices/token-lists/TokenListPage';
import { TokenListsPage } from '../slices/token-lists/TokenListsPage';

const listRoute = getRouteApi('/token-lists/$id');
const proposalsRoute = getRouteApi('/token-lists/$id/proposals');

export function TokenListsRoute() {
  return <TokenListsPage />;
}

export function TokenListRoute() {
  const { id } = listRoute.useParams();
  return <TokenListPage id={id} tab="tokens" />;
}

export function TokenListProposalsRoute() {
  const { id } = proposalsRoute.useParams();
  return <TokenListPage id={id} tab="proposals" />;
}
