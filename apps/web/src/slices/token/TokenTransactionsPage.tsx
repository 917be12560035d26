// Token transactions page (spec §2): the daily chart (hidden on small screens) and the list, filtered by
// kind and token through the URL (tokens-tx-kind, tokens-tx-tokens, tokens-tx-start, tokens-tx-end),
// cursor paging by 20.
import { Card, Chip, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TokenTxKind } from '@tvmscan/api-schema';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseRawAddress } from '../../shared/lib/address';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { CursorPageView } from '../../shared/ui/CursorPageView';
import { TOKEN_TRANSACTIONS_PAGE_SIZE, useTokenTransactionsPages } from './hooks';
import { TokenTransactionsTable } from './TokenTransactionsTable';
import { TOKEN_TX_KINDS, type TokenTransactionsSearch, tokenTransactionsFilter } from './token-search';

const TokenTransactionsChart = lazy(() =>
  import('./TokenTransactionsChart').then((m) => ({ default: m.TokenTransactionsChart })),
);

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
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('token.transactionsTitle')}
      </Title>
      <Suspense fallback={null}>
        <TokenTransactionsChart txKinds={filter.txKinds} rootAddress={filter.rootAddress} />
      </Suspense>
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
          <RootFilter
            value={search['tokens-tx-tokens']}
            onChange={(v) => onSearchChange({ 'tokens-tx-tokens': v })}
          />
        </Stack>
      </Card>
      <CursorPageView pages={pages} skeletonRows={TOKEN_TRANSACTIONS_PAGE_SIZE}>
        {(data) => <TokenTransactionsTable transactions={data.data.transactions} />}
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
