// Starts the sign-in store before the first paint (so a visitor who is not signed in sees the Sign in
// button from the start, and the header does not refit), completes a sign-in response in the URL and
// goes back where that sign-in started, and greets a followed email-verification link.
import { useRouter } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { startAuth } from '../../features/auth/session';
import { showToast } from '../../shared/ui/toast-store';

/** Only a path of this app: `returnTo` came from this tab's own stored state, but is checked anyway. */
const isAppPath = (path: string): boolean => path.startsWith('/') && !path.startsWith('//');

export function useAuthStart(): void {
  const router = useRouter();
  const { t } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load
  useLayoutEffect(() => {
    startAuth().then(
      (returnTo) => {
        if (returnTo) router.history.replace(isAppPath(returnTo) ? returnTo : '/');
      },
      (error: unknown) => {
        console.error(error);
        showToast(t('auth.authorizationError'), 'red');
        router.history.replace('/');
      },
    );
    const url = new URL(window.location.href);
    if (url.searchParams.get('email_verified') === '1') {
      showToast(t('auth.emailVerified'), 'green');
      router.history.replace('/');
    }
  }, []);
}
