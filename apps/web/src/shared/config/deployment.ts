// Per-deployment configuration served by the API at GET /api/config (network name, token symbol,
// decimals, switchers, service bases, network id). Until it arrives — or if it cannot be loaded — the
// shell renders with neutral defaults rather than blocking the whole app on one request.
import { useQuery } from '@tanstack/react-query';
import type { ConfigResponse } from '@tvmscan/api-schema';
import { DEFAULT_SERVICES, loadDeploymentConfig } from '../api/client';

export const FALLBACK_CONFIG: ConfigResponse = {
  networkName: '',
  tokenSymbol: 'EVER',
  decimals: 9,
  languageSwitcher: true,
  themeSwitcher: true,
  services: {
    ...DEFAULT_SERVICES,
    verificationApi: null,
    adminApi: null,
    dexApi: null,
    identityProvider: null,
    identityClientId: null,
  },
  networkId: 0,
  ownershipVerifier: null,
};

export function useDeploymentConfig(): ConfigResponse {
  const { data } = useQuery({
    queryKey: ['config'],
    queryFn: async () => {
      const config = await loadDeploymentConfig();
      if (!config) throw new Error('the deployment configuration is unavailable');
      return config;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  return data ?? FALLBACK_CONFIG;
}
