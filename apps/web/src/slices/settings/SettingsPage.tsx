// Account settings (spec §2 "Settings and token screens"): the signed-in user's tabs — My tokens, My
// token lists, API keys, and Assets for admins (its label counting the pending proposals). The tab is
// the URL (/settings/<tab>[/<sub-page>]); the route has already sent an unknown path to My tokens. A
// visitor who is not signed in sees the tabs (Assets aside) and a sign-in prompt in place of every
// panel — the update form keeps its step tabs, disabled; while a stored sign-in loads, a loader, so the
// prompt does not flash for a user who is signed in.
import { Badge, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '../../features/auth/SignInPrompt';
import { type AuthSnapshot, useAuth } from '../../features/auth/session';
import { fetchMyTokenListCount } from '../../shared/api/token-lists';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { AddAddress } from '../token-assets/AddAddress';
import { AdminAssets } from '../token-assets/AdminAssets';
import { AssetView } from '../token-assets/AssetView';
import { fetchAssetCount } from '../token-assets/api';
import { rootAddressOf } from '../token-assets/fields';
import type { GoTo } from '../token-assets/links';
import { MyTokens } from '../token-assets/MyTokens';
import { UpdateAsset } from '../token-assets/UpdateAsset';
import { VoteView } from '../token-assets/VoteView';
import { MyTokenLists } from '../token-lists/MyTokenLists';
import { ApiKeyPanel } from './ApiKeyPanel';
import { type SettingsLocation, type SettingsTab, visibleTabs } from './settings-tabs';

interface SettingsProps {
  location: SettingsLocation;
  onTabChange: (tab: SettingsTab) => void;
  go: GoTo;
}

export function SettingsPage(props: SettingsProps) {
  return <SettingsView {...props} auth={useAuth()} />;
}

/** The page for a given sign-in state (the page passes the app's; tests pass their own). */
export function SettingsView({ location, onTabChange, go, auth }: SettingsProps & { auth: AuthSnapshot }) {
  const { t } = useTranslation();
  usePageTitle(t('settings.title'));
  const { tab } = location;
  const tabs = visibleTabs(auth.isAdmin);
  const pending = usePendingCount(auth);
  const listCount = useMyListCount(auth);
  // An Assets path for someone not (or not yet known to be) an admin: no tab is selected and the panel
  // shows outside the tab set, so nothing points at a tab that is not there.
  const listed = tabs.includes(tab);
  const panel = <SettingsPanel location={location} auth={auth} go={go} />;
  return (
    <Stack gap="md" data-testid="settings-page" data-tab={tab} data-screen={location.screen}>
      <Title order={1} fz="h2">
        {t('settings.title')}
      </Title>
      <Tabs value={listed ? tab : null} onChange={(value) => value && onTabChange(value as SettingsTab)}>
        <Tabs.List>
          {tabs.map((tb) => (
            <Tabs.Tab
              key={tb}
              value={tb}
              data-testid={`settings-tab-${tb}`}
              rightSection={
                tb === 'assets' && pending !== null ? (
                  <Badge size="sm" color="gray.7" variant="filled" data-testid="settings-assets-count">
                    {t('settings.pendingCount', { count: pending })}
                  </Badge>
                ) : tb === 'token-lists' && listCount !== null ? (
                  <Badge size="sm" color="gray.7" variant="filled" data-testid="settings-token-lists-count">
                    {listCount}
                  </Badge>
                ) : undefined
              }
            >
              {t(`settings.tabs.${tb}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {listed && (
          <Tabs.Panel value={tab} pt="md" data-testid={`settings-panel-${tab}`}>
            {panel}
          </Tabs.Panel>
        )}
      </Tabs>
      {!listed && <div data-testid={`settings-panel-${tab}`}>{panel}</div>}
    </Stack>
  );
}

/** Spec §2: the Assets tab counts the pending proposals, for an admin (null otherwise, or unknown). */
function usePendingCount(auth: AuthSnapshot): number | null {
  const token = auth.status === 'signedIn' && auth.isAdmin ? auth.accessToken : null;
  const { data } = useQuery({
    queryKey: ['token-assets', 'pending-count', token],
    queryFn: ({ signal }) =>
      fetchAssetCount(
        token ?? '',
        { only_for_owner: false, only_last_proposal: true, status: ['Pending'] },
        signal,
      ),
    enabled: token !== null,
    staleTime: 0,
  });
  return token !== null && data ? data.count : null;
}

/** Spec §2: My token lists counts the lists the user owns or manages (null when signed out, or unknown). */
function useMyListCount(auth: AuthSnapshot): number | null {
  const token = auth.status === 'signedIn' ? auth.accessToken : null;
  const { data } = useQuery({
    queryKey: ['token-lists', 'my-count', token],
    queryFn: ({ signal }) => fetchMyTokenListCount(token ?? '', { only_my: true }, signal),
    enabled: token !== null,
    staleTime: 0,
  });
  return token !== null && data ? data.count : null;
}

function SettingsPanel({ location, auth, go }: { location: SettingsLocation; auth: AuthSnapshot; go: GoTo }) {
  const { t } = useTranslation();
  const { tab, screen, id } = location;
  if (auth.status === 'uninitialized' || auth.status === 'loading')
    return <Loader size="sm" role="status" aria-label={t('common.loading')} data-testid="settings-loading" />;
  // A token root in the path, in the raw form the Admin API takes (null: not an address).
  const root = id === null ? null : rootAddressOf(id);
  if (id !== null && root === null)
    return (
      <Text c="var(--mantine-color-error)" role="alert" data-testid="settings-wrong-address">
        {t('tokenAssets.field.wrongAddress')}
      </Text>
    );
  if (auth.status === 'signedOut')
    return screen === 'update' && root ? (
      <SubPage title={t('tokenAssets.pages.update')}>
        <SignInPrompt />
        <UpdateAsset root={root} accessToken={null} go={go} />
      </SubPage>
    ) : (
      <SignInPrompt />
    );
  const token = auth.accessToken ?? '';
  switch (tab) {
    case 'addresses':
      if (screen === 'add')
        return (
          <SubPage title={t('tokenAssets.pages.add')}>
            <AddAddress accessToken={token} sub={auth.profile?.sub ?? ''} go={go} />
          </SubPage>
        );
      if (screen === 'view' && root)
        return (
          <SubPage title={t('tokenAssets.pages.view')}>
            <AssetView root={root} mode="owner" />
          </SubPage>
        );
      if (screen === 'update' && root)
        return (
          <SubPage title={t('tokenAssets.pages.update')}>
            <UpdateAsset root={root} accessToken={auth.accessToken} go={go} />
          </SubPage>
        );
      return <MyTokens accessToken={token} />;
    case 'token-lists':
      return <MyTokenLists accessToken={token} email={auth.profile?.email ?? null} />;
    case 'api-key':
      return <ApiKeyPanel accessToken={auth.accessToken} />;
    case 'assets':
      if (!auth.isAdmin)
        return (
          <Text c="dimmed" data-testid="settings-admin-only">
            {t('settings.adminOnly')}
          </Text>
        );
      if (screen === 'view' && root)
        return (
          <SubPage title={t('tokenAssets.pages.view')}>
            <AssetView root={root} mode="admin" />
          </SubPage>
        );
      if (screen === 'vote' && root)
        return (
          <SubPage title={t('tokenAssets.pages.vote')}>
            <VoteView root={root} accessToken={auth.accessToken} go={go} />
          </SubPage>
        );
      return <AdminAssets accessToken={token} />;
  }
}

function SubPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
