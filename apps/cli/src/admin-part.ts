// The Admin API (decision 0045) in `tvmscan dev` and `serve`, under /api/admin. It takes the access
// tokens of the embedded provider (identity-part.ts) or, when TVMSCAN_OIDC_ISSUER is set, of that
// issuer, for the audience TVMSCAN_ADMIN_AUDIENCE — by default `${TVMSCAN_PUBLIC_URL}/api/admin`, the
// resource the embedded provider names in every access token. TVMSCAN_ADMINS lists the admins: emails
// (counted only when the token says they are verified) and subject ids.
import { adminRoutes } from '@tvmscan/admin';
import type { buildApi } from '@tvmscan/api';
import type { Database } from '@tvmscan/db';
import { ADMIN_API_BASE, identityUrls } from '@tvmscan/identity';

export interface AdminSettings {
  issuer: string;
  audience: string;
  admins: string[];
  /** The ownership verifier link_owner reads proofs from (deployment.ts ownershipVerifier), or null. */
  ownershipVerifier: string | null;
  /** Where the web app reaches the Admin API: the base of the logo URLs it answers. */
  assetBase: string;
  /** TVMSCAN_NETWORK_ID: the chainId the token list manifests name. */
  networkId: number;
}

/** `extraAdmins` join TVMSCAN_ADMINS (`tvmscan dev` adds its local admin). Throws on a malformed
 *  TVMSCAN_PUBLIC_URL, as the provider's mount does. */
export function adminSettings(
  env: NodeJS.ProcessEnv,
  port: number,
  extraAdmins: readonly string[] = [],
  verifier: string | null = null,
): AdminSettings {
  const urls = identityUrls(env, port);
  const listed = (env.TVMSCAN_ADMINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    issuer: env.TVMSCAN_OIDC_ISSUER || urls.issuer,
    audience: env.TVMSCAN_ADMIN_AUDIENCE || urls.adminAudience,
    admins: [...listed, ...extraAdmins],
    ownershipVerifier: verifier,
    assetBase: env.TVMSCAN_ADMIN_API || ADMIN_API_BASE,
    networkId: Number(env.TVMSCAN_NETWORK_ID ?? 0),
  };
}

export async function mountAdmin(
  app: Awaited<ReturnType<typeof buildApi>>,
  database: Database,
  settings: AdminSettings,
): Promise<void> {
  await app.register(adminRoutes, { prefix: ADMIN_API_BASE, database, ...settings });
}
