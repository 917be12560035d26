// Accounts list (spec §2): the accounts chart, the 24 h / 1 h counters, filters kept in the URL
// (balance range, creation range, ordering and its direction), cursor paging by 20 and a CSV export of
// the same filter.

import { Group, SegmentedControl, SimpleGrid, Stack, Title } from '@mantine/core';
import { PAGE_SIZES } from '@tvmscan/api-schema/values';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { useStats } from '../../shared/api/stats';
import { useDeploymentConfig } from '../../shared/config/deployment';
import { formatCount } from '../../shared/lib/format';
import { useCursorPages } from '../../shared/lib/use-cursor-pages';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { CursorPageView } from '../../shared/ui/CursorPageView';
import { ExportCsvButton } from '../../shared/ui/ExportCsvButton';
import { AmountRangeFilter, DateRangeFilter, type OnSearchChange } from '../../shared/ui/ListFilters';
import { NoData } from '../../shared/ui/NoData';
import { StatCard } from '../../shared/ui/StatCard';
import { AccountsChart } from './AccountsChart';
import { AccountsTable } from './AccountsTable';
import {
  ACCOUNT_DIRECTIONS,
  ACCOUNT_ORDERINGS,
  type AccountsSearch,
  accountsRequest,
} from './accounts-filter';

/** Spec §9: lists page by 20. */
const PAGE_SIZE = PAGE_SIZES.list;

export function AccountsListPage({ search, onChange }: { search: AccountsSearch; onChange: OnSearchChange }) {
  const { t } = useTranslation();
  usePageTitle(t('account.listTitle'));
  const { decimals, tokenSymbol } = useDeploymentConfig();
  const stats = useStats();
  const filter = accountsRequest(search, decimals);
  const pages = useCursorPages({
    queryKey: ['accounts', 'list', filter],
    fetchPage: (cursor, signal) =>
      callApi('accountsList', { ...filter, limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) }, signal),
    count: (p) => p.accounts.length,
  });
  const count = (pick: (s: NonNullable<typeof stats.data>) => number) =>
    stats.data ? formatCount(pick(stats.data)) : null;
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('account.listTitle')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <StatCard
          label={t('account.stats.total')}
          value={count((s) => s.accountsActiveTotal)}
          testId="stat-accounts-total"
        />
        <StatCard
          label={t('account.stats.new24h')}
          value={count((s) => s.accountsCreated24h)}
          testId="stat-accounts-new-24h"
        />
        <StatCard
          label={t('account.stats.active24h')}
          value={count((s) => s.accountsActive24h)}
          testId="stat-accounts-active-24h"
        />
        <StatCard
          label={t('account.stats.active1h')}
          value={count((s) => s.accountsActive1h)}
          testId="stat-accounts-active-1h"
        />
      </SimpleGrid>
      <AccountsChart />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <AmountRangeFilter
          fromParam="balance-from"
          toParam="balance-to"
          from={search['balance-from']}
          to={search['balance-to']}
          signed={false}
          label={t('account.filters.balance', { symbol: tokenSymbol })}
          onChange={onChange}
        />
        <DateRangeFilter
          startParam="start"
          endParam="end"
          start={search.start}
          end={search.end}
          onChange={onChange}
        />
      </SimpleGrid>
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <SegmentedControl
            aria-label={t('account.filters.ordering')}
            value={search.col ?? 'balance'}
            onChange={(col) => onChange({ col: col === 'balance' ? undefined : col })}
            data={ACCOUNT_ORDERINGS.map((value) => ({ value, label: t(`account.orderings.${value}`) }))}
            data-testid="filter-col"
          />
          <SegmentedControl
            aria-label={t('account.filters.direction')}
            value={search.dir ?? 'desc'}
            onChange={(dir) => onChange({ dir: dir === 'desc' ? undefined : dir })}
            data={ACCOUNT_DIRECTIONS.map((value) => ({ value, label: t(`account.directions.${value}`) }))}
            data-testid="filter-dir"
          />
        </Group>
        <ExportCsvButton entity="accounts" filter={filter} />
      </Group>
      <CursorPageView pages={pages} skeletonRows={PAGE_SIZE}>
        {(page) => (page.accounts.length ? <AccountsTable accounts={page.accounts} /> : <NoData />)}
      </CursorPageView>
    </Stack>
  );
}
