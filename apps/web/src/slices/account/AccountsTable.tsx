// Accounts list table (spec §2 "Accounts list" columns). Rows carry data-testid="account-row".
import { Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { AccountResponse } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { shorten } from '../../shared/lib/address';
import { accountUrl } from '../../shared/lib/chain';
import { formatDateTime } from '../../shared/lib/format';
import { Amount } from '../../shared/ui/Amount';

export function AccountsTable({ accounts }: { accounts: readonly AccountResponse[] }) {
  const { t, i18n } = useTranslation();
  const date = (unix: number | null) => (unix === null ? '—' : formatDateTime(unix, { lang: i18n.language }));
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('account.fields.address')}</Table.Th>
            <Table.Th ta="right">{t('account.fields.balance')}</Table.Th>
            <Table.Th ta="right">{t('account.fields.createdAt')}</Table.Th>
            <Table.Th ta="right">{t('account.fields.updatedAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((a) => (
            <Table.Tr key={a.address} data-testid="account-row">
              <Table.Td ff="monospace">
                <Link to={accountUrl(a.address)}>{shorten(a.address, 9)}</Link>
              </Table.Td>
              <Table.Td ta="right">{a.balance === null ? '—' : <Amount nano={a.balance} />}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {date(a.createdAt)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {date(a.updatedAt)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
