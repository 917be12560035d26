// The walking skeleton end to end: `tvmscan dev` runs the local network, indexer, embedded database, API
// and web app; Chromium browses from the main page to a block and a transaction, and what the pages show
// equals what the API returns. Then the explorer stops on Ctrl-C within 2 s and resumes its chain.
import type {
  BlockDetails,
  BlocksListResponse,
  StatsResponse as Stats,
  TransactionDetails,
} from '@tvmscan/api-schema';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { api, type Stack, startStack, waitFor } from './support/stack';

describe('walking skeleton', () => {
  let stack: Stack;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
    await waitFor(async () => {
      const stats = await api<Stats>(stack.baseUrl, '/api/explorer/stats');
      return (stats.latestMcSeqno ?? 0) >= 2 && BigInt(stats.transactionTotal) > 0n;
    }, 90_000);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    stack?.dispose();
  });

  it('main page lists live blocks; a click opens the block page showing what the API returns', async () => {
    const page = await browser.newPage();
    await page.goto(stack.baseUrl);
    const firstRow = page.getByTestId('block-row').first();
    await firstRow.waitFor();
    const before = await firstRow.innerText();
    // New blocks arrive without a reload.
    await expect
      .poll(() => page.getByTestId('block-row').first().innerText(), { timeout: 15_000 })
      .not.toBe(before);

    await page.getByTestId('block-row').first().getByRole('link').first().click();
    await page.waitForURL(/\/blocks\//);
    const rootHash = (await page.getByTestId('block-root-hash').innerText()).trim();
    const seqno = Number((await page.getByTestId('block-seqno').innerText()).replace(/\D/g, ''));
    const block = await api<BlockDetails>(stack.baseUrl, '/api/explorer/blocks', { id: rootHash });
    expect(block.rootHash).toBe(rootHash);
    expect(block.seqno).toBe(seqno);
    expect(await page.title()).toMatch(/Explorer$/);
    await page.close();
  });

  it('a transaction row opens the transaction page showing what the API returns', async () => {
    const page = await browser.newPage();
    await page.goto(stack.baseUrl);
    const row = page.getByTestId('tx-row').first();
    await row.waitFor();
    await row.getByRole('link').first().click();
    await page.waitForURL(/\/transactions\//);
    const hash = (await page.getByTestId('tx-hash').innerText()).trim();
    const transaction = await api<TransactionDetails>(stack.baseUrl, '/api/explorer/transactions', {
      id: hash,
    });
    expect(transaction.hash).toBe(hash);
    expect((await page.getByTestId('tx-lt').innerText()).replace(/\D/g, '')).toBe(String(transaction.lt));
    expect(await page.getByTestId('tx-account').innerText()).toContain(
      String(transaction.accountId).slice(-6),
    );
    await page.close();
  });

  it('stops on SIGINT within 2 seconds and resumes the same chain on restart', async () => {
    const before = await api<Stats>(stack.baseUrl, '/api/explorer/stats');
    const { blocks } = await api<BlocksListResponse>(stack.baseUrl, '/api/explorer/blocks/list', {
      limit: 1,
      transactionCountGe: 0,
    });
    const { code, ms } = await stack.stop();
    expect(code, stack.output()).toBe(0);
    expect(ms).toBeLessThan(2000);

    const again = await startStack({ dataDir: stack.dataDir });
    try {
      const after = await waitFor(async () => {
        const stats = await api<Stats>(again.baseUrl, '/api/explorer/stats');
        return (stats.latestMcSeqno ?? 0) > (before.latestMcSeqno ?? 0) ? stats : undefined;
      });
      expect(after.latestMcSeqno).toBeGreaterThan(before.latestMcSeqno ?? 0);
      // The block seen before the restart is still there, unchanged: the chain resumed, not restarted.
      const block = await api<BlockDetails>(again.baseUrl, '/api/explorer/blocks', {
        id: blocks[0].rootHash,
      });
      expect(block.seqno).toBe(blocks[0].seqno);
    } finally {
      await again.stop();
    }
  });
});
