import type { Catalog } from '../../../shared/i18n/languages';

export const catalog: Catalog = {
  search: {
    placeholder: 'Enter ID of a transaction, message, account or block...',
    label: 'Search',
    clear: 'Clear search',
    nothingFound: 'Nothing found',
    searching: 'Searching…',
    groups: {
      blocks: 'Blocks',
      accounts: 'Accounts',
      transactions: 'Transactions',
      messages: 'Messages',
      tokens: 'Tokens',
    },
  },
};
