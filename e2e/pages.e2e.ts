// Page tests in a real Chromium against the real stack (`tvmscan dev`: local network, indexer, embedded
// database, API and the built app). What each page shows is compared with what the API returns for the
// same ids; every page renders in each language, on desktop and mobile, light and dark, with no serious
// or critical axe-core violations. Screenshots go to e2e/artifacts/screens/.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  BlocksListResponse,
  ConfigResponse,
  MessagesListResponse,
  TransactionResponse,
  TransactionsListResponse,
} from '@tvmscan/api-schema';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { axeViolations, followNavEntry, LANGUAGES, type OpenOptions, openPage } from './support/pages';
import { api as apiAt, type Stack, startStack, waitFor } from './support/stack';

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
  // Each test answers for the pages it opens: one that leaves on purpose for an unknown address (whose
  // lookup answers 404) must not fail a later test whose pages logged nothing.
  beforeEach(() => {
    errors.length = 0;
  });

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

  it('renders every page in each language, titled "page name, network name, Explorer", with no serious axe violations, and keeps the choice under localStorage lang', async () => {
    const { networkName } = await api<ConfigResponse>('/api/config');
    const explorer = { en: 'Explorer', ko: '익스플로러', id: 'Penjelajah', ja: 'エクスプローラー' } as const;
    const problems: string[] = [];
    for (const lang of LANGUAGES) {
      const { context, page } = await open('/', { lang });
      for (const p of pages()) {
        await page.goto(`${baseUrl}${p.path}`);
        await page.locator(p.ready).first().waitFor({ timeout: 15_000 });
        expect(await page.locator('html').getAttribute('lang'), `${lang} ${p.name}`).toBe(lang);
        expect(await page.locator('header nav').first().textContent(), `${lang} ${p.name}`).toContain(
          NAV_BLOCKS[lang],
        );
        const title = await waitFor(async () => {
          const t = await page.title();
          return t.endsWith(`, ${networkName}, ${explorer[lang]}`) && t;
        }, 10_000);
        const name = title.slice(0, -`, ${networkName}, ${explorer[lang]}`.length);
        expect(name.trim(), `${lang} ${p.name} title`).not.toBe('');
        for (const v of await axeViolations(page)) problems.push(`${lang} ${p.name}: ${v}`);
      }
      await context.close();
    }
    expect(problems).toEqual([]);
    const { context, page } = await open('/');
    await page.getByTestId('language-switcher').first().selectOption('ja');
    await page.locator('header nav').first().getByText(NAV_BLOCKS.ja).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ja');
    await context.close();
  }, 300_000);

  it('keeps the header on one row at 1024, 1280, 1440 and 1920 px in both themes: the search 240 px wide or more, every navigation entry in the row or under More', async () => {
    const entries = [
      'Blocks',
      'Transactions',
      'Messages',
      'Accounts',
      'Tokens',
      'Token lists',
      'Collections',
      'Validators',
      'Contracts',
      'Config',
    ];
    const problems: string[] = [];
    for (const width of [1024, 1280, 1440, 1920])
      for (const scheme of ['light', 'dark'] as const) {
        const at = `${width} px ${scheme}`;
        const { context, page } = await open('/blocks', { viewport: { width, height: 800 }, scheme });
        const nav = page.getByTestId('header-nav');
        // Measured once the row's lazily loaded parts are in: the menu and the wallet control.
        await nav.getByTestId('nav-more').waitFor();
        await page.getByTestId('wallet-button').first().waitFor();
        const row = await page.evaluate(() => {
          const header = document.querySelector('header') as HTMLElement;
          const navEl = header.querySelector('[data-testid=header-nav]') as HTMLElement;
          const shown = [...navEl.children];
          const middle = (e: Element) => {
            const r = e.getBoundingClientRect();
            return Math.round(r.top + r.height / 2);
          };
          const search = header.querySelector('input') as HTMLElement;
          const logo = header.querySelector('[data-testid=logo]') as HTMLElement;
          return {
            links: shown.filter((c) => c.tagName === 'A').map((c) => c.textContent),
            middles: [...new Set([...shown, search, logo].map(middle))],
            searchWidth: search.getBoundingClientRect().width,
            headerHeight: header.getBoundingClientRect().height,
          };
        });
        // Everything of the row on one line: their middles within a few pixels of each other.
        if (Math.max(...row.middles) - Math.min(...row.middles) > 4)
          problems.push(`${at}: not one row (${row.middles})`);
        if (row.headerHeight > 80) problems.push(`${at}: header ${row.headerHeight} px high`);
        if (row.searchWidth < 240) problems.push(`${at}: search ${row.searchWidth} px wide`);
        await nav.getByTestId('nav-more').click();
        const menu = page.getByTestId('nav-more-menu');
        await menu.waitFor();
        const more = await menu.getByRole('menuitem').allTextContents();
        expect([...row.links, ...more], at).toEqual(entries);
        expect(row.links.length, at).toBeGreaterThanOrEqual(3);
        if (width === 1440)
          for (const v of await axeViolations(page)) problems.push(`${at}, More open: ${v}`);
        await page.keyboard.press('Escape');
        await context.close();
      }
    expect(problems).toEqual([]);
    // An entry under More is followed from there.
    const { context, page } = await open('/blocks', { viewport: { width: 1024, height: 800 } });
    await followNavEntry(page, 'Config');
    await page.waitForURL(`${baseUrl}/config`);
    await context.close();
    expect(errors).toEqual([]);
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
    const input = page.locator('[data-testid=search-input]:visible').first();
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
    expect(await page.locator('[data-testid=search-input]:visible').first().inputValue()).toBe('');

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

  /** The hrefs of a panel's rows, in order. */
  const panelRows = (page: Page, panel: string, row: string) =>
    page
      .locator(`[data-testid=${panel}] [data-testid=${row}] a`)
      .first()
      .waitFor()
      .then(() =>
        page.$$eval(`[data-testid=${panel}] [data-testid=${row}]`, (rows) =>
          rows.map((r) => r.querySelector('a')?.getAttribute('href') ?? ''),
        ),
      );

  /**
   * Flips a main-page toggle and checks what it asks of the API and that the panel then shows exactly the
   * latest answer to that request (the panels refetch live, so an earlier answer may be replaced).
   */
  async function toggleAndFollow(
    page: Page,
    opts: {
      toggle: string;
      path: string;
      panel: string;
      row: string;
      wanted: (sent: Record<string, unknown>) => boolean;
      hrefs: (answer: never) => string[];
    },
  ) {
    const answers: string[][] = [];
    const sentBodies: Record<string, unknown>[] = [];
    const onResponse = async (r: import('playwright-core').Response) => {
      if (new URL(r.url()).pathname !== opts.path || !r.ok()) return;
      const sent = r.request().postDataJSON() as Record<string, unknown>;
      if (!opts.wanted(sent)) return;
      sentBodies.push(sent);
      answers.push(opts.hrefs((await r.json()) as never));
    };
    page.on('response', onResponse);
    await page.getByTestId(opts.toggle).click({ force: true });
    await waitFor(async () => {
      const last = answers.at(-1);
      if (!last) return false;
      const shown = await panelRows(page, opts.panel, opts.row);
      return JSON.stringify(shown) === JSON.stringify(answers.at(-1));
    }, 20_000);
    page.off('response', onResponse);
    return sentBodies[0];
  }

  it('main-page toggles change the request (Empty, TickTock, Elector) and the rows follow the answer', async () => {
    const ELECTOR = `-1:${'3'.repeat(64)}`;
    const { context, page } = await open('/');
    await panelRows(page, 'latest-blocks', 'block-row');
    const blocksHrefs = (a: BlocksListResponse) => a.blocks.map((b) => `/blocks/${b.rootHash}`);
    const txHrefs = (a: TransactionsListResponse) => a.transactions.map((t) => `/transactions/${t.hash}`);
    const msgHrefs = (a: MessagesListResponse) => a.messages.map((m) => `/messages/${m.messageHash}`);

    const empty = await toggleAndFollow(page, {
      toggle: 'toggle-empty',
      path: '/api/explorer/blocks/list',
      panel: 'latest-blocks',
      row: 'block-row',
      wanted: (b) => b.transactionCountGe === 0,
      hrefs: blocksHrefs as never,
    });
    expect(empty).toEqual({ limit: 6, transactionCountGe: 0 });

    const tickTock = await toggleAndFollow(page, {
      toggle: 'toggle-ticktock',
      path: '/api/explorer/transactions/list',
      panel: 'latest-transactions',
      row: 'tx-row',
      wanted: (b) => b.txTypes === undefined,
      hrefs: txHrefs as never,
    });
    // TickTock on: every type; the elector still hidden until its own toggle.
    expect(tickTock).toEqual({ limit: 6, excludeAccounts: [ELECTOR] });

    const elector = await toggleAndFollow(page, {
      toggle: 'toggle-transactions-elector',
      path: '/api/explorer/transactions/list',
      panel: 'latest-transactions',
      row: 'tx-row',
      wanted: (b) => b.txTypes === undefined && b.excludeAccounts === undefined,
      hrefs: txHrefs as never,
    });
    expect(elector).toEqual({ limit: 6 });

    const messages = await toggleAndFollow(page, {
      toggle: 'toggle-messages-elector',
      path: '/api/explorer/messages/list',
      panel: 'latest-messages',
      row: 'message-row',
      wanted: (b) => b.excludeAccounts === undefined,
      hrefs: msgHrefs as never,
    });
    expect(messages).toEqual({ limit: 6 });
    await context.close();
  }, 120_000);

  it('keeps all four main-page panels and the stats live without a reload', async () => {
    const { context, page } = await open('/');
    const panels = [
      ['latest-blocks', 'block-row'],
      ['latest-transactions', 'tx-row'],
      ['latest-messages', 'message-row'],
      ['latest-token-transactions', 'token-tx-row'],
    ] as const;
    const first = await Promise.all(panels.map(([panel, row]) => panelRows(page, panel, row)));
    const latestBlock = await page.getByTestId('stat-latest-block').textContent();
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    // The local network makes a block every 500 ms with wallet traffic and token operations in it.
    for (const [i, [panel, row]] of panels.entries()) {
      await waitFor(async () => (await panelRows(page, panel, row))[0] !== first[i][0], 90_000);
    }
    await waitFor(
      async () => (await page.getByTestId('stat-latest-block').textContent()) !== latestBlock,
      30_000,
    );
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await context.close();
  }, 240_000);

  it('searches a token root address: two groups, arrows wrap over both results, Enter opens the token', async () => {
    const roots = await api<{ rootTokenContracts: { rootAddress: string; token: string }[] }>(
      '/api/tokens/v1/root_contract/search',
      { limit: 10 },
    );
    const lusd = roots.rootTokenContracts.find((t) => t.token === 'LUSD');
    expect(lusd, 'the local network deploys LUSD').toBeDefined();
    const root = lusd!.rootAddress;
    const { context, page } = await open('/blocks');
    const input = page.locator('[data-testid=search-input]:visible').first();
    await input.fill(root);
    await page.getByTestId('search-result-tokens').first().waitFor();
    const options = page.locator('[data-testid^=search-result-]');
    expect(await options.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).toEqual([
      'search-result-accounts',
      'search-result-tokens',
    ]);
    const highlighted = () => page.locator('[data-combobox-selected]').first().getAttribute('data-testid');
    expect(await highlighted()).toBe('search-result-accounts');
    await input.press('ArrowDown');
    expect(await highlighted()).toBe('search-result-tokens');
    await input.press('ArrowDown'); // wraps to the first
    expect(await highlighted()).toBe('search-result-accounts');
    await input.press('ArrowUp'); // wraps to the last
    expect(await highlighted()).toBe('search-result-tokens');
    await input.press('Enter');
    await page.waitForURL(`**/tokens/${root}`);

    // By symbol: a token result opens the token page too.
    await input.fill('lusd');
    await page.getByTestId('search-result-tokens').first().waitFor();
    expect(await page.getByTestId('search-result-tokens').first().textContent()).toContain(
      'Local Dollar (LUSD)',
    );
    await input.press('Enter');
    await page.waitForURL(`**/tokens/${root}`);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('offers Back and Reload on the 404 page', async () => {
    const { context, page } = await open('/blocks');
    await page.locator('[data-testid=block-row]').first().waitFor();
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByTestId('not-found').waitFor();
    // The network name joins the title once the deployment's configuration has loaded.
    await expect.poll(() => page.title(), { timeout: 10_000 }).toMatch(/^Page not found, .+, Explorer$/);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    await page.getByTestId('not-found').waitFor();
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${baseUrl}/blocks`);
    await page.locator('[data-testid=block-row]').first().waitFor();
    await context.close();
  }, 60_000);

  it('hides the footer links this deployment does not configure; product links in two columns', async () => {
    const config = await api<ConfigResponse>('/api/config');
    expect(config.footer?.services).toEqual([]);
    const { context, page } = await open('/blocks');
    await page.getByTestId('footer-product').waitFor();
    for (const id of ['footer-services', 'footer-social', 'footer-legal'])
      expect(await page.getByTestId(id).count(), id).toBe(0);
    const grid = page.getByTestId('footer-product').locator('> div').last();
    expect(await grid.locator('a').count()).toBeGreaterThan(6);
    const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(2);
    // The switchers are enabled here, so they show.
    expect(await page.getByTestId('language-switcher').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('theme-switcher').count()).toBeGreaterThan(0);
    await context.close();
  }, 30_000);
});

describe('a deployment that configures its footer and turns the switchers off', () => {
  let browser: Browser;
  let stack: Stack;
  const errors: string[] = [];
  const FOOTER_ENV = {
    TVMSCAN_RATE_LIMIT: '0',
    TVMSCAN_NETWORK_NAME: 'Stand Net',
    TVMSCAN_LANGUAGE_SWITCHER: 'false',
    TVMSCAN_THEME_SWITCHER: 'false',
    TVMSCAN_FOOTER_SERVICES: 'Wallet=https://wallet.example.org,Bridge=https://bridge.example.org',
    TVMSCAN_TERMS_URL: 'https://example.org/terms',
    TVMSCAN_PRIVACY_URL: 'https://example.org/privacy',
    TVMSCAN_COOKIES_URL: 'https://example.org/cookies',
    TVMSCAN_TELEGRAM_URL: 'https://t.me/stand-net',
    TVMSCAN_GITHUB_URL: 'https://github.com/stand-net',
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    stack = await startStack({ env: FOOTER_ENV });
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    stack?.dispose();
  });

  it('shows the links it configures, hides the others and the switchers, on desktop and in the mobile menu', async () => {
    const { context, page } = await openPage(browser, stack.baseUrl, '/', errors);
    await page.getByTestId('footer-services').waitFor({ timeout: 60_000 });
    const href = (id: string) => page.getByTestId(id).getAttribute('href');
    expect(
      await page
        .getByTestId('footer-service')
        .evaluateAll((els) => els.map((e) => [e.textContent, e.getAttribute('href')])),
    ).toEqual([
      ['Wallet', 'https://wallet.example.org/'],
      ['Bridge', 'https://bridge.example.org/'],
    ]);
    expect(await href('footer-terms')).toBe('https://example.org/terms');
    expect(await href('footer-privacy')).toBe('https://example.org/privacy');
    expect(await href('footer-cookies')).toBe('https://example.org/cookies');
    expect(await href('footer-social-telegram')).toBe('https://t.me/stand-net');
    expect(await href('footer-social-github')).toBe('https://github.com/stand-net');
    for (const id of ['footer-social-twitter', 'footer-social-discord', 'footer-social-medium'])
      expect(await page.getByTestId(id).count(), id).toBe(0);
    expect(await page.getByTestId('footer-terms').getAttribute('rel')).toContain('noopener');
    expect(await page.title()).toBe('Main, Stand Net, Explorer');
    expect(await page.getByTestId('language-switcher').count()).toBe(0);
    expect(await page.getByTestId('theme-switcher').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await context.close();

    const mobile = await openPage(browser, stack.baseUrl, '/blocks', errors, { viewport: 'mobile' });
    await mobile.page.getByTestId('burger').click();
    await mobile.page.getByRole('dialog').waitFor();
    expect(await mobile.page.getByRole('dialog').getByTestId('language-switcher').count()).toBe(0);
    expect(await mobile.page.getByRole('dialog').getByTestId('theme-switcher').count()).toBe(0);
    await mobile.context.close();
    expect(errors).toEqual([]);
  }, 120_000);
});
