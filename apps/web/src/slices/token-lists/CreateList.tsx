// Create list (spec §2 "My token lists" and the public page, offered to signed-in users): a modal with
// the token list form; the new list's page opens once it is saved.
import { Button, Modal } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createTokenList } from '../../shared/api/token-lists';
import { emptyListForm } from './fields';
import { createBody, ListForm } from './ListForm';

export function CreateList({ accessToken, ownerEmail }: { accessToken: string; ownerEmail: string | null }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <>
      <Button size="xs" onClick={() => setOpened(true)} data-testid="list-create">
        {t('tokenLists.actions.create')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        closeButtonProps={{ 'aria-label': t('tokenLists.actions.close') }}
        title={t('tokenLists.create.title')}
        size="lg"
      >
        {opened && (
          <ListForm
            initial={emptyListForm()}
            ownId={null}
            ownerEmail={ownerEmail}
            submitLabel={t('tokenLists.actions.createSubmit')}
            testId="list-create-form"
            onSubmit={async (values) => {
              const { id } = await createTokenList(accessToken, createBody(values));
              await queryClient.invalidateQueries({ queryKey: ['token-lists'] });
              setOpened(false);
              await navigate({ to: '/token-lists/$id', params: { id } });
            }}
          />
        )}
      </Modal>
    </>
  );
}
