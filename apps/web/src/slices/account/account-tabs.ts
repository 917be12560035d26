// The account page's tabs (spec §2 "Account page"). Which tabs an account has and which one opens first
// depend on its type: token roots list holders instead of their own balances, NFTs open on their
// transfers, collections on their items, and an account of unknown type also lists the items (NFTs)
// and multi-tokens it owns. The type is known only once the account and its token data have loaded.
export type AccountType = 'token' | 'nft' | 'collection' | 'unknown';

export const ACCOUNT_TABS = [
  'nft-transactions',
  'items',
  'messages',
  'transactions',
  'token-transactions',
  'token-balances',
  'holders',
  'multi',
  'source-code',
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

const COMMON: readonly AccountTab[] = ['messages', 'transactions', 'token-transactions'];

export function accountTabs(type: AccountType): AccountTab[] {
  switch (type) {
    case 'token':
      return [...COMMON, 'holders', 'source-code'];
    case 'nft':
      return ['nft-transactions', ...COMMON, 'token-balances', 'source-code'];
    case 'collection':
      return ['items', ...COMMON, 'token-balances', 'source-code'];
    case 'unknown':
      return [...COMMON, 'token-balances', 'items', 'multi', 'source-code'];
  }
}

export function defaultAccountTab(type: AccountType): AccountTab {
  return type === 'nft' ? 'nft-transactions' : type === 'collection' ? 'items' : 'messages';
}

/** The tab to show: the requested one when this account has it, its default otherwise. */
export function resolveAccountTab(requested: string | undefined, type: AccountType): AccountTab {
  return accountTabs(type).find((tab) => tab === requested) ?? defaultAccountTab(type);
}

/** Source-code sub-tabs: the executor at the tab's own path, the contract code at `/contract`. */
export type SourceCodeView = 'executor' | 'contract';
