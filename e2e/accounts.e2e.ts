// The accounts list and the account page in Chromium against the real stack (`tvmscan dev` on the
// local network): filters taken from the URL select the rows the API selects for them; a wallet's page
// shows its friendly address forms, state, tabs and lazily loaded storage section as the API and the
// codec give them; the contract executor runs a TIP-3 root's getters in the browser and shows what
// nekoton's runLocal answers in Node for the same state. Both pages render on desktop and mobile, light
// and dark, in every language, with no serious or critical axe-core violations. A contract verified for
// a local-network account's code hash (recorded through the db repository, as the verification service
// will) shows the verified badge and lends its ABI to the executor.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteResponse } from '@tvmscan/api-schema';
import { formatFriendly } from '@tvmscan/codec';
import { openDatabase, recordVerifiedContract } from '@tvmscan/db';
import { tip4Abi, tip4VerifiedContract } from '@tvmscan/test-support/verified-contract';
import type * as Nekoton from 'nekoton-wasm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { answerTo, axeViolations, LANGUAGES, type OpenOptions, openPage } from './support/pages';
import { visible } from './support/shown';
import { api, type Stack, startStack, waitFor } from './support/stack';

type Accounts = RouteResponse<'accountsList'>;
type Account = Accounts['accounts'][number];
type AccountState = RouteResponse<'accountState'>;

const require = createRequire(import.meta.url);
const nekoton: typeof Nekoton = require('nekoton-wasm/node');
const tip3 = (file: string) => require.resolve(`@broxus/tip3/build/${file}`);
const TOKEN_ROOT_CODE_HASH = nekoton.getBocHash(
  nekoton.splitTvc(readFileSync(tip3('TokenRoot.tvc')).toString('base64')).code!,
);
const TOKEN_ROOT_ABI = readFileSync(tip3('TokenRoot.abi.json'), 'utf8');

const screenshots = join(dirname(fileURLToPath(import.meta.url)), 'artifacts', 'screens');
const TITLES = { en: 'Accounts', ko: '계정', id: 'Akun', ja: 'アカウント' } as const;
/** The account page's heading, and a token root's (followed by the token's name). */
const ACCOUNT_TITLES = { en: 'Account', ko: '계정', id: 'Akun', ja: 'アカウント' } as const;
const TOKEN_TITLES = { en: 'Token', ko: '토큰', id: 'Token', ja: 'トークン' } as const;
const NANO = 1_000_000_000n;

const baseUrl = inject('stackUrl');
let browser: Browser;
const errors: string[] = [];
let wallet: Account;
let tokenRoot: Account;

/** An API read; the explorer sheds API calls with 503 while this busy machine lags, so retry. */
const read = <T>(path: string, body?: unknown): Promise<T> =>
  waitFor(() => api<T>(baseUrl, path, body), 60_000);

/** Lookups by id answer 404 for "not one of those" (the account-type probes): not a page error. */
const pageErrors = () => errors.filter((e) => !/status of 404/.test(e));

async function open(path: string, opts?: OpenOptions) {
  return openPage(browser, baseUrl, path, errors, opts);
}

/** The addresses a table shows, from its row links. */
async function rowAddresses(page: Page, testId: string): Promise<string[]> {
  return page
    .locator(`[data-testid=${testId}] td:first-child a`)
    .evaluateAll((links) =>
      links.map((a) => decodeURIComponent((a as HTMLAnchorElement).pathname.split('/')[2])),
    );
}

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  browser = await launchBrowser();
  // The local network's token traffic deploys its first TIP-3 roots within the first blocks.
  tokenRoot = await waitFor(async () => {
    const list = await read<Accounts>('/api/explorer/accounts/list', {
      limit: 100,
      ordering: 'updatedAt',
    });
    return list.accounts.find((a) => a.codeHash === TOKEN_ROOT_CODE_HASH && a.state === 'Active');
  }, 120_000);
  const richest = await read<Accounts>('/api/explorer/accounts/list', { limit: 20 });
  wallet = richest.accounts.find((a) => a.workchain === 0 && a.state === 'Active' && a.codeHash !== null)!;
  expect(wallet, 'an active basechain wallet').toBeDefined();
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

describe('accounts list', () => {
  it('takes its filters from the URL and shows the rows the API selects for them', async () => {
    const { context, page } = await open('/accounts?balance-from=100.9&col=updatedAt');
    // Accounts keep changing: the page is checked against the answer it was given.
    const { sent, answer } = await answerTo<Accounts>(page, '/api/explorer/accounts/list', () =>
      page.reload(),
    );
    // The list takes only the integer part of a balance filter: 100.9 EVER selects balances of 100 up.
    const minimum = 100n * NANO;
    expect(sent).toEqual({ limit: 20, ordering: 'updatedAt', balanceGe: minimum.toString() });
    expect(answer.accounts.length).toBeGreaterThan(0);
    await expect.poll(() => rowAddresses(page, 'account-row')).toEqual(answer.accounts.map((a) => a.address));
    for (const account of answer.accounts) {
      expect(BigInt(account.balance ?? '0') >= minimum, account.address).toBe(true);
    }
    expect(await page.getByTestId('filter-balance-from').inputValue()).toBe('100.9');
    const csv = await page.getByTestId('export-accounts').getAttribute('href');
    expect(csv).toBe(`/api/explorer/export/accounts.csv?ordering=updatedAt&balanceGe=${minimum}`);
    const csvText = await waitFor(async () => {
      const response = await fetch(`${baseUrl}${csv}`);
      return response.ok ? response.text() : null;
    });
    expect(csvText.split('\n')[0]).toMatch(/^address,balance/);

    // Ordering by balance from the control: the URL follows, the rows are in descending balance.
    await page.getByTestId('filter-col').getByText('Balance').click();
    await page.waitForURL((url) => !url.search.includes('col='));
    // The previous page stays on screen until the new one arrives: wait for the new order.
    const shownBalances = () =>
      page
        .locator('[data-testid=account-row] td:nth-child(2)')
        .evaluateAll((cells) => cells.map((c) => Number((c.textContent ?? '').replace(/[^\d.]/g, ''))));
    const balances = await waitFor(async () => {
      const b = await shownBalances();
      return b.length > 0 && b.every((x, i) => i === 0 || b[i - 1] >= x) ? b : null;
    }, 30_000);
    expect(balances[0]).toBeGreaterThanOrEqual(100);

    // Counters and the chart with its three types.
    const stats = await read<RouteResponse<'stats'>>('/api/explorer/stats');
    expect(
      Number((await page.getByTestId('stat-accounts-total').innerText()).replace(/,/g, '')),
    ).toBeGreaterThan(0);
    expect(stats.accountsActiveTotal).toBeGreaterThan(0);
    await page.getByTestId('accounts-chart-canvas').waitFor();
    for (const type of ['Total', 'Active', 'New']) {
      await page.getByTestId('accounts-chart-type').getByText(type).click();
      await page.getByTestId('accounts-chart-canvas').waitFor();
    }
    await page.screenshot({ path: join(screenshots, 'accounts.png'), fullPage: true });
    await context.close();
    expect(pageErrors()).toEqual([]);
  });

  it('orders either way by the dir parameter, its control, and the export', async () => {
    const { context, page } = await open('/accounts?col=createdAt&dir=asc');
    const { sent, answer } = await answerTo<Accounts>(page, '/api/explorer/accounts/list', () =>
      page.reload(),
    );
    expect(sent).toEqual({ limit: 20, ordering: 'createdAt', direction: 'asc' });
    await expect.poll(() => rowAddresses(page, 'account-row')).toEqual(answer.accounts.map((a) => a.address));
    const created = answer.accounts.map((a) => a.createdAt ?? 0);
    expect(created).toEqual([...created].sort((a, b) => a - b));
    const csv = await page.getByTestId('export-accounts').getAttribute('href');
    expect(csv).toBe('/api/explorer/export/accounts.csv?ordering=createdAt&direction=asc');
    const csvText = await waitFor(async () => {
      const response = await fetch(`${baseUrl}${csv}`);
      return response.ok ? response.text() : null;
    });
    // The oldest accounts never change their creation time: the export starts where the list does.
    expect(csvText.split('\n')[1].split(',')[0]).toBe(answer.accounts[0].address);

    // The control switches back to newest first; the default leaves the URL.
    const desc = await answerTo<Accounts>(page, '/api/explorer/accounts/list', () =>
      page.getByTestId('filter-dir').getByText('Descending').click(),
    );
    await page.waitForURL((url) => !url.search.includes('dir='));
    expect(desc.sent).toEqual({ limit: 20, ordering: 'createdAt' });
    const newest = desc.answer.accounts.map((a) => a.createdAt ?? 0);
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    await expect
      .poll(() => rowAddresses(page, 'account-row'))
      .toEqual(desc.answer.accounts.map((a) => a.address));
    await context.close();
    expect(pageErrors()).toEqual([]);
  });

  it('drops malformed filters instead of sending them', async () => {
    const { context, page } = await open('/');
    const bodies: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/explorer/accounts/list')) bodies.push(r.postDataJSON());
    });
    await page.goto(`${baseUrl}/accounts?balance-from=lots&balance-to=-3&start=yesterday&end=soon&col=size`);
    await page.getByTestId('account-row').first().waitFor();
    // Retries after a shed call repeat the same body; none carries a malformed filter.
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies) expect(body).toEqual({ ordering: 'balance', limit: 20 });
    expect(await page.getByTestId('filter-balance-from').inputValue()).toBe('');
    expect(await page.getByTestId('filter-start').inputValue()).toBe('');
    await context.close();
    expect(pageErrors()).toEqual([]);
  });
});

describe('account page', () => {
  it("shows a wallet's address forms, state, details and tabs as the API and the codec give them", async () => {
    const { context, page } = await open(`/accounts/${wallet.address}`);
    const stateRequests: string[] = [];
    const stateAnswers: AccountState[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/explorer/accounts/state')) stateRequests.push(r.url());
    });
    page.on('response', async (r) => {
      if (r.url().endsWith('/api/explorer/accounts/state') && r.ok()) stateAnswers.push(await r.json());
    });
    await page.getByTestId('account-address').waitFor();
    expect(await page.getByTestId('account-address').innerText()).toBe(wallet.address);
    const [wc, hex] = wallet.address.split(':');
    const std = { workchain: Number(wc), address: hex };
    expect(await page.getByTestId('account-base64UrlBounceable').innerText()).toBe(formatFriendly(std));
    expect(await page.getByTestId('account-base64NonBounceable').innerText()).toBe(
      formatFriendly(std, { bounceable: false, urlSafe: false }),
    );
    expect(await page.getByTestId('account-testnetUrlBounceable').innerText()).toBe(
      formatFriendly(std, { testOnly: true }),
    );
    const badge = page.getByTestId('account-state');
    expect(await badge.getAttribute('data-state')).toBe('Active');
    expect(await badge.innerText()).toMatch(/active/i);
    expect(await page.getByTestId('account-code-hash').innerText()).toBe(wallet.codeHash);

    // Messages is the default tab and lists this account's messages.
    expect(await page.getByTestId('account-tab-messages').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('account-tab-holders').count()).toBe(0);
    await page.getByTestId('message-row').first().waitFor();
    const messages = await page.locator('[data-testid=message-row]').count();
    expect(messages).toBeGreaterThan(0);
    expect(messages).toBeLessThanOrEqual(10);

    // The expandable section loads the state on first expansion only.
    expect(stateRequests).toEqual([]);
    // Its data changes with every transfer the wallet sends: compare with the answer the page got.
    const { answer: state } = await answerTo<AccountState>(page, '/api/explorer/accounts/state', () =>
      page.getByTestId('show-more').click(),
    );
    await page.getByTestId('account-storage-cells').waitFor();
    expect(stateRequests.length).toBeGreaterThan(0);
    expect(await page.getByTestId('account-storage-cells').innerText()).toBe(state.storageStat!.used.cells);

    // Tabs are links: the transactions tab has its own URL.
    await page.getByTestId('account-tab-transactions').click();
    await page.waitForURL(`**/accounts/${wallet.address}/transactions`);
    await page.getByTestId('tx-row').first().waitFor();

    // The source-code tab: an EverWallet is known by its code hash, so the executor offers its ABI.
    await page.getByTestId('account-tab-source-code').click();
    await page.getByTestId('contract-executor').waitFor();
    expect(await page.getByTestId('contract-executor').getAttribute('data-abi')).toBe('bundled');
    // Contract code: the stored code and data BOCs.
    await page.getByTestId('source-tab-contract').click();
    await page.waitForURL(`**/accounts/${wallet.address}/source-code/contract`);
    // The tab may have fetched the state again: it shows the newest answer the page received.
    await expect
      .poll(async () => (await page.getByTestId('account-data').innerText()) === stateAnswers.at(-1)?.dataBoc)
      .toBe(true);
    expect(await page.getByTestId('account-code').innerText()).toBe(stateAnswers.at(-1)?.codeBoc);
    await context.close();
    expect(pageErrors()).toEqual([]);
  });

  it('opens a friendly address under its raw form, shows an unseen address as NonExist, 404s garbage', async () => {
    const [wc, hex] = wallet.address.split(':');
    const { context, page } = await open(
      `/accounts/${formatFriendly({ workchain: Number(wc), address: hex })}`,
    );
    expect(await page.getByTestId('account-address').innerText()).toBe(wallet.address);
    await page.goto(`${baseUrl}/accounts/0:${'ab'.repeat(32)}`);
    const badge = page.getByTestId('account-state');
    await badge.waitFor();
    expect(await badge.getAttribute('data-state')).toBe('NonExist');
    const color = await badge.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(color, 'red for every state but Active').toMatch(/rgb\((\d+), (\d+), (\d+)\)/);
    const [r, g] = color.match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(g);
    await page.goto(`${baseUrl}/accounts/not-an-address`);
    await page.getByTestId('not-found').waitFor();
    await context.close();
  });
});

describe('account tabs by type', () => {
  type Collections = RouteResponse<'collectionsList'>;
  type Nfts = RouteResponse<'nftsList'>;
  const tabsOf = (page: Page) =>
    page
      .locator('[data-testid^=account-tab-]')
      .evaluateAll((tabs) => tabs.map((t) => (t as HTMLElement).dataset.testid?.replace('account-tab-', '')));
  const selected = (page: Page) =>
    page.locator('[data-testid^=account-tab-][aria-selected=true]').getAttribute('data-testid');

  it('token roots list holders, NFTs open on their transfers, collections on their items', async () => {
    const { collections } = await read<Collections>('/api/explorer/collections/list', {});
    const collection = collections.find((c) => c.itemsCount > 0)!;
    const { nfts } = await read<Nfts>('/api/explorer/nfts/list', { collection: collection.address });
    const nft = nfts[0];
    // Spec §2: token-balances is hidden for token roots, which get holders; NFT accounts default to
    // nft-transactions and collections to items.
    const cases = [
      {
        address: tokenRoot.address,
        type: 'token',
        tabs: ['messages', 'transactions', 'token-transactions', 'holders', 'source-code'],
        first: 'messages',
        ready: 'message-row',
      },
      {
        address: nft.address,
        type: 'nft',
        tabs: [
          'nft-transactions',
          'messages',
          'transactions',
          'token-transactions',
          'token-balances',
          'source-code',
        ],
        first: 'nft-transactions',
        ready: 'nft-event-row',
      },
      {
        address: collection.address,
        type: 'collection',
        tabs: ['items', 'messages', 'transactions', 'token-transactions', 'token-balances', 'source-code'],
        first: 'items',
        ready: 'nft-row',
      },
    ];
    for (const c of cases) {
      const { context, page } = await open(`/accounts/${c.address}`);
      await page.getByTestId(c.ready).first().waitFor();
      expect(await page.getByTestId('account-page').getAttribute('data-account-type'), c.type).toBe(c.type);
      expect(await tabsOf(page), c.type).toEqual(c.tabs);
      expect(await selected(page), c.type).toBe(`account-tab-${c.first}`);
      await context.close();
    }

    // The collection's items are the NFTs the API lists for it, 10 a page.
    const { context, page } = await open(`/accounts/${collection.address}/items`);
    const { sent, answer } = await answerTo<Nfts>(page, '/api/explorer/nfts/list', () => page.reload());
    expect(sent).toEqual({ collection: collection.address, limit: 10 });
    const shownNfts = () =>
      page
        .locator('[data-testid=nft-row] td:nth-child(2) a')
        .evaluateAll((links) =>
          links.map((a) => decodeURIComponent((a as HTMLAnchorElement).pathname.split('/')[2])),
        );
    await expect.poll(shownNfts).toEqual(answer.nfts.map((n) => n.address));
    await context.close();
    expect(pageErrors()).toEqual([]);
  });

  it('an account of unknown type also gets items and multi, which lists the multi-tokens it holds', async () => {
    const { context, page } = await open(`/accounts/${wallet.address}`);
    await page.getByTestId('message-row').first().waitFor();
    expect(await page.getByTestId('account-page').getAttribute('data-account-type')).toBe('unknown');
    expect(await tabsOf(page)).toEqual([
      'messages',
      'transactions',
      'token-transactions',
      'token-balances',
      'items',
      'multi',
      'source-code',
    ]);
    const { sent, answer } = await answerTo<RouteResponse<'multiTokenWallets'>>(
      page,
      '/api/explorer/multi_tokens/wallets',
      () => page.getByTestId('account-tab-multi').click(),
    );
    await page.waitForURL(`**/accounts/${wallet.address}/multi`);
    expect(sent).toMatchObject({ owner: wallet.address, limit: 10 });
    if (answer.wallets.length === 0) await page.getByTestId('no-data').waitFor();
    else await page.getByTestId('multi-token-row').first().waitFor();
    expect(await page.getByTestId('multi-token-row').count()).toBe(answer.wallets.length);
    await context.close();
    expect(pageErrors()).toEqual([]);
  });

  it('hash anchors move to the details and to the tabs', async () => {
    const { context, page } = await open(`/accounts/${wallet.address}`, { viewport: 'mobile' });
    await page.getByTestId('message-row').first().waitFor();
    const at = (id: string) =>
      page.evaluate((target) => {
        const top = document.getElementById(target)?.getBoundingClientRect().top ?? Number.NaN;
        const bottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        return { top, bottom };
      }, id);
    await page.locator('a[href="#tabs"]').click();
    await page.waitForURL(/#tabs$/);
    // The tabs come to the top of the window, or as near as the page's end allows.
    await expect
      .poll(async () => {
        const { top, bottom } = await at('tabs');
        return (top >= -2 && top < 120) || (bottom && top < 844);
      })
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator('a[href="#details"]').click();
    await page.waitForURL(/#details$/);
    await expect.poll(async () => (await at('details')).top).toBeGreaterThanOrEqual(-2);
    expect((await at('details')).top).toBeLessThan(200);
    await context.close();
    expect(pageErrors()).toEqual([]);
  });
});

describe('contract executor', () => {
  it("runs a TIP-3 root's getters in the browser and shows what nekoton answers for the same state", async () => {
    const { context, page } = await open(`/accounts/${tokenRoot.address}/source-code`);
    for (const method of ['name', 'decimals', 'totalSupply']) {
      await page.getByTestId('executor-method').click();
      await page.getByRole('option', { name: method, exact: true }).click();
      expect(await page.getByTestId('executor-field-answerId').inputValue()).toBe('0');
      expect(await page.getByTestId('executor-responsible').isChecked()).toBe(true);
      await page.getByTestId('executor-run').click();
      await page.getByTestId('executor-output').waitFor({ timeout: 60_000 });
      const shown = JSON.parse(await page.getByTestId('executor-output').innerText());
      // The same getter in Node on the state the API serves now (name and decimals never change; the
      // supply may have moved between the two reads, so it is compared by shape).
      const state = await read<AccountState>('/api/explorer/accounts/state', {
        id: tokenRoot.address,
      });
      const stuff = nekoton.parseFullAccountBoc(state.boc!)!.boc;
      const expected = nekoton.runLocal(
        new nekoton.ClockWithOffset(),
        stuff,
        TOKEN_ROOT_ABI,
        method,
        { answerId: 0 },
        {},
        true,
        { type: 'empty' },
      );
      expect(expected.code).toBe(0);
      if (method === 'totalSupply') expect(shown.value0).toMatch(/^\d+$/);
      else expect(shown, method).toEqual(expected.output);
      expect(await page.getByTestId('executor-exit-code').innerText()).toMatch(/\b0\b/);
    }
    // A malformed argument is refused with the encoder's message above the button; no output shows.
    await page.getByTestId('executor-method').click();
    await page.getByRole('option', { name: 'walletOf', exact: true }).click();
    expect(await page.getByTestId('executor-field-walletOwner').inputValue()).toBe(`0:${'0'.repeat(64)}`);
    await page.getByTestId('executor-field-walletOwner').fill('0:not-an-address');
    await page.getByTestId('executor-run').click();
    await page.getByTestId('executor-error').waitFor();
    expect(await page.getByTestId('executor-output').count()).toBe(0);
    await page.screenshot({ path: join(screenshots, 'account.png'), fullPage: true });
    await context.close();
    expect(pageErrors()).toEqual([]);
  });

  it("reads a TIP-3 root's fields and computes from the build's TVC the address its own initial data gives", async () => {
    const { context, page } = await open(`/accounts/${tokenRoot.address}/source-code`);
    const fieldsBox = page.getByTestId('contract-fields');
    await fieldsBox.waitFor({ timeout: 60_000 });
    const fields = JSON.parse(await fieldsBox.innerText());
    // The same fields in Node, from the state the API serves (the supply may move between the reads).
    const state = await read<AccountState>('/api/explorer/accounts/state', { id: tokenRoot.address });
    const stuff = nekoton.parseFullAccountBoc(state.boc!)!.boc;
    const expected = nekoton.unpackContractFields(TOKEN_ROOT_ABI, stuff, true)!;
    for (const name of ['name_', 'symbol_', 'decimals_', 'rootOwner_', 'randomNonce_', 'deployer_'])
      expect(fields[name], name).toEqual(expected[name]);

    // The form opens on those values; computing gives back this very account.
    const form = page.getByTestId('contract-address-form');
    expect(await form.getByTestId('executor-field-name_').inputValue()).toBe(expected.name_);
    await form.getByTestId('contract-compute-address').click();
    await form.getByTestId('contract-address-matches').waitFor();
    expect(await form.getByTestId('contract-expected-address').innerText()).toContain(tokenRoot.address);
    // Another nonce is another address; a malformed key is marked and computes nothing.
    await form.getByTestId('executor-field-randomNonce_').fill('12345');
    await form.getByTestId('contract-compute-address').click();
    await form.getByTestId('contract-address-differs').waitFor();
    await form.getByTestId('contract-public-key').fill('xyz');
    await form.getByText('A public key is 64 hexadecimal digits').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
    expect(pageErrors()).toEqual([]);
  });
});

describe('layouts, schemes, languages, accessibility', () => {
  it('renders both pages on mobile in dark, in every language, without serious axe violations', async () => {
    const problems: string[] = [];
    const tokenName = (
      await read<RouteResponse<'tokenRootByAddress'>>(
        `/api/tokens/v1/root_contract/root_address/${tokenRoot.address}`,
      )
    ).name;
    for (const lang of LANGUAGES) {
      const { context, page } = await open('/accounts', { lang, scheme: lang === 'en' ? 'light' : 'dark' });
      await page.getByTestId('account-row').first().waitFor();
      expect(await page.locator('h1').innerText(), lang).toBe(TITLES[lang]);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      // The account page, a wallet's and a token root's, in the same language.
      for (const [path, title] of [
        [`/accounts/${wallet.address}`, ACCOUNT_TITLES[lang]],
        // The name is the contract's: shown with its hidden characters made visible (decision 0005).
        [`/accounts/${tokenRoot.address}`, `${TOKEN_TITLES[lang]} ${visible(tokenName)}`],
      ]) {
        await page.goto(`${baseUrl}${path}`);
        await page.getByTestId('message-row').first().waitFor();
        expect(await page.locator('h1').innerText(), `${lang} ${path}`).toBe(title);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        for (const v of await axeViolations(page)) problems.push(`${lang} ${path}: ${v}`);
      }
      await context.close();
    }
    for (const viewport of ['desktop', 'mobile'] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        for (const path of [
          '/accounts',
          `/accounts/${wallet.address}`,
          `/accounts/${tokenRoot.address}/source-code`,
        ]) {
          const { context, page } = await open(path, { viewport, scheme });
          await page
            .locator('[data-testid=account-row], [data-testid=contract-executor], [data-testid=message-row]')
            .first()
            .waitFor({ timeout: 60_000 });
          // The source-code tab's contract data loads after the executor: judge the page with both.
          if (path.endsWith('/source-code')) await page.getByTestId('contract-address-form').waitFor();
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          if (width > (viewport === 'mobile' ? 390 : 1366))
            problems.push(`${viewport} ${scheme} ${path}: ${width} px wide`);
          for (const v of await axeViolations(page)) problems.push(`${viewport} ${scheme} ${path}: ${v}`);
          await context.close();
        }
      }
    }
    expect(problems).toEqual([]);
    expect(pageErrors()).toEqual([]);
  }, 420_000);
});

/** The TIP-6 id of TIP-4.3's NFT interface (indexCode, indexCodeHash, resolveIndex). */
const TIP43_NFT = '4df6250b';

describe('verified contract', () => {
  // The explorer's embedded database belongs to its process, so this suite runs its own explorer: it
  // stops it, records the verification in its database with the repository function, and starts it
  // again on the same data directory.
  let stack: Stack;
  let dataDir: string;
  let index: Account;

  /** Runs a responsible getter in Node with nekoton on the state the API serves now. */
  const runGetter = async (base: string, address: string, abi: string, method: string, input: object) => {
    const state = await waitFor(() =>
      api<AccountState>(base, '/api/explorer/accounts/state', { id: address }),
    );
    const stuff = nekoton.parseFullAccountBoc(state.boc!)!.boc;
    const r = nekoton.runLocal(new nekoton.ClockWithOffset(), stuff, abi, method, input as never, {}, true, {
      type: 'empty',
    });
    expect(r.code, method).toBe(0);
    return r.output as Record<string, string>;
  };

  beforeAll(async () => {
    stack = await startStack();
    dataDir = stack.dataDir;
    // An NFT deploys its Index contracts (TIP-4.3), salted code no bundled ABI covers: find the index of
    // the first NFT that implements TIP-4.3 (the URL collection's do not) by its collection and owner,
    // as the NFT itself computes it.
    const base = stack.baseUrl;
    const nft = await waitFor(async () => {
      const list = await api<RouteResponse<'collectionsList'>>(base, '/api/explorer/collections/list', {});
      for (const c of list.collections) {
        const nfts = await api<RouteResponse<'nftsList'>>(base, '/api/explorer/nfts/list', {
          collection: c.address,
        });
        const found = nfts.nfts.find((n) => !n.burned && n.supportedInterfaces.includes(TIP43_NFT));
        if (found) return found;
      }
      return null;
    }, 120_000);
    const { index: indexAddress } = await runGetter(base, nft.address, tip4Abi('Nft'), 'resolveIndex', {
      answerId: 0,
      collection: nft.collection,
      owner: nft.ownerAddress,
    });
    index = await waitFor(async () => {
      const a = await api<Account>(base, '/api/explorer/accounts', { id: indexAddress });
      return a.state === 'Active' && a.codeHash ? a : null;
    }, 60_000);
    const unverified = await fetch(`${base}/api/explorer/contracts/by_code_hash/${index.codeHash}`);
    expect(unverified.status).toBe(404);

    expect((await stack.stop()).code).toBe(0);
    const database = await openDatabase({ dataDir: join(dataDir, 'db') });
    try {
      expect(await recordVerifiedContract(database.db, tip4VerifiedContract('Index', index.codeHash!))).toBe(
        'recorded',
      );
    } finally {
      await database.close();
    }
    // The restarted network makes its next block a minute on: an NFT changing hands destroys its Index
    // (TIP-4.3), and this test must not lose the account it shows while it runs.
    stack = await startStack({ dataDir, extraArgs: ['--block-interval', '60000'] });
    // The blocks indexed on restart (made just before the stop) may still have destroyed it: then any
    // live account with the same verified code serves.
    const live = await api<Account>(stack.baseUrl, '/api/explorer/accounts', { id: index.address });
    if (live.state !== 'Active') {
      const same = await api<RouteResponse<'accountsByCodeHash'>>(
        stack.baseUrl,
        '/api/explorer/accounts/by_code_hash',
        { codeHash: index.codeHash, limit: 100 },
      );
      index = same.accounts.find((a) => a.state === 'Active') ?? index;
    }
  }, 300_000);

  afterAll(async () => {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("shows the verified badge and runs the verified ABI's getters on an account no bundled ABI covers", async () => {
    const { context, page } = await openPage(
      browser,
      stack.baseUrl,
      `/accounts/${index.address}/source-code`,
      errors,
    );
    const badge = page.getByTestId('account-verified');
    await badge.waitFor();
    expect(await badge.innerText()).toBe('Verified: Index');
    expect(await badge.getAttribute('href')).toBe(`/contracts/${index.codeHash}`);
    const executor = page.getByTestId('contract-executor');
    await executor.waitFor();
    expect(await executor.getAttribute('data-abi')).toBe('verified');

    await page.getByTestId('executor-method').click();
    const offered = await page.getByRole('listbox').getByRole('option').allTextContents();
    expect(offered.sort()).toEqual(['destruct', 'getInfo']);
    await page.getByRole('option', { name: 'getInfo', exact: true }).click();
    await page.getByTestId('executor-run').click();
    await page.getByTestId('executor-output').waitFor({ timeout: 60_000 });
    const shownOutput = JSON.parse(await page.getByTestId('executor-output').innerText());
    const expected = await runGetter(stack.baseUrl, index.address, tip4Abi('Index'), 'getInfo', {
      answerId: 0,
    });
    expect(shownOutput).toEqual(expected);
    expect(Object.keys(expected).sort()).toEqual(['collection', 'nft', 'owner']);
    await page.screenshot({ path: join(screenshots, 'account-verified.png'), fullPage: true });

    // The badge opens the contract's page address (the contracts pages come later).
    await badge.click();
    await page.waitForURL(`**/contracts/${index.codeHash}`);
    await context.close();
    expect(pageErrors()).toEqual([]);
  });
});
