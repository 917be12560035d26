// What lets several `serve` processes be one provider: state in the database and the same keys. Two
// providers on one database and one key set, behind one public address, finish each other's sign-ins
// and refresh each other's tokens; refresh tokens rotate, a reuse inside the grace window rotates
// again, and a reuse after it revokes the grant.
import type { Database } from '@tvmscan/db';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, generateProviderKeys } from '../src/index';
import * as flow from './provider-server';

let database: Database;
let first: flow.RunningProvider;
let second: flow.RunningProvider;
beforeAll(async () => {
  database = await openMigrated();
  const keys = generateProviderKeys();
  // A short reuse grace, so the test can outwait it.
  first = await flow.startProvider(database, keys, { refreshGraceS: 1 });
  second = await flow.startProvider(database, keys, { publicUrl: first.urls.publicUrl, refreshGraceS: 1 });
  await createAccount(database, { email: 'shared@example.com', password: 'shared password', verified: true });
});
afterAll(async () => {
  await Promise.all([first?.app.close(), second?.app.close()]);
  if (database) await dispose(database);
});

const refresh = (base: string, token: string) =>
  flow.tokenRequest(base, { grant_type: 'refresh_token', refresh_token: token });

describe('two providers on one database and one key set', () => {
  it("finish each other's sign-ins and refresh each other's tokens", async () => {
    const { urls } = first;
    const browser = new flow.Browser();
    const challenge = flow.pkce();
    const { uid } = await flow.startSignIn(browser, urls, challenge);
    // The login step and the code exchange go to the second process: the interaction is in the database.
    const exchanged = await flow.completeSignIn(
      browser,
      urls,
      { uid, challenge },
      'login',
      { email: 'shared@example.com', password: 'shared password' },
      { stepBase: second.base, tokenBase: second.base },
    );
    expect(exchanged.status).toBe(200);
    const tokens = await exchanged.json();

    const refreshed = await refresh(first.base, tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    const next = await refreshed.json();
    for (const base of [first.base, second.base]) {
      const jwks = createRemoteJWKSet(new URL(`${base}/jwks`));
      const verified = await jwtVerify(next.access_token, jwks, {
        issuer: urls.issuer,
        audience: urls.adminAudience,
      });
      expect(verified.payload.email).toBe('shared@example.com');
    }
  });

  it('rotates refresh tokens: a reuse within the grace window rotates again, a later one revokes the grant', async () => {
    const tokens = await flow.signIn(first.urls, 'shared@example.com', 'shared password');
    const rotated = await (await refresh(second.base, tokens.refresh_token)).json();
    expect(rotated.refresh_token).toBeDefined();
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);

    // Another tab sends the same token a moment later: it still gets a new one.
    const raced = await refresh(first.base, tokens.refresh_token);
    expect(raced.status).toBe(200);
    const racedTokens = await raced.json();

    // Once the grace is over, its reuse is refused and every token of the grant goes with it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const replayed = await refresh(second.base, tokens.refresh_token);
    expect(replayed.status).toBe(400);
    expect((await replayed.json()).error).toBe('invalid_grant');
    for (const token of [rotated.refresh_token, racedTokens.refresh_token]) {
      const revoked = await refresh(first.base, token);
      expect(revoked.status).toBe(400);
    }
  });
});
