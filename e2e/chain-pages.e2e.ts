// The chain pages' filters, charts, exports, transaction diagram and message details in Chromium against
// the real stack on the local network: what a page shows is compared with what the API answers for the
// same selection. Also writes the light desktop screenshot of each chain page to e2e/artifacts/screens/
// (docs/screenshots/ holds copies taken from these).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  BlockResponse,
  BlocksListResponse,
  MessageResponse,
  MessagesListResponse,
  MessageTreeResponse,
  Transaction,
  TransactionResponse,
  TransactionsListResponse,
} from '@tvmscan/api-schema';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { answerTo, axeViolations, type OpenOptions, openPage } from './support/pages';
import { api, waitFor } from './support/stack';

/** The English labels the transaction page gives an account's status (spec's AccountStatus values). */
const STATUS_LABELS: Record<string, string> = {
  NonExist: 'Does not exist',
  Uninit: 'Uninitialised',
  Active: 'Active',
  Frozen: 'Frozen',
  Deleted: 'Deleted',
};

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

  it('exports the filtered list as CSV, whichever filters the list has', async () => {
    const { context, page } = await open('/transactions?tx-type=TickTock');
    const href = await page.getByTestId('export-transactions').getAttribute('href');
    expect(href).toBe('/api/explorer/export/transactions.csv?txTypes=TickTock');
    const response = await fetch(`${baseUrl}${href}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    const lines = (await response.text()).trim().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    // The balance-change range too: the export takes the list's whole filter.
    await page.goto(`${baseUrl}/transactions?tx-from=1`);
    await page.getByTestId('export-transactions').waitFor();
    const ranged = await page.getByTestId('export-transactions').getAttribute('href');
    expect(ranged).toMatch(/^\/api\/explorer\/export\/transactions\.csv\?balanceChangeGe=\d+$/);
    expect((await fetch(`${baseUrl}${ranged}`)).status).toBe(200);
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
    // The status is shown by its label in the page's language.
    expect(await page.getByTestId('tx-final-end').textContent()).toBe(STATUS_LABELS[transfer.endStatus]);

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

  const hrefsOf = (page: Page, row: string) =>
    page.$$eval(`[data-testid=${row}]`, (rows) =>
      rows.map((r) => r.querySelector('a')?.getAttribute('href') ?? ''),
    );

  it('sorts the transactions list by tx-col/tx-dir: the order on screen is the API answer, kept in the URL', async () => {
    const { context, page } = await open('/transactions');
    await page.locator('[data-testid=tx-row]').first().waitFor();
    // Balance change, ascending: both controls write the URL and the request.
    const byBalance = await answerTo<TransactionsListResponse>(page, '/api/explorer/transactions/list', () =>
      page.getByTestId('tx-sort-col').getByText('Balance change').click(),
    );
    expect(byBalance.sent).toMatchObject({ ordering: 'balanceChange', limit: 20 });
    await page.waitForURL((u) => u.searchParams.get('tx-col') === 'balanceChange');
    const asc = await answerTo<TransactionsListResponse>(page, '/api/explorer/transactions/list', () =>
      page.getByTestId('tx-sort-dir').getByText('Ascending').click(),
    );
    expect(asc.sent).toMatchObject({ ordering: 'balanceChange', direction: 'asc' });
    await page.waitForURL((u) => u.searchParams.get('tx-dir') === 'asc');
    const changes = asc.answer.transactions.map((t) => BigInt(t.balanceChange));
    expect(changes).toEqual([...changes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    await waitFor(async () => {
      const shown = await hrefsOf(page, 'tx-row');
      return (
        JSON.stringify(shown) ===
        JSON.stringify(asc.answer.transactions.map((t) => `/transactions/${t.hash}`))
      );
    }, 15_000);
    // The same URL opened afresh gives the same order.
    const reopened = await answerTo<TransactionsListResponse>(page, '/api/explorer/transactions/list', () =>
      page.reload(),
    );
    expect(reopened.sent).toMatchObject({ ordering: 'balanceChange', direction: 'asc' });
    await page.locator('[data-testid=tx-row]').first().waitFor();
    expect(await hrefsOf(page, 'tx-row')).toEqual(
      reopened.answer.transactions.map((t) => `/transactions/${t.hash}`),
    );
    // Back to the default: time, descending, and the parameters leave the URL.
    await page.getByTestId('tx-sort-col').getByText('Time').click();
    await page.getByTestId('tx-sort-dir').getByText('Descending').click();
    await page.waitForURL((u) => !u.searchParams.has('tx-col') && !u.searchParams.has('tx-dir'));
    await context.close();
  });

  it('keeps the page in the URL (cursor, limit); a reload shows the same rows; a short previous page keeps the list and shows the notice for 3 s, then fades in 250 ms', async () => {
    // The elector's transactions up to a past time (a list that no longer changes): page 2 at limit 2,
    // opened from a link, has one row before it.
    const ELECTOR = `-1:${'3'.repeat(64)}`;
    // Its tick and tock share each masterchain block's time: the fourth newest is at least a block older
    // than the newest, so its time bounds at least three transactions that are all committed.
    const recent = await waitFor(async () => {
      const list = await get<TransactionsListResponse>('/api/explorer/transactions/list', {
        limit: 6,
        includeAccounts: [ELECTOR],
      });
      return list.transactions.length === 6 ? list : null;
    }, 60_000);
    const until = recent.transactions[3].time;
    const first = await get<TransactionsListResponse>('/api/explorer/transactions/list', {
      limit: 1,
      includeAccounts: [ELECTOR],
      timeLe: until,
    });
    expect(first.nextCursor).not.toBeNull();
    const path = `/transactions?tx-accounts=${ELECTOR}&tx-end=${until}&limit=2&cursor=${first.nextCursor}`;
    const { context, page } = await open(path);
    await page.locator('[data-testid=tx-row]').first().waitFor();
    const rows = await hrefsOf(page, 'tx-row');
    expect(rows).toHaveLength(2);
    expect(rows).not.toContain(`/transactions/${first.transactions[0].hash}`);
    await page.reload();
    await page.locator('[data-testid=tx-row]').first().waitFor();
    expect(await hrefsOf(page, 'tx-row')).toEqual(rows);
    // The page number is unknown when the list opens at a cursor from a link.
    expect(await page.getByTestId('pager-page').count()).toBe(0);

    // The page's clock is paused and moved by hand, so the 3 s + 250 ms are measured in the page's own
    // time, whatever the load on this machine.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByTestId('pager').getByRole('button', { name: 'Previous' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Nothing more to show' });
    // Frames until the toast has entered (its hide timer starts at most two frames before that).
    for (let i = 0; i < 2_000 && (await toast.count()) === 0; i++) await page.clock.runFor(16);
    expect(await toast.count()).toBe(1);
    expect(await hrefsOf(page, 'tx-row')).toEqual(rows);
    expect(new URL(page.url()).searchParams.get('cursor')).toBe(first.nextCursor);
    await page.clock.runFor(2_800);
    expect(await toast.count()).toBe(1);
    // Frame by frame from there: it hides at 3 s and is gone once the 250 ms fade has run.
    let shown = 2_800;
    while ((await toast.count()) > 0 && shown < 4_000) {
      await page.clock.runFor(16);
      shown += 16;
    }
    expect(shown).toBeGreaterThanOrEqual(3_000 + 250 - 64);
    expect(shown).toBeLessThanOrEqual(3_000 + 250 + 100);
    await context.close();
  });

  it('drops a cursor the API refuses and opens the first page', async () => {
    const { context, page } = await open('/transactions?cursor=bm90LWEtY3Vyc29y.AAAAAAAAAAAAAAAAAAAAAA');
    await page.locator('[data-testid=tx-row]').first().waitFor();
    await page.waitForURL((u) => !u.searchParams.has('cursor'));
    await context.close();
  });

  it('counts the shards of every workchain on the blocks list as the shard layout gives them', async () => {
    const { context, page } = await open('/blocks');
    await page.locator('[data-testid=block-row]').first().waitFor();
    const layout = await get<{ workchains: { workchain: number; shards: string[] }[] }>(
      '/api/explorer/shards',
    );
    expect(layout.workchains.length).toBeGreaterThan(0);
    for (const w of layout.workchains) {
      const value = page.getByTestId(`shard-count-${w.workchain}`);
      await value.waitFor();
      expect(await value.textContent()).toBe(String(w.shards.length));
      expect(await page.getByText(`Shards in workchain ${w.workchain}`).count()).toBe(1);
    }
    await context.close();
  });

  it("shows a block's messages, account blocks and shard hashes as the API gives them; Next only to a block that exists", async () => {
    const mc = await get<BlocksListResponse>('/api/explorer/blocks/list', { limit: 1, workchain: -1 });
    const newest = mc.blocks[0];
    const block = await get<BlockResponse>('/api/explorer/blocks', { id: newest.rootHash });
    expect(block.shardsInfo.length).toBeGreaterThan(0);
    expect(block.accountBlocks.length).toBeGreaterThan(0);
    // The messages tab of the block that holds the transfer (masterchain blocks may carry none).
    const withMessages = await get<BlockResponse>('/api/explorer/blocks', { id: transfer.blockHash });
    const messages = await get<MessagesListResponse>('/api/explorer/messages/list', {
      block: withMessages.rootHash,
      limit: 10,
    });
    expect(messages.messages.length).toBeGreaterThan(0);
    const { context, page } = await open(`/blocks/${withMessages.rootHash}/messages`);
    await page.locator('[data-testid=message-row]').first().waitFor();
    expect(await hrefsOf(page, 'message-row')).toEqual(
      messages.messages.map((m) => `/messages/${m.messageHash}`),
    );
    expect(await page.getByTestId('block-tab-messages').getAttribute('aria-selected')).toBe('true');

    await page.goto(`${baseUrl}/blocks/${block.rootHash}`);
    await page.getByTestId('block-tab-account-blocks').waitFor();
    await page.getByTestId('block-tab-account-blocks').click();
    await page.waitForURL(`**/blocks/${block.rootHash}/account-blocks`);
    await page.locator('[data-testid=account-block-row]').first().waitFor();
    expect(await page.locator('[data-testid=account-block-row]').count()).toBe(
      Math.min(10, block.accountBlocks.length),
    );
    expect(await page.locator('[data-testid=account-block-row]').first().textContent()).toContain(
      block.accountBlocks[0].address.slice(-6),
    );

    await page.getByTestId('block-tab-shard-hashes').click();
    await page.waitForURL(`**/blocks/${block.rootHash}/shard-hashes`);
    await page.locator('[data-testid=shard-hash-row]').first().waitFor();
    expect(await page.locator('[data-testid=shard-hash-row]').count()).toBe(block.shardsInfo.length);
    expect(await page.locator('[data-testid=shard-hash-row]').first().textContent()).toContain(
      String(block.shardsInfo[0].info.seqNo),
    );

    // The newest block has no successor yet: Next appears only once the API has it, and leads to it.
    const next = page.getByTestId('block-next');
    await next.waitFor({ timeout: 30_000 });
    const successor = await get<BlockResponse>('/api/explorer/blocks', {
      workchain: -1,
      shard: '8000000000000000',
      seqno: block.seqno + 1,
    });
    expect(await next.getAttribute('href')).toBe(`/blocks/${successor.rootHash}`);
    await next.click();
    await page.getByTestId('block-root-hash').waitFor();
    expect(await page.getByTestId('block-root-hash').textContent()).toBe(successor.rootHash);
    await context.close();
  });

  it('pages a trace with more than 50 events by 50: the roll call of the local network announces 60 at once', async () => {
    // Events are external outbound messages; the roll call is the transaction that sent the most.
    const rollCall = await waitFor(async () => {
      const perTransaction = new Map<string, number>();
      let cursor: string | undefined;
      for (let page = 0; page < 10; page++) {
        const list = await get<MessagesListResponse>('/api/explorer/messages/list', {
          limit: 100,
          direction: 'asc',
          messageTypes: ['ExternalOut'],
          ...(cursor ? { cursor } : {}),
        });
        for (const m of list.messages) {
          perTransaction.set(m.transactionHash, (perTransaction.get(m.transactionHash) ?? 0) + 1);
        }
        if (!list.nextCursor) break;
        cursor = list.nextCursor;
      }
      const [hash, events] = [...perTransaction].sort((a, b) => b[1] - a[1])[0] ?? [];
      return events !== undefined && events > 50 ? { hash, events } : null;
    }, 120_000);
    const { context, page } = await open(`/transactions/${rollCall.hash}/diagram/events`);
    const rows = page.locator('[data-testid=message-row]:visible');
    await page.getByTestId('diagram-events-pager').waitFor({ timeout: 20_000 });
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(50);
    await page.getByTestId('diagram-events-pager').getByRole('button', { name: '2' }).click();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(rollCall.events - 50);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('puts the diagram sub-tabs in the URL, lists the warnings, and sizes columns from the address count plus 2', async () => {
    // A token transfer to an owner without a token wallet: the transaction on the missing wallet is
    // aborted without an exit code — a warning.
    const warned = await waitFor(async () => {
      let cursor: string | undefined;
      for (let page = 0; page < 5; page++) {
        const list: TransactionsListResponse = await get('/api/explorer/transactions/list', {
          limit: 100,
          direction: 'asc',
          ...(cursor ? { cursor } : {}),
        });
        for (const tx of list.transactions.filter((t: Transaction) => t.aborted && t.exitCode === null)) {
          const details = await get<TransactionResponse>('/api/explorer/transactions', { id: tx.hash });
          if (details.origStatus === 'NonExist' || details.origStatus === 'Uninit') return details;
        }
        if (!list.nextCursor) return null;
        cursor = list.nextCursor;
      }
      return null;
    }, 120_000);
    const { context, page } = await open(`/transactions/${warned.hash}/diagram/transactions/warnings`);
    await page.getByTestId('diagram-tab-warnings').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('diagram-tab-warnings').getAttribute('aria-selected')).toBe('true');
    await page.locator(`[data-testid=diagram-warnings] a[href="/transactions/${warned.hash}"]`).waitFor();
    expect(await page.getByTestId('diagram-tab-warnings').textContent()).toMatch(/^Warnings \([1-9]\d*\)$/);

    await page.getByTestId('diagram-tab-errors').click();
    await page.waitForURL(`**/transactions/${warned.hash}/diagram/transactions/errors`);
    await page.getByTestId('diagram-tab-total-fees').click();
    await page.waitForURL(`**/transactions/${warned.hash}/diagram/transactions/total-fees`);
    await page.getByTestId('diagram-fee-total').waitFor();
    await page.getByTestId('diagram-tab-events').click();
    await page.waitForURL(`**/transactions/${warned.hash}/diagram/events`);

    // The graph: columns = the chain's addresses + 2, each the box width over that count.
    await page.getByText('Graph').click();
    await page.waitForURL(`**/transactions/${warned.hash}/diagram`);
    const graph = page.getByTestId('diagram-graph');
    await graph.waitFor();
    const tree = await get<MessageTreeResponse>('/api/explorer/messages/tree', {
      id: warned.inMessage!.messageHash,
    });
    const addresses = new Set(tree.nodes.flatMap((n) => [n.srcAddress, n.dstAddress]).filter(Boolean));
    const box = await graph.evaluate((el) => el.clientWidth);
    await waitFor(
      async () => Number(await graph.getAttribute('data-columns')) === addresses.size + 2,
      10_000,
    );
    await waitFor(
      async () =>
        Number(await graph.getAttribute('data-column-width')) ===
        Math.max(120, Math.floor(box / (addresses.size + 2))),
      10_000,
    );
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
