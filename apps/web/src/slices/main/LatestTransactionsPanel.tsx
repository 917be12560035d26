// Latest transactions: ordinary only unless TickTock is on, the elector's hidden unless Elector is on.
import { Link } from '@tanstack/react-router';
import type { Transaction } from '@tvmscan/api-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shorten } from '../../shared/lib/address';
import { accountUrl, transactionUrl } from '../../shared/lib/chain';
import { formatTime } from '../../shared/lib/format';
import { Amount } from '../../shared/ui/Amount';
import { useLatestTransactions } from './hooks';
import { LatestPanel } from './LatestPanel';

export function LatestTransactionsPanel() {
  const { t } = useTranslation();
  const [tickTock, setTickTock] = useState(false);
  const [elector, setElector] = useState(false);
  const query = useLatestTransactions(tickTock, elector);
  return (
    <LatestPanel<Transaction>
      title={t('main.transactions.title')}
      testId="latest-transactions"
      viewAll="/transactions"
      toggles={[
        {
          label: t('main.transactions.tickTock'),
          testId: 'toggle-ticktock',
          checked: tickTock,
          onChange: setTickTock,
        },
        {
          label: t('main.transactions.elector'),
          testId: 'toggle-transactions-elector',
          checked: elector,
          onChange: setElector,
        },
      ]}
      query={{ ...query, data: query.data?.transactions }}
      rowKey={(tx) => tx.hash}
      rowTestId="tx-row"
      columns={[
        {
          header: t('main.transactions.hash'),
          mono: true,
          cell: (tx) => <Link to={transactionUrl(tx.hash)}>{shorten(tx.hash, 6)}</Link>,
        },
        {
          header: t('main.transactions.account'),
          mono: true,
          cell: (tx) => <Link to={accountUrl(tx.accountId)}>{shorten(tx.accountId, 6)}</Link>,
        },
        {
          header: t('main.transactions.value'),
          right: true,
          cell: (tx) => <Amount nano={tx.balanceChange} signed />,
        },
        { header: t('main.transactions.time'), right: true, cell: (tx) => formatTime(tx.time) },
      ]}
    />
  );
}
