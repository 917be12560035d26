// A count-per-bar history (transactions, messages, accounts) drawn with lightweight-charts, whose
// TradingView attribution logo stays on (its licence asks for it). Spec §4/§9: the first load covers the
// last 30 days; scrolling to the left edge fetches the 30 days before (debounced 50 ms) until a range
// comes back empty; D1 bars are 86400 s, H1 bars 3600 s, and changing the timeframe starts over.
// Load failures are logged and leave the no-data message (spec §8). Import it lazily: the chart library
// stays out of the initial bundle. With `price`, it draws a line of USD prices by the hour instead (the
// token page's price history): no timeframe to choose, and its values, floats, serve the drawing only.
import { Box, Card, Group, SegmentedControl, Text, useComputedColorScheme } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import {
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoData } from './NoData';

export interface ChartPoint {
  time: number;
  count: number;
}
export type Interval = 3600 | 86400;
export type ChartLoader = (range: { start_date: number; end_date: number; interval: Interval }) => Promise<{
  series: ChartPoint[];
}>;

/** Spec §9: the default window, 30 days. */
export const CHART_WINDOW_SECONDS = 2_592_000;
/** Spec §9: scroll loading is debounced 50 ms. */
const SCROLL_DEBOUNCE_MS = 50;
/** Bars from the left edge at which the previous window is fetched. */
const EDGE_BARS = 3;

interface Loaded {
  points: ChartPoint[];
  /** Start of the oldest window fetched. */
  oldest: number;
  exhausted: boolean;
}

/** Merges a fetched window into what is shown: sorted by time, one bar per time. */
export function mergePoints(shown: readonly ChartPoint[], fetched: readonly ChartPoint[]): ChartPoint[] {
  const byTime = new Map<number, ChartPoint>();
  for (const p of [...fetched, ...shown]) byTime.set(p.time, p);
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/** The window before `oldest`: 30 days ending one second before it. */
export const previousWindow = (oldest: number): { start_date: number; end_date: number } => ({
  start_date: Math.max(0, oldest - CHART_WINDOW_SECONDS),
  end_date: Math.max(0, oldest - 1),
});

export function HistoryChart({
  title,
  load,
  testId,
  price = false,
}: {
  title: string;
  load: ChartLoader;
  testId: string;
  price?: boolean;
}) {
  const { t } = useTranslation();
  const scheme = useComputedColorScheme('light');
  const [interval, setInterval] = useState<Interval>(price ? 3600 : 86400);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const busy = useRef(false);
  // Through the query client, so a window load gets the app's retries and is cached per range.
  const queryClient = useQueryClient();
  const fetchWindow = useCallback(
    (range: { start_date: number; end_date: number }) =>
      queryClient.fetchQuery({
        queryKey: ['chart', testId, interval, range.start_date, range.end_date],
        queryFn: () => load({ ...range, interval }),
        staleTime: 60_000,
      }),
    [queryClient, testId, interval, load],
  );

  // First window of the chosen timeframe.
  useEffect(() => {
    let live = true;
    const end = Math.floor(Date.now() / 1000);
    const start = end - CHART_WINDOW_SECONDS;
    setLoaded(null);
    setFailed(false);
    fetchWindow({ start_date: start, end_date: end })
      .then((r) => live && setLoaded({ points: r.series, oldest: start, exhausted: false }))
      .catch((error: unknown) => {
        console.error(error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [fetchWindow]);

  const loadOlder = useDebouncedCallback(() => {
    if (!loaded || loaded.exhausted || busy.current || loaded.oldest === 0) return;
    busy.current = true;
    const range = previousWindow(loaded.oldest);
    fetchWindow(range)
      .then((r) =>
        setLoaded((cur) =>
          cur && cur.oldest === loaded.oldest
            ? {
                points: mergePoints(cur.points, r.series),
                oldest: range.start_date,
                exhausted: r.series.every((p) => p.count === 0),
              }
            : cur,
        ),
      )
      .catch((error: unknown) => console.error(error))
      .finally(() => {
        busy.current = false;
      });
  }, SCROLL_DEBOUNCE_MS);

  const hasData = loaded?.points.some((p) => p.count > 0) ?? false;

  // The chart itself: created once there is something to draw, made anew with the theme or timeframe.
  const [drawn, setDrawn] = useState<{
    chart: IChartApi;
    series: ISeriesApi<'Histogram'> | ISeriesApi<'Line'>;
  } | null>(null);
  useEffect(() => {
    if (!hasData || !container.current) return;
    const dark = scheme === 'dark';
    const chart = createChart(container.current, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: dark ? '#c9c9c9' : '#495057',
        attributionLogo: true,
      },
      grid: {
        vertLines: { color: dark ? '#2c2e33' : '#f1f3f5' },
        horzLines: { color: dark ? '#2c2e33' : '#f1f3f5' },
      },
      timeScale: { timeVisible: interval === 3600, rightOffset: 1 },
      rightPriceScale: { borderVisible: false },
    });
    const color = dark ? '#4dabf7' : '#1971c2';
    const series = price
      ? chart.addSeries(LineSeries, {
          color,
          lineWidth: 2,
          priceFormat: { type: 'custom', minMove: 1e-12, formatter: (v: number) => `$${v.toPrecision(4)}` },
        })
      : chart.addSeries(HistogramSeries, { color, priceFormat: { type: 'volume' } });
    setDrawn({ chart, series });
    return () => {
      setDrawn(null);
      chart.remove();
    };
  }, [hasData, scheme, interval, price]);

  useEffect(() => {
    if (!drawn || !loaded) return;
    drawn.series.setData(loaded.points.map((p) => ({ time: p.time as UTCTimestamp, value: p.count })));
  }, [drawn, loaded]);

  useEffect(() => {
    if (!drawn) return;
    const onRange = (range: { from: number } | null) => {
      if (range && range.from < EDGE_BARS) loadOlder();
    };
    const timeScale = drawn.chart.timeScale();
    timeScale.subscribeVisibleLogicalRangeChange(onRange);
    return () => timeScale.unsubscribeVisibleLogicalRangeChange(onRange);
  }, [drawn, loadOlder]);

  return (
    <Card withBorder padding="sm" data-testid={testId}>
      <Group justify="space-between" mb="xs">
        <Text fz="sm" fw={600}>
          {title}
        </Text>
        {!price && (
          <SegmentedControl
            size="xs"
            aria-label={t('common.chart.timeframe')}
            value={String(interval)}
            onChange={(v) => setInterval(Number(v) as Interval)}
            data={[
              { value: '86400', label: t('common.chart.day') },
              { value: '3600', label: t('common.chart.hour') },
            ]}
          />
        )}
      </Group>
      {hasData ? (
        <Box ref={container} h={220} data-testid={`${testId}-canvas`} />
      ) : loaded || failed ? (
        <Box h={220}>
          <NoData />
        </Box>
      ) : (
        <Box h={220} role="status" aria-busy="true" aria-label={t('common.loading')} />
      )}
    </Card>
  );
}
