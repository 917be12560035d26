import type { Catalog } from '../../../shared/i18n/languages';

export const catalog: Catalog = {
  settings: {
    title: 'Account settings',
    tabs: {
      addresses: 'My tokens',
      'token-lists': 'My token lists',
      'api-key': 'API keys',
      assets: 'Assets',
    },
    pendingCount: '{{count}} pending',
    adminOnly: 'Assets are available to administrators only.',
    apiKey: {
      about: 'You have one API key at a time: creating a new key revokes the current one.',
      create: 'Create new key',
      modalTitle: 'Create new API key',
      createdTitle: 'Your new API key',
      warning:
        'Creating a new key revokes your current key: anything using it stops working. The new key is shown once; copy it and keep it safe.',
      cancel: 'Cancel',
      submit: 'Submit',
      close: 'Close',
      keyLabel: 'Your new API key',
      keyHint: 'This is the only time the key is shown.',
    },
  },
};
