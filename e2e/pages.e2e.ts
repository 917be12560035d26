// Page tests in a real Chromium against the real stack (`tvmscan dev`: local network, indexer, embedded
// database, API and the built app). What each page shows is compared with what the API returns for the
// same ids; every page renders in each language, on desktop and mobile, light and dark, with no serious
// or critical axe-core violations. Screenshots go to e2e/artifacts/screens/.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BlocksListResponse, TransactionResponse, TransactionsListResponse } from '@tvmscan/api-schema';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { type Stack, startStack, waitFor } from './support/stack';

const screensDir = join(dirname(fileURLToPath(import.meta.url)), 'artifacts', 'screens');
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const VIEWPORTS = { desktop: { width: 1366, height: 900 }, mobile: { width: 390, height: 844 } } as const;
const LANGUAGES = ['en', 'ko', 'id', 'ja'] as const;
const NAV_BLOCKS = { en: 'Blocks', ko: '블록', id: 'Blok', ja: 'ブロック' } as const;

let stack: Stack;
let baseUrl = '';

async function api<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

describe('web pages in Chromium', () => {
  let browser: Browser;
  let blocks: BlocksListResponse;
  let transactions: TransactionsListResponse;
  const errors: string[] = [];

  beforeAll(async () => {
    mkdirSync(screensDir, { recursive: true });
    // A whole page sweep makes more requests a minute than one visitor, so rate limits are off here.
    stack = await startStack({ env: { TVMSCAN_RATE_LIMIT: '0' } });
    baseUrl = stack.baseUrl;
    browser = await launchBrowser();
    await waitFor(async () => {
      const list = await api<BlocksListResponse>('/api/explorer/blocks/list', {
        limit: 1,
        transactionCountGe: 1,
      });
      return list.blocks.length > 0;
    }, 90_000);
    blocks = await api('/api/explorer/blocks/list', { limit: 20, transactionCountGe: 1 });
    transactions = await api('/api/explorer/transactions/list', { limit: 20 });
    expect(blocks.blocks.length, 'the database must hold indexed blocks with transactions').toBeGreaterThan(
      0,
    );
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    stack?.dispose();
  });

  async function open(
    path: string,
    opts: { lang?: string; scheme?: 'light' | 'dark'; viewport?: keyof typeof VIEWPORTS } = {},
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
      viewport: VIEWPORTS[opts.viewport ?? 'desktop'],
      colorScheme: opts.scheme ?? 'light',
      // The API's CSP forbids inline scripts; axe-core is injected by the test, not by the app.
      bypassCSP: true,
    });
    if (opts.lang) await context.addInitScript((lang) => localStorage.setItem('lang', lang), opts.lang);
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(`${path}: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(`${path}: ${m.text()}`);
    });
    await page.goto(`${baseUrl}${path}`);
    return { context, page };
  }

  async function axeViolations(page: Page): Promise<string[]> {
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

  it('clicks main → block → transaction and shows what the API returns', async () => {
    const { context, page } = await open('/');
    await page.locator('[data-testid=block-row] a').first().waitFor();
    expect(await page.locator('[data-testid=block-row]').count()).toBeLessThanOrEqual(6);
    expect(await page.locator('[data-testid=tx-row]').count()).toBeLessThanOrEqual(6);
    expect(await page.title()).toMatch(/^Main, .+, Explorer$/);

    await page.locator('[data-testid=block-row] a').first().click();
    await page.getByTestId('block-seqno').waitFor();
    const rootHash = page.url().split('/blocks/')[1].split('/')[0];
    const block = await api<{ seqno: number; rootHash: string; transactionCount: number }>(
      '/api/explorer/blocks',
      {
        id: rootHash,
      },
    );
    expect(await page.getByTestId('block-seqno').textContent()).toBe(String(block.seqno));
    expect(await page.getByTestId('block-root-hash').textContent()).toBe(block.rootHash);
    await page.locator('[data-testid=tx-row] a').first().waitFor();
    expect(await page.locator('[data-testid=tx-row]').count()).toBe(Math.min(block.transactionCount, 10));

    await page.locator('[data-testid=tx-row] a').first().click();
    await page.getByTestId('tx-hash').waitFor();
    const hash = page.url().split('/transactions/')[1].split('/')[0];
    const tx = await api<TransactionResponse>('/api/explorer/transactions', { id: hash });
    expect(await page.getByTestId('tx-hash').textContent()).toBe(tx.hash);
    expect(await page.getByTestId('tx-lt').textContent()).toBe(tx.lt);
    expect(await page.getByTestId('tx-account').textContent()).toBe(tx.accountId);
    expect(await page.getByTestId('tx-block').textContent()).toContain(String(tx.blockSeqno));
    await page.screenshot({ path: join(screensDir, 'transaction-desktop-light.png'), fullPage: true });
    await context.close();
  }, 60_000);

  it('opens a block by workchain, shard and seqno, and its tabs by URL', async () => {
    const b = blocks.blocks[0];
    const { context, page } = await open(`/blocks/${b.workchain}/${b.shard}/${b.seqno}/value-flow`);
    await page.getByTestId('block-root-hash').waitFor();
    expect(await page.getByTestId('block-root-hash').textContent()).toBe(b.rootHash);
    expect(await page.getByTestId('block-tab-value-flow').getAttribute('aria-selected')).toBe('true');
    await context.close();
  }, 30_000);

  const pages = () => [
    { name: 'main', path: '/', ready: '[data-testid=block-row]' },
    { name: 'blocks', path: '/blocks', ready: '[data-testid=block-row]' },
    { name: 'block', path: `/blocks/${blocks.blocks[0].rootHash}`, ready: '[data-testid=block-seqno]' },
    { name: 'transactions', path: '/transactions', ready: '[data-testid=tx-row]' },
    {
      name: 'transaction',
      path: `/transactions/${transactions.transactions[0].hash}`,
      ready: '[data-testid=tx-hash]',
    },
    { name: 'messages', path: '/messages', ready: '[data-testid=message-row]' },
    { name: 'not-found', path: '/no/such/page', ready: '[data-testid=not-found]' },
  ];

  it('renders every page on desktop and mobile, light and dark, without console errors or serious axe violations', async () => {
    const problems: string[] = [];
    for (const p of pages()) {
      for (const viewport of ['desktop', 'mobile'] as const) {
        for (const scheme of ['light', 'dark'] as const) {
          const { context, page } = await open(p.path, { viewport, scheme });
          await page.locator(p.ready).first().waitFor({ timeout: 15_000 });
          expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(scheme);
          await page.screenshot({
            path: join(screensDir, `${p.name}-${viewport}-${scheme}.png`),
            fullPage: true,
          });
          for (const v of await axeViolations(page)) problems.push(`${p.name} ${viewport} ${scheme}: ${v}`);
          await context.close();
        }
      }
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  }, 240_000);

  it('renders every page in each language and keeps the choice under localStorage lang', async () => {
    for (const lang of LANGUAGES) {
      const { context, page } = await open('/', { lang });
      for (const p of pages()) {
        await page.goto(`${baseUrl}${p.path}`);
        await page.locator(p.ready).first().waitFor({ timeout: 15_000 });
        expect(await page.locator('html').getAttribute('lang'), `${lang} ${p.name}`).toBe(lang);
        expect(await page.locator('header nav').first().textContent(), `${lang} ${p.name}`).toContain(
          NAV_BLOCKS[lang],
        );
      }
      await context.close();
    }
    const { context, page } = await open('/');
    await page.getByTestId('language-switcher').first().selectOption('ja');
    await page.locator('header nav').first().getByText(NAV_BLOCKS.ja).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ja');
    await context.close();
  }, 120_000);

  it('opens the full-screen menu from the burger on mobile', async () => {
    const { context, page } = await open('/blocks', { viewport: 'mobile' });
    await page.getByTestId('burger').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('link', { name: 'Transactions' }).click();
    await page.locator('[data-testid=tx-row]').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/transactions');
    await context.close();
  }, 30_000);

  it('searches: grouped results, wrapping arrows, Enter, clear, nothing found, address fallback, reset on navigation', async () => {
    const tx = transactions.transactions[0];
    const { context, page } = await open('/blocks');
    const input = page.getByTestId('search-input').first();
    await input.waitFor();
    await input.fill(tx.hash);
    await page.getByTestId('search-result-transactions').first().waitFor();
    // One result: down and up both wrap onto it; Enter opens it.
    await input.press('ArrowDown');
    await input.press('ArrowUp');
    await input.press('Enter');
    await page.getByTestId('tx-hash').waitFor();
    expect(await page.getByTestId('tx-hash').textContent()).toBe(tx.hash);
    // The query reset when the route changed.
    expect(await page.getByTestId('search-input').first().inputValue()).toBe('');

    await input.fill('no-such-thing');
    await page.getByTestId('search-nothing').waitFor();
    await page.getByTestId('search-clear').first().click();
    expect(await input.inputValue()).toBe('');

    const unknown = `0:${'ab'.repeat(32)}`;
    await input.fill(unknown);
    await page.getByTestId('search-result-accounts').first().waitFor();
    await input.press('Enter');
    await page.waitForURL(`**/accounts/${unknown}`);
    await context.close();
  }, 60_000);
});
