// The header's navigation links (and the mobile menu's): only pages this app serves.
export const NAV_ITEMS = [
  { to: '/blocks', labelKey: 'nav.blocks' },
  { to: '/transactions', labelKey: 'nav.transactions' },
  { to: '/messages', labelKey: 'nav.messages' },
  { to: '/accounts', labelKey: 'nav.accounts' },
  { to: '/tokens', labelKey: 'nav.tokens' },
  { to: '/token-lists', labelKey: 'tokenLists.title' },
  { to: '/collections', labelKey: 'nft.collectionsTitle' },
  { to: '/validators', labelKey: 'nav.validators' },
  { to: '/contracts', labelKey: 'nav.contracts' },
  { to: '/config', labelKey: 'nav.config' },
] as const;
