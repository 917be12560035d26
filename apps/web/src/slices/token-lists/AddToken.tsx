// Add token (the owner and managers) or Propose token (any other signed-in user) for a list (spec §2,
// §5 "Add or propose a token"): one token root address, required and valid here; whether it is a token
// submitted for verification, verified for a verified-only list, and not already in (or proposed for,
// or declined by) the list, the server decides — its refusal (the spec §8 text) shows in an error alert.
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnauthorized } from '../../shared/api/admin';
import { addListTokens, proposeListTokens } from '../../shared/api/token-lists';
import { errorText } from '../../shared/lib/error-text';
import { CheckedInput } from '../token-assets/CheckedInput';
import { addressProblem, rootAddressOf } from '../token-assets/fields';

export function AddToken({
  listId,
  accessToken,
  mode,
}: {
  listId: string;
  accessToken: string;
  mode: 'add' | 'propose';
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const root = rootAddressOf(address);
  const close = () => {
    setOpened(false);
    setAddress('');
    setError(null);
  };
  const submit = async () => {
    if (!root) return;
    setSending(true);
    setError(null);
    try {
      await (mode === 'add' ? addListTokens : proposeListTokens)(accessToken, listId, [root]);
      await queryClient.invalidateQueries({ queryKey: ['token-lists'] });
      close();
    } catch (failure) {
      console.error(failure);
      setError(isUnauthorized(failure) ? t('tokenAssets.authorizationError') : errorText(failure));
    } finally {
      setSending(false);
    }
  };
  const label = t(mode === 'add' ? 'tokenLists.actions.addToken' : 'tokenLists.actions.proposeToken');
  return (
    <>
      <Button size="xs" onClick={() => setOpened(true)} data-testid={`list-${mode}-token`}>
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        closeButtonProps={{ 'aria-label': t('tokenLists.actions.close') }}
        title={label}
      >
        <Stack gap="sm">
          <CheckedInput
            label={t('tokenAssets.add.address')}
            value={address}
            onChange={(next) => {
              setAddress(next);
              setError(null);
            }}
            check={addressProblem}
            required
            testId="list-token-address"
          />
          {error && (
            <Alert color="red" role="alert" data-testid="list-token-error">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              onClick={() => void submit()}
              disabled={!root || sending}
              loading={sending}
              data-testid="list-token-submit"
            >
              {label}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
