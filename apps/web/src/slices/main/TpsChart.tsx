// Live transactions-per-second bars (spec §9): 10-second buckets, TPS = count / 10, 5 px bars, as many
// as fit the width capped at 1360 px; refreshed every 10 s. Heights come from the tallest visible bar.
import { Box, Card, Group, Text, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { Transactions10mResponse } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/lib/format';

const BAR_WIDTH_PX = 5;
const MAX_WIDTH_PX = 1360;
const CHART_HEIGHT_PX = 80;
const BUCKET_SECONDS = 10;

/** How many bars fit: spec §9, min(width, 1360) / 5. */
export const visibleBarCount = (width: number): number =>
  Math.floor(Math.min(width, MAX_WIDTH_PX) / BAR_WIDTH_PX);

export function TpsChart({ data }: { data: Transactions10mResponse | undefined }) {
  const { t } = useTranslation();
  const { ref, width } = useElementSize();
  const buckets = (data?.buckets ?? []).slice(-visibleBarCount(width));
  const peak = Math.max(1, ...buckets.map((b) => b.count));
  return (
    <Card withBorder padding="sm">
      <Text fz="sm" fw={600} mb="xs">
        {t('main.tps.title')}
      </Text>
      <Box ref={ref} h={CHART_HEIGHT_PX} data-testid="tps-chart">
        <Group gap={0} h="100%" align="flex-end" wrap="nowrap" justify="flex-end">
          {buckets.map((b) => {
            const tps = (b.count / BUCKET_SECONDS).toFixed(1);
            const label = t('main.tps.bar', { time: formatTime(b.time), tps });
            return (
              <Tooltip key={b.time} label={label} withArrow>
                <Box
                  w={BAR_WIDTH_PX}
                  h={`${Math.max(2, (b.count / peak) * 100)}%`}
                  bg={b.count ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}
                  style={{ borderLeft: '1px solid var(--mantine-color-body)', flexShrink: 0 }}
                  aria-label={label}
                  role="img"
                />
              </Tooltip>
            );
          })}
        </Group>
      </Box>
    </Card>
  );
}
