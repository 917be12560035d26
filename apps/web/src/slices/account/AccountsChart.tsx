// The accounts chart (spec §2 "Accounts list"): new, total or active accounts per day or hour on the
// shared history chart. Changing the type starts the chart over (spec §4).
import { SegmentedControl, Stack } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { useStats } from '../../shared/api/stats';
import { LazyHistoryChart } from '../../shared/ui/LazyHistoryChart';
import { ACCOUNT_CHART_TYPES, type AccountChartType, type ChartRange, totalsLoader } from './accounts-chart';

export function AccountsChart() {
  const { t } = useTranslation();
  const [type, setType] = useState<AccountChartType>('new');
  const stats = useStats();
  const totalNow = useRef(0);
  totalNow.current = stats.data?.accountsActiveTotal ?? 0;
  const load = useMemo(() => {
    const newAccounts = (range: ChartRange) => callApi('accountsChart', range);
    if (type === 'active') return (range: ChartRange) => callApi('activeAccountsChart', range);
    return type === 'new' ? newAccounts : totalsLoader(newAccounts, () => totalNow.current);
  }, [type]);
  // The total needs today's count before its first bar can be drawn.
  const ready = type !== 'total' || stats.data !== undefined;
  return (
    <Stack gap={6}>
      <SegmentedControl
        size="xs"
        aria-label={t('account.chart.type')}
        value={type}
        onChange={(v) => setType(v as AccountChartType)}
        data={ACCOUNT_CHART_TYPES.map((value) => ({ value, label: t(`account.chart.types.${value}`) }))}
        data-testid="accounts-chart-type"
        style={{ alignSelf: 'flex-start' }}
      />
      {ready && (
        <LazyHistoryChart
          key={type}
          title={t(`account.chart.titles.${type}`)}
          load={load}
          testId="accounts-chart"
        />
      )}
    </Stack>
  );
}
