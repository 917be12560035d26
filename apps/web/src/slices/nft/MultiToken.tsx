// A multi-token's (VEP 1155) own sections of the NFT page (spec §3 "Multi-token"): its supply, its
// holding wallets' code hash and its royalty beside the NFT's info, its holders (one wallet each,
// largest balance first, with the share of the supply) and its events (minted, burned, wallet created,
// transferred), each list 10 a page.
import { Badge } from '@mantine/core';
import type { MultiTokenEvent, NftResponse } from '@tvmscan/api-schema';
import { PAGE_SIZES } from '@tvmscan/api-schema/values';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { shorten } from '../../shared/lib/address';
import { transactionUrl } from '../../shared/lib/chain';
import { formatCount, formatDateTime, formatPercent } from '../../shared/lib/format';
import { useCursorPages } from '../../shared/lib/use-cursor-pages';
import { AccountMono, Mono } from '../../shared/ui/Mono';
import { AddressLink, PagedTable } from '../../shared/ui/PagedTable';
import { Panel } from '../../shared/ui/Panel';
import { supplyShare } from '../token/HoldersTable';
import { royaltyPercent } from './multi-token';

const PAGE_SIZE = PAGE_SIZES.tab;
type MultiTokenNft = NftResponse & { multiTokenSupply: string };

export const isMultiToken = (nft: NftResponse): nft is MultiTokenNft => nft.multiTokenSupply !== null;

/** The multi-token's rows of the NFT's info list. */
export function useMultiTokenInfo(nft: NftResponse) {
  const { t } = useTranslation();
  const m = (key: string) => t(`nft.multi.${key}`);
  if (!isMultiToken(nft)) return [];
  return [
    {
      label: m('supply'),
      value: <span data-testid="multi-token-supply">{formatCount(nft.multiTokenSupply)}</span>,
    },
    {
      label: m('walletCodeHash'),
      value: nft.multiTokenWalletCodeHash ? (
        <Mono value={nft.multiTokenWalletCodeHash} testId="multi-token-wallet-code" />
      ) : (
        '—'
      ),
    },
    {
      label: m('royaltyReceiver'),
      value: <AccountMono address={nft.royaltyAddress} testId="multi-token-royalty-to" />,
    },
    {
      label: m('royalty'),
      value: (
        <span data-testid="multi-token-royalty">
          {nft.royaltyBasisPoints === null ? '—' : royaltyPercent(nft.royaltyBasisPoints)}
        </span>
      ),
    },
  ];
}

export function MultiTokenHolders({ nft }: { nft: MultiTokenNft }) {
  const { t } = useTranslation();
  const m = (key: string) => t(`nft.multi.${key}`);
  const filter = { collection: nft.collection, id: nft.id };
  const pages = useCursorPages({
    queryKey: ['nft', nft.address, 'multi-holders'],
    fetchPage: (cursor, signal) =>
      callApi('multiTokenWallets', { ...filter, limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) }, signal),
    count: (p) => p.wallets.length,
  });
  return (
    <Panel title={m('holders')} testId="multi-token-holders">
      <PagedTable
        skeletonRows={PAGE_SIZE}
        pages={pages}
        rows={(page) => page.wallets}
        rowKey={(w) => w.address}
        rowTestId="multi-holder-row"
        minWidth={620}
        columns={[
          { header: m('holder'), mono: true, cell: (w) => <AddressLink address={w.ownerAddress} /> },
          { header: m('wallet'), mono: true, cell: (w) => <AddressLink address={w.address} /> },
          {
            header: m('balance'),
            right: true,
            cell: (w) => <span data-testid="multi-holder-balance">{formatCount(w.balance)}</span>,
          },
          {
            header: m('share'),
            right: true,
            cell: (w) => formatPercent(supplyShare(w.balance, nft.multiTokenSupply)),
          },
        ]}
      />
    </Panel>
  );
}

/** A burn takes tokens from its wallet's owner to no one; the other events bring tokens to the owner,
 *  from the sender of a transfer or the creator of a new token. */
const fromOf = (e: MultiTokenEvent) => (e.kind === 'MultiTokenBurned' ? e.ownerAddress : e.counterparty);
const toOf = (e: MultiTokenEvent) => (e.kind === 'MultiTokenBurned' ? null : e.ownerAddress);

export function MultiTokenEvents({ nft }: { nft: MultiTokenNft }) {
  const { t, i18n } = useTranslation();
  const m = (key: string) => t(`nft.multi.${key}`);
  const filter = { collection: nft.collection, id: nft.id };
  const pages = useCursorPages({
    queryKey: ['nft', nft.address, 'multi-events'],
    fetchPage: (cursor, signal) =>
      callApi('multiTokenEvents', { ...filter, limit: PAGE_SIZE, ...(cursor ? { cursor } : {}) }, signal),
    count: (p) => p.events.length,
  });
  return (
    <Panel title={m('events')} testId="multi-token-events">
      <PagedTable
        skeletonRows={PAGE_SIZE}
        pages={pages}
        rows={(page) => page.events}
        rowKey={(e) => `${e.transactionHash}:${e.kind}:${e.walletAddress}`}
        rowTestId="multi-event-row"
        minWidth={760}
        columns={[
          {
            header: m('transaction'),
            mono: true,
            cell: (e) => (
              <Mono value={e.transactionHash} to={transactionUrl(e.transactionHash)} copyable={false}>
                {shorten(e.transactionHash, 6)}
              </Mono>
            ),
          },
          {
            header: m('kind'),
            cell: (e) => (
              <Badge variant="light" size="sm" data-testid="multi-event-kind" data-kind={e.kind}>
                {t(`nft.multi.kinds.${e.kind}`)}
              </Badge>
            ),
          },
          { header: m('from'), mono: true, cell: (e) => <AddressLink address={fromOf(e)} /> },
          { header: m('to'), mono: true, cell: (e) => <AddressLink address={toOf(e)} /> },
          {
            header: m('count'),
            right: true,
            cell: (e) => <span data-testid="multi-event-count">{formatCount(e.count)}</span>,
          },
          { header: m('time'), right: true, cell: (e) => formatDateTime(e.time, { lang: i18n.language }) },
        ]}
      />
    </Panel>
  );
}
