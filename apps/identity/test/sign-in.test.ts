// The embedded provider over real HTTP on a real database: registration with the taken-email text,
// the mailed verification link through the outbox, the authorization-code flow with PKCE through the
// interaction endpoints, Admin API access tokens checked with jose against the provider's JWKS, and
// refresh-token rotation.
import { type Database, readOutboxMails } from '@tvmscan/db';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, generateProviderKeys } from '../src/index';
import {
  Browser,
  completeSignIn,
  pkce,
  type RunningProvider,
  signIn,
  startProvider,
  startSignIn,
  tokenRequest,
} from './provider-server';

let database: Database;
let provider: RunningProvider;
beforeAll(async () => {
  database = await openMigrated();
  provider = await startProvider(database, generateProviderKeys());
});
afterAll(async () => {
  await provider?.app.close();
  if (database) await dispose(database);
});

/** The verification link of the newest mail to `email`. */
async function mailedLink(email: string): Promise<string> {
  const mail = (await readOutboxMails(database, 10)).find((m) => m.recipient === email);
  const link = mail?.body.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link mailed to ${email}`);
  return link;
}

describe('the embedded OpenID provider', () => {
  it('publishes its discovery document with the JWKS, PKCE and the scopes the web asks for', async () => {
    const { urls } = provider;
    const discovery = await (await fetch(`${urls.issuer}/.well-known/openid-configuration`)).json();
    expect(discovery.issuer).toBe(urls.issuer);
    expect(discovery.jwks_uri).toBe(`${urls.issuer}/jwks`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']),
    );
    expect(discovery.claims_supported).toEqual(expect.arrayContaining(['email', 'email_verified']));
    const jwks = await (await fetch(discovery.jwks_uri)).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it("sends the browser to the web app's sign-in or registration screen", async () => {
    const { urls } = provider;
    const browser = new Browser();
    const signin = await startSignIn(browser, urls, pkce());
    expect(signin.location).toBe(`${urls.publicUrl}/signin?uid=${signin.uid}`);
    const details = await browser.fetch(`${urls.issuer}/interaction/${signin.uid}`);
    expect(await details.json()).toEqual({ uid: signin.uid, prompt: 'login', clientId: 'frontend' });
    // The web app's own client needs no consent: there is nothing to confirm.
    const confirm = await browser.postJson(`${urls.issuer}/interaction/${signin.uid}/confirm`, {});
    expect(confirm.status).toBe(400);
    expect((await confirm.json()).field).toBe('uid');
    const registration = await startSignIn(new Browser(), urls, pkce(), { screen_hint: 'signup' });
    expect(registration.location).toBe(`${urls.publicUrl}/registration?uid=${registration.uid}`);
  });

  it('registers, refuses a taken email with the spec text, and verifies the email by the mailed link', async () => {
    const { urls } = provider;
    const browser = new Browser();
    const challenge = pkce();
    const { uid } = await startSignIn(browser, urls, challenge, { screen_hint: 'signup' });
    const credentials = { email: 'Reader@Example.com', password: 'correct horse battery' };
    const registered = await completeSignIn(browser, urls, { uid, challenge }, 'register', credentials);
    expect(registered.status).toBe(200);
    const tokens = await registered.json();
    expect(decodeJwt(tokens.id_token)).toMatchObject({ email: 'Reader@Example.com', email_verified: false });

    const again = new Browser();
    const second = await startSignIn(again, urls, pkce());
    const taken = await again.postJson(`${urls.issuer}/interaction/${second.uid}/register`, {
      email: 'reader@example.COM',
      password: 'another password',
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      code: 'BAD_REQUEST',
      message: 'Email is already taken, please try another one.',
      field: 'email',
    });

    const link = await mailedLink('Reader@Example.com');
    expect(link.startsWith(`${urls.issuer}/verify-email?token=`)).toBe(true);
    const stored = await database.db
      .selectFrom('identity_email_verifications')
      .select('token_hash')
      .execute();
    const token = new URL(link).searchParams.get('token') ?? '';
    expect(stored.map((r) => r.token_hash.toString('base64url'))).not.toContain(token);
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toBe(`${urls.appRoot}?email_verified=1`);
    const reused = await fetch(link, { redirect: 'manual' });
    expect(reused.status).toBe(400);
    expect((await reused.json()).field).toBe('token');

    const after = await signIn(urls, 'reader@example.com', 'correct horse battery');
    expect(decodeJwt(after.id_token)).toMatchObject({ email: 'Reader@Example.com', email_verified: true });
  });

  it('issues Admin API access tokens that verify against the JWKS, and rotates refresh tokens', async () => {
    const { urls } = provider;
    const account = await createAccount(database, {
      email: 'admin@example.com',
      password: 'a long admin password',
      verified: true,
    });
    const tokens = await signIn(urls, 'admin@example.com', 'a long admin password');
    expect(tokens.token_type).toBe('Bearer');
    const jwks = createRemoteJWKSet(new URL(`${urls.issuer}/jwks`));
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, jwks, {
      issuer: urls.issuer,
      audience: urls.adminAudience,
      algorithms: ['RS256'],
    });
    expect(protectedHeader.typ).toBe('at+jwt');
    expect(payload).toMatchObject({ sub: account.id, email: 'admin@example.com', email_verified: true });
    const idToken = await jwtVerify(tokens.id_token, jwks, { issuer: urls.issuer, audience: 'frontend' });
    expect(idToken.payload).toMatchObject({
      sub: account.id,
      email: 'admin@example.com',
      email_verified: true,
    });

    const refreshed = await tokenRequest(urls.issuer, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status, await refreshed.clone().text()).toBe(200);
    const next = await refreshed.json();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    await jwtVerify(next.access_token, jwks, { issuer: urls.issuer, audience: urls.adminAudience });
  });

  it('signs out through the end-session endpoint, which ends the refresh tokens of the session', async () => {
    const { urls } = provider;
    await createAccount(database, {
      email: 'leaving@example.com',
      password: 'leaving password',
      verified: true,
    });
    const browser = new Browser();
    const tokens = await signIn(urls, 'leaving@example.com', 'leaving password', browser);
    const ending = await browser.fetch(
      `${urls.issuer}/session/end?${new URLSearchParams({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: urls.appRoot,
        client_id: 'frontend',
      })}`,
    );
    expect(ending.status).toBe(200);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(await ending.text())?.[1] ?? '';
    const confirmed = await browser.fetch(`${urls.issuer}/session/end/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(urls.appRoot);
    const refreshed = await tokenRequest(urls.issuer, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status).toBe(400);
  });

  it("answers the web app's token calls from its own origin only (CORS)", async () => {
    const { urls } = provider;
    const preflight = (origin: string) =>
      fetch(`${urls.issuer}/token`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const call = (origin: string) =>
      fetch(`${urls.issuer}/token`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: 'frontend', grant_type: 'refresh_token', refresh_token: 'x' }),
      });
    const own = await call(urls.publicUrl);
    // The refresh token is made up: refused as a grant, not as an origin.
    expect(((await own.json()) as { error: string }).error).toBe('invalid_grant');
    expect(own.headers.get('access-control-allow-origin')).toBe(urls.publicUrl);
    expect((await preflight(urls.publicUrl)).headers.get('access-control-allow-origin')).toBe(urls.publicUrl);
    const foreign = await call('https://evil.example');
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({
      error: 'invalid_request',
      error_description: expect.stringContaining('not allowed'),
    });
    expect(foreign.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
  });

  it('submits its sign-out page itself only for a request naming our ID token', async () => {
    const { urls } = provider;
    await createAccount(database, { email: 'twice@example.com', password: 'twice password', verified: true });
    const browser = new Browser();
    const tokens = await signIn(urls, 'twice@example.com', 'twice password', browser);
    const hinted = await browser.fetch(
      `${urls.issuer}/session/end?${new URLSearchParams({ id_token_hint: tokens.id_token, client_id: 'frontend' })}`,
    );
    const page = await hinted.text();
    const script = /<script>([^<]+)<\/script>/.exec(page)?.[1];
    expect(script).toContain('submit()');
    // Without a hint, the same page asks with a button and runs nothing.
    const bare = await (await browser.fetch(`${urls.issuer}/session/end`)).text();
    expect(bare).toContain('name="logout" value="yes"');
    expect(bare).not.toContain('<script');
  });
});
