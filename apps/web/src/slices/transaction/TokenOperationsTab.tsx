// The transaction page's token-operations tab: the TIP-3 operations the indexer derived from this
// transaction, as the token transactions list shows them. A committed transaction's operations never
// change, so the answer is kept for the session.
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';
import { NoData } from '../../shared/ui/NoData';
import { QueryState } from '../../shared/ui/QueryState';
import { TokenTransactionsTable } from '../token/TokenTransactionsTable';

/** Operations of one transaction: a handful at most (a send and its receive, a mint, a burn). */
const LIMIT = 20;

export function TokenOperationsTab({ hash }: { hash: string }) {
  const query = useQuery({
    queryKey: ['transaction', hash, 'token-operations'],
    queryFn: ({ signal }) =>
      callApi('tokenTransactionsSearch', { transactionHash: hash, limit: LIMIT }, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <div data-testid="tx-token-operations">
      <QueryState data={query.data} error={query.error} isPending={query.isPending} skeletonRows={2}>
        {(answer) =>
          answer.data.transactions.length === 0 ? (
            <NoData />
          ) : (
            <TokenTransactionsTable transactions={answer.data.transactions} />
          )
        }
      </QueryState>
    </div>
  );
}
