// Account page (spec §2): breadcrumbs, the details card with its lazily loaded expandable section,
// hash-anchor navigation to the details and the tabs, the verified-contract badge when the account's
// code is verified, and the tabs whose set and default follow the account's type. The page counts as
// loaded once the account and its token data are both in.
import { Anchor, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { VerifiedContract } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import { type ContractKind, type ExecutorAbi, kindOfCode } from '../../features/contract-executor/known-abis';
import { shorten } from '../../shared/lib/address';
import { visibleText } from '../../shared/lib/untrusted-text';
import { usePageTitle } from '../../shared/lib/use-page-title';
import { DetailPage } from '../../shared/ui/DetailPage';
import { CollectionCard } from '../nft/CollectionCard';
import { MultiTokenWalletCard } from '../nft/MultiTokenWalletCard';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { AccountDetailsCard } from './AccountDetailsCard';
import { AccountTabs } from './AccountTabs';
import type { AccountType, SourceCodeView } from './account-tabs';
import { useAccount, useAccountType, useSaltedContract, useVerifiedContract } from './hooks';
import { VerifiedBadge } from './VerifiedBadge';

const KIND_OF_TYPE: Partial<Record<AccountType, ContractKind>> = {
  token: 'tip3Root',
  nft: 'tip4Nft',
  collection: 'tip4Collection',
};

/** A bundled ABI: by the account's code hash, else by the type the NFT and token indexes tell. */
function useBundledKind(type: AccountType | undefined, codeHash: string | null) {
  return useQuery({
    queryKey: ['account', 'contract-kind', type, codeHash],
    queryFn: async (): Promise<ContractKind | null> =>
      (codeHash ? await kindOfCode(codeHash) : null) ?? (type ? (KIND_OF_TYPE[type] ?? null) : null),
    enabled: type !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The executor's ABI: the verified contract's when the code is verified with one (a FunC or Tolk
 *  contract may be verified without an ABI), else a bundled one, else none. */
function useExecutorAbi(
  type: AccountType | undefined,
  codeHash: string | null,
  verified: VerifiedContract | null,
): ExecutorAbi | null {
  const kind = useBundledKind(type, codeHash).data;
  if (verified?.abi)
    return { source: 'verified', codeHash: verified.codeHash, text: verified.abi, tvc: verified.tvc };
  return kind ? { source: 'bundled', kind } : null;
}

interface AccountPageProps {
  address: string;
  tab: string | undefined;
  sourceView: SourceCodeView;
}

export function AccountPage({ address, tab, sourceView }: AccountPageProps) {
  const { t } = useTranslation();
  usePageTitle(t('account.pageName'));
  const account = useAccount(address);
  const typeInfo = useAccountType(address);
  // A failing token index leaves the account's type unknown rather than the page blank (spec §8).
  const type: AccountType | undefined = typeInfo.error ? 'unknown' : typeInfo.data?.type;
  const codeHash = account.data?.codeHash ?? null;
  const exact = useVerifiedContract(codeHash);
  const verified = exact.data ?? null;
  // Salted code is asked of the verification service only once its own hash proved unverified. Its
  // build's ABI is not lent to the executor: the bundled TIP-3/TIP-4 ABIs already serve those accounts.
  const salted = useSaltedContract(
    account.data?.address ?? null,
    codeHash !== null && exact.isSuccess && verified === null,
  ).data;
  const executorAbi = useExecutorAbi(type, codeHash, verified);
  const loaded = account.data && type ? { account: account.data, type } : undefined;
  const basePath = `/accounts/${address}`;
  return (
    <DetailPage
      list={{ to: '/accounts', label: t('nav.accounts') }}
      crumb={t('account.breadcrumbs')}
      title={
        typeInfo.data?.token
          ? t('account.tokenTitle', { name: visibleText(typeInfo.data.token.name) })
          : t('account.title')
      }
      titleTestId="account-title"
      query={{ data: loaded, error: account.error, isPending: account.isPending || typeInfo.isPending }}
      notFound={<NotFoundPage />}
      skeletonRows={14}
    >
      {(page) => (
        <Stack gap="md" data-testid="account-page" data-account-type={page.type}>
          <Group gap="md" component="nav" aria-label={t('account.sections')} fz="sm">
            <Anchor href="#details">{t('account.anchors.details')}</Anchor>
            <Anchor href="#tabs">{t('account.anchors.tabs')}</Anchor>
            <span style={{ color: 'var(--mantine-color-dimmed)' }}>{shorten(address, 9)}</span>
            {verified ? (
              <VerifiedBadge codeHash={verified.codeHash} name={verified.contractName} salted={false} />
            ) : (
              salted && <VerifiedBadge codeHash={salted.code_hash} name={salted.contract_name} salted />
            )}
          </Group>
          <AccountDetailsCard account={page.account} />
          {typeInfo.data?.collection && <CollectionCard collection={typeInfo.data.collection} />}
          {typeInfo.data?.multiTokenWallet && (
            <MultiTokenWalletCard wallet={typeInfo.data.multiTokenWallet} />
          )}
          <AccountTabs
            account={page.account}
            type={page.type}
            executorAbi={executorAbi}
            tab={tab}
            sourceView={sourceView}
            basePath={basePath}
          />
        </Stack>
      )}
    </DetailPage>
  );
}
