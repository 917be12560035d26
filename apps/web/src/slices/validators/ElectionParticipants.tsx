// The next tab while the newest config has no next set (spec §4: "Next may come from the current
// election in progress"): the election the elector holds, its participants by stake, 10 a page. Stakes
// become a set (with weights and ranks) only when the elections close, so this table has the stake's
// own terms instead: max factor and when it was staked.
import { Stack, Table, Text } from '@mantine/core';
import type { RouteResponse } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { shorten } from '../../shared/lib/address';
import { accountUrl } from '../../shared/lib/chain';
import { formatDateTime } from '../../shared/lib/format';
import { useCursorPages } from '../../shared/lib/use-cursor-pages';
import { Amount } from '../../shared/ui/Amount';
import { CursorPageView } from '../../shared/ui/CursorPageView';
import { Mono } from '../../shared/ui/Mono';

type Participants = RouteResponse<'electionParticipants'>;
type Participant = Participants['participants'][number];

const NONE: Participants = {
  election: null,
  participants: [],
  currentCursor: null,
  nextCursor: null,
  prevCursor: null,
};

/** The election in progress, for the next tab's counter and table: a page without one when the
 *  elector holds none (or only a finished one). */
export async function fetchNextElection(
  page: { cursor?: string; limit: number },
  signal: AbortSignal,
): Promise<Participants> {
  const r = await callApi('electionParticipants', page, signal);
  return r.election?.inProgress ? r : NONE;
}

export function NextElection({ pageSize, emptyText }: { pageSize: number; emptyText: string }) {
  const { t } = useTranslation();
  const pages = useCursorPages({
    queryKey: ['electionParticipants'],
    fetchPage: (cursor, signal) =>
      fetchNextElection({ limit: pageSize, ...(cursor ? { cursor } : {}) }, signal),
    count: (page) => page.participants.length,
  });
  return (
    <CursorPageView pages={pages} skeletonRows={pageSize}>
      {(page) =>
        page.election ? (
          <Stack gap="xs">
            <Text c="dimmed" size="sm" data-testid="election-participants-caption">
              {t('validators.participants.caption')}
            </Text>
            {page.participants.length > 0 ? (
              <ParticipantsTable participants={page.participants} />
            ) : (
              <Text c="dimmed" data-testid="validators-empty">
                {t('validators.participants.none')}
              </Text>
            )}
          </Stack>
        ) : (
          <Text c="dimmed" data-testid="validators-empty">
            {emptyText}
          </Text>
        )
      }
    </CursorPageView>
  );
}

export function ParticipantsTable({ participants }: { participants: readonly Participant[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped data-testid="participants-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('validators.columns.address')}</Table.Th>
            <Table.Th>{t('validators.columns.publicKey')}</Table.Th>
            <Table.Th>{t('validators.columns.stake')}</Table.Th>
            <Table.Th>{t('validators.columns.maxFactor')}</Table.Th>
            <Table.Th>{t('validators.columns.stakedAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {participants.map((p) => (
            <Table.Tr key={p.publicKey} data-testid="participant-row">
              <Table.Td>
                <Mono value={p.address} to={accountUrl(p.address)}>
                  {shorten(p.address)}
                </Mono>
              </Table.Td>
              <Table.Td>
                <Mono value={p.publicKey} testId="participant-public-key">
                  {shorten(p.publicKey)}
                </Mono>
              </Table.Td>
              <Table.Td>
                <Amount nano={p.stake} />
              </Table.Td>
              <Table.Td>×{p.maxFactor}</Table.Td>
              <Table.Td>{formatDateTime(p.stakedAt, { lang: i18n.language })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
