// The header's navigation links (and the mobile menu's): only pages this app serves.
export const NAV_ITEMS = [
  { to: '/blocks', labelKey: 'nav.blocks' },
  { to: '/transactions', labelKey: 'nav.transactions' },
  { to: '/messages', labelKey: 'nav.messages' },
] as const;
