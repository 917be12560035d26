// The token page's hourly USD price over the last week (GET {dexApi}/price_history/{root}) on the shared
// history chart, drawn as a line. The history comes whole in one call: a window the chart asks for gets
// the points inside it, so scrolling back past the week finds nothing and stops.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { loadPriceHistory } from '../../shared/api/prices';
import type { ChartLoader } from '../../shared/ui/HistoryChart';
import { LazyHistoryChart } from '../../shared/ui/LazyHistoryChart';

export function TokenPriceChart({ root }: { root: string }) {
  const { t } = useTranslation();
  const load = useCallback<ChartLoader>(
    async ({ start_date, end_date }) => ({
      series: (await loadPriceHistory(root))
        .filter((p) => p.time >= start_date && p.time <= end_date)
        .map((p) => ({ time: p.time, count: Number(p.price) })),
    }),
    [root],
  );
  return (
    <LazyHistoryChart title={t('token.priceChart.title')} load={load} testId="token-price-chart" price />
  );
}
