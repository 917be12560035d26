// Latest messages: the elector's traffic hidden unless Elector is on.
import { Link } from '@tanstack/react-router';
import type { Message } from '@tvmscan/api-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shorten } from '../../shared/lib/address';
import { messageUrl } from '../../shared/lib/chain';
import { formatTime } from '../../shared/lib/format';
import { Amount } from '../../shared/ui/Amount';
import { useLatestMessages } from './hooks';
import { LatestPanel } from './LatestPanel';

export function LatestMessagesPanel() {
  const { t } = useTranslation();
  const [elector, setElector] = useState(false);
  const query = useLatestMessages(elector);
  return (
    <LatestPanel<Message>
      title={t('main.messages.title')}
      testId="latest-messages"
      viewAll="/messages"
      toggles={[
        {
          label: t('main.messages.elector'),
          testId: 'toggle-messages-elector',
          checked: elector,
          onChange: setElector,
        },
      ]}
      query={{ ...query, data: query.data?.messages }}
      rowKey={(m) => `${m.messageHash}:${m.transactionHash}:${m.isOut}`}
      rowTestId="message-row"
      columns={[
        {
          header: t('main.messages.hash'),
          mono: true,
          cell: (m) => <Link to={messageUrl(m.messageHash)}>{shorten(m.messageHash, 6)}</Link>,
        },
        { header: t('main.messages.type'), cell: (m) => t(`message.types.${m.messageType}`) },
        { header: t('main.messages.value'), right: true, cell: (m) => <Amount nano={m.messageValue} /> },
        { header: t('main.messages.time'), right: true, cell: (m) => formatTime(m.transactionTime) },
      ]}
    />
  );
}
