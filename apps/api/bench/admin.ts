// bench:api's Admin API: the embedded OpenID provider (/oidc) and the Admin API (/api/admin) mounted on
// the bench's app as `tvmscan serve` mounts them (apps/cli identity-part.ts, admin-part.ts), and the
// real credentials their point lookups need: an access token the provider issues through the web app's
// sign-in (authorization code with PKCE), and a personal key made once through `api_key`.
import { adminRoutes } from '@tvmscan/admin';
import { ADMIN_API_BASE, IDENTITY_BASE } from '@tvmscan/api-schema';
import type { Database } from '@tvmscan/db';
import {
  createAccount,
  EmailTaken,
  generateProviderKeys,
  type IdentityUrls,
  identityRoutes,
  identityUrls,
  outboxMailer,
} from '@tvmscan/identity';
import { signIn as signInAs } from '@tvmscan/test-support/oidc-client';
import type { FastifyInstance } from 'fastify';
import type { AdminIds, Endpoint } from './mix';

/** The bench's account, kept in the bench database across runs (a reused seed finds it there). Listed
 *  as an admin, so is_admin answers true. */
const EMAIL = 'bench@tvmscan.localhost';
const PASSWORD = 'the bench account, not a secret';
/** The provider's access tokens last 15 minutes (apps/identity provider.ts); a load starts with one
 *  minted at most this long ago. */
const TOKEN_RENEW_MS = 5 * 60_000;

/** Mounts the provider and the Admin API on `app`, which is to listen on 127.0.0.1:`port`. */
export async function mountIdentityAndAdmin(
  app: FastifyInstance,
  database: Database,
  port: number,
): Promise<IdentityUrls> {
  const urls = identityUrls({ TVMSCAN_PUBLIC_URL: `http://127.0.0.1:${port}` }, port);
  await app.register(identityRoutes, {
    prefix: IDENTITY_BASE,
    database,
    urls,
    keys: generateProviderKeys(),
    mailer: outboxMailer(database),
  });
  await app.register(adminRoutes, {
    prefix: ADMIN_API_BASE,
    database,
    issuer: urls.issuer,
    audience: urls.adminAudience,
    admins: [EMAIL],
    // Every request of the bench comes from 127.0.0.1, and pat/check allows one IP 30 a minute by
    // default: past the first 30 the bench would measure the 429, not the key lookup. The limiter
    // still counts each request (its cost stays in the figures); only its ceiling is lifted.
    patCheckLimit: { attempts: Number.MAX_SAFE_INTEGER, windowMs: 60_000 },
  });
  return urls;
}

/** Signs in as the web app does; the access token the provider issues (for the Admin API's audience). */
const signIn = async (urls: IdentityUrls): Promise<string> =>
  (await signInAs(urls, EMAIL, PASSWORD)).access_token;

/** The bench account's credentials, once the app listens: a fresh access token, and a personal key made
 *  through `api_key` (which revokes the key an earlier run made). */
export async function adminIds(database: Database, urls: IdentityUrls): Promise<AdminIds> {
  try {
    await createAccount(database, { email: EMAIL, password: PASSWORD, verified: true });
  } catch (error) {
    if (!(error instanceof EmailTaken)) throw error;
  }
  const accessToken = await signIn(urls);
  const created = await fetch(`${urls.publicUrl}${ADMIN_API_BASE}/v1/authorized/api_key`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (created.status !== 200) throw new Error(`api_key answered ${created.status}: ${await created.text()}`);
  const { personal_access_token: personalKey } = (await created.json()) as { personal_access_token: string };
  return { accessToken, personalKey };
}

/** Keeps the Bearer token of `endpoints` (adminEndpoints') young enough to outlast the next load: a
 *  run longer than the token's 15 minutes would otherwise measure 401s. */
export function tokenRenewal(urls: IdentityUrls, endpoints: Endpoint[]): () => Promise<void> {
  let mintedAt = Date.now();
  return async () => {
    if (Date.now() - mintedAt < TOKEN_RENEW_MS) return;
    const token = await signIn(urls);
    mintedAt = Date.now();
    for (const e of endpoints) if (e.headers?.authorization) e.headers.authorization = `Bearer ${token}`;
  };
}
