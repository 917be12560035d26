// A multi-token wallet's own card on its account page (spec §3 "Multi-token wallet"): the token it holds
// (its name links to the token's NFT page), the token id, owner, collection, balance and linked NFT. The
// name is contract text, shown as text.
import { Card, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MultiTokenWallet } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { nftUrl } from '../../shared/lib/asset-urls';
import { formatCount } from '../../shared/lib/format';
import { DetailList } from '../../shared/ui/DetailList';
import { AccountMono, Mono } from '../../shared/ui/Mono';
import { UntrustedText } from '../../shared/ui/UntrustedText';

export function MultiTokenWalletCard({ wallet }: { wallet: MultiTokenWallet }) {
  const { t } = useTranslation();
  const w = (key: string) => t(`nft.wallet.${key}`);
  const nft = wallet.nftAddress;
  return (
    <Card withBorder padding="md" data-testid="multi-wallet-card">
      <Title order={2} fz="lg" mb="xs">
        {w('title')}
      </Title>
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
    </Card>
  );
}
