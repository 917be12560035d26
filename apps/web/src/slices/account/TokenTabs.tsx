// The account page's token and NFT tabs (spec §2): token transactions, token balances (or a token
// root's holders), items (NFTs owned, or a collection's NFTs), an NFT's transfers (its events) and
// multi-tokens. Names, symbols and metadata come from contracts and are rendered as text only.
import { Badge, Group, Stack, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { shorten } from '../../shared/lib/address';
import { accountUrl, transactionUrl } from '../../shared/lib/chain';
import { formatDateTime, formatUnits } from '../../shared/lib/format';
import { useCursorPages } from '../../shared/lib/use-cursor-pages';
import { CursorPageView } from '../../shared/ui/CursorPageView';
import { ExportCsvButton } from '../../shared/ui/ExportCsvButton';
import { NoData } from '../../shared/ui/NoData';
import { UntrustedText } from '../../shared/ui/UntrustedText';

/** Spec §9: account tab lists, holders and balances page by 10. */
export const TAB_PAGE_SIZE = 10;

/** The Tokens API pages with snake_case cursors; the shared pager reads `nextCursor`. */
const withNextCursor = <P extends { next_cursor: string | null }>(page: P) => ({
  ...page,
  nextCursor: page.next_cursor,
});

function AddressLink({ address }: { address: string | null }) {
  return address ? <Link to={accountUrl(address)}>{shorten(address, 6)}</Link> : <>—</>;
}

export function TokenTransactionsTab({
  filter,
}: {
  filter: { ownerAddress: string } | { rootAddress: string };
}) {
  const { t, i18n } = useTranslation();
  const pages = useCursorPages({
    queryKey: ['account', 'token-transactions', filter],
    fetchPage: async (cursor, signal) =>
      withNextCursor(
        await callApi(
          'tokenTransactionsSearch',
          { ...filter, limit: TAB_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
          signal,
        ),
      ),
    count: (p) => p.data.transactions.length,
  });
  return (
    <CursorPageView pages={pages} skeletonRows={TAB_PAGE_SIZE}>
      {(page) =>
        page.data.transactions.length === 0 ? (
          <NoData />
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table highlightOnHover verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('account.tokens.transaction')}</Table.Th>
                  <Table.Th>{t('account.tokens.kind')}</Table.Th>
                  <Table.Th>{t('account.tokens.from')}</Table.Th>
                  <Table.Th>{t('account.tokens.to')}</Table.Th>
                  <Table.Th ta="right">{t('account.tokens.amount')}</Table.Th>
                  <Table.Th ta="right">{t('account.tokens.time')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.data.transactions.map((tx) => (
                  <Table.Tr key={`${tx.transactionHash}:${tx.kind}`} data-testid="token-tx-row">
                    <Table.Td ff="monospace">
                      <Link to={transactionUrl(tx.transactionHash)}>{shorten(tx.transactionHash, 6)}</Link>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" size="sm">
                        {t(`account.tokens.kinds.${tx.kind}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td ff="monospace">
                      <AddressLink address={tx.sender?.ownerAddress ?? null} />
                    </Table.Td>
                    <Table.Td ff="monospace">
                      <AddressLink address={tx.receiver?.ownerAddress ?? null} />
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatUnits(tx.amount, tx.scale)}{' '}
                      <UntrustedText value={tx.token} testId="token-tx-symbol" />
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(tx.blockTime, { lang: i18n.language })}
                    </Table.Td>
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

/** An owner's balances of every token, or a token root's holders (largest first), with its CSV export. */
export function BalancesTab({ filter }: { filter: { ownerAddress: string } | { rootAddress: string } }) {
  const { t } = useTranslation();
  const holders = 'rootAddress' in filter;
  const pages = useCursorPages({
    queryKey: ['account', 'balances', filter],
    fetchPage: async (cursor, signal) =>
      withNextCursor(
        await callApi(
          'tokenBalancesSearch',
          { ...filter, limit: TAB_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
          signal,
        ),
      ),
    count: (p) => p.data.balances.length,
  });
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <ExportCsvButton entity={holders ? 'holders' : 'balances'} filter={filter} />
      </Group>
      <CursorPageView pages={pages} skeletonRows={TAB_PAGE_SIZE}>
        {(page) =>
          page.data.balances.length === 0 ? (
            <NoData />
          ) : (
            <Table.ScrollContainer minWidth={620}>
              <Table highlightOnHover verticalSpacing={6}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{holders ? t('account.tokens.holder') : t('account.tokens.token')}</Table.Th>
                    <Table.Th>{t('account.tokens.wallet')}</Table.Th>
                    <Table.Th ta="right">{t('account.tokens.amount')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.data.balances.map((b) => (
                    <Table.Tr key={b.walletAddress} data-testid="token-balance-row">
                      <Table.Td ff={holders ? 'monospace' : undefined}>
                        {holders ? (
                          <AddressLink address={b.ownerAddress} />
                        ) : (
                          <Link to={accountUrl(b.rootAddress)}>
                            <UntrustedText value={b.token} testId="token-balance-symbol" />
                          </Link>
                        )}
                      </Table.Td>
                      <Table.Td ff="monospace">
                        <AddressLink address={b.walletAddress} />
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {formatUnits(b.amount, b.scale)} <UntrustedText value={b.token} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </CursorPageView>
    </Stack>
  );
}

/** NFTs owned by an account, or the items of a collection. */
export function ItemsTab({ filter }: { filter: { owner: string } | { collection: string } }) {
  const { t } = useTranslation();
  const pages = useCursorPages({
    queryKey: ['account', 'items', filter],
    fetchPage: (cursor, signal) =>
      callApi('nftsList', { ...filter, limit: TAB_PAGE_SIZE, ...(cursor ? { cursor } : {}) }, signal),
    count: (p) => p.nfts.length,
  });
  return (
    <CursorPageView pages={pages} skeletonRows={TAB_PAGE_SIZE}>
      {(page) =>
        page.nfts.length === 0 ? (
          <NoData />
        ) : (
          <Table.ScrollContainer minWidth={620}>
            <Table highlightOnHover verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('account.nfts.name')}</Table.Th>
                  <Table.Th>{t('account.nfts.address')}</Table.Th>
                  <Table.Th>
                    {'owner' in filter ? t('account.nfts.collection') : t('account.nfts.owner')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.nfts.map((nft) => (
                  <Table.Tr key={nft.address} data-testid="nft-row">
                    <Table.Td maw={280}>
                      <UntrustedText value={nft.name} testId="nft-name" />
                    </Table.Td>
                    <Table.Td ff="monospace">
                      <AddressLink address={nft.address} />
                    </Table.Td>
                    <Table.Td ff="monospace">
                      <AddressLink address={'owner' in filter ? nft.collection : nft.ownerAddress} />
                    </Table.Td>
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
    <CursorPageView pages={pages} skeletonRows={TAB_PAGE_SIZE}>
      {(page) =>
        page.events.length === 0 ? (
          <NoData />
        ) : (
          <Table.ScrollContainer minWidth={620}>
            <Table highlightOnHover verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('account.tokens.transaction')}</Table.Th>
                  <Table.Th>{t('account.tokens.kind')}</Table.Th>
                  <Table.Th>{t('account.tokens.from')}</Table.Th>
                  <Table.Th>{t('account.tokens.to')}</Table.Th>
                  <Table.Th ta="right">{t('account.tokens.time')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.events.map((e) => (
                  <Table.Tr key={`${e.transactionHash}:${e.kind}`} data-testid="nft-event-row">
                    <Table.Td ff="monospace">
                      <Link to={transactionUrl(e.transactionHash)}>{shorten(e.transactionHash, 6)}</Link>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" size="sm">
                        {t(`account.nfts.events.${e.kind}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td ff="monospace">
                      <AddressLink address={e.oldAddress} />
                    </Table.Td>
                    <Table.Td ff="monospace">
                      <AddressLink address={e.newAddress} />
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(e.time, { lang: i18n.language })}
                    </Table.Td>
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
