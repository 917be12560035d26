// The account page's tabs; the tab is part of the URL (/accounts/{id}/{tab}).
import { Tabs } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { AccountResponse } from '@tvmscan/api-schema';
import { useTranslation } from 'react-i18next';
import type { ExecutorAbi } from '../../features/contract-executor/known-abis';
import { PagedMessages } from '../../features/message-list/PagedMessages';
import { PagedTransactions } from '../../features/transaction-list/PagedTransactions';
import { type AccountType, accountTabs, resolveAccountTab, type SourceCodeView } from './account-tabs';
import { SourceCodeTab } from './SourceCodeTab';
import {
  BalancesTab,
  ItemsTab,
  MultiTokensTab,
  NftEventsTab,
  TAB_PAGE_SIZE,
  TokenTransactionsTab,
} from './TokenTabs';

interface AccountTabsProps {
  account: AccountResponse;
  type: AccountType;
  executorAbi: ExecutorAbi | null;
  tab: string | undefined;
  sourceView: SourceCodeView;
  basePath: string;
}

export function AccountTabs({ account, type, executorAbi, tab, sourceView, basePath }: AccountTabsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tabs = accountTabs(type);
  const active = resolveAccountTab(tab, type);
  const address = account.address;
  const panel = () => {
    switch (active) {
      case 'messages':
        return <PagedMessages filter={{ includeAccounts: [address], limit: TAB_PAGE_SIZE }} />;
      case 'transactions':
        return <PagedTransactions filter={{ includeAccounts: [address], limit: TAB_PAGE_SIZE }} />;
      case 'token-transactions':
        return (
          <TokenTransactionsTab
            filter={type === 'token' ? { rootAddress: address } : { ownerAddress: address }}
          />
        );
      case 'token-balances':
        return <BalancesTab filter={{ ownerAddress: address }} />;
      case 'holders':
        return <BalancesTab filter={{ rootAddress: address }} />;
      case 'items':
        return <ItemsTab filter={type === 'collection' ? { collection: address } : { owner: address }} />;
      case 'nft-transactions':
        return <NftEventsTab address={address} />;
      case 'multi':
        return <MultiTokensTab owner={address} />;
      case 'source-code':
        return (
          <SourceCodeTab account={account} executorAbi={executorAbi} view={sourceView} basePath={basePath} />
        );
    }
  };
  return (
    <Tabs
      id="tabs"
      value={active}
      onChange={(value) => value && void navigate({ to: `${basePath}/${value}`, resetScroll: false })}
    >
      <Tabs.List>
        {tabs.map((tb) => (
          <Tabs.Tab key={tb} value={tb} data-testid={`account-tab-${tb}`}>
            {t(`account.tabs.${tb}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={active} pt="md">
        {panel()}
      </Tabs.Panel>
    </Tabs>
  );
}
