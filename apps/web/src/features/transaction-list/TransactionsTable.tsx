// A page of transactions as a table (block tab, transactions list). Rows carry data-testid="tx-row".
import { Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Transaction } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { shorten } from '../../shared/lib/address';
import { accountUrl, transactionUrl } from '../../shared/lib/chain';
import { formatDateTime } from '../../shared/lib/format';
import { Amount } from '../../shared/ui/Amount';

export function TransactionsTable({ transactions }: { transactions: readonly Transaction[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table highlightOnHover verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tx.fields.hash')}</Table.Th>
            <Table.Th>{t('tx.fields.account')}</Table.Th>
            <Table.Th>{t('tx.fields.type')}</Table.Th>
            <Table.Th ta="right">{t('tx.fields.balanceChange')}</Table.Th>
            <Table.Th ta="right">{t('tx.fields.fees')}</Table.Th>
            <Table.Th ta="right">{t('tx.fields.time')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {transactions.map((tx) => (
            <Table.Tr key={tx.hash} data-testid="tx-row">
              <Table.Td ff="monospace">
                <Link to={transactionUrl(tx.hash)}>{shorten(tx.hash, 8)}</Link>
              </Table.Td>
              <Table.Td ff="monospace">
                <Link to={accountUrl(tx.accountId)}>{shorten(tx.accountId, 8)}</Link>
              </Table.Td>
              <Table.Td>{t(`tx.types.${tx.txType}`)}</Table.Td>
              <Table.Td ta="right">
                <Amount nano={tx.balanceChange} signed />
              </Table.Td>
              <Table.Td ta="right">
                <Amount nano={tx.totalFees} />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(tx.time, { lang: i18n.language })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
