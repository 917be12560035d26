// A page of message occurrences as a table (block tab, messages list). Rows carry data-testid="message-row".
import { Badge, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Message } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { shorten } from '../../shared/lib/address';
import { accountUrl, messageUrl, transactionUrl } from '../../shared/lib/chain';
import { formatDateTime } from '../../shared/lib/format';
import { Amount } from '../../shared/ui/Amount';

function AddressCell({ address }: { address: string | null }) {
  return address ? <Link to={accountUrl(address)}>{shorten(address, 6)}</Link> : <>—</>;
}

/** A message as a list shows it; occurrence fields are absent where rows are messages, not occurrences. */
export type MessageRow = Pick<
  Message,
  'messageHash' | 'messageType' | 'srcAddress' | 'dstAddress' | 'messageValue'
> &
  Partial<Pick<Message, 'transactionHash' | 'transactionTime' | 'isOut'>>;

export function MessagesTable({ messages }: { messages: readonly MessageRow[] }) {
  const { t, i18n } = useTranslation();
  // Chain views (the diagram) list messages without the transaction they occurred in.
  const occurrences = messages.some((m) => m.transactionHash !== undefined);
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table highlightOnHover verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('message.fields.hash')}</Table.Th>
            <Table.Th>{t('message.fields.type')}</Table.Th>
            <Table.Th>{t('message.fields.from')}</Table.Th>
            <Table.Th>{t('message.fields.to')}</Table.Th>
            <Table.Th ta="right">{t('message.fields.value')}</Table.Th>
            {occurrences && <Table.Th>{t('message.fields.transaction')}</Table.Th>}
            {occurrences && <Table.Th ta="right">{t('message.fields.time')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((m) => (
            <Table.Tr key={`${m.messageHash}:${m.transactionHash}:${m.isOut}`} data-testid="message-row">
              <Table.Td ff="monospace">
                <Link to={messageUrl(m.messageHash)}>{shorten(m.messageHash, 6)}</Link>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" size="sm">
                  {t(`message.types.${m.messageType}`)}
                </Badge>
              </Table.Td>
              <Table.Td ff="monospace">
                <AddressCell address={m.srcAddress} />
              </Table.Td>
              <Table.Td ff="monospace">
                <AddressCell address={m.dstAddress} />
              </Table.Td>
              <Table.Td ta="right">
                <Amount nano={m.messageValue} />
              </Table.Td>
              {m.transactionHash !== undefined && (
                <Table.Td ff="monospace">
                  <Link to={transactionUrl(m.transactionHash)}>{shorten(m.transactionHash, 6)}</Link>
                </Table.Td>
              )}
              {m.transactionTime !== undefined && (
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(m.transactionTime, { lang: i18n.language })}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
