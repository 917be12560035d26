// My token lists (spec §2): the lists the signed-in user owns or manages — name with icon and verified
// badge, token count with a badge of pending proposals, Public or Private, the user's role, updated time
// — 20 per page, and Create list.
import { Badge, Group, Stack } from '@mantine/core';
import type { TokenListMembership } from '@tvmscan/api-schema';
import { TOKEN_LIST_LIMITS } from '@tvmscan/api-schema/values';
import { useTranslation } from 'react-i18next';
import { fetchMyTokenLists } from '../../shared/api/token-lists';
import { formatDateTime } from '../../shared/lib/format';
import type { Column } from '../../shared/ui/PagedTable';
import { CreateList } from './CreateList';
import { ListName } from './ListCells';
import { OffsetTable, pageOf } from './OffsetTable';

const PAGE = TOKEN_LIST_LIMITS.pageSize;

export function MyTokenLists({ accessToken, email }: { accessToken: string; email: string | null }) {
  const { t, i18n } = useTranslation();
  const c = (key: string) => t(`tokenLists.columns.${key}`);
  const columns: Column<TokenListMembership>[] = [
    { header: c('name'), cell: ({ token_list }) => <ListName list={token_list} /> },
    {
      header: c('tokens'),
      cell: ({ token_list: list }) => (
        <Group gap={6} wrap="nowrap">
          <span data-testid="my-list-tokens">{list.tokens_count}</span>
          {list.proposals_count > 0 && (
            <Badge size="xs" variant="filled" color="gray.7" data-testid="my-list-proposals">
              {t('tokenLists.proposalsBadge', { count: list.proposals_count })}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      header: c('visibility'),
      cell: ({ token_list }) => t(token_list.is_public ? 'tokenLists.public' : 'tokenLists.private'),
    },
    {
      header: c('role'),
      cell: ({ is_owner }) => (
        <span data-testid="my-list-role">
          {t(is_owner ? 'tokenLists.roles.owner' : 'tokenLists.roles.manager')}
        </span>
      ),
    },
    {
      header: c('updated'),
      right: true,
      cell: ({ token_list }) => formatDateTime(token_list.updated_at, { lang: i18n.language }),
    },
  ];
  return (
    <Stack gap="sm" data-testid="my-token-lists">
      <Group justify="flex-end">
        <CreateList accessToken={accessToken} ownerEmail={email} />
      </Group>
      <OffsetTable
        queryKey={['token-lists', 'my', accessToken]}
        fetchPage={(offset, signal) =>
          pageOf(
            PAGE,
            async (limit) =>
              (await fetchMyTokenLists(accessToken, { only_my: true, offset, limit }, signal)).rows,
          )
        }
        pageSize={PAGE}
        columns={columns}
        rowKey={(row) => row.token_list.id}
        rowTestId="my-list-row"
        minWidth={720}
      />
    </Stack>
  );
}
