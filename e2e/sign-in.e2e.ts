// Sign-in in Chromium against the explorer's embedded OpenID provider (`tvmscan dev`, /oidc): sign-up
// through the header, the taken-email refusal, the emailed link from the dev outbox, sign-in with a wrong
// and a right password, the silent refresh (one refresh for two tabs, under the cross-tab lock, and a
// failed one signing the user out), sign-in and sign-out followed by every tab, sign-out ending the
// refresh token, the admin's Assets entry and API keys created through the settings page, and no serious
// or critical axe-core violations on the screens in both themes. The contexts keep the server's CSP
// (only the axe checks bypass it), so the sign-out page's own script runs as it would for a user.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { axeViolations, openPage } from './support/pages';
import { waitFor } from './support/stack';

const baseUrl = inject('stackUrl');
const dataDir = inject('stackDataDir');
const ADMIN_EMAIL = 'admin@tvmscan.localhost';
/** The app root, with whatever query a redirect leaves on it. */
const appRoot = new RegExp(`^${baseUrl}/(\\?.*)?$`);
let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A context as a user's browser is: the server's CSP in force, errors collected. */
async function newContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  context.on('page', watch);
  return context;
}

function watch(page: Page): void {
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return page;
}

/** The stored oidc-client-ts user of this origin. */
async function storedUser(page: Page): Promise<{
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_at: number;
  profile: { email: string; email_verified: boolean };
} | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? JSON.parse(localStorage.getItem(key) ?? 'null') : null;
  });
}

/** Opens the wallet dropdown and returns the signed-in email shown there (null when signed out). */
async function shownEmail(page: Page): Promise<string | null> {
  await page.getByTestId('wallet-button').first().click();
  // The dropdown draws the account's entries in the same render as the rest of it.
  await page.getByTestId('wallet-dropdown').waitFor();
  const entries = page.getByTestId('account-entries');
  const email = (await entries.isVisible()) ? await page.getByTestId('account-email').textContent() : null;
  // Closed as a user does: the button again (Escape acts only with the focus inside it).
  await page.getByTestId('wallet-button').first().click();
  await page.getByTestId('wallet-dropdown').waitFor({ state: 'hidden' });
  return email;
}

/** Fills and submits the provider's screen the browser is on; resolves once the browser left it. */
async function submitCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('sign-in-email').fill(email);
  await page.getByTestId('sign-in-password').fill(password);
  await page.getByTestId('sign-in-submit').click();
}

/** From the header's Sign in (in the wallet dropdown) to the app, signed in as `email`. */
async function signInThroughHeader(page: Page, email: string, password: string): Promise<void> {
  await startSignIn(page);
  await page.waitForURL(/\/signin\?uid=/);
  await submitCredentials(page, email, password);
  await waitFor(async () => (await storedUser(page))?.profile.email === email, 30_000);
}

/** The header's Sign in: the wallet dropdown's button. */
async function startSignIn(page: Page): Promise<void> {
  await page.getByTestId('wallet-button').first().click();
  await page.getByTestId('wallet-sign-in').click();
}

/** Whether the header offers Sign in (the wallet dropdown is opened and closed to look). */
async function offersSignIn(page: Page): Promise<boolean> {
  await page.getByTestId('wallet-button').first().click();
  await page.getByTestId('wallet-dropdown').waitFor();
  const offered = await page.getByTestId('wallet-sign-in').isVisible();
  await page.getByTestId('wallet-button').first().click();
  await page.getByTestId('wallet-dropdown').waitFor({ state: 'hidden' });
  return offered;
}

const tokenRequest = (form: Record<string, string>) =>
  fetch(`${baseUrl}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'frontend', ...form }),
  });

const patCheck = async (key: string) =>
  (await (
    await fetch(`${baseUrl}/api/admin/v1/pat/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ personal_access_token: key }),
    })
  ).json()) as { valid: boolean; sub?: string };

/** The account the first test registers (a new one on each try of it); the later tests sign in with it. */
let email = '';
const password = 'correct horse battery';

describe('sign-in through the embedded provider', () => {
  it('signs up from the header, refuses a taken email, verifies by the mailed link and signs in again', async () => {
    email = `user-${Date.now()}@example.com`;
    const context = await newContext();
    const page = await open(context, '/blocks');
    await startSignIn(page);
    await page.waitForURL(/\/signin\?uid=/);
    // Fields are checked once dirty: a short password is named before anything is sent.
    await page.getByTestId('sign-in-switch').click();
    await page.waitForURL(/\/registration\?uid=/);
    await page.getByTestId('sign-in-email').fill('not an email');
    await page.getByTestId('sign-in-password').fill('short');
    await expect
      .poll(() => page.getByText('Field must be a valid email.').count(), { timeout: 10_000 })
      .toBe(1);
    await expect
      .poll(() => page.getByText('Password must be at least 8 characters long.').count(), { timeout: 10_000 })
      .toBe(1);
    await submitCredentials(page, email, password);
    // Back where the sign-in started, signed in, and every tab told so under `auth`.
    await page.waitForURL(`${baseUrl}/blocks`);
    await waitFor(async () => (await storedUser(page))?.profile.email === email, 30_000);
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBe('1');
    expect(await shownEmail(page)).toBe(email);
    expect((await storedUser(page))?.profile.email_verified).toBe(false);

    // Another browser registering the same email is refused on the email field.
    const other = await newContext();
    const second = await open(other, '/registration');
    await second.waitForURL(/\/registration\?uid=/);
    await submitCredentials(second, email, password);
    await expect
      .poll(() => second.getByText('Email is already taken, please try another one.').count(), {
        timeout: 10_000,
      })
      .toBe(1);
    // ...and a wrong password on sign-in is named, nothing else.
    await second.getByTestId('sign-in-switch').click();
    await submitCredentials(second, email, 'a wrong password');
    await expect
      .poll(() => second.getByText('Wrong email or password.').count(), { timeout: 10_000 })
      .toBe(1);
    expect(await storedUser(second)).toBeNull();

    // The mailed link (the dev outbox) verifies the email; the app greets it.
    const outbox = await open(other, '/dev/outbox');
    const link = await outbox
      .locator('article', { hasText: email })
      .getByRole('link')
      .first()
      .getAttribute('href');
    expect(link).toMatch(/\/oidc\/verify-email\?token=/);
    await outbox.goto(link as string);
    await outbox.waitForURL(appRoot);
    await expect.poll(() => outbox.getByText('Your email is verified.').count(), { timeout: 15_000 }).toBe(1);

    // Signed in afresh, the ID token says the email is verified.
    const fresh = await newContext();
    const third = await open(fresh, '/');
    await signInThroughHeader(third, email, password);
    expect((await storedUser(third))?.profile.email_verified).toBe(true);
    await Promise.all([context.close(), other.close(), fresh.close()]);
  });

  it('refreshes an expiring token once for two tabs, and signs out when the refresh fails', async () => {
    const context = await newContext();
    const first = await open(context, '/');
    await signInThroughHeader(first, email, password);
    const before = await storedUser(first);
    const second = await open(context, '/blocks');
    await second.getByTestId('wallet-button').first().waitFor();
    expect(await shownEmail(second)).toBe(email);

    // The token expires in 30 s: both tabs, reloaded together, want a refresh; one makes it.
    let refreshes = 0;
    context.on('request', (request) => {
      if (request.url().endsWith('/oidc/token') && request.postData()?.includes('grant_type=refresh_token'))
        refreshes++;
    });
    await first.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:')) as string;
      const user = JSON.parse(localStorage.getItem(key) as string);
      user.expires_at = Math.floor(Date.now() / 1000) + 30;
      localStorage.setItem(key, JSON.stringify(user));
    });
    await Promise.all([first.reload(), second.reload()]);
    await waitFor(async () => {
      const now = await storedUser(first);
      return now && now.access_token !== before?.access_token && now.expires_at > Date.now() / 1000 + 600;
    }, 30_000);
    await first.waitForTimeout(2_000);
    expect(refreshes).toBe(1);
    expect(await shownEmail(first)).toBe(email);
    expect(await shownEmail(second)).toBe(email);

    // A refresh the provider refuses removes the user: signed out here and in the other tab.
    await first.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:')) as string;
      const user = JSON.parse(localStorage.getItem(key) as string);
      user.expires_at = Math.floor(Date.now() / 1000) - 5;
      user.refresh_token = 'not-a-refresh-token';
      localStorage.setItem(key, JSON.stringify(user));
    });
    await first.reload();
    await waitFor(() => offersSignIn(first), 30_000);
    expect(await storedUser(first)).toBeNull();
    expect(await first.evaluate(() => localStorage.getItem('auth'))).toBe('0');
    await waitFor(() => offersSignIn(second), 30_000);
    await context.close();
  });

  it('follows a sign-in and a sign-out in every tab, and the sign-out ends the refresh token', async () => {
    const context = await newContext();
    const first = await open(context, '/');
    const second = await open(context, '/validators');
    await second.getByTestId('wallet-button').first().waitFor();
    expect(await offersSignIn(second)).toBe(true);
    await signInThroughHeader(first, email, password);
    // The other tab follows without a reload.
    await waitFor(async () => !(await offersSignIn(second)), 30_000);
    expect(await shownEmail(second)).toBe(email);
    const user = await storedUser(first);

    await first.getByTestId('wallet-button').first().click();
    await first.getByTestId('sign-out').click();
    // Through the provider's end-session page (its own script submits it) and back to the app root.
    await first.waitForURL(appRoot, { timeout: 30_000 });
    await waitFor(() => offersSignIn(first), 30_000);
    await waitFor(() => offersSignIn(second), 30_000);
    expect(await storedUser(first)).toBeNull();
    const refused = await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: user?.refresh_token ?? '',
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('invalid_grant');

    // The provider's session ended too: a new sign-in asks for the password again.
    await startSignIn(first);
    await first.waitForURL(/\/signin\?uid=/);
    await first.getByTestId('sign-in-form').waitFor();
    await context.close();
  });

  it('shows the admin the Assets entry, and makes API keys through the settings page', async () => {
    const adminPassword = readFileSync(join(dataDir, 'admin-passwords', `${ADMIN_EMAIL}.txt`), 'utf8').trim();
    const context = await newContext();
    const page = await open(context, '/');
    await signInThroughHeader(page, ADMIN_EMAIL, adminPassword);
    await page.getByTestId('wallet-button').first().click();
    await page.getByTestId('account-entry-assets').waitFor();
    await page.getByTestId('account-entry-apiKeys').click();
    await page.waitForURL(`${baseUrl}/settings/api-key`);

    const createKey = async (): Promise<string> => {
      await page.getByTestId('api-key-create').click();
      await page.getByTestId('api-key-warning').waitFor();
      await page.getByTestId('api-key-submit').click();
      const field = page.getByTestId('api-key-value');
      await field.waitFor();
      const key = await field.inputValue();
      await page.getByTestId('api-key-close').click();
      await field.waitFor({ state: 'detached' });
      return key;
    };
    const firstKey = await createKey();
    expect(firstKey.length).toBeGreaterThan(30);
    expect(await patCheck(firstKey)).toMatchObject({ valid: true });
    // Reloading the page neither shows nor replaces the key.
    await page.reload();
    await page.getByTestId('api-key-create').waitFor();
    expect(await page.getByTestId('api-key-value').count()).toBe(0);
    expect(await patCheck(firstKey)).toMatchObject({ valid: true });
    // A second key revokes the first.
    const secondKey = await createKey();
    expect(secondKey).not.toBe(firstKey);
    expect(await patCheck(firstKey)).toEqual({ valid: false });
    expect(await patCheck(secondKey)).toMatchObject({ valid: true });
    await context.close();
  });

  it('asks a visitor who is not signed in to sign in on the settings page', async () => {
    const context = await newContext();
    const page = await open(context, '/settings/unknown-tab');
    await page.waitForURL(`${baseUrl}/settings/addresses`);
    await page.getByTestId('sign-in-prompt').waitFor();
    expect(await page.getByText('You must be logged in to continue').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('settings-tab-assets').count()).toBe(0);
    await context.close();

    // On a phone, the menu has a Sign in of its own.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const there = await phone.newPage();
    await there.goto(`${baseUrl}/blocks`);
    await there.getByTestId('burger').click();
    await there.getByTestId('sign-in-button').click();
    await there.waitForURL(/\/signin\?uid=/);
    await there.getByTestId('sign-in-form').waitFor();
    await phone.close();
  });

  it('has no serious or critical axe violations on the sign-in, registration and settings screens', async () => {
    const found: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      for (const path of ['/signin', '/registration']) {
        const { context, page } = await openPage(browser, baseUrl, path, errors, { scheme });
        await page.getByTestId('sign-in-form').waitFor();
        // Touched fields show their problems: those texts are checked too.
        await page.getByTestId('sign-in-email').fill('x');
        await page.getByTestId('sign-in-email').blur();
        found.push(...(await axeViolations(page)).map((v) => `${scheme} ${path}: ${v}`));
        await context.close();
      }
      const { context, page } = await openPage(browser, baseUrl, '/settings/api-key', errors, { scheme });
      await page.getByTestId('sign-in-prompt').waitFor();
      found.push(...(await axeViolations(page)).map((v) => `${scheme} settings: ${v}`));
      await context.close();
    }
    expect(found).toEqual([]);
  });

  afterAll(() => {
    expect(errors).toEqual([]);
  });
});
