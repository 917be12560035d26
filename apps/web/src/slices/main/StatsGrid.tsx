// Network counters (GET /api/explorer/stats), kept live by `stats` events.
import { SimpleGrid } from '@mantine/core';
import type { StatsResponse } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { useDeploymentConfig } from '../../shared/config/deployment';
import { abbreviateNumber, formatCount, tpsFromHourly, unitsToNumber } from '../../shared/lib/format';
import { StatCard } from '../../shared/ui/StatCard';

export function StatsGrid({ stats }: { stats: StatsResponse | undefined }) {
  const { t } = useTranslation();
  const { decimals, tokenSymbol } = useDeploymentConfig();
  const v = <T,>(pick: (s: StatsResponse) => T, show: (x: T) => string) => (stats ? show(pick(stats)) : null);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" data-testid="stats">
      <StatCard
        label={t('main.stats.latestBlock')}
        value={v(
          (s) => s.latestMcSeqno,
          (n) => (n === null ? '—' : String(n)),
        )}
        testId="stat-latest-block"
      />
      <StatCard
        label={t('main.stats.shards')}
        value={v((s) => s.shardchainCount, formatCount)}
        testId="stat-shards"
      />
      <StatCard
        label={t('main.stats.tps')}
        value={v((s) => s.transactions1h, tpsFromHourly)}
        testId="stat-tps"
      />
      <StatCard
        label={t('main.stats.transactions24h')}
        value={v((s) => s.transactions24h, formatCount)}
        testId="stat-transactions-24h"
      />
      <StatCard
        label={t('main.stats.transactionsTotal')}
        value={v(
          (s) => s.transactionTotal,
          (n) => abbreviateNumber(n),
        )}
        testId="stat-transactions-total"
      />
      <StatCard
        label={t('main.stats.volume24h')}
        value={v(
          (s) => s.volume24h,
          (nano) => `${abbreviateNumber(unitsToNumber(nano, decimals))} ${tokenSymbol}`,
        )}
        testId="stat-volume-24h"
      />
    </SimpleGrid>
  );
}
