// Blocks list (spec §2): average block time, shard counter, the show-empty toggle (in the URL as
// `empty`), cursor paging by 20.
import { Card, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { useCursorPages } from '../../shared/lib/use-cursor-pages';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { Pager } from '../../shared/ui/Pager';
import { QueryState } from '../../shared/ui/QueryState';
import { averageBlockTime, BlocksTable } from './BlocksTable';

/** Spec §9: lists page by 20. */
const PAGE_SIZE = 20;

export function BlocksListPage({
  showEmpty,
  onShowEmptyChange,
}: {
  showEmpty: boolean;
  onShowEmptyChange: (v: boolean) => void;
}) {
  const { t } = useTranslation();
  usePageTitle(t('lists.blocksTitle'));
  const stats = useQuery({
    queryKey: ['main', 'stats'],
    queryFn: ({ signal }) => callApi('stats', undefined, signal),
  });
  const pages = useCursorPages({
    queryKey: ['blocks', 'list', showEmpty],
    fetchPage: (cursor, signal) =>
      callApi(
        'blocksList',
        { limit: PAGE_SIZE, transactionCountGe: showEmpty ? 0 : 1, ...(cursor ? { cursor } : {}) },
        signal,
      ),
    count: (p) => p.blocks.length,
  });
  const average = pages.query.data ? averageBlockTime(pages.query.data.blocks) : null;
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('lists.blocksTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Card withBorder padding="sm">
          <Text fz="xs" c="dimmed">
            {t('lists.averageBlockTime')}
          </Text>
          <Text fz="xl" fw={650} data-testid="average-block-time">
            {average === null ? '—' : t('lists.seconds', { value: average.toFixed(2) })}
          </Text>
        </Card>
        <Card withBorder padding="sm">
          <Text fz="xs" c="dimmed">
            {t('lists.shardCount', { workchain: 0 })}
          </Text>
          <Text fz="xl" fw={650} data-testid="shard-count">
            {stats.data ? stats.data.shardchainCount : '—'}
          </Text>
        </Card>
      </SimpleGrid>
      <Group justify="flex-end">
        <Switch
          label={t('lists.showEmpty')}
          checked={showEmpty}
          onChange={(e) => onShowEmptyChange(e.currentTarget.checked)}
        />
      </Group>
      <QueryState
        data={pages.query.data}
        error={pages.query.error}
        isPending={pages.query.isPending}
        skeletonRows={PAGE_SIZE}
      >
        {(data) => <BlocksTable blocks={data.blocks} />}
      </QueryState>
      <Pager
        page={pages.page}
        hasPrevious={pages.hasPrevious}
        hasNext={pages.hasNext}
        onPrevious={pages.previous}
        onNext={() => void pages.next()}
      />
    </Stack>
  );
}
