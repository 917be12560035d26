// Latest messages: 6 rows, the elector's traffic hidden unless Elector is on.
import { Button, Switch, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shorten } from '../../shared/lib/address';
import { messageUrl } from '../../shared/lib/chain';
import { formatTime } from '../../shared/lib/format';
import { Amount } from '../../shared/ui/Amount';
import { Panel } from '../../shared/ui/Panel';
import { QueryState } from '../../shared/ui/QueryState';
import { PANEL_ROWS, useLatestMessages } from './hooks';

export function LatestMessagesPanel() {
  const { t } = useTranslation();
  const [elector, setElector] = useState(false);
  const query = useLatestMessages(elector);
  return (
    <Panel
      title={t('main.messages.title')}
      testId="latest-messages"
      controls={
        <Switch
          size="sm"
          label={t('main.messages.elector')}
          checked={elector}
          onChange={(e) => setElector(e.currentTarget.checked)}
        />
      }
      footer={
        <Button component={Link} to="/messages" variant="light" size="xs">
          {t('common.viewAll')}
        </Button>
      }
    >
      <QueryState data={query.data} error={query.error} isPending={query.isPending} skeletonRows={PANEL_ROWS}>
        {(data) => (
          <Table.ScrollContainer minWidth={420}>
            <Table highlightOnHover verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('main.messages.hash')}</Table.Th>
                  <Table.Th>{t('main.messages.type')}</Table.Th>
                  <Table.Th ta="right">{t('main.messages.value')}</Table.Th>
                  <Table.Th ta="right">{t('main.messages.time')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.messages.map((m) => (
                  <Table.Tr
                    key={`${m.messageHash}:${m.transactionHash}:${m.isOut}`}
                    data-testid="message-row"
                  >
                    <Table.Td ff="monospace">
                      <Link to={messageUrl(m.messageHash)}>{shorten(m.messageHash, 6)}</Link>
                    </Table.Td>
                    <Table.Td>{t(`message.types.${m.messageType}`)}</Table.Td>
                    <Table.Td ta="right">
                      <Amount nano={m.messageValue} />
                    </Table.Td>
                    <Table.Td ta="right">{formatTime(m.transactionTime)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Panel>
  );
}
