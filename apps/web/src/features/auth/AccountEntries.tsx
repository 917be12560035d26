// A signed-in user's entries (spec §2 "Wallet dropdown"): My tokens, My token lists, API keys, Assets for
// admins, and Sign out; shown in the wallet dropdown under the account's email. A visitor who is not
// signed in gets Sign in there: the header's sign-in control (the mobile menu has a button of its own).
import { Button, Divider, NavLink, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDeploymentConfig } from '../../shared/config/deployment';
import { errorText } from '../../shared/lib/error-text';
import { showToast } from '../../shared/ui/toast-store';
import { signIn, signOut, useAuth } from './session';

const ENTRIES = [
  { to: '/settings/addresses', key: 'myTokens', adminOnly: false },
  { to: '/settings/token-lists', key: 'myTokenLists', adminOnly: false },
  { to: '/settings/api-key', key: 'apiKeys', adminOnly: false },
  { to: '/settings/assets', key: 'assets', adminOnly: true },
] as const;

export function AccountEntries({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { status, profile, isAdmin } = useAuth();
  const { services } = useDeploymentConfig();
  if (status === 'signedOut' && services.identityProvider)
    return (
      <Stack gap={4}>
        <Divider />
        <Button
          size="xs"
          variant="default"
          onClick={() => void signIn().catch((error: unknown) => showToast(errorText(error), 'red'))}
          data-testid="wallet-sign-in"
        >
          {t('auth.signIn')}
        </Button>
      </Stack>
    );
  if (status !== 'signedIn') return null;
  return (
    <Stack gap={4} data-testid="account-entries">
      <Divider />
      <Text fz="xs" c="dimmed">
        {t('auth.account')}
      </Text>
      <Text fz="sm" truncate="end" title={profile?.email ?? undefined} data-testid="account-email">
        {profile?.email}
      </Text>
      {ENTRIES.filter((entry) => isAdmin || !entry.adminOnly).map((entry) => (
        <NavLink
          key={entry.key}
          component={Link}
          to={entry.to}
          label={t(`auth.menu.${entry.key}`)}
          onClick={onNavigate}
          data-testid={`account-entry-${entry.key}`}
        />
      ))}
      <Button
        size="xs"
        variant="default"
        onClick={() => void signOut().catch((error: unknown) => showToast(errorText(error), 'red'))}
        data-testid="sign-out"
      >
        {t('auth.signOut')}
      </Button>
    </Stack>
  );
}
