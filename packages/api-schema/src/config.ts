// Per-deployment configuration the web app reads at start (spec §1, §9): GET /api/config.
import { z } from 'zod';
import type { RouteDef } from './route-def';
import { endpoints } from './values';

/** Base addresses of the services the web app talks to; relative paths mean "this origin". */
export const ServiceUrls = z.object({
  explorerApi: z.string(),
  tokensApi: z.string(),
  verificationApi: z.string().nullable(),
  adminApi: z.string().nullable(),
  dexApi: z.string().nullable(),
  /** The OpenID issuer the web app signs in with (null: no sign-in)... */
  identityProvider: z.string().nullable(),
  /** ...and its client id there (TVMSCAN_OIDC_CLIENT_ID). */
  identityClientId: z.string().nullable(),
});

/**
 * The deployment's own links in the footer (spec §2 "footer"): its other services, terms, privacy and
 * cookie policies, and social accounts. Every one is optional; the web app hides a link not configured.
 */
export const FooterLinks = z.object({
  services: z.array(z.object({ label: z.string().min(1), url: z.string() })),
  terms: z.string().nullable(),
  privacy: z.string().nullable(),
  cookies: z.string().nullable(),
  social: z.object({
    telegram: z.string().nullable(),
    twitter: z.string().nullable(),
    github: z.string().nullable(),
    discord: z.string().nullable(),
    medium: z.string().nullable(),
  }),
});

export const ConfigResponse = z.object({
  networkName: z.string(),
  tokenSymbol: z.string(),
  decimals: z.number().int().min(0).max(18),
  languageSwitcher: z.boolean(),
  themeSwitcher: z.boolean(),
  services: ServiceUrls,
  networkId: z.number().int(),
  /**
   * The ownership verifier's raw address: where a token owner's wallet sends `verify(root,
   * sha256(sub))` (OWNERSHIP_VERIFIER_ABI) before link_owner (decision 0049). The local network's under
   * `tvmscan dev`, TVMSCAN_OWNERSHIP_VERIFIER elsewhere; null: ownership cannot be verified here.
   */
  ownershipVerifier: z.string().nullable(),
  /** Absent when the deployment configures no footer links. */
  footer: FooterLinks.optional(),
});

export type ServiceUrls = z.infer<typeof ServiceUrls>;
export type FooterLinks = z.infer<typeof FooterLinks>;
export type ConfigResponse = z.infer<typeof ConfigResponse>;

export const configRoutes = {
  config: {
    ...endpoints.config,
    tag: 'config',
    summary: 'Per-deployment configuration of the web app',
    response: ConfigResponse,
  },
} as const satisfies Record<string, RouteDef>;
