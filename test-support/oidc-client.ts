// The web app's side of a sign-in, without a browser: a cookie jar with manual redirects that walks the
// embedded provider's authorization-code flow with PKCE the way oidc-client-ts does. The identity tests
// and bench:api sign in through it, so the flow is written once.
import { createHash, randomBytes } from 'node:crypto';

/** What the client needs of a provider's addresses (@tvmscan/identity's IdentityUrls has them). */
export interface SignInUrls {
  /** The provider's issuer, its endpoints below it. */
  issuer: string;
  /** The web app's root: the redirect URI of the client. */
  appRoot: string;
}

/** A browser's cookies for one origin (the tests' cookies are all on the provider's path). */
export class Browser {
  readonly cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0)
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  postJson(url: string, body: unknown): Promise<Response> {
    return this.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export function pkce(): Pkce {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The embedded provider's one client (@tvmscan/identity's DEFAULT_CLIENT_ID). */
export const CLIENT_ID = 'frontend';
export const SCOPE = 'openid profile email offline_access';

/** Starts a sign-in as the web app does; returns the interaction's uid and where the provider sent the
 *  browser. */
export async function startSignIn(
  browser: Browser,
  urls: SignInUrls,
  challenge: Pkce,
  extra: Record<string, string> = {},
): Promise<{ uid: string; location: string }> {
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: urls.appRoot,
    scope: SCOPE,
    state: randomBytes(8).toString('hex'),
    code_challenge: challenge.challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  const response = await browser.fetch(`${urls.issuer}/auth?${query}`);
  const location = response.headers.get('location') ?? '';
  if (response.status !== 303) throw new Error(`auth answered ${response.status}: ${await response.text()}`);
  return { uid: new URL(location).searchParams.get('uid') ?? '', location };
}

/** Follows the provider's redirects from `url` until the browser is sent to the app; returns the code. */
export async function followToApp(browser: Browser, urls: SignInUrls, url: string): Promise<string> {
  let next = url;
  for (let hop = 0; hop < 5; hop += 1) {
    if (!next.startsWith(urls.issuer)) {
      const code = new URL(next).searchParams.get('code');
      if (!code) throw new Error(`the app got no code: ${next}`);
      return code;
    }
    const response = await browser.fetch(next);
    const location = response.headers.get('location');
    if (!location) throw new Error(`${next} answered ${response.status}: ${await response.text()}`);
    next = new URL(location, next).href;
  }
  throw new Error('too many redirects');
}

export interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
  scope: string;
}

/** POSTs a form to the token endpoint under `base` (a provider's /oidc) as the public client. */
export async function tokenRequest(base: string, form: Record<string, string>): Promise<Response> {
  return fetch(`${base}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...form }),
  });
}

/**
 * Ends a started sign-in: posts `step` (login or register) with `credentials` to `stepBase` (a
 * provider's /oidc, the issuer by default), follows the provider to the app, and exchanges the code at
 * `tokenBase`; returns the token endpoint's response.
 */
export async function completeSignIn(
  browser: Browser,
  urls: SignInUrls,
  started: { uid: string; challenge: Pkce },
  step: 'login' | 'register',
  credentials: { email: string; password: string },
  bases: { stepBase?: string; tokenBase?: string } = {},
): Promise<Response> {
  const url = `${bases.stepBase ?? urls.issuer}/interaction/${started.uid}/${step}`;
  const answer = await browser.postJson(url, credentials);
  if (answer.status !== 200) throw new Error(`${step} answered ${answer.status}: ${await answer.text()}`);
  const { redirectTo } = (await answer.json()) as { redirectTo: string };
  const code = await followToApp(browser, urls, redirectTo);
  return tokenRequest(bases.tokenBase ?? urls.issuer, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: urls.appRoot,
    code_verifier: started.challenge.verifier,
  });
}

/** A whole sign-in: authorization request, the login step, the code exchange. */
export async function signIn(
  urls: SignInUrls,
  email: string,
  password: string,
  browser = new Browser(),
): Promise<TokenSet> {
  const challenge = pkce();
  const { uid } = await startSignIn(browser, urls, challenge);
  const response = await completeSignIn(browser, urls, { uid, challenge }, 'login', { email, password });
  if (response.status !== 200) throw new Error(`token answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as TokenSet;
}
