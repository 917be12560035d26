// The account page's token and NFT tabs (spec §2): token transactions, token balances (or a token
// root's holders) with their CSV export, items (NFTs owned, or a collection's NFTs) and an NFT's transfers
// (its events), and the multi-tokens (VEP 1155) it holds. Names, symbols and metadata come from
// contracts and are rendered as untrusted text. Balances of tokens the DEX prices show their USD value
// (the others none), and an owner's tab the total of all its priced balances.

import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { RouteRequest } from '@tvmscan/api-schema';
import { PAGE_SIZES } from '@tvmscan/api-schema/values';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { useUsdPrices } from '../../shared/api/prices';
import { shorten } from '../../shared/lib/address';
import { accountUrl, transactionUrl } from '../../shared/lib/chain';
import { formatCount, formatDateTime, formatUnits } from '../../shared/lib/format';
import { formatUsdCents, formatUsdValue, sumCents, usdCents } from '../../shared/lib/usd';
import { useCursorPages } from '../../shared/lib/use-cursor-pages';
import { ExportCsvButton } from '../../shared/ui/ExportCsvButton';
import { AddressLink, PagedTable } from '../../shared/ui/PagedTable';
import { TokenMark } from '../../shared/ui/TokenMark';
import { UntrustedText } from '../../shared/ui/UntrustedText';
import { MultiTokenName } from '../nft/MultiTokenWalletCard';

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

export function TokenTransactionsTab({ filter }: { filter: AccountFilter }) {
  const { t, i18n } = useTranslation();
  const pages = useCursorPages({
    queryKey: ['account', 'token-transactions', filter],
    fetchPage: (cursor, signal) => tokensApiPage('tokenTransactionsSearch', filter, cursor, signal),
    count: (p) => p.data.transactions.length,
  });
  return (
    <PagedTable
      skeletonRows={TAB_PAGE_SIZE}
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
  const prices = useUsdPrices(pages.query.data?.data.balances.map((b) => b.rootAddress) ?? []);
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        {!holders && <UsdTotal owner={filter.ownerAddress} />}
        <ExportCsvButton entity={holders ? 'holders' : 'balances'} filter={filter} />
      </Group>
      <PagedTable
        skeletonRows={TAB_PAGE_SIZE}
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
                  <Group gap="xs" wrap="nowrap">
                    <TokenMark logoUrl={b.logoUrl} verified={b.verified} />
                    <Link to={accountUrl(b.rootAddress)}>
                      <UntrustedText value={b.token} testId="token-balance-symbol" />
                    </Link>
                  </Group>
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
          {
            header: t('account.tokens.value'),
            right: true,
            cell: (b) => (
              <span data-testid="token-balance-usd">
                {formatUsdValue(b.amount, b.scale, prices?.get(b.rootAddress))}
              </span>
            ),
          },
        ]}
      />
    </Stack>
  );
}

/** The USD total of every balance of the owner the DEX prices (the snapshot of its non-zero balances, up
 *  to 1,000: past that, "at least"); nothing while loading or when none is priced. */
function UsdTotal({ owner }: { owner: string }) {
  const { t } = useTranslation();
  const snapshot = useQuery({
    queryKey: ['account', 'balances-snapshot', owner],
    queryFn: ({ signal }) => callApi('tokenBalancesSnapshot', { ownerAddress: owner }, signal),
  });
  const balances = snapshot.data?.data.balances ?? [];
  const prices = useUsdPrices(balances.map((b) => b.rootAddress));
  if (!prices || !snapshot.data) return null;
  const total = sumCents(balances.map((b) => usdCents(b.amount, b.scale, prices.get(b.rootAddress))));
  if (total === null) return null;
  const value = formatUsdCents(total);
  return (
    <Text fz="sm" fw={600} mr="auto" data-testid="account-usd-total">
      {snapshot.data.data.truncated
        ? t('account.tokens.totalAtLeast', { value })
        : t('account.tokens.total', { value })}
    </Text>
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
      skeletonRows={TAB_PAGE_SIZE}
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
      skeletonRows={TAB_PAGE_SIZE}
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

/** The multi-tokens (VEP 1155) an account holds: one wallet per token, most recently moved first. */
export function MultiTokensTab({ owner }: { owner: string }) {
  const { t } = useTranslation();
  const m = (key: string) => t(`account.multi.${key}`);
  const pages = useCursorPages({
    queryKey: ['account', 'multi', owner],
    fetchPage: (cursor, signal) =>
      callApi('multiTokenWallets', { owner, limit: TAB_PAGE_SIZE, ...(cursor ? { cursor } : {}) }, signal),
    count: (p) => p.wallets.length,
  });
  return (
    <PagedTable
      skeletonRows={TAB_PAGE_SIZE}
      pages={pages}
      rows={(page) => page.wallets}
      rowKey={(w) => w.address}
      rowTestId="multi-token-row"
      minWidth={720}
      columns={[
        {
          header: m('token'),
          maw: 240,
          cell: (w) => <MultiTokenName wallet={w} testId="multi-token-name" />,
        },
        { header: m('id'), mono: true, cell: (w) => <span data-testid="multi-token-id">{w.id}</span> },
        { header: m('collection'), mono: true, cell: (w) => <AddressLink address={w.collection} /> },
        { header: m('wallet'), mono: true, cell: (w) => <AddressLink address={w.address} /> },
        {
          header: m('balance'),
          right: true,
          cell: (w) => <span data-testid="multi-token-balance">{formatCount(w.balance)}</span>,
        },
      ]}
    />
  );
}
