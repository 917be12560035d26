// Messages list: filter by message type (in the URL as `msg-types`), cursor paging by 20.
import { MultiSelect, Stack, Title } from '@mantine/core';
import type { MessageType } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { PagedMessages } from '../../features/message-list/PagedMessages';
import { usePageTitle } from '../../shared/lib/use-page-title';

export const MESSAGE_TYPES: readonly MessageType[] = ['Internal', 'ExternalIn', 'ExternalOut'];

export function MessagesListPage({
  types,
  onTypesChange,
}: {
  types: MessageType[];
  onTypesChange: (t: MessageType[]) => void;
}) {
  const { t } = useTranslation();
  usePageTitle(t('message.listTitle'));
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('message.listTitle')}
      </Title>
      <MultiSelect
        maw={720}
        label={t('lists.filters.types')}
        data={MESSAGE_TYPES.map((value) => ({ value, label: t(`message.types.${value}`) }))}
        value={types}
        onChange={(v) => onTypesChange(v as MessageType[])}
        clearable
      />
      <PagedMessages filter={{ limit: 20, ...(types.length ? { messageTypes: types } : {}) }} />
    </Stack>
  );
}
