// Latest transactions: 6 rows; ordinary only unless TickTock is on, elector hidden unless Elector is on.
import { Button, Group, Switch, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shorten } from '../../shared/lib/address';
import { accountUrl, transactionUrl } from '../../shared/lib/chain';
import { formatTime } from '../../shared/lib/format';
import { Amount } from '../../shared/ui/Amount';
import { Panel } from '../../shared/ui/Panel';
import { QueryState } from '../../shared/ui/QueryState';
import { PANEL_ROWS, useLatestTransactions } from './hooks';

export function LatestTransactionsPanel() {
  const { t } = useTranslation();
  const [tickTock, setTickTock] = useState(false);
  const [elector, setElector] = useState(false);
  const query = useLatestTransactions(tickTock, elector);
  return (
    <Panel
      title={t('main.transactions.title')}
      testId="latest-transactions"
      controls={
        <Group gap="sm">
          <Switch
            size="sm"
            label={t('main.transactions.tickTock')}
            checked={tickTock}
            onChange={(e) => setTickTock(e.currentTarget.checked)}
          />
          <Switch
            size="sm"
            label={t('main.transactions.elector')}
            checked={elector}
            onChange={(e) => setElector(e.currentTarget.checked)}
          />
        </Group>
      }
      footer={
        <Button component={Link} to="/transactions" variant="light" size="xs">
          {t('common.viewAll')}
        </Button>
      }
    >
      <QueryState data={query.data} error={query.error} isPending={query.isPending} skeletonRows={PANEL_ROWS}>
        {(data) => (
          <Table.ScrollContainer minWidth={420}>
            <Table highlightOnHover verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('main.transactions.hash')}</Table.Th>
                  <Table.Th>{t('main.transactions.account')}</Table.Th>
                  <Table.Th ta="right">{t('main.transactions.value')}</Table.Th>
                  <Table.Th ta="right">{t('main.transactions.time')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.transactions.map((tx) => (
                  <Table.Tr key={tx.hash} data-testid="tx-row">
                    <Table.Td ff="monospace">
                      <Link to={transactionUrl(tx.hash)}>{shorten(tx.hash, 6)}</Link>
                    </Table.Td>
                    <Table.Td ff="monospace">
                      <Link to={accountUrl(tx.accountId)}>{shorten(tx.accountId, 6)}</Link>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Amount nano={tx.balanceChange} signed />
                    </Table.Td>
                    <Table.Td ta="right">{formatTime(tx.time)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Panel>
  );
}
