// Token transactions page (spec §2): the daily chart (not even loaded on small screens, where it is
// hidden) and the list, filtered by kind, token and time range through the URL (tokens-tx-kind,
// tokens-tx-tokens, tokens-tx-start, tokens-tx-end), cursor paging by 20.
import { Card, Chip, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TokenTxKind } from '@tvmscan/api-schema';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseRawAddress } from '../../shared/lib/address';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { CursorPageView } from '../../shared/ui/CursorPageView';
import { DateRangeFilter } from '../../shared/ui/ListFilters';
import { NoData } from '../../shared/ui/NoData';
import { TOKEN_TRANSACTIONS_PAGE_SIZE, useTokenTransactionsPages } from './hooks';
import { TokenTransactionsTable } from './TokenTransactionsTable';
import { TOKEN_TX_KINDS, type TokenTransactionsSearch, tokenTransactionsFilter } from './token-search';

const TokenTransactionsChart = lazy(() =>
  import('./TokenTransactionsChart').then((m) => ({ default: m.TokenTransactionsChart })),
);

/** Spec §9: small screens go up to 767 px; the chart shows from 768 px (Mantine's `sm`, 48em) on. */
const CHART_MEDIA = '(min-width: 48em)';

export function TokenTransactionsPage({
  search,
  onSearchChange,
}: {
  search: TokenTransactionsSearch;
  onSearchChange: (patch: Partial<Record<keyof TokenTransactionsSearch, string | undefined>>) => void;
}) {
  const { t } = useTranslation();
  usePageTitle(t('token.transactionsTitle'));
  const filter = tokenTransactionsFilter(search);
  const pages = useTokenTransactionsPages(filter);
  // Read at the first render, so a small screen never mounts the chart and never fetches its data.
  const chartShown = useMediaQuery(CHART_MEDIA, undefined, { getInitialValueInEffect: false });
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('token.transactionsTitle')}
      </Title>
      {chartShown && (
        <Suspense fallback={null}>
          <TokenTransactionsChart txKinds={filter.txKinds} rootAddress={filter.rootAddress} />
        </Suspense>
      )}
      <Card withBorder padding="sm">
        <Stack gap="sm">
          <div>
            <Text fz="sm" fw={500} mb={6} id="token-kind-filter-label">
              {t('token.kindFilter')}
            </Text>
            <Chip.Group
              multiple
              value={filter.txKinds ?? []}
              onChange={(kinds) =>
                onSearchChange({ 'tokens-tx-kind': kinds.length ? orderKinds(kinds).join(',') : undefined })
              }
            >
              <Group
                gap={6}
                role="group"
                aria-labelledby="token-kind-filter-label"
                data-testid="token-kind-filter"
              >
                {TOKEN_TX_KINDS.map((kind) => (
                  <Chip key={kind} value={kind} size="xs" data-testid={`token-kind-${kind}`}>
                    {t(`token.kinds.${kind}`)}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </div>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <RootFilter
              value={search['tokens-tx-tokens']}
              onChange={(v) => onSearchChange({ 'tokens-tx-tokens': v })}
            />
            <DateRangeFilter
              startParam="tokens-tx-start"
              endParam="tokens-tx-end"
              start={search['tokens-tx-start']}
              end={search['tokens-tx-end']}
              onChange={onSearchChange}
            />
          </SimpleGrid>
        </Stack>
      </Card>
      <CursorPageView pages={pages} skeletonRows={TOKEN_TRANSACTIONS_PAGE_SIZE}>
        {(data) =>
          data.data.transactions.length ? (
            <TokenTransactionsTable transactions={data.data.transactions} />
          ) : (
            <NoData />
          )
        }
      </CursorPageView>
    </Stack>
  );
}

const orderKinds = (kinds: string[]): TokenTxKind[] => TOKEN_TX_KINDS.filter((k) => kinds.includes(k));

/** The token root address filter: committed to the URL once it is a valid raw address (or cleared). */
function RootFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (v: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const trimmed = text.trim();
  const parsed = trimmed ? parseRawAddress(trimmed) : null;
  return (
    <TextInput
      label={t('token.tokenFilter')}
      placeholder="0:…"
      value={text}
      error={trimmed && !parsed ? t('token.tokenFilterError') : undefined}
      data-testid="token-root-filter"
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        const address = next.trim() ? parseRawAddress(next.trim()) : null;
        if (!next.trim()) onChange(undefined);
        else if (address) onChange(`${address.workchain}:${address.address}`);
      }}
    />
  );
}
