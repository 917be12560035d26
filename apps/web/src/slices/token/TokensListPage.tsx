// Tokens list (spec §2 "Tokens"): all / trusted / custom (in the URL as `filter`), cursor paging by 20.
import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { TokenFilter } from '@tvmscan/api-schema';
import { TOKEN_FILTERS } from '@tvmscan/api-schema/values';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { CursorPageView } from '../../shared/ui/CursorPageView';
import { ExportCsvButton } from '../../shared/ui/ExportCsvButton';
import { TOKENS_PAGE_SIZE, useTokensPages } from './hooks';
import { TokensTable } from './TokensTable';

export function TokensListPage({
  filter,
  onFilterChange,
}: {
  filter: TokenFilter;
  onFilterChange: (filter: TokenFilter) => void;
}) {
  const { t } = useTranslation();
  usePageTitle(t('token.listTitle'));
  const pages = useTokensPages(filter);
  const total = pages.query.data?.totalCount;
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('token.listTitle')}
      </Title>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label={t('token.filters.label')}
          value={filter}
          onChange={(v) => onFilterChange(v as TokenFilter)}
          data={TOKEN_FILTERS.map((value) => ({
            value,
            label: t(`token.filters.${value}`),
          }))}
          data-testid="token-filter"
        />
        <Group gap="sm">
          <Text fz="sm" c="dimmed" data-testid="tokens-count">
            {total === undefined ? '' : t('token.count', { count: total })}
          </Text>
          <ExportCsvButton entity="tokens" filter={filter === 'all' ? {} : { filter }} />
        </Group>
      </Group>
      <CursorPageView pages={pages} skeletonRows={TOKENS_PAGE_SIZE}>
        {(data) => <TokensTable tokens={data.rootTokenContracts} />}
      </CursorPageView>
    </Stack>
  );
}
