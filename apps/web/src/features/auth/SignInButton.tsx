// The mobile menu's sign-in control (spec §2): a Sign in button for a visitor who is not signed in. In
// the header's one row the wallet dropdown offers Sign in instead (AccountEntries): the row has no room
// for another button beside the wallet's without losing a navigation entry at every width up to the
// container's. A signed-in user finds their entries and Sign out in the wallet dropdown; while a stored
// sign-in loads, nothing shows.
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeploymentConfig } from '../../shared/config/deployment';
import { errorText } from '../../shared/lib/error-text';
import { showToast } from '../../shared/ui/toast-store';
import { signIn, useAuth } from './session';

export function SignInButton() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const { services } = useDeploymentConfig();
  if (status !== 'signedOut' || !services.identityProvider) return null;
  return (
    <Button
      size="sm"
      variant="default"
      onClick={() => void signIn().catch((error: unknown) => showToast(errorText(error), 'red'))}
      data-testid="sign-in-button"
    >
      {t('auth.signIn')}
    </Button>
  );
}
