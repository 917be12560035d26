// A list's Tokens and Proposed tokens tabs (spec §2 "Token list detail"), 10 per page: the tokens in
// the list's order, with Remove per row for the owner and managers and drag reordering for them while no
// search is active (a search shows only part of the list, so positions among it mean nothing); the
// proposals, with Add token and Decline per row for them. A refused action shows its message in an
// error alert (spec §8).
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TokenListEntry } from '@tvmscan/api-schema';
import { TOKEN_LIST_LIMITS } from '@tvmscan/api-schema/values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnauthorized } from '../../shared/api/admin';
import {
  answerProposals,
  type EntryKind,
  fetchTokenListEntries,
  orderListTokens,
  removeListTokens,
} from '../../shared/api/token-lists';
import { errorText } from '../../shared/lib/error-text';
import { entryColumns } from './entry-columns';
import { type OffsetPage, OffsetPageView, useOffsetPage } from './OffsetTable';
import { moveEntry, orderingOf } from './ordering';
import { RowsTable } from './RowsTable';

const PAGE = TOKEN_LIST_LIMITS.tokensPageSize;

/** One of the list's actions, its refusal kept for the error alert. */
function useListAction() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      console.error(failure);
      setError(isUnauthorized(failure) ? t('tokenAssets.authorizationError') : errorText(failure));
    } finally {
      // Counters, the page and My token lists all follow the change (or undo an optimistic move).
      await queryClient.invalidateQueries({ queryKey: ['token-lists'] });
      setBusy(false);
    }
  };
  const alert = error && (
    <Alert color="red" role="alert" data-testid="list-action-error">
      {error}
    </Alert>
  );
  return { run, busy, alert };
}

function useEntries(listId: string, kind: EntryKind, search: string) {
  return useOffsetPage<TokenListEntry>(
    ['token-lists', 'entries', listId, kind, search],
    async (offset, signal) => {
      const { rows, has_more } = await fetchTokenListEntries(
        listId,
        kind,
        { limit: PAGE, offset, search },
        signal,
      );
      return { rows, hasMore: has_more };
    },
    PAGE,
  );
}

const rowKey = (row: TokenListEntry) => row.root_address;
const dragLabel = (row: TokenListEntry) => row.name ?? row.root_address;

export function ListTokens({
  listId,
  search,
  accessToken,
  manage,
  reorder,
}: {
  listId: string;
  search: string;
  accessToken: string | null;
  /** Remove per row. */
  manage: boolean;
  /** Drag reordering. */
  reorder: boolean;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const entries = useEntries(listId, 'tokens', search);
  const action = useListAction();
  const remove = (row: TokenListEntry) => (
    <Button
      size="compact-xs"
      variant="default"
      disabled={action.busy}
      onClick={() =>
        accessToken && void action.run(() => removeListTokens(accessToken, listId, [row.root_address]))
      }
      data-testid="entry-remove"
    >
      {t('tokenLists.actions.remove')}
    </Button>
  );
  const move = (rows: readonly TokenListEntry[], from: number, to: number) => {
    if (!accessToken || from === to || from < 0 || to < 0) return;
    const next = moveEntry(rows, from, to);
    // Shown at once; the page is read again once the server has answered (or refused).
    queryClient.setQueryData<OffsetPage<TokenListEntry>>(
      entries.queryKey,
      (page) => page && { ...page, rows: next },
    );
    void action.run(() => orderListTokens(accessToken, listId, orderingOf(rows, next)));
  };
  return (
    <Stack gap="xs" data-testid="list-tokens" data-reorder={reorder}>
      {action.alert}
      <OffsetPageView state={entries}>
        {(rows) => (
          <RowsTable
            rows={rows}
            columns={entryColumns(t, i18n.language, 'added')}
            rowKey={rowKey}
            rowTestId="list-token-row"
            minWidth={640}
            actions={manage && accessToken ? remove : undefined}
            onMove={reorder && accessToken && !action.busy ? (from, to) => move(rows, from, to) : undefined}
            dragLabel={dragLabel}
          />
        )}
      </OffsetPageView>
    </Stack>
  );
}

export function ListProposals({
  listId,
  search,
  accessToken,
  manage,
}: {
  listId: string;
  search: string;
  accessToken: string | null;
  /** Add token and Decline per row. */
  manage: boolean;
}) {
  const { t, i18n } = useTranslation();
  const entries = useEntries(listId, 'proposals', search);
  const action = useListAction();
  const answer = (row: TokenListEntry, approve: boolean) => {
    if (accessToken) void action.run(() => answerProposals(accessToken, listId, approve, [row.root_address]));
  };
  const actions = (row: TokenListEntry) => (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-xs"
        disabled={action.busy}
        onClick={() => answer(row, true)}
        data-testid="proposal-add"
      >
        {t('tokenLists.actions.addToken')}
      </Button>
      <Button
        size="compact-xs"
        variant="default"
        disabled={action.busy}
        onClick={() => answer(row, false)}
        data-testid="proposal-decline"
      >
        {t('tokenLists.actions.decline')}
      </Button>
    </Group>
  );
  return (
    <Stack gap="xs" data-testid="list-proposals">
      {action.alert}
      <OffsetPageView state={entries}>
        {(rows) => (
          <RowsTable
            rows={rows}
            columns={entryColumns(t, i18n.language, 'proposed')}
            rowKey={rowKey}
            rowTestId="list-proposal-row"
            minWidth={640}
            actions={manage && accessToken ? actions : undefined}
          />
        )}
      </OffsetPageView>
    </Stack>
  );
}
