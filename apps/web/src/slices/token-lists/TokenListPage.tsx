// A token list's page (spec §2 "Token list detail"): the header — icon, name and description as untrusted
// text, verified badge, last updated, List settings for the owner, the JSON source (its manifest) — and
// the Tokens and Proposed tokens tabs (the tab is the URL), each with its counter and a search box
// (300 ms debounce). Add token is offered to the owner and managers, Propose token to other signed-in
// users, neither on the system list (roles.ts).
import { Anchor, Badge, Group, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { TOKEN_LIST_LIMITS } from '@tvmscan/api-schema/values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuthSnapshot, useAuth } from '../../features/auth/session';
import { fetchTokenList, fetchTokenListRole } from '../../shared/api/token-lists';
import { formatDateTime } from '../../shared/lib/format';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { QueryState } from '../../shared/ui/QueryState';
import { UntrustedText } from '../../shared/ui/UntrustedText';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { AddToken } from './AddToken';
import { absoluteUrl, ListIcon, VerifiedListBadge } from './ListCells';
import { ListProposals, ListTokens } from './ListEntries';
import { ListSettings } from './ListSettings';
import { canEditSettings, canManage, canReorder, entryAction, type ListRole } from './roles';
import { SEARCH_DEBOUNCE_MS } from './TokenListsPage';

const TABS = ['tokens', 'proposals'] as const;
export type ListTab = (typeof TABS)[number];

/** The signed-in user's role in the list; null for a visitor, and until the Admin API has answered. */
function useListRole(
  listId: string,
  auth: AuthSnapshot,
): { role: ListRole; signedIn: boolean; token: string | null } {
  const token = auth.status === 'signedIn' ? auth.accessToken : null;
  const { data } = useQuery({
    queryKey: ['token-lists', 'role', listId, token],
    queryFn: ({ signal }) => fetchTokenListRole(token ?? '', listId, signal),
    enabled: token !== null,
    staleTime: 0,
  });
  return { role: token !== null ? (data ?? null) : null, signedIn: token !== null, token };
}

export function TokenListPage({ id, tab }: { id: string; tab: ListTab }) {
  return <TokenListView id={id} tab={tab} auth={useAuth()} />;
}

/** The page for a given sign-in state (the page passes the app's; tests pass their own). */
export function TokenListView({ id, tab, auth }: { id: string; tab: ListTab; auth: AuthSnapshot }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useQuery({
    queryKey: ['token-lists', 'list', id],
    queryFn: ({ signal }) => fetchTokenList(id, signal),
    staleTime: 0,
  });
  usePageTitle(list.data?.name ?? t('tokenLists.title'));
  const { role, signedIn, token } = useListRole(id, auth);
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const action = entryAction(id, signedIn, role);
  const goTab = (next: ListTab) =>
    void navigate({
      to: next === 'tokens' ? '/token-lists/$id' : '/token-lists/$id/proposals',
      params: { id },
    });
  return (
    <QueryState data={list.data} error={list.error} isPending={list.isPending} notFound={<NotFoundPage />}>
      {(l) => (
        <Stack gap="md" data-testid="token-list-page" data-id={l.id} data-role={roleName(role)}>
          <Group justify="space-between" align="flex-start">
            <Group gap="sm" wrap="nowrap" align="center">
              <ListIcon url={l.asset_logo_url} size={48} />
              <Title order={1} fz="h2" data-testid="token-list-name">
                <UntrustedText value={l.name} />
              </Title>
              {l.verified && <VerifiedListBadge />}
            </Group>
            <Group gap="xs">
              {canEditSettings(id, role) && token && (
                <ListSettings list={l} accessToken={token} ownerEmail={auth.profile?.email ?? null} />
              )}
              <Anchor
                href={absoluteUrl(l.manifest_url)}
                target="_blank"
                rel="noopener noreferrer"
                fz="sm"
                data-testid="token-list-json"
              >
                {t('tokenLists.jsonSource')}
              </Anchor>
            </Group>
          </Group>
          {l.description && (
            <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="token-list-description">
              <UntrustedText value={l.description} />
            </Text>
          )}
          <Text fz="sm" data-testid="token-list-updated">
            {t('tokenLists.updated', { date: formatDateTime(l.updated_at, { lang: i18n.language }) })}
          </Text>
          <Tabs value={tab} onChange={(value) => value && goTab(value as ListTab)}>
            <Group justify="space-between" align="flex-end" wrap="wrap">
              <Tabs.List>
                {TABS.map((tb) => (
                  <Tabs.Tab
                    key={tb}
                    value={tb}
                    data-testid={`token-list-tab-${tb}`}
                    rightSection={
                      <Badge size="sm" variant="filled" color="gray.7" data-testid={`token-list-${tb}-count`}>
                        {tb === 'tokens' ? l.tokens_count : l.proposals_count}
                      </Badge>
                    }
                  >
                    {t(`tokenLists.tabs.${tb}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Group gap="xs" align="flex-end">
                <TextInput
                  size="xs"
                  aria-label={t('tokenLists.searchTokens')}
                  placeholder={t('tokenLists.searchTokens')}
                  value={search}
                  onChange={(e) => setSearch(e.currentTarget.value)}
                  maxLength={TOKEN_LIST_LIMITS.nameLength}
                  data-testid="token-list-search"
                />
                {action && token && <AddToken listId={id} accessToken={token} mode={action} />}
              </Group>
            </Group>
            {/* Only the open tab's panel: the other's rows are not asked for. */}
            <Tabs.Panel value={tab} pt="md">
              {tab === 'tokens' ? (
                <ListTokens
                  key={settled}
                  listId={id}
                  search={settled}
                  accessToken={token}
                  manage={canManage(id, role)}
                  reorder={canReorder(id, role, search)}
                />
              ) : (
                <ListProposals
                  key={settled}
                  listId={id}
                  search={settled}
                  accessToken={token}
                  manage={canManage(id, role)}
                />
              )}
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </QueryState>
  );
}

const roleName = (role: ListRole) =>
  role === null ? 'none' : role.is_owner ? 'owner' : role.is_manager ? 'manager' : 'user';
