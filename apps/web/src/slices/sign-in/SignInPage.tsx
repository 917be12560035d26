// The sign-in and registration screens (/signin, /registration) of the embedded provider's interaction
// (apps/identity). The provider sends the browser here with `?uid=`; the form posts to its steps and
// the browser follows the redirect it answers, back to the provider and from there to the app. Opened
// without a uid (a bookmark, the route table's /registration), the screen starts a sign-in first.
// Fields follow spec §4: checked 100 ms after typing pauses, problems shown once a field is dirty.
import {
  Alert,
  Anchor,
  Button,
  Center,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { IDENTITY_LIMITS } from '@tvmscan/api-schema/values';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signIn } from '../../features/auth/session';
import { ApiError } from '../../shared/api/client';
import { errorText } from '../../shared/lib/error-text';
import { useFieldCheck } from '../../shared/lib/use-field-check';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { emailProblem, type FieldProblem, passwordProblem } from './credentials';
import { confirmInteraction, interactionDetails, submitCredentials } from './interaction';

export type SignInMode = 'signin' | 'registration';

export function SignInPage({ mode, uid }: { mode: SignInMode; uid?: string }) {
  const { t } = useTranslation();
  usePageTitle(t(mode === 'signin' ? 'auth.screen.signInTitle' : 'auth.screen.registrationTitle'));
  return (
    <Center py="xl">
      <Paper withBorder p="lg" radius="md" w="100%" maw={420} data-testid="sign-in-page" data-mode={mode}>
        {uid ? <Interaction mode={mode} uid={uid} /> : <StartSignIn mode={mode} />}
      </Paper>
    </Center>
  );
}

/** No interaction yet: start one at the provider, which comes back here with its uid. */
function StartSignIn({ mode }: { mode: SignInMode }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    signIn({ signup: mode === 'registration', returnTo: '/' }).catch((error: unknown) =>
      setFailure(errorText(error)),
    );
  }, [mode]);
  if (failure)
    return (
      <Alert color="red" role="alert">
        {failure}
      </Alert>
    );
  return (
    <Stack align="center" gap="sm">
      <Loader size="sm" />
      <span>{t('auth.screen.redirecting')}</span>
    </Stack>
  );
}

function Interaction({ mode, uid }: { mode: SignInMode; uid: string }) {
  const { t } = useTranslation();
  const details = useQuery({
    queryKey: ['interaction', uid],
    queryFn: () => interactionDetails(uid),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const consent = details.data?.prompt === 'consent';
  // Our own client's consent is granted without asking (apps/identity): confirm and go on.
  useEffect(() => {
    if (!consent) return;
    confirmInteraction(uid).then(
      ({ redirectTo }) => window.location.assign(redirectTo),
      (error: unknown) => console.error(error),
    );
  }, [consent, uid]);

  if (details.isError)
    return (
      <Stack gap="sm" data-testid="sign-in-expired">
        <Alert color="orange" role="alert">
          {t('auth.screen.expired')}
        </Alert>
        <Button onClick={() => void signIn({ signup: mode === 'registration', returnTo: '/' })}>
          {t('auth.screen.startAgain')}
        </Button>
      </Stack>
    );
  if (!details.data || consent)
    return (
      <Center>
        <Loader size="sm" />
      </Center>
    );
  return <CredentialsForm mode={mode} uid={uid} />;
}

function CredentialsForm({ mode, uid }: { mode: SignInMode; uid: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<{ field: 'email' | 'password' | null; text: string } | null>(null);
  const say = (problem: FieldProblem | null) => (problem ? t(problem.key, problem.values) : null);
  const emailCheck = useFieldCheck(email, (value) => say(emailProblem(value)));
  const passwordCheck = useFieldCheck(password, (value) => say(passwordProblem(value)));
  const registering = mode === 'registration';

  async function submit(event: FormEvent) {
    event.preventDefault();
    emailCheck.touch();
    passwordCheck.touch();
    if (emailProblem(email) || passwordProblem(password)) return;
    setSending(true);
    setRefusal(null);
    try {
      const { redirectTo } = await submitCredentials(uid, registering ? 'register' : 'login', {
        email: email.trim(),
        password,
      });
      window.location.assign(redirectTo);
    } catch (error) {
      setSending(false);
      setRefusal(refusalOf(error, t));
    }
  }

  const fieldRefusal = (field: 'email' | 'password') => (refusal?.field === field ? refusal.text : null);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="sign-in-form">
      <Stack gap="md">
        <Title order={1} fz="h3">
          {t(registering ? 'auth.screen.registrationTitle' : 'auth.screen.signInTitle')}
        </Title>
        {refusal && !refusal.field && (
          <Alert color="red" role="alert" data-testid="sign-in-refusal">
            {refusal.text}
          </Alert>
        )}
        <TextInput
          label={t('auth.screen.email')}
          type="email"
          autoComplete={registering ? 'email' : 'username'}
          value={email}
          maxLength={IDENTITY_LIMITS.emailLength + 16}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            emailCheck.touch();
          }}
          onBlur={emailCheck.touch}
          error={emailCheck.error ?? fieldRefusal('email')}
          data-testid="sign-in-email"
          required
        />
        <PasswordInput
          label={t('auth.screen.password')}
          description={
            registering
              ? t('auth.screen.passwordHint', { min: IDENTITY_LIMITS.passwordMinLength })
              : undefined
          }
          autoComplete={registering ? 'new-password' : 'current-password'}
          value={password}
          maxLength={IDENTITY_LIMITS.passwordMaxLength + 16}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            passwordCheck.touch();
          }}
          onBlur={passwordCheck.touch}
          error={passwordCheck.error ?? fieldRefusal('password')}
          data-testid="sign-in-password"
          required
        />
        <Button type="submit" loading={sending} data-testid="sign-in-submit">
          {t(registering ? 'auth.screen.submitRegistration' : 'auth.screen.submitSignIn')}
        </Button>
        {registering ? (
          <Anchor renderRoot={(props) => <Link to="/signin" search={{ uid }} {...props} />} {...switchLink}>
            {t('auth.screen.toSignIn')}
          </Anchor>
        ) : (
          <Anchor
            renderRoot={(props) => <Link to="/registration" search={{ uid }} {...props} />}
            {...switchLink}
          >
            {t('auth.screen.toRegistration')}
          </Anchor>
        )}
      </Stack>
    </form>
  );
}

const switchLink = { fz: 'sm', ta: 'center', 'data-testid': 'sign-in-switch' } as const;

/** What the provider's refusal says, in the visitor's language where the catalog has it. */
function refusalOf(
  error: unknown,
  t: (key: string) => string,
): { field: 'email' | 'password' | null; text: string } {
  if (!(error instanceof ApiError)) return { field: null, text: t('auth.unknownError') };
  if (error.status === 409) return { field: 'email', text: t('auth.field.emailTaken') };
  if (error.status === 401) return { field: 'password', text: t('auth.field.wrongCredentials') };
  if (error.status === 400 && error.field === 'uid') return { field: null, text: t('auth.screen.expired') };
  // A 429 carries its wait in its text; a schema's refusal names its field, and says so in a
  // `field: ` prefix the form has no use for (the text shows under that field).
  const field = error.field === 'email' || error.field === 'password' ? error.field : null;
  if (error.status >= 500) return { field: null, text: t('auth.unknownError') };
  return { field, text: field ? error.message.replace(`${field}: `, '') : error.message };
}
