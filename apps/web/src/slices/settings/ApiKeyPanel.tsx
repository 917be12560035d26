// The API keys tab (spec §2 "Settings and token screens", §4 "API key"): Create new key opens a popup
// that warns, and only its Submit asks the Admin API for a key. Each such call creates a key and revokes
// the user's current one, so it is a plain handler — no query, no retry, no prefetch — guarded against a
// second click while it runs. The new key is shown once; it lives only in the popup's own state, which
// unmounts with the popup, so closing forgets it.
import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '../../features/auth/SignInPrompt';
import { createApiKey, isUnauthorized } from '../../shared/api/admin';
import { showToast } from '../../shared/ui/toast-store';

export function ApiKeyPanel({ accessToken }: { accessToken: string | null }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap="sm" align="flex-start" data-testid="api-key-panel">
      <Text>{t('settings.apiKey.about')}</Text>
      <Button onClick={() => setOpened(true)} data-testid="api-key-create">
        {t('settings.apiKey.create')}
      </Button>
      {/* Mounted only while open: closing drops the popup's state, the key with it. */}
      {opened && <ApiKeyModal accessToken={accessToken} onClose={() => setOpened(false)} />}
    </Stack>
  );
}

type Step =
  | { kind: 'confirm' }
  | { kind: 'submitting' }
  | { kind: 'created'; key: string }
  | { kind: 'unauthorized' };

function ApiKeyModal({ accessToken, onClose }: { accessToken: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'confirm' });
  // A double click must not spend two calls (each one revokes the key the one before made).
  const inFlight = useRef(false);

  const submit = async () => {
    if (inFlight.current) return;
    if (!accessToken) {
      setStep({ kind: 'unauthorized' });
      return;
    }
    inFlight.current = true;
    setStep({ kind: 'submitting' });
    // The popup cannot be closed while the call runs; should the page go meanwhile, React drops the
    // state updates below, and the key with them.
    try {
      const { personal_access_token } = await createApiKey(accessToken);
      setStep({ kind: 'created', key: personal_access_token });
    } catch (error) {
      if (isUnauthorized(error)) {
        setStep({ kind: 'unauthorized' });
      } else {
        console.error(error);
        // Told even when the popup is gone (the user left the page meanwhile): the key may not exist.
        showToast(t('auth.unknownError'), 'red');
        setStep({ kind: 'confirm' });
      }
    } finally {
      inFlight.current = false;
    }
  };

  const submitting = step.kind === 'submitting';
  return (
    <Modal
      opened
      // Not closable while the call runs: its answer is the only chance to see the key.
      onClose={submitting ? () => {} : onClose}
      closeOnEscape={!submitting}
      closeOnClickOutside={!submitting}
      withCloseButton={!submitting}
      closeButtonProps={{ 'aria-label': t('settings.apiKey.close') }}
      title={t(step.kind === 'created' ? 'settings.apiKey.createdTitle' : 'settings.apiKey.modalTitle')}
      centered
      attributes={{ content: { 'data-testid': 'api-key-modal', 'data-step': step.kind } }}
    >
      {step.kind === 'created' ? (
        <Stack gap="md">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              readOnly
              label={t('settings.apiKey.keyLabel')}
              description={t('settings.apiKey.keyHint')}
              value={step.key}
              onFocus={(event) => event.currentTarget.select()}
              style={{ flex: 1, minWidth: 0 }}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              data-testid="api-key-value"
            />
            <CopyButton value={step.key}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  color={copied ? 'teal' : undefined}
                  onClick={copy}
                  data-testid="api-key-copy"
                  data-copied={copied}
                >
                  {copied ? t('common.copied') : t('common.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button onClick={onClose} data-testid="api-key-close">
              {t('settings.apiKey.close')}
            </Button>
          </Group>
        </Stack>
      ) : step.kind === 'unauthorized' ? (
        <Stack gap="md">
          <SignInPrompt reason="authorizationError" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-testid="api-key-close">
              {t('settings.apiKey.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Alert color="yellow" data-testid="api-key-warning">
            {t('settings.apiKey.warning')}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={submitting} data-testid="api-key-cancel">
              {t('settings.apiKey.cancel')}
            </Button>
            <Button
              onClick={() => void submit()}
              loading={submitting}
              disabled={submitting}
              data-testid="api-key-submit"
            >
              {t('settings.apiKey.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
