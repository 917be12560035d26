// The frame of a filtered chain list (transactions, messages): title, the three counters (total, last
// 24 hours, last hour), the history chart, the filter fields, clear/export, and the list itself.
import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../lib/format';
import { usePageTitle } from '../lib/use-page-title';
import type { ExportCsvButton } from './ExportCsvButton';
import type { ChartLoader } from './HistoryChart';
import { LazyHistoryChart } from './LazyHistoryChart';
import type { OnSearchChange } from './ListFilters';
import { ListToolbar } from './ListToolbar';
import { StatCard } from './StatCard';

type ExportProps = Parameters<typeof ExportCsvButton>[0];

interface FilteredListPageProps {
  title: string;
  /** data-testid prefix of the counters and the chart. */
  testId: string;
  counters: { total: number; day: number; hour: number } | undefined;
  chart: { title: string; load: ChartLoader };
  filters: ReactNode;
  /** Sort controls, when the list can be ordered more than one way. */
  sort?: ReactNode;
  exportAs: ExportProps['entity'];
  filter: ExportProps['filter'];
  search: Readonly<Record<string, unknown>>;
  onSearchChange: OnSearchChange;
  children: ReactNode;
}

export function FilteredListPage(props: FilteredListPageProps) {
  const { t } = useTranslation();
  usePageTitle(props.title);
  const { counters, testId } = props;
  const counter = (key: 'total' | 'day' | 'hour', label: string) => (
    <StatCard
      label={label}
      value={counters ? formatCount(counters[key]) : null}
      testId={`${testId}-stat-${key}`}
    />
  );
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {props.title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {counter('total', t('lists.stats.total'))}
        {counter('day', t('lists.stats.day'))}
        {counter('hour', t('lists.stats.hour'))}
      </SimpleGrid>
      <LazyHistoryChart title={props.chart.title} load={props.chart.load} testId={`${testId}-chart`} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs">
        {props.filters}
      </SimpleGrid>
      <ListToolbar
        entity={props.exportAs}
        filter={props.filter}
        search={props.search}
        onSearchChange={props.onSearchChange}
        sort={props.sort}
      />
      {props.children}
    </Stack>
  );
}
