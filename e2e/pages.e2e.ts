// Page tests in a real Chromium against the real stack (`tvmscan dev`: local network, indexer, embedded
// database, API and the built app). What each page shows is compared with what the API returns for the
// same ids; every page renders in each language, on desktop and mobile, light and dark, with no serious
// or critical axe-core violations. Screenshots go to e2e/artifacts/screens/.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  BlocksListResponse,
  MessagesListResponse,
  TransactionResponse,
  TransactionsListResponse,
} from '@tvmscan/api-schema';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { axeViolations, LANGUAGES, type OpenOptions, openPage } from './support/pages';
import { api as apiAt, waitFor } from './support/stack';

const screensDir = join(dirname(fileURLToPath(import.meta.url)), 'artifacts', 'screens');

const NAV_BLOCKS = { en: 'Blocks', ko: '블록', id: 'Blok', ja: 'ブロック' } as const;

const baseUrl = inject('stackUrl');
const api = <T>(path: string, body?: unknown) => apiAt<T>(baseUrl, path, body);

describe('web pages in Chromium', () => {
  let browser: Browser;
  let blocks: BlocksListResponse;
  let transactions: TransactionsListResponse;
  let messages: MessagesListResponse;
  const errors: string[] = [];

  beforeAll(async () => {
    mkdirSync(screensDir, { recursive: true });
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
    messages = await api('/api/explorer/messages/list', { limit: 1 });
    expect(blocks.blocks.length, 'the database must hold indexed blocks with transactions').toBeGreaterThan(
      0,
    );
  });

  afterAll(async () => {
    await browser?.close();
  });

  const open = (path: string, opts?: OpenOptions) => openPage(browser, baseUrl, path, errors, opts);

  it("serves React's production build, brotli-compressed, whatever NODE_ENV the explorer was started with", async () => {
    // This stack runs under the test runner's NODE_ENV=test; the app it serves is still a production build.
    const html = await (await fetch(baseUrl)).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const response = await fetch(`${baseUrl}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.headers.get('content-encoding'), script).toBe('br');
      expect(await response.text(), script).not.toContain('jsxDEV');
    }
  });

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
    {
      name: 'message',
      path: `/messages/${messages.messages[0].messageHash}`,
      ready: '[data-testid=message-hash]',
    },
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
