// The API as its suites start it: buildApi over a test database with the deployment settings below
// (a local network's, limits off), each suite overriding only what it is about.
import { type ApiConfig, buildApi } from '@tvmscan/api';
import type { Database } from '@tvmscan/db';

/** The deployment config the API suites run with. */
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
      identityClientId: null,
    },
    networkId: 0,
    ownershipVerifier: null,
  },
  cursorSecret: 'test-secret-test-secret-test-secret!',
  rateLimit: false as const,
  // No load shedding: a suite's requests must not be answered 503 because another suite on the same
  // cores is busy. The shedder's own tests turn it on.
  maxEventLoopDelayMs: 0,
  checkResponses: true,
} satisfies ApiConfig;

/** The API over `database` with testConfig and `config` on top (and the built web app when `webRoot` is given). */
export function startApi(database: Database, config: Partial<ApiConfig> = {}, webRoot?: string) {
  return buildApi({ database, config: { ...testConfig, ...config }, webRoot });
}
