import { getRouteApi } from '@tanstack/react-router';
import { AccountsListPage } from '../slices/account/AccountsListPage';
import { parseAccountsSearch } from '../slices/account/accounts-filter';

const route = getRouteApi('/accounts');

export function AccountsRoute() {
  // The route's search also carries the root route's unvalidated parameters: keep only what parses.
  const search = parseAccountsSearch(route.useSearch());
  const navigate = route.useNavigate();
  return (
    <AccountsListPage
      search={search}
      onChange={(patch) =>
        void navigate({ search: (prev) => parseAccountsSearch({ ...prev, ...patch }), replace: true })
      }
    />
  );
}
