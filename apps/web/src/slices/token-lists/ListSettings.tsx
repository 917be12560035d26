// The token list settings modal (spec §2, the owner only): General — the token list form prefilled with
// the list, its managers and its icon (read back from the sanitized SVG) — and Delete, which waits for the
// list's exact name and then goes to My token lists. Failures are logged and shown as the unknown error.
import { Alert, Button, Loader, Modal, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { TokenList } from '@tvmscan/api-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteTokenList, fetchTokenListManagers, updateTokenList } from '../../shared/api/token-lists';
import { fetchLogo } from '../token-assets/logo';
import { deleteConfirmed } from './fields';
import { ListForm, updateBody } from './ListForm';

export function ListSettings({
  list,
  accessToken,
  ownerEmail,
}: {
  list: TokenList;
  accessToken: string;
  ownerEmail: string | null;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpened(true)} data-testid="list-settings">
        {t('tokenLists.actions.settings')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        closeButtonProps={{ 'aria-label': t('tokenLists.actions.close') }}
        title={t('tokenLists.settings.title')}
        size="lg"
      >
        {opened && (
          <Tabs defaultValue="general">
            <Tabs.List>
              <Tabs.Tab value="general" data-testid="list-settings-general">
                {t('tokenLists.settings.general')}
              </Tabs.Tab>
              <Tabs.Tab value="delete" data-testid="list-settings-delete">
                {t('tokenLists.settings.delete')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="general" pt="md">
              <General
                list={list}
                accessToken={accessToken}
                ownerEmail={ownerEmail}
                onDone={() => setOpened(false)}
              />
            </Tabs.Panel>
            <Tabs.Panel value="delete" pt="md">
              <Delete list={list} accessToken={accessToken} />
            </Tabs.Panel>
          </Tabs>
        )}
      </Modal>
    </>
  );
}

function General({
  list,
  accessToken,
  ownerEmail,
  onDone,
}: {
  list: TokenList;
  accessToken: string;
  ownerEmail: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const managers = useQuery({
    queryKey: ['token-lists', 'managers', list.id, accessToken],
    queryFn: ({ signal }) => fetchTokenListManagers(accessToken, list.id, signal),
    staleTime: 0,
  });
  const logo = useQuery({
    queryKey: ['token-lists', 'icon', list.asset_logo_url],
    queryFn: ({ signal }) => fetchLogo(list.asset_logo_url, signal),
    staleTime: 0,
  });
  if (managers.isPending || logo.isPending)
    return <Loader size="sm" role="status" aria-label={t('common.loading')} />;
  if (managers.isError) {
    console.error(managers.error);
    return (
      <Alert color="red" role="alert">
        {t('tokenAssets.unknownError')}
      </Alert>
    );
  }
  return (
    <ListForm
      initial={{
        isPublic: list.is_public,
        verified: list.verified,
        logo: logo.data ?? null,
        name: list.name,
        description: list.description,
        url: list.url,
        managers: managers.data,
      }}
      ownId={list.id}
      ownerEmail={ownerEmail}
      submitLabel={t('tokenLists.actions.save')}
      testId="list-settings-form"
      onSubmit={async (values) => {
        await updateTokenList(accessToken, list.id, updateBody(values));
        await queryClient.invalidateQueries({ queryKey: ['token-lists'] });
        onDone();
      }}
    />
  );
}

function Delete({ list, accessToken }: { list: TokenList; accessToken: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [failed, setFailed] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    setDeleting(true);
    setFailed(false);
    try {
      await deleteTokenList(accessToken, list.id);
      queryClient.removeQueries({ queryKey: ['token-lists', 'list', list.id] });
      await queryClient.invalidateQueries({ queryKey: ['token-lists'] });
      await navigate({ to: '/settings/$', params: { _splat: 'token-lists' } });
    } catch (error) {
      console.error(error);
      setFailed(true);
      setDeleting(false);
    }
  };
  return (
    <Stack gap="sm">
      <Text fz="sm">{t('tokenLists.settings.deleteAbout')}</Text>
      <TextInput
        label={t('tokenLists.settings.deleteType')}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        data-testid="list-delete-name"
      />
      {failed && (
        <Alert color="red" role="alert" data-testid="list-delete-error">
          {t('tokenAssets.unknownError')}
        </Alert>
      )}
      <Button
        color="red.9"
        disabled={!deleteConfirmed(typed, list.name) || deleting}
        loading={deleting}
        onClick={() => void remove()}
        data-testid="list-delete"
      >
        {t('tokenLists.settings.deleteSubmit')}
      </Button>
    </Stack>
  );
}
