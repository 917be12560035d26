// The account page's token and NFT tabs (spec §2): token transactions, token balances (or a token
// root's holders) with their CSV export, items (NFTs owned, or a collection's NFTs) and an NFT's transfers
// (its events). Names, symbols and metadata come from contracts and are rendered as untrusted text.

import { Badge, Group, Stack, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { RouteRequest } from '@tvmscan/api-schema';
import { PAGE_SIZES } from '@tvmscan/api-schema/values';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { shorten } from '../../shared/lib/address';
import { accountUrl, transactionUrl } from '../../shared/lib/chain';
import { formatDateTime, formatUnits } from '../../shared/lib/format';
import { type CursorPage, useCursorPages } from '../../shared/lib/use-cursor-pages';
import { CursorPageView } from '../../shared/ui/CursorPageView';
import { ExportCsvButton } from '../../shared/ui/ExportCsvButton';
import { NoData } from '../../shared/ui/NoData';
import { UntrustedText } from '../../shared/ui/UntrustedText';

/** Spec §9: account tab lists, holders and balances page by 10. */
export const TAB_PAGE_SIZE = PAGE_SIZES.tab;

type TokensApiList = 'tokenTransactionsSearch' | 'tokenBalancesSearch';
type AccountFilter = { ownerAddress: string } | { rootAddress: string };

/** One tab page of a Tokens API list; it pages with snake_case cursors, the shared pager reads `nextCursor`. */
async function tokensApiPage<K extends TokensApiList>(
  route: K,
  filter: AccountFilter,
  cursor: string | undefined,
  signal: AbortSignal,
) {
  const body = { ...filter, limit: TAB_PAGE_SIZE, ...(cursor ? { cursor } : {}) } as RouteRequest<K>;
  const page = await callApi(route, body, signal);
  return { ...page, nextCursor: page.next_cursor };
}

function AddressLink({ address }: { address: string | null }) {
  return address ? <Link to={accountUrl(address)}>{shorten(address, 6)}</Link> : <>—</>;
}

interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Addresses and hashes. */
  mono?: boolean;
  /** Amounts and times: right-aligned on one line. */
  right?: boolean;
  maw?: number;
}

/** A tab's list: the current page as a table (no-data when empty) with the pager under it. */
function PagedTable<P extends CursorPage, T>({
  pages,
  rows,
  columns,
  rowKey,
  rowTestId,
  minWidth,
}: {
  pages: ReturnType<typeof useCursorPages<P>>;
  rows: (page: P) => readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  rowTestId: string;
  minWidth: number;
}) {
  return (
    <CursorPageView pages={pages} skeletonRows={TAB_PAGE_SIZE}>
      {(page) =>
        rows(page).length === 0 ? (
          <NoData />
        ) : (
          <Table.ScrollContainer minWidth={minWidth}>
            <Table highlightOnHover verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c.header} ta={c.right ? 'right' : undefined}>
                      {c.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows(page).map((row) => (
                  <Table.Tr key={rowKey(row)} data-testid={rowTestId}>
                    {columns.map((c) => (
                      <Table.Td
                        key={c.header}
                        ff={c.mono ? 'monospace' : undefined}
                        ta={c.right ? 'right' : undefined}
                        maw={c.maw}
                        style={c.right ? { whiteSpace: 'nowrap' } : undefined}
                      >
                        {c.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )
      }
    </CursorPageView>
  );
}

export function TokenTransactionsTab({ filter }: { filter: AccountFilter }) {
  const { t, i18n } = useTranslation();
  const pages = useCursorPages({
    queryKey: ['account', 'token-transactions', filter],
    fetchPage: (cursor, signal) => tokensApiPage('tokenTransactionsSearch', filter, cursor, signal),
    count: (p) => p.data.transactions.length,
  });
  return (
    <PagedTable
      pages={pages}
      rows={(page) => page.data.transactions}
      rowKey={(tx) => `${tx.transactionHash}:${tx.kind}`}
      rowTestId="token-tx-row"
      minWidth={760}
      columns={[
        {
          header: t('account.tokens.transaction'),
          mono: true,
          cell: (tx) => <Link to={transactionUrl(tx.transactionHash)}>{shorten(tx.transactionHash, 6)}</Link>,
        },
        {
          header: t('account.tokens.kind'),
          cell: (tx) => (
            <Badge variant="light" size="sm">
              {t(`account.tokens.kinds.${tx.kind}`)}
            </Badge>
          ),
        },
        {
          header: t('account.tokens.from'),
          mono: true,
          cell: (tx) => <AddressLink address={tx.sender?.ownerAddress ?? null} />,
        },
        {
          header: t('account.tokens.to'),
          mono: true,
          cell: (tx) => <AddressLink address={tx.receiver?.ownerAddress ?? null} />,
        },
        {
          header: t('account.tokens.amount'),
          right: true,
          cell: (tx) => (
            <>
              {formatUnits(tx.amount, tx.scale)} <UntrustedText value={tx.token} testId="token-tx-symbol" />
            </>
          ),
        },
        {
          header: t('account.tokens.time'),
          right: true,
          cell: (tx) => formatDateTime(tx.blockTime, { lang: i18n.language }),
        },
      ]}
    />
  );
}

/** An owner's balances of every token, or a token root's holders (largest first), with its CSV export. */
export function BalancesTab({ filter }: { filter: AccountFilter }) {
  const { t } = useTranslation();
  const holders = 'rootAddress' in filter;
  const pages = useCursorPages({
    queryKey: ['account', 'balances', filter],
    fetchPage: (cursor, signal) => tokensApiPage('tokenBalancesSearch', filter, cursor, signal),
    count: (p) => p.data.balances.length,
  });
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <ExportCsvButton entity={holders ? 'holders' : 'balances'} filter={filter} />
      </Group>
      <PagedTable
        pages={pages}
        rows={(page) => page.data.balances}
        rowKey={(b) => b.walletAddress}
        rowTestId="token-balance-row"
        minWidth={620}
        columns={[
          holders
            ? {
                header: t('account.tokens.holder'),
                mono: true,
                cell: (b) => <AddressLink address={b.ownerAddress} />,
              }
            : {
                header: t('account.tokens.token'),
                cell: (b) => (
                  <Link to={accountUrl(b.rootAddress)}>
                    <UntrustedText value={b.token} testId="token-balance-symbol" />
                  </Link>
                ),
              },
          {
            header: t('account.tokens.wallet'),
            mono: true,
            cell: (b) => <AddressLink address={b.walletAddress} />,
          },
          {
            header: t('account.tokens.amount'),
            right: true,
            cell: (b) => (
              <>
                {formatUnits(b.amount, b.scale)} <UntrustedText value={b.token} />
              </>
            ),
          },
        ]}
      />
    </Stack>
  );
}

/** NFTs owned by an account, or the items of a collection. */
export function ItemsTab({ filter }: { filter: { owner: string } | { collection: string } }) {
  const { t } = useTranslation();
  const owned = 'owner' in filter;
  const pages = useCursorPages({
    queryKey: ['account', 'items', filter],
    fetchPage: (cursor, signal) =>
      callApi('nftsList', { ...filter, limit: TAB_PAGE_SIZE, ...(cursor ? { cursor } : {}) }, signal),
    count: (p) => p.nfts.length,
  });
  return (
    <PagedTable
      pages={pages}
      rows={(page) => page.nfts}
      rowKey={(nft) => nft.address}
      rowTestId="nft-row"
      minWidth={620}
      columns={[
        {
          header: t('account.nfts.name'),
          maw: 280,
          cell: (nft) => <UntrustedText value={nft.name} testId="nft-name" />,
        },
        {
          header: t('account.nfts.address'),
          mono: true,
          cell: (nft) => <AddressLink address={nft.address} />,
        },
        {
          header: owned ? t('account.nfts.collection') : t('account.nfts.owner'),
          mono: true,
          cell: (nft) => <AddressLink address={owned ? nft.collection : nft.ownerAddress} />,
        },
      ]}
    />
  );
}

/** An NFT's transfers: its creation, owner and manager changes, burn (newest first). */
export function NftEventsTab({ address }: { address: string }) {
  const { t, i18n } = useTranslation();
  const pages = useCursorPages({
    queryKey: ['account', 'nft-events', address],
    fetchPage: async (cursor, signal) => {
      const nft = await callApi(
        'nft',
        { id: address, eventsLimit: TAB_PAGE_SIZE, ...(cursor ? { eventsCursor: cursor } : {}) },
        signal,
      );
      return { events: nft.events, nextCursor: nft.eventsNextCursor };
    },
    count: (p) => p.events.length,
  });
  return (
    <PagedTable
      pages={pages}
      rows={(page) => page.events}
      rowKey={(e) => `${e.transactionHash}:${e.kind}`}
      rowTestId="nft-event-row"
      minWidth={620}
      columns={[
        {
          header: t('account.tokens.transaction'),
          mono: true,
          cell: (e) => <Link to={transactionUrl(e.transactionHash)}>{shorten(e.transactionHash, 6)}</Link>,
        },
        {
          header: t('account.tokens.kind'),
          cell: (e) => (
            <Badge variant="light" size="sm">
              {t(`account.nfts.events.${e.kind}`)}
            </Badge>
          ),
        },
        { header: t('account.tokens.from'), mono: true, cell: (e) => <AddressLink address={e.oldAddress} /> },
        { header: t('account.tokens.to'), mono: true, cell: (e) => <AddressLink address={e.newAddress} /> },
        {
          header: t('account.tokens.time'),
          right: true,
          cell: (e) => formatDateTime(e.time, { lang: i18n.language }),
        },
      ]}
    />
  );
}
