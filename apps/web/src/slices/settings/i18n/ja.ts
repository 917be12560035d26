import type { Catalog } from '../../../shared/i18n/languages';

export const catalog: Catalog = {
  settings: {
    title: 'アカウント設定',
    tabs: {
      addresses: 'マイトークン',
      'token-lists': 'マイトークンリスト',
      'api-key': 'API キー',
      assets: 'アセット',
    },
    pendingCount: '審査中 {{count}}',
    adminOnly: 'アセットは管理者のみが利用できます。',
    apiKey: {
      about: 'API キーは一度に一つだけです。新しいキーを作成すると現在のキーは無効になります。',
      create: '新しいキーを作成',
      modalTitle: '新しい API キーを作成',
      createdTitle: '新しい API キー',
      warning:
        '新しいキーを作成すると現在のキーは無効になり、それを使っているものはすべて動作しなくなります。新しいキーは一度だけ表示されます。コピーして安全に保管してください。',
      cancel: 'キャンセル',
      submit: '送信',
      close: '閉じる',
      keyLabel: '新しい API キー',
      keyHint: 'キーが表示されるのはこの一度だけです。',
    },
  },
};
