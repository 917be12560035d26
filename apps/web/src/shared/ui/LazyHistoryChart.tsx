// HistoryChart behind a lazy import, so lightweight-charts loads only on pages that draw a chart.
import { Card, Skeleton } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';

const HistoryChart = lazy(() => import('./HistoryChart').then((m) => ({ default: m.HistoryChart })));

export function LazyHistoryChart(props: ComponentProps<typeof HistoryChart>) {
  return (
    <Suspense
      fallback={
        <Card withBorder padding="sm">
          <Skeleton height={252} />
        </Card>
      }
    >
      <HistoryChart {...props} />
    </Suspense>
  );
}
