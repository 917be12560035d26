// What every page suite does in Chromium: open a path in a fresh context (viewport, colour scheme,
// language), collect page errors and console errors, and list serious or critical axe-core violations.
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;
export const LANGUAGES = ['en', 'ko', 'id', 'ja'] as const;

export interface OpenOptions {
  lang?: (typeof LANGUAGES)[number];
  scheme?: 'light' | 'dark';
  viewport?: keyof typeof VIEWPORTS | { width: number; height: number };
  /** Runs on the new context before the page loads (init scripts, the injected wallet). */
  beforeLoad?: (context: BrowserContext) => Promise<unknown>;
}

/** Opens `path` of the app at `baseUrl`; errors on the page are appended to `errors`. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  path: string,
  errors: string[],
  opts: OpenOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: typeof opts.viewport === 'object' ? opts.viewport : VIEWPORTS[opts.viewport ?? 'desktop'],
    colorScheme: opts.scheme ?? 'light',
    // The API's CSP forbids inline scripts; axe-core is injected by the test, not by the app.
    bypassCSP: true,
  });
  if (opts.lang) await context.addInitScript((lang) => localStorage.setItem('lang', lang), opts.lang);
  await opts.beforeLoad?.(context);
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(`${path}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${path}: ${m.text()}`);
  });
  await page.goto(`${baseUrl}${path}`);
  return { context, page };
}

/** Follows the header's navigation entry `name`: in the row, or under "More" when the row has no room
 *  for it. The row fits its entries again when its neighbours load (the wallet control, the menu) and
 *  when the language's labels arrive, so an entry may move between the row and More while this looks
 *  for it: a try that loses it starts over. */
export async function followNavEntry(page: Page, name: string): Promise<void> {
  const nav = page.getByTestId('header-nav');
  await nav.waitFor();
  await page.getByTestId('wallet-button').first().waitFor();
  for (let attempt = 1; ; attempt++) {
    try {
      const link = nav.getByRole('link', { name, exact: true });
      if (await link.isVisible()) return await link.click({ timeout: 5_000 });
      await nav.getByTestId('nav-more').click({ timeout: 5_000 });
      return await page.getByRole('menuitem', { name, exact: true }).click({ timeout: 5_000 });
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/** Serious and critical axe-core violations of the page as it is now, one line each. Colours still
 *  on their way (a CSS transition, as when the theme has just changed) are waited out first: contrast
 *  is judged on the colours the page settles on. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
    undefined,
    { timeout: 10_000 },
  );
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
    const axe = (window as any).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v: { id: string; impact: string; nodes: { target: string[] }[] }) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.length,
      first: v.nodes[0]?.target.join(' '),
    }));
  });
  return (result as { id: string; impact: string; nodes: number; first: string }[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.nodes} nodes, first: ${v.first})`);
}

/**
 * Runs `action` and returns the first successful answer the page then receives from each API route in
 * `paths` (with the JSON body it sent). The local network keeps producing blocks, so a page is checked
 * against the answers it was given, not against a second request made a moment later. The page's
 * earlier requests settle first, so no answer to the document `action` replaces is taken.
 */
export async function answersTo(
  page: Page,
  paths: string[],
  action: () => Promise<unknown>,
): Promise<{ sent: unknown; answer: unknown }[]> {
  await page.waitForLoadState('networkidle');
  const responses = paths.map((path) =>
    page.waitForResponse((r) => decodeURIComponent(new URL(r.url()).pathname) === path && r.ok(), {
      timeout: 60_000,
    }),
  );
  await action();
  return Promise.all(
    responses.map(async (response) => {
      const received = await response;
      return { sent: received.request().postDataJSON(), answer: await received.json() };
    }),
  );
}

/** answersTo for one route. */
export async function answerTo<T>(
  page: Page,
  path: string,
  action: () => Promise<unknown>,
): Promise<{ sent: unknown; answer: T }> {
  const [only] = await answersTo(page, [path], action);
  return only as { sent: unknown; answer: T };
}
