// Collections list (spec §2 "Collections and NFTs"): title, breadcrumbs, the table, cursor paging by 10.
import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { CursorPageView } from '../../shared/ui/CursorPageView';
import { ExportCsvButton } from '../../shared/ui/ExportCsvButton';
import { CollectionsTable } from './CollectionsTable';
import { COLLECTIONS_PAGE_SIZE, useCollectionsCount, useCollectionsPages } from './hooks';

export function CollectionsListPage() {
  const { t } = useTranslation();
  usePageTitle(t('nft.collectionsTitle'));
  const pages = useCollectionsPages();
  const count = useCollectionsCount();
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <Anchor component={Link} to="/">
          {t('nav.main')}
        </Anchor>
        <span>{t('nft.collectionsTitle')}</span>
      </Breadcrumbs>
      <Group justify="space-between" wrap="wrap">
        <Title order={1} fz="h2">
          {t('nft.collectionsTitle')}
        </Title>
        <Group gap="sm">
          <Text fz="sm" c="dimmed" data-testid="collections-count">
            {count.data ? t('nft.collectionsCount', { count: count.data.totalCount }) : ''}
          </Text>
          <ExportCsvButton entity="collections" filter={{}} />
        </Group>
      </Group>
      <CursorPageView pages={pages} skeletonRows={COLLECTIONS_PAGE_SIZE}>
        {(data) => <CollectionsTable collections={data.collections} />}
      </CursorPageView>
    </Stack>
  );
}
