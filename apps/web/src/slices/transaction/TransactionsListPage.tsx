// Transactions list (spec §2): counters, the history chart, the filters of the spec's query-parameter
// list (types, time range, balance change range, accounts to include or exclude), the sort (tx-col,
// tx-dir), cursor paging by 20 and a CSV export of the same selection.
import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PagedTransactions } from '../../features/transaction-list/PagedTransactions';
import { toTransactionsFilter } from '../../routes/search-filters';
import {
  pageSize,
  SORT_DIRECTIONS,
  TRANSACTION_ORDERINGS,
  type TransactionsSearch,
} from '../../routes/search-params';
import { callApi } from '../../shared/api/client';
import { useStats } from '../../shared/api/stats';
import { useDeploymentConfig } from '../../shared/config/deployment';
import { TRANSACTION_TYPES } from '../../shared/lib/chain';
import { FilteredListPage } from '../../shared/ui/FilteredListPage';
import type { ChartLoader } from '../../shared/ui/HistoryChart';
import { AddressesFilter, type OnSearchChange, TypeTimeAmountFilters } from '../../shared/ui/ListFilters';

const loadChart: ChartLoader = (range) => callApi('transactionsChart', range);

export function TransactionsListPage({
  search,
  onSearchChange,
}: {
  search: TransactionsSearch;
  onSearchChange: OnSearchChange;
}) {
  const { t } = useTranslation();
  const { decimals } = useDeploymentConfig();
  const stats = useStats().data;
  const filter = toTransactionsFilter(search, decimals);
  return (
    <FilteredListPage
      title={t('tx.listTitle')}
      testId="tx"
      counters={
        stats && { total: stats.transactionTotal, day: stats.transactions24h, hour: stats.transactions1h }
      }
      chart={{ title: t('lists.chart.transactions'), load: loadChart }}
      exportAs="transactions"
      filter={filter}
      search={search}
      onSearchChange={onSearchChange}
      sort={
        <>
          <SegmentedControl
            size="xs"
            aria-label={t('tx.sort.label')}
            value={search['tx-col'] ?? 'time'}
            onChange={(col) => onSearchChange({ 'tx-col': col === 'time' ? undefined : col })}
            data={TRANSACTION_ORDERINGS.map((value) => ({ value, label: t(`tx.sort.${value}`) }))}
            data-testid="tx-sort-col"
          />
          <SegmentedControl
            size="xs"
            aria-label={t('tx.sort.direction')}
            value={search['tx-dir'] ?? 'desc'}
            onChange={(dir) => onSearchChange({ 'tx-dir': dir === 'desc' ? undefined : dir })}
            data={SORT_DIRECTIONS.map((value) => ({ value, label: t(`tx.sort.${value}`) }))}
            data-testid="tx-sort-dir"
          />
        </>
      }
      filters={
        <>
          <TypeTimeAmountFilters
            prefix="tx"
            typesParam="tx-type"
            typeOptions={TRANSACTION_TYPES.map((value) => ({ value, label: t(`tx.types.${value}`) }))}
            amountLabel={t('tx.fields.balanceChange')}
            signed
            search={search}
            onChange={onSearchChange}
          />
          <AddressesFilter
            param="tx-accounts"
            modeParam="tx-filter"
            label={t('lists.filters.accounts')}
            value={search['tx-accounts']}
            mode={search['tx-filter']}
            onChange={onSearchChange}
          />
        </>
      }
    >
      <PagedTransactions
        filter={{ limit: pageSize(search), ...filter }}
        position={{ cursor: search.cursor, onChange: (cursor) => onSearchChange({ cursor }) }}
      />
    </FilteredListPage>
  );
}
