// The deployment config the API tests run with.
export const testConfig = {
  web: {
    networkName: 'Localnet',
    tokenSymbol: 'EVER',
    decimals: 9,
    languageSwitcher: true,
    themeSwitcher: true,
    services: {
      explorerApi: '/api/explorer',
      tokensApi: '/api/tokens',
      verificationApi: null,
      adminApi: null,
      dexApi: null,
      identityProvider: null,
    },
    networkId: 0,
  },
  cursorSecret: 'test-secret-test-secret-test-secret!',
  rateLimit: false as const,
};
