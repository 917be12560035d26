// Blocks list (spec §2): average block time, the shard count of every workchain, the show-empty toggle
// (in the URL as `empty`), cursor paging by 20 (`limit`, `cursor`), CSV export of the same selection.
import { Group, SimpleGrid, Stack, Switch, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type BlocksSearch, pageSize } from '../../routes/search-params';
import { useListPages } from '../../shared/api/list-pages';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { CursorPageView } from '../../shared/ui/CursorPageView';
import { ExportCsvButton } from '../../shared/ui/ExportCsvButton';
import { StatCard } from '../../shared/ui/StatCard';
import { averageBlockTime, BlocksTable } from './BlocksTable';
import { useShardLayout } from './hooks';

export function BlocksListPage({
  search,
  onSearchChange,
}: {
  search: BlocksSearch;
  onSearchChange: (patch: Partial<Record<keyof BlocksSearch, unknown>>) => void;
}) {
  const showEmpty = search.empty === true;
  const limit = pageSize(search);
  const { t } = useTranslation();
  usePageTitle(t('lists.blocksTitle'));
  const layout = useShardLayout();
  const workchains = [...(layout.data?.workchains ?? [])].sort((a, b) => a.workchain - b.workchain);
  const filter = { limit, transactionCountGe: showEmpty ? 0 : 1 };
  const pages = useListPages('blocksList', filter, (p) => p.blocks, {
    cursor: search.cursor,
    onChange: (cursor) => onSearchChange({ cursor }),
  });
  const average = pages.query.data ? averageBlockTime(pages.query.data.blocks) : null;
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('lists.blocksTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 1 + Math.max(1, workchains.length) }} spacing="sm">
        <StatCard
          label={t('lists.averageBlockTime')}
          value={average === null ? '—' : t('lists.seconds', { value: average.toFixed(2) })}
          testId="average-block-time"
        />
        {layout.data ? (
          workchains.map((w) => (
            <StatCard
              key={w.workchain}
              label={t('lists.shardCount', { workchain: w.workchain })}
              value={String(w.shards.length)}
              testId={`shard-count-${w.workchain}`}
            />
          ))
        ) : (
          <StatCard
            label={t('lists.shardCount', { workchain: 0 })}
            value={null}
            testId="shard-count-pending"
          />
        )}
      </SimpleGrid>{' '}
      <Group justify="space-between">
        <Switch
          label={t('lists.showEmpty')}
          checked={showEmpty}
          onChange={(e) => onSearchChange({ empty: e.currentTarget.checked || undefined })}
        />
        <ExportCsvButton entity="blocks" filter={{ transactionCountGe: filter.transactionCountGe }} />
      </Group>
      <CursorPageView pages={pages} skeletonRows={limit}>
        {(data) => <BlocksTable blocks={data.blocks} />}
      </CursorPageView>
    </Stack>
  );
}
