// USD values in Chromium against the real stack (`tvmscan dev`: its pools price WLEVER against the local
// dollar and E18 two pools away, and its traffic swaps): the token page shows the price the DEX API gave
// it, every holder's USD value is its amount times that price as this test works it out in bigint, a
// token no pool prices shows no USD value at all, the tokens list and an account's balances show the
// same values with the account's total, the hourly price chart draws, and the pages pass axe in light and
// dark.
import type { RouteResponse } from '@tvmscan/api-schema';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { answersTo, axeViolations, openPage } from './support/pages';
import { api, waitFor } from './support/stack';

type Tokens = RouteResponse<'tokenRootsSearch'>;
type Token = Tokens['rootTokenContracts'][number];
type Balances = RouteResponse<'tokenBalancesSearch'>;
type Prices = Record<string, string>;

const PRICES = '/api/dex/currencies_usdt_prices';
const BALANCES = '/api/tokens/v1/balances/search';
const TOKENS = '/api/tokens/v1/root_contract/search';
const baseUrl = inject('stackUrl');
let browser: Browser;
const errors: string[] = [];
let priced: Token;
let unpriced: Token;

/** Cents of `amount` raw units at `price` USD a whole token, rounded half up: the test's own arithmetic. */
function cents(amount: string, decimals: number, price: string): bigint {
  const [whole, fraction = ''] = price.split('.');
  const n = BigInt(amount) * BigInt(whole + fraction) * 100n;
  const d = 10n ** BigInt(decimals + fraction.length);
  return (2n * n + d) / (2n * d);
}
const dollars = (c: bigint) =>
  `$${(c / 100n).toLocaleString('en-US')}.${(c % 100n).toString().padStart(2, '0')}`;
/** A balance's value as a row shows it: nothing without a price, "<$0.01" for a priced crumb. */
function shownValue(amount: string, decimals: number, price: string | undefined): string {
  if (price === undefined) return '';
  const c = cents(amount, decimals, price);
  return c === 0n && /[1-9]/.test(amount) ? '<$0.01' : dollars(c);
}

/** The token page of `token`, with what the page was answered for its prices and its holders. */
async function tokenPage(token: Token, scheme: 'light' | 'dark' = 'light') {
  const { context, page } = await openPage(browser, baseUrl, '/', errors, { scheme });
  const [prices, holders] = await answersTo(page, [PRICES, BALANCES], () =>
    page.goto(`${baseUrl}/tokens/${token.rootAddress}`),
  );
  await page.getByTestId('holder-row').first().waitFor();
  return { context, page, prices: prices.answer as Prices, holders: holders.answer as Balances };
}

async function axeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

beforeAll(async () => {
  browser = await launchBrowser();
  // The scenario's pools get their liquidity in its opening blocks; WLEVER is priced once they are read.
  const found = await waitFor(async () => {
    const { rootTokenContracts } = await api<Tokens>(baseUrl, TOKENS, {
      limit: 100,
    });
    const held = rootTokenContracts.filter((t) => t.holdersCount > 0);
    const prices = await api<Prices>(baseUrl, PRICES, {
      currency_addresses: held.map((t) => t.rootAddress),
    });
    const p = held.find((t) => t.token === 'WLEVER' && prices[t.rootAddress] !== undefined);
    const u = held.find((t) => prices[t.rootAddress] === undefined);
    return p && u ? { p, u } : null;
  }, 180_000);
  priced = found.p;
  unpriced = found.u;
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

describe('USD values', () => {
  it("shows the API's price on the token page and each holder's amount × price, exactly", async () => {
    const { context, page, prices, holders } = await tokenPage(priced);
    const price = prices[priced.rootAddress];
    expect(price).toMatch(/^\d+(\.\d+)?$/);
    // WLEVER is worth dollars, so its price is shown to the cent.
    expect(Number(price)).toBeGreaterThan(1);
    await page.getByTestId('token-usd-price').waitFor();
    expect(await page.getByTestId('token-usd-price').innerText()).toBe(dollars(cents('1', 0, price)));
    const shown = await page.getByTestId('holder-usd').allInnerTexts();
    expect(shown).toEqual(holders.data.balances.map((b) => shownValue(b.amount, priced.scale, price)));
    await context.close();
  });

  it('shows no USD value for a token no pool prices', async () => {
    const { context, page, prices } = await tokenPage(unpriced);
    expect(prices[unpriced.rootAddress]).toBeUndefined();
    await page.getByTestId('token-decimals').waitFor();
    expect(await page.getByTestId('token-usd-price').count()).toBe(0);
    const shown = await page.getByTestId('holder-usd').allInnerTexts();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((s) => s === '')).toBe(true);
    await context.close();
  });

  it('lists the price beside each token the DEX prices, and nothing beside the others', async () => {
    const { context, page } = await openPage(browser, baseUrl, '/', errors);
    const [tokens, prices] = await answersTo(page, [TOKENS, PRICES], () => page.goto(`${baseUrl}/tokens`));
    const listed = (tokens.answer as Tokens).rootTokenContracts;
    const answered = prices.answer as Prices;
    expect(listed.some((t) => answered[t.rootAddress] !== undefined)).toBe(true);
    await page.getByTestId('token-row').first().waitFor();
    await waitFor(
      async () => (await page.getByTestId('token-usd-price').allInnerTexts()).some(Boolean),
      15_000,
    );
    const shown = await page.getByTestId('token-usd-price').allInnerTexts();
    expect(shown.map((s) => s !== '')).toEqual(listed.map((t) => answered[t.rootAddress] !== undefined));
    for (const s of shown) if (s) expect(s).toMatch(/^\$(\d[\d,]*\.\d\d|0\.\d+)$/);
    await context.close();
  });

  it("shows an account's balances in USD and its total", async () => {
    const { data } = await api<Balances>(baseUrl, BALANCES, { rootAddress: priced.rootAddress, limit: 10 });
    const owner = data.balances[0].ownerAddress;
    // The account page learns its type from lookups that answer 404 for "not one of those", which the
    // browser logs: they are kept apart from the suite's errors; anything else still fails.
    const logged: string[] = [];
    const { context, page } = await openPage(browser, baseUrl, '/', logged);
    const [prices, balances] = await answersTo(page, [PRICES, BALANCES], () =>
      page.goto(`${baseUrl}/accounts/${owner}/token-balances`),
    );
    await page.getByTestId('token-balance-row').first().waitFor();
    const answered = (balances.answer as Balances).data.balances;
    const expected = answered.map((b) =>
      shownValue(b.amount, b.scale, (prices.answer as Prices)[b.rootAddress]),
    );
    expect(expected.some(Boolean)).toBe(true);
    // The prices come a moment after the balances: the values appear once they are in.
    const shown = () => page.getByTestId('token-balance-usd').allInnerTexts();
    await waitFor(async () => (await shown()).some(Boolean), 15_000);
    expect(await shown()).toEqual(expected);
    await page.getByTestId('account-usd-total').waitFor();
    expect(await page.getByTestId('account-usd-total').innerText()).toMatch(/\$[\d,]+\.\d\d/);
    await axeClean(page);
    await context.close();
    expect(logged.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });

  it('draws the hourly price chart, and passes axe in light and dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { context, page } = await tokenPage(priced, scheme);
      await page.getByTestId('token-price-chart-canvas').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('token-price-chart-canvas').locator('canvas').count()).toBeGreaterThan(0);
      await axeClean(page);
      await context.close();
    }
    expect(errors).toEqual([]);
  });
});
