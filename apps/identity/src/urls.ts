// Where the embedded provider lives and what its access tokens are for, computed in one place so that
// the CLI that mounts the provider and the Admin API that checks its tokens agree (decision 0044).

import { ADMIN_API_BASE, IDENTITY_BASE } from '@tvmscan/api-schema/values';

// Where the provider (IDENTITY_BASE) and the Admin API (ADMIN_API_BASE, the audience of the provider's
// access tokens) are mounted on the explorer's server.
export { ADMIN_API_BASE, IDENTITY_BASE };

export interface IdentityUrls {
  /** The explorer's public origin, without a trailing slash (TVMSCAN_PUBLIC_URL). */
  publicUrl: string;
  /** `${publicUrl}/oidc`: the `iss` of every token, and where discovery is served. */
  issuer: string;
  /** `${publicUrl}/api/admin`: the `aud` of every access token. */
  adminAudience: string;
  /** `${publicUrl}/`: the web app's root, the client's only redirect URI. */
  appRoot: string;
}

/**
 * The provider's URLs from TVMSCAN_PUBLIC_URL (an http(s) origin), or `http://localhost:<port>`
 * without it. Throws a TypeError naming the setting when it is not a usable URL.
 */
export function identityUrls(env: NodeJS.ProcessEnv, port: number): IdentityUrls {
  const text = env.TVMSCAN_PUBLIC_URL?.trim() || `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TypeError(`TVMSCAN_PUBLIC_URL must be an absolute http(s) URL, got "${text}"`);
  }
  // An origin only: the server mounts the provider at /oidc, and oidc-provider builds its endpoints'
  // URLs from the request, so a public address with a path of its own would name other endpoints.
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.href !== `${url.origin}/`)
    throw new TypeError(
      `TVMSCAN_PUBLIC_URL must be an http(s) origin (no path, query or fragment), got "${text}"`,
    );
  const publicUrl = url.origin;
  return {
    publicUrl,
    issuer: `${publicUrl}${IDENTITY_BASE}`,
    adminAudience: `${publicUrl}${ADMIN_API_BASE}`,
    appRoot: `${publicUrl}/`,
  };
}
