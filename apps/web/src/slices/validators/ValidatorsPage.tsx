// Validators (spec §2 Validators, §4 elections status): the elections summary (kept current while the
// page is open), the previous, current and next sets as tabs with their counters, and the selected set's
// table by rank, 10 rows a page, with its CSV export. The tab is in the URL (`set`); the current set is
// the default. While the config has no next set, the next tab shows the election in progress instead
// (./ElectionParticipants).

import { Badge, Group, SimpleGrid, Stack, Tabs, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES } from '@tvmscan/api-schema/values';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, isNotFound } from '../../shared/api/client';
import { useDeploymentConfig } from '../../shared/config/deployment';
import { formatDateTime, formatUnits } from '../../shared/lib/format';
import { useCursorPages } from '../../shared/lib/use-cursor-pages';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { CursorPageView } from '../../shared/ui/CursorPageView';
import { ExportCsvButton } from '../../shared/ui/ExportCsvButton';
import { StatCard } from '../../shared/ui/StatCard';
import { fetchNextElection, NextElection } from './ElectionParticipants';
import { electionsRefreshMs, electionsStatusText, MAX_REFRESH_MS } from './elections';
import { VALIDATOR_SETS, type ValidatorSetKind } from './sets';
import { ValidatorsTable } from './ValidatorsTable';

/** Spec §9: validators page by 10, with the tabs and sub-lists. */
const PAGE_SIZE = PAGE_SIZES.tab;

export function ValidatorsPage({
  set,
  onSetChange,
}: {
  set: ValidatorSetKind;
  onSetChange: (set: ValidatorSetKind) => void;
}) {
  const { t } = useTranslation();
  usePageTitle(t('validators.title'));
  useListsFollowingElections();
  const counters = useSetCounters();
  const pages = useCursorPages({
    queryKey: ['validatorsList', set],
    fetchPage: (cursor, signal) =>
      callApi('validatorsList', { set, limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) }, signal),
    count: (page) => page.validators.length,
  });
  const showsElection = set === 'next' && pages.query.data?.set === null;
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('validators.title')}
      </Title>
      <ElectionsSummary />
      <Tabs
        value={set}
        onChange={(value) => value && onSetChange(value as ValidatorSetKind)}
        keepMounted={false}
      >
        <Tabs.List>
          {VALIDATOR_SETS.map((kind) => (
            <Tabs.Tab
              key={kind}
              value={kind}
              data-testid={`validators-tab-${kind}`}
              rightSection={
                <Badge size="sm" variant="light" data-testid={`validators-count-${kind}`}>
                  {counters[kind] ?? '—'}
                </Badge>
              }
            >
              {t(`validators.sets.${kind}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {showsElection ? (
        <NextElection pageSize={PAGE_SIZE} emptyText={t('validators.noSet.next')} />
      ) : (
        <>
          <Group justify="flex-end">
            <ExportCsvButton entity="validators" filter={{ set }} />
          </Group>
          <CursorPageView pages={pages} skeletonRows={PAGE_SIZE}>
            {(page) => (
              <ValidatorsTable validators={page.validators} emptyText={t(`validators.noSet.${set}`)} />
            )}
          </CursorPageView>
        </>
      )}
    </Stack>
  );
}

/**
 * Each set's size for its tab counter: a one-row read of each set. Without a next set, the next tab
 * counts the participants of the election in progress.
 */
function useSetCounters(): Partial<Record<ValidatorSetKind, number>> {
  const queries = VALIDATOR_SETS.map((kind) =>
    // biome-ignore lint/correctness/useHookAtTopLevel: a fixed list of three sets, same order every render
    useQuery({
      queryKey: ['validatorsList', kind, 'counter'],
      queryFn: ({ signal }) => callApi('validatorsList', { set: kind, limit: 1 }, signal),
    }),
  );
  const nextMissing = queries[VALIDATOR_SETS.indexOf('next')].data?.set === null;
  const election = useQuery({
    queryKey: ['electionParticipants', 'counter'],
    queryFn: ({ signal }) => fetchNextElection({ limit: 1 }, signal),
    enabled: nextMissing,
  });
  const out: Partial<Record<ValidatorSetKind, number>> = {};
  VALIDATOR_SETS.forEach((kind, i) => {
    const data = queries[i].data;
    if (data) out[kind] = data.set?.total ?? 0;
  });
  if (nextMissing) out.next = election.data ? (election.data.election?.members ?? 0) : undefined;
  return out;
}

const noRetryOn404 = (count: number, error: unknown) => !isNotFound(error) && count < 2;

/** The elections status, asked again as it moves (spec §4, see ./elections); one query for the page. */
function useElectionsState() {
  return useQuery({
    queryKey: ['electionsState'],
    queryFn: ({ signal }) => callApi('electionsState', undefined, signal),
    retry: noRetryOn404,
    refetchInterval: (query) => electionsRefreshMs(query.state.data, query.state.dataUpdatedAt, Date.now()),
  });
}

/**
 * The sets and the election in progress change only as the elections move (a new round, elections
 * opening or closing, the next set published), which the status query follows: when it moves, the
 * page's lists are asked again in place, so they follow the elections as the status does.
 */
function useListsFollowingElections(): void {
  const { data } = useElectionsState();
  const phase = data ? `${data.electionId}/${data.status}/${data.nextSetPublished}` : null;
  const queryClient = useQueryClient();
  const seen = useRef(phase);
  useEffect(() => {
    if (seen.current !== null && phase !== seen.current) {
      void queryClient.invalidateQueries({ queryKey: ['validatorsList'] });
      void queryClient.invalidateQueries({ queryKey: ['electionParticipants'] });
    }
    seen.current = phase;
  }, [phase, queryClient]);
}

/** Elections period, total stake and bonuses (from the elector's data, when decoded), and the status. */
export function ElectionsSummary() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { decimals, tokenSymbol } = useDeploymentConfig();
  const elections = useElectionsState();
  // Totals change when a new set takes over: asked again as often as the status at most.
  const bonuses = useQuery({
    queryKey: ['electionsBonuses'],
    queryFn: ({ signal }) => callApi('electionsBonuses', undefined, signal),
    retry: noRetryOn404,
    refetchInterval: MAX_REFRESH_MS,
  });
  const amount = (nano: string | null | undefined) =>
    nano ? `${formatUnits(nano, decimals)} ${tokenSymbol}` : '—';
  // A value while loading is null (a skeleton); a failed or absent read shows a dash.
  const shown = <T,>(query: { data?: T; isError: boolean }, text: (data: T) => string) =>
    query.data !== undefined ? text(query.data) : query.isError ? '—' : null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
      <StatCard
        label={t('validators.summary.period')}
        value={shown(
          elections,
          (s) =>
            `${formatDateTime(s.current.utimeSince, { lang })} – ${formatDateTime(s.current.utimeUntil, { lang })}`,
        )}
        testId="elections-period"
      />
      <StatCard
        label={t('validators.summary.totalStake')}
        value={shown(bonuses, (b) => amount(b.totalStake))}
        testId="total-stake"
      />
      <StatCard
        label={t('validators.summary.totalBonuses')}
        value={shown(bonuses, (b) => amount(b.totalBonuses))}
        testId="total-bonuses"
      />
      <StatCard
        label={t('validators.summary.status')}
        value={shown(elections, (s) => electionsStatusText(s, t, lang))}
        testId="elections-status"
      />
    </SimpleGrid>
  );
}
