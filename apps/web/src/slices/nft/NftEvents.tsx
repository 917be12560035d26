// The NFT's events (spec §3: NftCreated shown as coming from the all-zero address, with old and new owner
// or manager), 10 a page under the spec's event-list rules (./nft-events). Rows carry
// data-testid="nft-event-row".
import { Button, Card, Group, Table, Text, Title } from '@mantine/core';
import type { NftResponse } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { shorten } from '../../shared/lib/address';
import { accountUrl, transactionUrl } from '../../shared/lib/chain';
import { formatDateTime } from '../../shared/lib/format';
import { Mono } from '../../shared/ui/Mono';
import { useNftEvents } from './hooks';
import { eventsTotal, hasNextPage, pageOf } from './nft-events';

export function NftEvents({ nft }: { nft: NftResponse }) {
  const { t, i18n } = useTranslation();
  const { list, loading, next, previous } = useNftEvents(nft);
  const total = eventsTotal(list);
  const e = (key: string) => t(`nft.events.${key}`);
  const address = (a: string) => (
    <Mono value={a} to={accountUrl(a)} copyable={false}>
      {shorten(a, 6)}
    </Mono>
  );
  return (
    <Card withBorder padding="md" data-testid="nft-events">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg">
          {e('title')}
        </Title>
        {total !== null && (
          <Text fz="sm" c="dimmed" data-testid="nft-events-total">
            {t('nft.events.total', { count: total })}
          </Text>
        )}
      </Group>
      {list.items.length === 0 ? (
        <Text c="dimmed">{t('common.noData')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={680}>
          <Table verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{e('transaction')}</Table.Th>
                <Table.Th>{e('kind')}</Table.Th>
                <Table.Th>{e('from')}</Table.Th>
                <Table.Th>{e('to')}</Table.Th>
                <Table.Th>{e('time')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pageOf(list).map((ev) => (
                <Table.Tr key={`${ev.transactionHash}:${ev.kind}`} data-testid="nft-event-row">
                  <Table.Td>
                    <Mono value={ev.transactionHash} to={transactionUrl(ev.transactionHash)} copyable={false}>
                      {shorten(ev.transactionHash, 6)}
                    </Mono>
                  </Table.Td>
                  <Table.Td data-testid="nft-event-kind" data-kind={ev.kind}>
                    {t(`nft.events.kinds.${ev.kind}`)}
                  </Table.Td>
                  <Table.Td>{address(ev.oldAddress)}</Table.Td>
                  <Table.Td>{address(ev.newAddress)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(ev.time, { lang: i18n.language })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {(list.page > 1 || hasNextPage(list)) && (
        <Group justify="flex-end" gap="xs" mt="sm" data-testid="nft-events-pager">
          <Button
            variant="default"
            size="xs"
            disabled={list.page <= 1}
            onClick={previous}
            data-testid="nft-events-previous"
          >
            {t('common.previous')}
          </Button>
          <Text fz="sm" aria-live="polite" data-testid="nft-events-page">
            {list.page}
          </Text>
          <Button
            variant="default"
            size="xs"
            disabled={!hasNextPage(list)}
            loading={loading}
            onClick={() => void next()}
            data-testid="nft-events-next"
          >
            {t('common.next')}
          </Button>
        </Group>
      )}
    </Card>
  );
}
