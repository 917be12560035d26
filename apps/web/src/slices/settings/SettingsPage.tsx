// Account settings (spec §2 "Settings and token screens"): the signed-in user's tabs — My tokens, My
// token lists, API keys, and Assets for admins. The tab is the URL (/settings/<tab>); the route has
// already sent an unknown path to My tokens. A visitor who is not signed in sees the tabs (Assets aside)
// and a sign-in prompt in place of every panel; while a stored sign-in loads, a loader, so the prompt
// does not flash for a user who is signed in.
import { Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '../../features/auth/SignInPrompt';
import { type AuthSnapshot, useAuth } from '../../features/auth/session';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { ApiKeyPanel } from './ApiKeyPanel';
import { type SettingsTab, visibleTabs } from './settings-tabs';

export function SettingsPage({
  tab,
  onTabChange,
}: {
  tab: SettingsTab;
  onTabChange: (tab: SettingsTab) => void;
}) {
  const { t } = useTranslation();
  usePageTitle(t('settings.title'));
  const auth = useAuth();
  const tabs = visibleTabs(auth.isAdmin);
  // An Assets path for someone not (or not yet known to be) an admin: no tab is selected and the panel
  // shows outside the tab set, so nothing points at a tab that is not there.
  const listed = tabs.includes(tab);
  const panel = <SettingsPanel tab={tab} auth={auth} />;
  return (
    <Stack gap="md" data-testid="settings-page" data-tab={tab}>
      <Title order={1} fz="h2">
        {t('settings.title')}
      </Title>
      <Tabs value={listed ? tab : null} onChange={(value) => value && onTabChange(value as SettingsTab)}>
        <Tabs.List>
          {tabs.map((tb) => (
            <Tabs.Tab key={tb} value={tb} data-testid={`settings-tab-${tb}`}>
              {/* The counts (token lists, pending proposals) come with the token-list and asset work. */}
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

function SettingsPanel({ tab, auth }: { tab: SettingsTab; auth: AuthSnapshot }) {
  const { t } = useTranslation();
  if (auth.status === 'uninitialized' || auth.status === 'loading')
    return <Loader size="sm" role="status" aria-label={t('common.loading')} data-testid="settings-loading" />;
  if (auth.status === 'signedOut') return <SignInPrompt />;
  switch (tab) {
    // My tokens and My token lists fill in with the token-ownership and token-list work; until then a
    // signed-in user has none to show.
    case 'addresses':
      return <Empty text={t('settings.empty.addresses')} />;
    case 'token-lists':
      return <Empty text={t('settings.empty.tokenLists')} />;
    case 'api-key':
      return <ApiKeyPanel accessToken={auth.accessToken} />;
    case 'assets':
      // The proposals come with the asset-moderation work.
      return auth.isAdmin ? (
        <Empty text={t('settings.empty.assets')} />
      ) : (
        <Text c="dimmed" data-testid="settings-admin-only">
          {t('settings.adminOnly')}
        </Text>
      );
  }
}

function Empty({ text }: { text: string }) {
  return (
    <Text c="dimmed" data-testid="settings-empty">
      {text}
    </Text>
  );
}
