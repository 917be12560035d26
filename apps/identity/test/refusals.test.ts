// What an outsider can send the interaction endpoints: sign-in attempts are limited per account and per
// IP (429 with Retry-After and a message), and malformed, oversized or hostile input is refused with a
// 4xx `{ code, message, field }`, never a 5xx.
import type { Database } from '@tvmscan/db';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, generateProviderKeys } from '../src/index';
import { Browser, pkce, type RunningProvider, startProvider, startSignIn } from './provider-server';

let database: Database;
let provider: RunningProvider;
beforeAll(async () => {
  database = await openMigrated();
  provider = await startProvider(database, generateProviderKeys(), {
    attemptLimits: {
      perAccount: { attempts: 3, windowMs: 60_000 },
      perIp: { attempts: 8, windowMs: 60_000 },
    },
  });
  await createAccount(database, {
    email: 'target@example.com',
    password: 'the right password',
    verified: true,
  });
});
afterAll(async () => {
  await provider?.app.close();
  if (database) await dispose(database);
});

/** A browser in a fresh interaction, and its login and register URLs. */
async function interaction() {
  const browser = new Browser();
  const { uid } = await startSignIn(browser, provider.urls, pkce());
  const base = `${provider.urls.issuer}/interaction/${uid}`;
  return { browser, uid, login: `${base}/login`, register: `${base}/register` };
}

describe('interaction refusals', () => {
  it('answers malformed and hostile input with 4xx JSON naming the field', async () => {
    const { browser, login, register } = await interaction();
    const cases: [unknown, string | null][] = [
      [{ email: 'not an email', password: 'long enough' }, 'email'],
      [{ email: `${'a'.repeat(120)}@example.com`, password: 'long enough' }, 'email'],
      [{ email: 'a@example.com', password: 'short' }, 'password'],
      [{ email: 'a@example.com', password: 'x'.repeat(129) }, 'password'],
      [{ email: 'a@example.com', password: 12345678 }, 'password'],
      [{ email: 'a@example.com' }, 'password'],
      // An unknown key names itself, as the API's refusals do (api-schema validationRefusal).
      [{ email: 'a@example.com', password: 'long enough', admin: true }, 'admin'],
      [[], null],
    ];
    for (const [body, field] of cases) {
      const response = await browser.postJson(register, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = await response.json();
      expect(error).toMatchObject({ code: 'BAD_REQUEST', field });
      expect(error.message.startsWith(`${field ?? 'body'}: `), error.message).toBe(true);
    }
    const raw = (body: string, type: string) =>
      browser.fetch(login, { method: 'POST', headers: { 'content-type': type }, body });
    for (const response of [
      await raw('{"email":', 'application/json'),
      await raw('email=a@example.com', 'application/x-www-form-urlencoded'),
      await raw(JSON.stringify({ email: 'a@example.com', password: 'p'.repeat(5000) }), 'application/json'),
    ]) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(await response.json()).toMatchObject({ code: 'BAD_REQUEST' });
    }
  });

  it('refuses steps of an interaction this browser is not in', async () => {
    const { uid } = await interaction();
    const stranger = new Browser();
    for (const url of [
      `${provider.urls.issuer}/interaction/${uid}/login`,
      `${provider.urls.issuer}/interaction/unknown/login`,
    ]) {
      const response = await stranger.postJson(url, {
        email: 'target@example.com',
        password: 'the right password',
      });
      expect(response.status).toBe(400);
      expect((await response.json()).field).toBe('uid');
    }
    const { browser } = await interaction();
    const long = await browser.postJson(`${provider.urls.issuer}/interaction/${'u'.repeat(65)}/login`, {
      email: 'target@example.com',
      password: 'the right password',
    });
    expect(long.status).toBe(400);
    expect((await long.json()).field).toBe('uid');
    const badLink = await fetch(`${provider.urls.issuer}/verify-email?token=${'x'.repeat(300)}`);
    expect(badLink.status).toBe(400);
    expect((await badLink.json()).field).toBe('token');
  });

  it('limits sign-in attempts per account, then per IP, with Retry-After', async () => {
    const { browser, login } = await interaction();
    const attempt = (email: string, password: string) => browser.postJson(login, { email, password });
    for (let i = 0; i < 3; i += 1) {
      const wrong = await attempt('target@example.com', `wrong password ${i}`);
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toMatchObject({ code: 'UNAUTHORIZED', field: 'password' });
    }
    // Even the right password waits now: the account's window is spent.
    const locked = await attempt('TARGET@example.com', 'the right password');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await locked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/try again/),
    });

    // Other accounts from the same IP: five more failures spend the IP's eight.
    for (let i = 0; i < 5; i += 1)
      expect((await attempt(`other${i}@example.com`, 'wrong password')).status).toBe(401);
    const fromIp = await attempt('fresh@example.com', 'any password');
    expect(fromIp.status).toBe(429);
    expect(fromIp.headers.get('retry-after')).not.toBeNull();
  });
});
