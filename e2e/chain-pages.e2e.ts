// The chain pages' filters, charts, exports, transaction diagram and message details in Chromium against
// the real stack on the local network: what a page shows is compared with what the API answers for the
// same selection. Also writes the light desktop screenshot of each chain page to e2e/artifacts/screens/
// (docs/screenshots/ holds copies taken from these).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  MessageResponse,
  MessagesListResponse,
  MessageTreeResponse,
  TransactionResponse,
  TransactionsListResponse,
} from '@tvmscan/api-schema';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { axeViolations, type OpenOptions, openPage } from './support/pages';
import { api, waitFor } from './support/stack';

const screenshotsDir = join(dirname(fileURLToPath(import.meta.url)), 'artifacts', 'screens');

const baseUrl = inject('stackUrl');
let browser: Browser;
const errors: string[] = [];
/** The API as the test reads it; a 503 (the explorer shedding load on a busy machine) is retried. */
const get = <T>(path: string, body?: unknown): Promise<T> =>
  waitFor(() => api<T>(baseUrl, path, body), 30_000);
const open = (path: string, opts?: OpenOptions) => openPage(browser, baseUrl, path, errors, opts);

/** An ordinary transaction whose chain has at least two transactions (a wallet transfer). */
let transfer: TransactionResponse;
let tree: MessageTreeResponse;

describe('chain pages in Chromium', () => {
  beforeAll(async () => {
    mkdirSync(screenshotsDir, { recursive: true });
    browser = await launchBrowser();
    transfer = await waitFor(async () => {
      const list = await get<TransactionsListResponse>('/api/explorer/transactions/list', {
        limit: 20,
        txTypes: ['Ordinary'],
      });
      for (const tx of list.transactions) {
        const details = await get<TransactionResponse>('/api/explorer/transactions', { id: tx.hash });
        if (details.inMessage?.messageType === 'Internal' && details.outMessages.length > 0) return details;
      }
      return null;
    }, 120_000);
    tree = await get('/api/explorer/messages/tree', { id: transfer.inMessage!.messageHash });
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function rowsText(page: Page, selector: string): Promise<string[]> {
    await page.locator(selector).first().waitFor();
    return page.locator(selector).allTextContents();
  }

  it('filters the transactions list from its URL and writes typed filters back into it', async () => {
    const { context, page } = await open('/transactions?tx-type=TickTock');
    const rows = await rowsText(page, '[data-testid=tx-row]');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toContain('Tick-tock');

    // An account typed into the field becomes `tx-accounts` (after the 300 ms debounce) and filters.
    const account = transfer.accountId;
    await page.goto(`${baseUrl}/transactions`);
    await page.getByTestId('filter-tx-accounts').fill(account);
    await page.waitForURL((url) => url.searchParams.get('tx-accounts') === account);
    await page.waitForFunction(
      (acc) => {
        const rows = [...document.querySelectorAll('[data-testid=tx-row]')];
        return rows.length > 0 && rows.every((r) => r.querySelector(`a[href="/accounts/${acc}"]`));
      },
      account,
      { timeout: 15_000 },
    );
    // Excluding it instead flips the filter and keeps the account in the URL.
    await page.getByTestId('filter-tx-filter').getByText('Exclude').click();
    await page.waitForURL((url) => url.searchParams.get('tx-filter') === 'exclude');
    await page.waitForFunction(
      (acc) => {
        const rows = [...document.querySelectorAll('[data-testid=tx-row]')];
        return rows.length > 0 && rows.every((r) => !r.querySelector(`a[href="/accounts/${acc}"]`));
      },
      account,
      { timeout: 15_000 },
    );
    // A malformed value in the URL is dropped, not sent: the list still opens.
    await page.goto(`${baseUrl}/transactions?tx-start=yesterday&tx-from=1,5`);
    await page.locator('[data-testid=tx-row]').first().waitFor();
    await context.close();
  });

  it('filters messages by type and value range the way the API does', async () => {
    const { context, page } = await open('/messages?msg-types=ExternalIn');
    for (const row of await rowsText(page, '[data-testid=message-row]')) expect(row).toContain('External in');
    const api = await get<MessagesListResponse>('/api/explorer/messages/list', {
      limit: 20,
      messageValueGe: '1000000000',
    });
    await page.goto(`${baseUrl}/messages?msg-from=1`);
    await page.locator('[data-testid=message-row]').first().waitFor();
    // Every row the page lists carries at least 1 token, like every row of the API answer.
    expect(api.messages.every((m) => BigInt(m.messageValue) >= 1_000_000_000n)).toBe(true);
    const values = await page.locator('[data-testid=message-row] td:nth-child(5)').allTextContents();
    for (const v of values) expect(Number.parseFloat(v.replace(/,/g, ''))).toBeGreaterThanOrEqual(1);
    await context.close();
  });

  it('exports the filtered list as CSV, and refuses to export a filter the export cannot apply', async () => {
    const { context, page } = await open('/transactions?tx-type=TickTock');
    const href = await page.getByTestId('export-transactions').getAttribute('href');
    expect(href).toBe('/api/explorer/export/transactions.csv?txTypes=TickTock');
    const response = await fetch(`${baseUrl}${href}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await response.text()).trim().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    await page.goto(`${baseUrl}/transactions?tx-from=1`);
    await page.getByTestId('export-transactions').waitFor();
    expect(await page.getByTestId('export-transactions').getAttribute('href')).toBeNull();
    await context.close();
  });

  it('draws the 30-day history chart with its attribution, and the counters from the stats', async () => {
    const { context, page } = await open('/messages');
    await page.locator('[data-testid=msg-chart-canvas] canvas').first().waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-testid=msg-chart] a[href*="tradingview.com"]').count()).toBe(1);
    const total = Number((await page.getByTestId('msg-stat-total').textContent())!.replace(/,/g, ''));
    expect(total).toBeGreaterThan(0);
    await context.close();
  });

  it('shows the raw BOC, the final state and the diagram of a transaction as the API gives them', async () => {
    const { context, page } = await open(`/transactions/${transfer.hash}`);
    await page.getByTestId('show-more').click();
    const raw = await get<{ boc: string }>('/api/explorer/transactions/raw', { id: transfer.hash });
    await page.getByTestId('tx-boc').waitFor();
    expect(await page.getByTestId('tx-boc').textContent()).toBe(raw.boc);

    await page.getByTestId('tx-tab-final-ph').click();
    expect(await page.getByTestId('tx-final-end').textContent()).toBe(transfer.endStatus);

    // The chain of a recent transfer may still have grown since the suite started: compare with the
    // message tree as the API gives it when the page draws it.
    tree = await get('/api/explorer/messages/tree', { id: transfer.inMessage!.messageHash });
    await page.getByTestId('tx-tab-diagram').click();
    await page.getByTestId('diagram-graph').waitFor({ timeout: 20_000 });
    const txCount = new Set(
      tree.nodes.flatMap((n) => [n.parentTransaction, n.childTransaction]).filter(Boolean),
    ).size;
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid=diagram-graph] .react-flow__node').length >= n,
      txCount,
    );
    expect(await page.getByTestId('diagram-summary').textContent()).toContain(
      `${tree.nodes.length} messages`,
    );
    expect(await page.getByTestId('diagram-tab-errors').textContent()).toMatch(/^Errors \(\d+\)$/);
    await page.screenshot({ path: join(screenshotsDir, 'transaction-diagram.png'), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByText('Total fees').click();
    await page.getByTestId('diagram-fee-total').waitFor();
    await context.close();
  });

  it('shows the message page with its expanded view: raw BOC and body as the API stores them', async () => {
    const hash = transfer.outMessages[0].messageHash;
    const message = await get<MessageResponse>('/api/explorer/messages', { id: hash });
    const { context, page } = await open(`/messages/${hash}`);
    await page.getByTestId('message-hash').waitFor();
    await page.getByTestId('show-more').click();
    await page.getByTestId('message-boc').waitFor();
    expect(await page.getByTestId('message-boc').textContent()).toBe(message.boc);
    await page.screenshot({ path: join(screenshotsDir, 'message.png'), fullPage: true });
    for (const scheme of ['light', 'dark'] as const) {
      const view = await open(`/messages/${hash}`, { scheme });
      await view.page.getByTestId('message-hash').waitFor();
      await view.page.getByTestId('show-more').click();
      expect(await axeViolations(view.page), scheme).toEqual([]);
      await view.context.close();
    }
    await context.close();
  });

  it('saves a light desktop screenshot of every chain page with no serious axe violations', async () => {
    const shots = [
      { name: 'main', path: '/', ready: '[data-testid=block-row]' },
      { name: 'blocks', path: '/blocks', ready: '[data-testid=block-row]' },
      { name: 'block', path: `/blocks/${transfer.blockHash}`, ready: '[data-testid=tx-row]' },
      { name: 'transactions', path: '/transactions', ready: '[data-testid=tx-chart-canvas] canvas' },
      { name: 'transaction', path: `/transactions/${transfer.hash}`, ready: '[data-testid=tx-in-message]' },
      { name: 'messages', path: '/messages', ready: '[data-testid=msg-chart-canvas] canvas' },
      { name: 'not-found', path: '/no/such/page', ready: '[data-testid=not-found]' },
    ];
    const problems: string[] = [];
    for (const s of shots) {
      const { context, page } = await open(s.path);
      await page.locator(s.ready).first().waitFor({ timeout: 20_000 });
      await page.screenshot({ path: join(screenshotsDir, `${s.name}.png`), fullPage: true });
      for (const v of await axeViolations(page)) problems.push(`${s.name}: ${v}`);
      await context.close();
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  });
});
