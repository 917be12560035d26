// The public token lists page (spec §2 "Token lists page"): a name search (300 ms debounce), an
// only-verified checkbox and the lists — name, tokens count, the manifest link with copy — 20 per page,
// the built-in system list first. Create list is offered to signed-in users.
import { Checkbox, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TokenList } from '@tvmscan/api-schema';
import { TOKEN_LIST_LIMITS } from '@tvmscan/api-schema/values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../features/auth/session';
import { fetchPublicTokenLists } from '../../shared/api/token-lists';
import { usePageTitle } from '../../shared/lib/use-page-title';
import type { Column } from '../../shared/ui/PagedTable';
import { CreateList } from './CreateList';
import { ListName, ManifestLink } from './ListCells';
import { OffsetTable, pageOf } from './OffsetTable';

const PAGE = TOKEN_LIST_LIMITS.pageSize;
/** Spec §9: list search is debounced 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

export function TokenListsPage() {
  const { t } = useTranslation();
  usePageTitle(t('tokenLists.title'));
  const auth = useAuth();
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [verified, setVerified] = useState(false);
  const c = (key: string) => t(`tokenLists.columns.${key}`);
  const columns: Column<TokenList>[] = [
    { header: c('name'), cell: (list) => <ListName list={list} /> },
    {
      header: c('tokens'),
      cell: (list) => <span data-testid="public-list-tokens">{list.tokens_count}</span>,
    },
    { header: c('manifest'), cell: (list) => <ManifestLink path={list.manifest_url} /> },
  ];
  return (
    <Stack gap="md" data-testid="token-lists-page">
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {t('tokenLists.title')}
        </Title>
        {auth.status === 'signedIn' && auth.accessToken && (
          <CreateList accessToken={auth.accessToken} ownerEmail={auth.profile?.email ?? null} />
        )}
      </Group>
      <Group gap="md" align="flex-end">
        <TextInput
          label={t('tokenLists.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
          }}
          maxLength={TOKEN_LIST_LIMITS.nameLength}
          data-testid="token-lists-search"
        />
        <Checkbox
          label={t('tokenLists.onlyVerified')}
          checked={verified}
          onChange={(e) => {
            setVerified(e.currentTarget.checked);
          }}
          data-testid="token-lists-verified"
        />
      </Group>
      <OffsetTable
        key={`${name}/${verified}`}
        queryKey={['token-lists', 'public', name, verified]}
        fetchPage={(offset, signal) =>
          pageOf(
            PAGE,
            async (limit) => (await fetchPublicTokenLists({ name, verified, offset, limit }, signal)).rows,
          )
        }
        pageSize={PAGE}
        columns={columns}
        rowKey={(list) => list.id}
        rowTestId="public-list-row"
        minWidth={560}
      />
    </Stack>
  );
}
