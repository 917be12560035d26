// Transactions list: filters by type and account (kept in the URL as `tx-type` and `tx-accounts`),
// cursor paging by 20.
import { MultiSelect, Stack, TextInput, Title } from '@mantine/core';
import type { TransactionType } from '@tvmscan/api-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTransactions } from '../../features/transaction-list/PagedTransactions';
import { parseRawAddress } from '../../shared/lib/address';
import { usePageTitle } from '../../shared/lib/use-page-title';

export const TRANSACTION_TYPES: readonly TransactionType[] = [
  'Ordinary',
  'Storage',
  'TickTock',
  'SplitPrepare',
  'SplitInstall',
  'MergePrepare',
  'MergeInstall',
];

export interface TransactionsFilter {
  types: TransactionType[];
  account: string | null;
}

export function TransactionsListPage({
  filter,
  onChange,
}: {
  filter: TransactionsFilter;
  onChange: (f: TransactionsFilter) => void;
}) {
  const { t } = useTranslation();
  usePageTitle(t('tx.listTitle'));
  const [accountText, setAccountText] = useState(filter.account ?? '');
  const accountValid = accountText === '' || parseRawAddress(accountText) !== null;
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('tx.listTitle')}
      </Title>
      <Stack gap="xs" maw={720}>
        <MultiSelect
          label={t('lists.filters.types')}
          data={TRANSACTION_TYPES.map((value) => ({ value, label: t(`tx.types.${value}`) }))}
          value={filter.types}
          onChange={(types) => onChange({ ...filter, types: types as TransactionType[] })}
          clearable
        />
        <TextInput
          label={t('lists.filters.account')}
          placeholder={t('lists.filters.accountPlaceholder')}
          value={accountText}
          error={accountValid ? undefined : t('lists.filters.invalidAddress')}
          onChange={(e) => {
            const text = e.currentTarget.value.trim();
            setAccountText(text);
            const parsed = parseRawAddress(text);
            if (text === '' || parsed)
              onChange({ ...filter, account: parsed ? `${parsed.workchain}:${parsed.address}` : null });
          }}
        />
      </Stack>
      <PagedTransactions
        filter={{
          limit: 20,
          ...(filter.types.length ? { txTypes: filter.types } : {}),
          ...(filter.account ? { includeAccounts: [filter.account] } : {}),
        }}
      />
    </Stack>
  );
}
