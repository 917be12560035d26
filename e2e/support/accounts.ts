// What the signed-in browser flows share: signing in (or up) with the embedded identity provider as a
// user does, following the dev outbox's link that verifies an account's email, reading the error
// Mantine shows under a field, and axe in both themes.
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations } from './pages';
import { waitFor } from './stack';

/** The stored oidc-client-ts user's email, once signed in. */
export const signedInEmail = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(localStorage.getItem(key) ?? 'null')?.profile?.email as string) : null;
  });

export async function signIn(page: Page, email: string, password: string, signup = false): Promise<void> {
  await page.getByTestId('wallet-button').first().click();
  await page.getByTestId('wallet-sign-in').click();
  await page.waitForURL(/\/signin\?uid=/);
  if (signup) {
    await page.getByTestId('sign-in-switch').click();
    await page.waitForURL(/\/registration\?uid=/);
  }
  await page.getByTestId('sign-in-email').fill(email);
  await page.getByTestId('sign-in-password').fill(password);
  await page.getByTestId('sign-in-submit').click();
  await waitFor(async () => (await signedInEmail(page)) === email, 30_000);
}

/** Follows the link the identity provider mailed to `email` (the dev outbox): the email is verified. */
export async function verifyEmail(context: BrowserContext, baseUrl: string, email: string): Promise<void> {
  const outbox = await context.newPage();
  await outbox.goto(`${baseUrl}/dev/outbox`);
  const link = await outbox
    .locator('article', { hasText: email })
    .getByRole('link')
    .first()
    .getAttribute('href');
  await outbox.goto(link as string);
  await outbox.close();
}

/** The error Mantine shows for the field with `testId` (its aria-describedby error element). */
export async function fieldError(page: Page, testId: string): Promise<string | null> {
  return page.getByTestId(testId).evaluate((input) => {
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    const error = ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'));
    return error?.textContent ?? null;
  });
}

export const expectFieldError = (page: Page, testId: string, text: string | null) =>
  expect.poll(() => fieldError(page, testId), { timeout: 10_000 }).toBe(text);

/** Serious and critical axe findings of the page in both themes. */
export async function axeBothThemes(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')))
      .toBe(scheme);
    found.push(...(await axeViolations(page)).map((v) => `${scheme} ${label}: ${v}`));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}
