// The §6 prompt a signed-in screen shows a visitor who is not: "You must be logged in to continue" (or,
// after a call the Admin API refused, the authorization error) with a Sign in button that comes back here.
import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/lib/error-text';
import { showToast } from '../../shared/ui/toast-store';
import { signIn } from './session';

export function SignInPrompt({
  reason = 'loginRequired',
}: {
  reason?: 'loginRequired' | 'authorizationError';
}) {
  const { t } = useTranslation();
  const start = () => void signIn().catch((error: unknown) => showToast(errorText(error), 'red'));
  return (
    <Alert
      color={reason === 'authorizationError' ? 'red' : 'blue'}
      data-testid="sign-in-prompt"
      data-reason={reason}
    >
      <Group justify="space-between" gap="sm">
        <span>{t(`auth.${reason}`)}</span>
        <Button size="xs" onClick={start} data-testid="sign-in-prompt-button">
          {t('auth.signIn')}
        </Button>
      </Group>
    </Alert>
  );
}
