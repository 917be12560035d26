// Main page (spec §2): search, network stats, the live TPS chart and the latest-activity panels, all
// kept current by the live stream without a reload.
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../features/search/SearchBox';
import { useStats } from '../../shared/api/stats';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { useMainPageLiveUpdates, useTpsBuckets } from './hooks';
import { LatestBlocksPanel } from './LatestBlocksPanel';
import { LatestMessagesPanel } from './LatestMessagesPanel';
import { LatestTokenTransactionsPanel } from './LatestTokenTransactionsPanel';
import { LatestTransactionsPanel } from './LatestTransactionsPanel';
import { StatsGrid } from './StatsGrid';
import { TpsChart } from './TpsChart';

export function MainPage() {
  const { t } = useTranslation();
  usePageTitle(t('main.title'));
  useMainPageLiveUpdates();
  const stats = useStats();
  const tps = useTpsBuckets();
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('main.stats.title')}
      </Title>
      <SearchBox size="md" />
      <StatsGrid stats={stats.data} />
      <TpsChart data={tps.data} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <LatestBlocksPanel />
        <LatestTransactionsPanel />
        <LatestTokenTransactionsPanel />
        <LatestMessagesPanel />
      </SimpleGrid>
    </Stack>
  );
}
