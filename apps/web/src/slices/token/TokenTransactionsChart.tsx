// Token transactions per day (spec §2: 440 px high; the page mounts it on large screens only) for the
// kinds and token the list is filtered by, drawn with lightweight-charts (its TradingView attribution
// logo stays on). Spec §4: the first load covers the last 30 days; scrolling to the left edge fetches
// the 30 days before until a window comes back empty. Import it lazily: the chart library stays out of
// the initial bundle.
import { Box, Card, Text, useComputedColorScheme } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import type { TokenStatsResponse, TokenTxKind } from '@tvmscan/api-schema';
import {
  ColorType,
  createChart,
  HistogramSeries,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';

export const CHART_HEIGHT_PX = 440;
/** Spec §9: the default window, 30 days; scroll loading debounced 50 ms. */
const WINDOW_SECONDS = 2_592_000;
const SCROLL_DEBOUNCE_MS = 50;
const EDGE_BARS = 3;

export interface DayCount {
  time: number;
  count: number;
}

/** Per-kind daily points summed into one bar per day, merged into what is already shown. */
export function dailyTotals(shown: readonly DayCount[], points: TokenStatsResponse['data']): DayCount[] {
  const byDay = new Map<number, number>(shown.map((p) => [p.time, p.count]));
  const fetched = new Map<number, number>();
  for (const p of points) fetched.set(p.date, (fetched.get(p.date) ?? 0) + (p.count ?? 0));
  for (const [time, count] of fetched) byDay.set(time, count);
  return [...byDay].map(([time, count]) => ({ time, count })).sort((a, b) => a.time - b.time);
}

/** A theme colour as the canvas needs it (a resolved value, not a CSS variable). */
const themeColor = (name: string): string =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || 'currentColor';

interface Props {
  txKinds?: TokenTxKind[];
  rootAddress?: string;
}

export function TokenTransactionsChart({ txKinds, rootAddress }: Props) {
  const { t } = useTranslation();
  const scheme = useComputedColorScheme('light');
  const container = useRef<HTMLDivElement>(null);
  const series = useRef<ISeriesApi<'Histogram'> | null>(null);
  const [days, setDays] = useState<DayCount[]>([]);
  const oldest = useRef(0);
  const exhausted = useRef(false);
  const busy = useRef(false);
  const filterKey = JSON.stringify([txKinds, rootAddress]);

  const fetchWindow = (end: number) =>
    callApi('tokenStats', {
      aggregationType: 'count',
      ...(txKinds?.length ? { txTypes: txKinds } : {}),
      ...(rootAddress ? { rootAddress } : {}),
      start_date: Math.max(0, end - WINDOW_SECONDS),
      end_date: end,
    });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter (filterKey) starts over
  useEffect(() => {
    let live = true;
    const end = Math.floor(Date.now() / 1000);
    oldest.current = end - WINDOW_SECONDS;
    exhausted.current = false;
    setDays([]);
    fetchWindow(end)
      .then((r) => live && setDays(dailyTotals([], r.data)))
      .catch((error: unknown) => console.error(error));
    return () => {
      live = false;
    };
  }, [filterKey]);

  const loadOlder = useDebouncedCallback(() => {
    if (exhausted.current || busy.current || oldest.current <= 0) return;
    busy.current = true;
    const end = oldest.current - 1;
    fetchWindow(end)
      .then((r) => {
        oldest.current = end - WINDOW_SECONDS;
        exhausted.current = r.data.every((p) => !p.count);
        if (!exhausted.current) setDays((cur) => dailyTotals(cur, r.data));
      })
      .catch((error: unknown) => console.error(error))
      .finally(() => {
        busy.current = false;
      });
  }, SCROLL_DEBOUNCE_MS);

  const hasData = days.some((d) => d.count > 0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new colour scheme re-creates the chart in its colours
  useEffect(() => {
    if (!hasData || !container.current) return;
    const c = createChart(container.current, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: themeColor('--mantine-color-dimmed'),
        attributionLogo: true,
      },
      grid: {
        vertLines: { color: themeColor('--mantine-color-default-border') },
        horzLines: { color: themeColor('--mantine-color-default-border') },
      },
      rightPriceScale: { borderVisible: false },
      timeScale: { rightOffset: 1 },
    });
    series.current = c.addSeries(HistogramSeries, {
      color: themeColor('--mantine-primary-color-filled'),
      priceFormat: { type: 'volume' },
    });
    const onRange = (range: { from: number } | null) => {
      if (range && range.from < EDGE_BARS) loadOlder();
    };
    c.timeScale().subscribeVisibleLogicalRangeChange(onRange);
    return () => {
      c.timeScale().unsubscribeVisibleLogicalRangeChange(onRange);
      c.remove();
      series.current = null;
    };
  }, [hasData, scheme, loadOlder]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the series is re-filled when it is re-created
  useEffect(() => {
    series.current?.setData(days.map((d) => ({ time: d.time as UTCTimestamp, value: d.count })));
  }, [days, hasData, scheme]);

  return (
    <Card withBorder padding="sm" data-testid="token-tx-chart">
      <Text fz="sm" fw={600} mb="xs">
        {t('token.chart.title')}
      </Text>
      <Box ref={container} h={CHART_HEIGHT_PX} data-testid="token-tx-chart-canvas">
        {!hasData && (
          <Text c="dimmed" ta="center" pt="xl">
            {t('common.noData')}
          </Text>
        )}
      </Box>
    </Card>
  );
}
