// The admin's vote (spec §2 "Admin vote item view", §4, §5 "Token update", §8): the token's pending
// version with its basic and social sections, each field that differs from the previous Approved
// version marked (previous_proposal_version), a comment field, and Approve or Reject. Reject needs a
// reason: without one the field is marked and nothing is sent. Without an access token neither button
// sends anything (spec §8). A vote cast goes back to the Assets tab.
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TokenProposal, VoteRequest } from '@tvmscan/api-schema';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnauthorized } from '../../shared/api/admin';
import { NoData } from '../../shared/ui/NoData';
import { QueryState } from '../../shared/ui/QueryState';
import { fetchPreviousApproved, fetchTokenProposals, voteForProposal } from './api';
import { CheckedInput } from './CheckedInput';
import { reasonProblem } from './fields';
import { assetPaths, type GoTo, SettingsLink } from './links';
import { ProposalDetails } from './ProposalDetails';

export function VoteView({ root, accessToken, go }: { root: string; accessToken: string | null; go: GoTo }) {
  const { t } = useTranslation();
  const versions = useQuery({
    queryKey: ['token-assets', 'proposals', root],
    queryFn: ({ signal }) => fetchTokenProposals(root, signal),
    staleTime: 0,
  });
  return (
    <Stack gap="md" maw={960} data-testid="vote-view">
      <Group>
        <SettingsLink splat={assetPaths.assets} testId="vote-back">
          {t('tokenAssets.actions.back')}
        </SettingsLink>
      </Group>
      <QueryState data={versions.data} error={versions.error} isPending={versions.isPending}>
        {(list) => {
          const pending = list.find((v) => v.status === 'Pending');
          return pending ? (
            <VoteForm version={pending} accessToken={accessToken} onVoted={() => go(assetPaths.assets)} />
          ) : (
            <NoData />
          );
        }}
      </QueryState>
    </Stack>
  );
}

export function VoteForm({
  version,
  accessToken,
  onVoted,
  vote = voteForProposal,
}: {
  version: TokenProposal;
  accessToken: string | null;
  onVoted: () => void;
  /** The Admin API call (a test passes its own). */
  vote?: (token: string, body: VoteRequest) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [reasonMarked, setReasonMarked] = useState(false);
  const [sending, setSending] = useState<'approve' | 'reject' | null>(null);
  const [failure, setFailure] = useState<'authorization' | 'unknown' | null>(null);
  const inFlight = useRef(false);
  const previous = useQuery({
    queryKey: ['token-assets', 'previous', version.root_address, version.active_from, accessToken],
    queryFn: ({ signal }) =>
      fetchPreviousApproved(accessToken ?? '', version.root_address, version.active_from, signal),
    enabled: accessToken !== null,
    staleTime: 0,
  });

  const send = async (kind: 'approve' | 'reject') => {
    if (!accessToken || inFlight.current) return; // spec §8: voting without an access token does nothing
    if (kind === 'reject' && reasonProblem(reason)) {
      setReasonMarked(true); // spec §5: an invalid reason only marks the field dirty
      return;
    }
    inFlight.current = true;
    setSending(kind);
    setFailure(null);
    try {
      await vote(accessToken, {
        root_address: version.root_address,
        active_from: version.active_from,
        kind: kind === 'approve' ? 'Approve' : { Reject: { reason: reason.trim() } },
      });
      onVoted();
    } catch (error) {
      if (isUnauthorized(error)) setFailure('authorization');
      else {
        console.error(error);
        setFailure('unknown');
      }
    } finally {
      inFlight.current = false;
      setSending(null);
    }
  };

  return (
    <Stack gap="md" data-testid="vote-form">
      <ProposalDetails version={version} previous={previous.data ?? null} />
      <CheckedInput
        label={t('tokenAssets.vote.comment')}
        value={reason}
        onChange={setReason}
        check={reasonProblem}
        forceDirty={reasonMarked}
        multiline
        testId="vote-reason"
      />
      {failure && (
        <Alert color="red" role="alert" data-testid="vote-error" data-reason={failure}>
          {t(failure === 'authorization' ? 'tokenAssets.authorizationError' : 'tokenAssets.unknownError')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          color="red.9"
          variant="filled"
          onClick={() => void send('reject')}
          loading={sending === 'reject'}
          disabled={sending !== null}
          data-testid="vote-reject"
        >
          {t('tokenAssets.vote.reject')}
        </Button>
        <Button
          color="teal.9"
          onClick={() => void send('approve')}
          loading={sending === 'approve'}
          disabled={sending !== null}
          data-testid="vote-approve"
        >
          {t('tokenAssets.vote.approve')}
        </Button>
      </Group>
    </Stack>
  );
}
