// Per-deployment configuration the web app reads at start (spec §1, §9): GET /api/config.
import { z } from 'zod';

/** Base addresses of the services the web app talks to; relative paths mean "this origin". */
export const ServiceUrls = z.object({
  explorerApi: z.string(),
  tokensApi: z.string(),
  verificationApi: z.string().nullable(),
  adminApi: z.string().nullable(),
  dexApi: z.string().nullable(),
  identityProvider: z.string().nullable(),
});

export const ConfigResponse = z.object({
  networkName: z.string(),
  tokenSymbol: z.string(),
  decimals: z.number().int().min(0).max(18),
  languageSwitcher: z.boolean(),
  themeSwitcher: z.boolean(),
  services: ServiceUrls,
  networkId: z.number().int(),
});

export type ServiceUrls = z.infer<typeof ServiceUrls>;
export type ConfigResponse = z.infer<typeof ConfigResponse>;
