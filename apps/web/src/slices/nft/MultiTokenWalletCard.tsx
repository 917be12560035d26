// A multi-token wallet's own card on its account page (spec §3 "Multi-token wallet"): the token it holds
// (its name links to the token's NFT page), the token id, owner, collection, balance and linked NFT. The
// name is contract text, shown as text.
import { Link } from '@tanstack/react-router';
import type { MultiTokenWallet } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { nftUrl } from '../../shared/lib/asset-urls';
import { formatCount } from '../../shared/lib/format';
import { DetailList } from '../../shared/ui/DetailList';
import { AccountMono, Mono } from '../../shared/ui/Mono';
import { Panel } from '../../shared/ui/Panel';
import { UntrustedText } from '../../shared/ui/UntrustedText';

/** The name of the token a wallet holds, linking to the token's NFT page when the wallet is linked. */
export function MultiTokenName({ wallet, testId }: { wallet: MultiTokenWallet; testId: string }) {
  const { t } = useTranslation();
  return wallet.nftAddress ? (
    <Link to={nftUrl(wallet.nftAddress)}>
      <UntrustedText value={wallet.name ?? t('nft.untitled')} testId={testId} />
    </Link>
  ) : (
    <UntrustedText value={wallet.name} testId={testId} />
  );
}

export function MultiTokenWalletCard({ wallet }: { wallet: MultiTokenWallet }) {
  const { t } = useTranslation();
  const w = (key: string) => t(`nft.wallet.${key}`);
  const nft = wallet.nftAddress;
  return (
    <Panel title={w('title')} testId="multi-wallet-card">
      <DetailList
        items={[
          {
            label: w('token'),
            value: <MultiTokenName wallet={wallet} testId="multi-wallet-token" />,
          },
          { label: w('id'), value: <Mono value={wallet.id} testId="multi-wallet-id" /> },
          {
            label: w('owner'),
            value: <AccountMono address={wallet.ownerAddress} testId="multi-wallet-owner" />,
          },
          {
            label: w('collection'),
            value: <AccountMono address={wallet.collection} testId="multi-wallet-collection" />,
          },
          { label: w('balance'), value: formatCount(wallet.balance), testId: 'multi-wallet-balance' },
          {
            label: w('nft'),
            value: nft ? <Mono value={nft} to={nftUrl(nft)} testId="multi-wallet-nft" /> : '—',
          },
        ]}
      />
    </Panel>
  );
}
