import { getRouteApi } from '@tanstack/react-router';
import { TransactionsListPage } from '../slices/transaction/TransactionsListPage';
import { transactionTypesOf } from './search-params';

const route = getRouteApi('/transactions');

export function TransactionsRoute() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <TransactionsListPage
      filter={{ types: transactionTypesOf(search), account: search['tx-accounts'] ?? null }}
      onChange={(f) =>
        void navigate({
          search: {
            ...(f.types.length ? { 'tx-type': f.types.join(',') } : {}),
            ...(f.account ? { 'tx-accounts': f.account } : {}),
          },
        })
      }
    />
  );
}
