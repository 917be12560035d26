import type { Catalog } from '../../../shared/i18n/languages';

export const catalog: Catalog = {
  search: {
    placeholder: 'トランザクション、メッセージ、アカウント、ブロックの ID を入力...',
    label: '検索',
    clear: '検索をクリア',
    nothingFound: '見つかりませんでした',
    searching: '検索中…',
    groups: {
      blocks: 'ブロック',
      accounts: 'アカウント',
      transactions: 'トランザクション',
      messages: 'メッセージ',
      tokens: 'トークン',
    },
  },
};
