// A page of asset rows (spec §2 "My tokens", "Admin Assets"): address, name, status and created date
// (the version's active_from), 10 per page with offset paging (spec §9: offset is (page-1)*limit), and
// per row the actions the screen offers. One more row than the page is asked for, to know whether a
// next page exists without counting.
import { Group, Stack, Table } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AssetListRequest, TokenAssetRow } from '@tvmscan/api-schema';
import { TOKEN_ASSET_LIMITS } from '@tvmscan/api-schema/values';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shorten } from '../../shared/lib/address';
import { formatDateTime } from '../../shared/lib/format';
import { NoData } from '../../shared/ui/NoData';
import { Pager } from '../../shared/ui/Pager';
import { QueryState } from '../../shared/ui/QueryState';
import { fetchAssetList } from './api';
import { StatusBadge } from './StatusBadge';

const PAGE = TOKEN_ASSET_LIMITS.pageSize;

export function AssetTable({
  accessToken,
  request,
  actions,
  testId,
}: {
  accessToken: string;
  request: Omit<AssetListRequest, 'offset' | 'limit'>;
  actions: (row: TokenAssetRow) => ReactNode;
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['token-assets', 'list', accessToken, request, page],
    queryFn: ({ signal }) =>
      fetchAssetList(
        accessToken,
        {
          ...request,
          offset: (page - 1) * PAGE,
          limit: PAGE + 1,
          order_by: 'ActiveFrom',
          order_direction: 'Desc',
        },
        signal,
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const c = (key: string) => t(`tokenAssets.columns.${key}`);
  return (
    <Stack gap="xs" data-testid={testId}>
      <QueryState data={query.data} error={query.error} isPending={query.isPending} skeletonRows={4}>
        {({ rows }) =>
          rows.length === 0 ? (
            <NoData />
          ) : (
            <>
              <Table.ScrollContainer minWidth={640}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{c('address')}</Table.Th>
                      <Table.Th>{c('name')}</Table.Th>
                      <Table.Th>{c('status')}</Table.Th>
                      <Table.Th>{c('created')}</Table.Th>
                      <Table.Th>{c('actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.slice(0, PAGE).map((row) => (
                      <Table.Tr
                        key={`${row.root_address}/${row.active_from}`}
                        data-testid="asset-row"
                        data-root={row.root_address}
                      >
                        <Table.Td ff="monospace" fz="sm" title={row.root_address}>
                          {shorten(row.root_address, 9)}
                        </Table.Td>
                        <Table.Td data-testid="asset-row-name">{row.full_name}</Table.Td>
                        <Table.Td>
                          <StatusBadge status={row.status} />
                        </Table.Td>
                        <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                          {formatDateTime(row.active_from, { lang: i18n.language })}
                        </Table.Td>
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap">
                            {actions(row)}
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Pager
                page={page}
                hasPrevious={page > 1}
                hasNext={rows.length > PAGE}
                onPrevious={() => setPage((p) => Math.max(1, p - 1))}
                onNext={() => setPage((p) => p + 1)}
              />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
