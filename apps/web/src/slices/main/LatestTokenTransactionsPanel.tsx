// Latest token transactions (Tokens API): kind, token, amount in the token's own decimals (the symbol is
// contract-supplied: untrusted text), time.
// No toggle (spec §2).
import { Link } from '@tanstack/react-router';
import type { TokenTransaction } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { shorten } from '../../shared/lib/address';
import { transactionUrl } from '../../shared/lib/chain';
import { formatTime, formatUnits } from '../../shared/lib/format';
import { UntrustedText } from '../../shared/ui/UntrustedText';
import { useLatestTokenTransactions } from './hooks';
import { LatestPanel } from './LatestPanel';

export function LatestTokenTransactionsPanel() {
  const { t } = useTranslation();
  const query = useLatestTokenTransactions();
  return (
    <LatestPanel<TokenTransaction>
      title={t('main.tokenTransactions.title')}
      testId="latest-token-transactions"
      viewAll="/tokens-transactions"
      query={{ ...query, data: query.data?.data.transactions }}
      rowKey={(tx) => `${tx.transactionHash}:${tx.kind}`}
      rowTestId="token-tx-row"
      columns={[
        {
          header: t('main.tokenTransactions.hash'),
          mono: true,
          cell: (tx) => <Link to={transactionUrl(tx.transactionHash)}>{shorten(tx.transactionHash, 6)}</Link>,
        },
        {
          header: t('main.tokenTransactions.kind'),
          cell: (tx) => t(`main.tokenTransactions.kinds.${tx.kind}`),
        },
        {
          header: t('main.tokenTransactions.amount'),
          right: true,
          cell: (tx) => (
            <>
              {formatUnits(tx.amount, tx.scale)} <UntrustedText value={tx.token} />
            </>
          ),
        },
        { header: t('main.tokenTransactions.time'), right: true, cell: (tx) => formatTime(tx.blockTime) },
      ]}
    />
  );
}
