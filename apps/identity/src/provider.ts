// The embedded OpenID provider's configuration (oidc-provider 8.8; decision 0044): one public client
// (the web app: code flow with PKCE, redirects to the app root), accounts from `identity_accounts`,
// state in the database, and access tokens that are JWTs for the Admin API.
import { createHash } from 'node:crypto';
import { type Database, findIdentityAccount } from '@tvmscan/db';
import Provider, {
  type Configuration,
  errors,
  type KoaContextWithOIDC,
  type ResourceServer,
} from 'oidc-provider';
import type { ProviderKeys } from './keys';
import { payloadAdapter } from './payload-adapter';
import { IDENTITY_BASE, type IdentityUrls } from './urls';

/** What the web app asks for (spec §6): sign-in, the profile and email claims, and refresh tokens. */
export const CLIENT_SCOPES = 'openid profile email offline_access';

/** The scopes an Admin API access token carries. */
const ADMIN_API_SCOPES = 'openid profile email';

/** Lifetimes, in seconds. Access tokens are short (the web refreshes them silently); a session and its
 *  refresh tokens last two weeks of inactivity. */
const TTL = {
  AccessToken: 15 * 60,
  AuthorizationCode: 60,
  IdToken: 15 * 60,
  Interaction: 60 * 60,
  Session: 14 * 24 * 60 * 60,
  Grant: 14 * 24 * 60 * 60,
  RefreshToken: 14 * 24 * 60 * 60,
} as const;

export interface ProviderSettings {
  database: Database;
  urls: IdentityUrls;
  /** TVMSCAN_OIDC_CLIENT_ID (default `frontend`). */
  clientId: string;
  keys: ProviderKeys;
  /** Believe X-Forwarded-Proto and -Host (TVMSCAN_TRUST_PROXY), so a provider behind TLS termination
   *  sees the https origin its issuer names. */
  trustProxy?: boolean;
  /** Seconds a rotated refresh token may still be used (payload-adapter.ts). */
  refreshGraceS?: number;
}

/** The algorithm of the first signing key: it signs ID tokens and Admin API access tokens alike. */
function signingAlgorithm(keys: ProviderKeys): 'RS256' | 'ES256' {
  const first = keys.jwks.keys[0];
  return first.alg ?? (first.kty === 'RSA' ? 'RS256' : 'ES256');
}

/** The claims of an account (standard names; `email_verified` says whether the mailed link was followed). */
async function accountClaims(database: Database, id: string) {
  const account = await findIdentityAccount(database, id);
  if (!account) return undefined;
  return { sub: account.id, email: account.email, email_verified: account.email_verified_at !== null };
}

/** Submits the end-session form with `logout=yes`: the provider's session ends with it. */
const SIGN_OUT_SCRIPT =
  "const f=document.getElementById('op.logoutForm');const i=document.createElement('input');" +
  "i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();";
const SIGN_OUT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SIGN_OUT_SCRIPT).digest('base64')}'`;

/**
 * The end-session page. The web app's Sign out has asked already, so when the request carries an ID
 * token of ours (oidc-provider has checked it by now) the form submits itself; a bare link from
 * elsewhere gets a button instead, so no page can sign a visitor out behind their back. The script is
 * allowed by its hash in the page's CSP (the server's policy forbids inline scripts otherwise).
 */
async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  const automatic = typeof ctx.oidc.params?.id_token_hint === 'string';
  const policy = ctx.response.get('Content-Security-Policy');
  if (automatic && policy)
    ctx.set(
      'Content-Security-Policy',
      policy.replace(/script-src ([^;]*)/, `script-src $1 ${SIGN_OUT_SCRIPT_HASH}`),
    );
  ctx.type = 'html';
  ctx.body = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign out</title></head>
<body>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
${automatic ? `<script>${SIGN_OUT_SCRIPT}</script>` : ''}
</body></html>`;
}

export function createProvider(settings: ProviderSettings): Provider {
  const { database, urls, clientId, keys } = settings;
  const alg = signingAlgorithm(keys);
  const adminApi: ResourceServer = {
    scope: ADMIN_API_SCOPES,
    audience: urls.adminAudience,
    accessTokenFormat: 'jwt',
    accessTokenTTL: TTL.AccessToken,
    jwt: { sign: { alg } },
  };
  const configuration: Configuration = {
    adapter: payloadAdapter(database, settings.refreshGraceS),
    clients: [
      {
        client_id: clientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [urls.appRoot],
        post_logout_redirect_uris: [urls.appRoot],
        id_token_signed_response_alg: alg,
      },
    ],
    jwks: keys.jwks,
    // The web app calls the token and revocation endpoints from the browser, from the origin of its
    // redirect URI; no other origin is let in (oidc-provider refuses every CORS request by default).
    clientBasedCORS: (_ctx, origin, client) =>
      client.clientId === clientId && origin === new URL(urls.appRoot).origin,
    // The code flow only: no token ever travels in a URL fragment.
    responseTypes: ['code'],
    // The provider's cookies are for its own paths only: the web app and the API never see them.
    cookies: {
      keys: keys.cookieKeys,
      // Lax, not oidc-provider's default None: the web app and the provider share one origin, and None
      // needs Secure, which a plain-http `tvmscan dev` cannot give.
      long: { httpOnly: true, sameSite: 'lax', path: IDENTITY_BASE },
      short: { httpOnly: true, sameSite: 'lax', path: IDENTITY_BASE },
    },
    // oidc-provider knows only openid and offline_access unless claims name more scopes.
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: [] },
    scopes: CLIENT_SCOPES.split(' '),
    findAccount: async (_ctx, sub) => {
      const claims = await accountClaims(database, sub);
      return claims && { accountId: claims.sub, claims: () => claims };
    },
    // The Admin API decides admin rights from the access token alone (verified emails only).
    extraTokenClaims: async (_ctx, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const claims = accountId ? await accountClaims(database, accountId) : undefined;
      return claims && { email: claims.email, email_verified: claims.email_verified };
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource },
      resourceIndicators: {
        enabled: true,
        // Every access token is for the Admin API, without the client asking for it...
        defaultResource: () => urls.adminAudience,
        // ...also at the token endpoint, where a request with `openid` would otherwise get a token for
        // the userinfo endpoint.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator === urls.adminAudience) return adminApi;
          throw new errors.InvalidTarget();
        },
      },
    },
    // `screen_hint=signup` opens the registration screen instead of sign-in.
    extraParams: ['screen_hint'],
    interactions: {
      url: (_ctx, interaction) =>
        `${urls.publicUrl}/${interaction.params.screen_hint === 'signup' ? 'registration' : 'signin'}?uid=${interaction.uid}`,
    },
    // The web app is the explorer's own client: what it asks for is granted without a consent screen
    // (a grant with every scope it may ask for is made at its first sign-in).
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { oidc } = ctx;
      const client = oidc.client;
      const accountId = oidc.session?.accountId;
      if (!client || !accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (existing || client.clientId !== clientId) return existing;
      const grant = new oidc.provider.Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope(CLIENT_SCOPES);
      grant.addResourceScope(urls.adminAudience, ADMIN_API_SCOPES);
      await grant.save();
      return grant;
    },
    pkce: { methods: ['S256'], required: () => true },
    // OpenID Connect keeps `offline_access` only with `prompt=consent`, which would put a consent step
    // in every sign-in; the web app gets refresh tokens anyway, bound to its session (they end with a
    // sign-out, or when the session's two weeks are over).
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Every refresh hands out a new refresh token; a used one comes back only inside the adapter's
    // grace window (payload-adapter.ts), after which its reuse revokes the grant.
    rotateRefreshToken: true,
    ttl: TTL,
  };
  const provider = new Provider(urls.issuer, configuration);
  provider.proxy = settings.trustProxy ?? false;
  return provider;
}
