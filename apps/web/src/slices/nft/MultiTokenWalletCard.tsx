import { Link } from '@tanstack/react-router';
import type { MultiTokenWallet } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { nftUrl } from '../../shared/lib/asset-urls';
import { formatCount } from '../../shared/lib/format';
import { DetailList } from '../../shared/ui/DetailList';
import { AccountMono, Mono } from '../../shared/ui/Mono';
import { Panel } from '../../shared/ui/Panel';
import { UntrustedText } from '../../shared/ui/UntrustedText';

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
            value: nft ? (
              <Link to={nftUrl(nft)}>
                <UntrustedText value={wallet.name ?? t('nft.untitled')} testId="multi-wallet-token" />
              </Link>
            ) : (
              <UntrustedText value={wallet.name} testId="multi-wallet-token" />
            ),
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
