// The validators and network config pages in Chromium against the real stack: what they show equals
// what the API returns for the local network's validator sets and newest key block (every config
// sub-page, value by value); the elections status follows the local network's elections while the page
// stays open; while elections run, the next tab shows the stakes taken so far, then the set they elect;
// the tab and the sub-page live in the URL (unknown sub-pages redirect to voting); both pages render on
// desktop and mobile (no sideways scrolling), light and dark, in every language with dates in that
// language, with no serious or critical axe-core violations.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteResponse } from '@tvmscan/api-schema';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { answerTo, axeViolations, LANGUAGES, type OpenOptions, openPage, VIEWPORTS } from './support/pages';
import { dateTime } from './support/shown';
import { api, waitFor } from './support/stack';

type Validators = RouteResponse<'validatorsList'>;
type KeyBlockConfig = RouteResponse<'keyBlockConfig'>;
type Elections = RouteResponse<'electionsState'>;
type Participants = RouteResponse<'electionParticipants'>;

/** Every value of a decoded config structure as the page prints it (numbers and strings as text). */
function leaves(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [String(value)];
}

/** The config parameter each card of the config page is named after (block.tlb's numbering). */
const PARAM_OF: Record<string, number> = {
  mandatoryParams: 9,
  criticalParams: 10,
  votingSetup: 11,
  workchains: 12,
  blockCreationFees: 14,
  electorParams: 15,
  validatorCount: 16,
  stakeParams: 17,
  storagePrices: 18,
  masterchainGasPrices: 20,
  basechainGasPrices: 21,
  masterchainBlockLimits: 22,
  basechainBlockLimits: 23,
  masterchainMsgForwardPrices: 24,
  basechainMsgForwardPrices: 25,
  catchainParams: 28,
  consensusParams: 29,
};

/** Where the API's config holds a card's value: under its name, or a masterchain/basechain pair. */
function configValue(config: KeyBlockConfig['data']['config'], card: string): unknown {
  const chain = /^(masterchain|basechain)(.)(.*)$/.exec(card);
  const fields = config as unknown as Record<string, unknown>;
  if (!chain) return fields[card];
  const pair = fields[`${chain[2].toLowerCase()}${chain[3]}`] as Record<string, unknown>;
  return pair[chain[1]];
}

/** The page's elections status, as the status it names (the English texts start with it). */
const statusShown = async (page: Page): Promise<string> =>
  ((await page.getByTestId('elections-status').textContent()) ?? '').split(/[ ,]/)[0].toLowerCase();

const TITLES = {
  en: ['Validators', 'Network config'],
  ko: ['검증인', '네트워크 설정'],
  id: ['Validator', 'Konfigurasi jaringan'],
  ja: ['バリデーター', 'ネットワーク設定'],
} as const;

const screenshots = join(dirname(fileURLToPath(import.meta.url)), 'artifacts', 'screens');
const baseUrl = inject('stackUrl');
let browser: Browser;
const errors: string[] = [];
const open = (path: string, opts?: OpenOptions) => openPage(browser, baseUrl, path, errors, opts);

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  browser = await launchBrowser();
  // The first key block carries the genesis config with its validator set.
  await waitFor(async () => {
    const list = await api<Validators>(baseUrl, '/api/explorer/validators/list', { set: 'current' });
    return list.validators.length > 0;
  }, 90_000);
});

afterAll(async () => {
  await browser?.close();
});

describe('validators page', () => {
  it('shows the current set by rank as the API returns it, with counters, status and paging by 10', async () => {
    const current = await api<Validators>(baseUrl, '/api/explorer/validators/list', {
      set: 'current',
      limit: 10,
    });
    const { context, page } = await open('/validators');
    // The page asks for the spec's page of 10 (the tab counters ask for one row of each set).
    const bodies: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/explorer/validators/list')) bodies.push(r.postDataJSON());
    });
    await page.reload();
    await page.getByTestId('validator-row').first().waitFor();
    expect(bodies).toContainEqual({ set: 'current', limit: 10 });
    expect(await page.getByTestId('validator-row').count()).toBe(Math.min(current.validators.length, 10));
    expect(await page.getByTestId('validator-rank').first().textContent()).toBe(
      String(current.validators[0].rank),
    );
    expect(await page.getByTestId('validator-weight').first().textContent()).toBe(
      `${current.validators[0].weightPercent}%`,
    );
    expect(await page.getByTestId('validator-public-key').first().textContent()).toContain(
      current.validators[0].publicKey.slice(0, 9),
    );
    await expect
      .poll(() => page.getByTestId('validators-count-current').textContent())
      .toBe(String(current.set?.total));
    expect((await page.getByTestId('elections-status').textContent())?.length).toBeGreaterThan(0);
    expect(await page.title()).toMatch(/^Validators, .+, Explorer$/);

    await page.screenshot({ path: join(screenshots, 'validators.png'), fullPage: true });
    await page.getByTestId('validators-tab-previous').click();
    await page.waitForURL(/\/validators\?set=previous$/);
    await page.getByTestId('validators-tab-current').click();
    await page.waitForURL(/\/validators$/);
    const csv = await page.getByTestId('export-validators').getAttribute('href');
    expect(csv).toBe('/api/explorer/export/validators.csv?set=current');
    await context.close();
  }, 60_000);
});

describe('elections status', () => {
  it('follows the local network elections while the page stays open', async () => {
    const { context, page } = await open('/validators');
    const first = await api<Elections>(baseUrl, '/api/explorer/elections/state');
    await expect.poll(() => statusShown(page)).toBe(first.status);
    // The local network's elections move every 60 s (waiting, open, closed): wait for the API to move on.
    const next = await waitFor(async () => {
      const s = await api<Elections>(baseUrl, '/api/explorer/elections/state');
      return s.status !== first.status ? s : null;
    }, 75_000);
    // No reload: the open page asks again just after the change.
    await expect.poll(() => statusShown(page), { timeout: 15_000 }).toBe(next.status);
    await context.close();
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('the election in progress', () => {
  it('fills the next tab with the stakes taken so far while the config has no next set', async () => {
    // The local network's candidates stake as its elections open (180 s rounds, open for 60 s): wait
    // for an election in progress with 20 s or more left, so it is still running while the page loads.
    const running = await waitFor(async () => {
      const r = await api<Participants>(baseUrl, '/api/explorer/elections/participants', { limit: 10 });
      const left = (r.election?.electClose ?? 0) - Date.now() / 1000;
      return r.election?.inProgress && r.participants.length > 0 && left > 20 ? r : null;
    }, 200_000);
    const { context, page } = await open('/validators?set=next');
    await page.getByTestId('participants-table').waitFor();
    await page.getByTestId('election-participants-caption').waitFor();
    const keys = await page.getByTestId('participant-public-key').allTextContents();
    expect(keys).toHaveLength(running.participants.length);
    for (const [i, p] of running.participants.entries()) expect(keys[i]).toContain(p.publicKey.slice(0, 9));
    await expect
      .poll(() => page.getByTestId('validators-count-next').textContent())
      .toBe(String(running.election?.members));
    // The stakes are not a set yet: nothing to export until the elections publish one.
    expect(await page.getByTestId('export-validators').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshots, 'validators-election.png'), fullPage: true });
    // When the elections close the network publishes the set they elected: the open page follows, with
    // no reload, as its status does.
    const next = await waitFor(async () => {
      const r = await api<Validators>(baseUrl, '/api/explorer/validators/list', { set: 'next', limit: 10 });
      return r.set ? r : null;
    }, 90_000);
    await expect
      .poll(() => page.getByTestId('validator-row').count(), { timeout: 45_000 })
      .toBe(next.validators.length);
    expect(await page.getByTestId('participants-table').count()).toBe(0);
    await context.close();
    expect(errors).toEqual([]);
  }, 360_000);
});

describe('network config page', () => {
  it('shows the newest key block config, sub-pages by URL, and redirects unknown sub-pages to voting', async () => {
    const { data } = await api<KeyBlockConfig>(baseUrl, '/api/explorer/blocks/key-block-config', {});
    const { context, page } = await open('/config');
    await page.getByTestId('config-section-voting').waitFor();
    expect(await page.getByTestId('config-address').textContent()).toBe(data.config.configAddress);
    expect(await page.getByTestId('config-key-block').textContent()).toBe(String(data.mcSeqno));
    await page.getByTestId('show-more').click();
    if (data.config.fundamentalAddresses.length > 0) {
      await page.getByTestId('fundamental-addresses').waitFor();
    }

    await page.getByTestId('config-tab-gas').click();
    await page.waitForURL(/\/config\/gas$/);
    await page.getByTestId('config-part-masterchainGasPrices').waitFor();
    if (data.config.gasPrices.basechain) {
      expect(await page.getByTestId('config-part-basechainGasPrices').textContent()).toContain(
        data.config.gasPrices.basechain.gasPrice,
      );
    }

    // Every sub-page shows each value the API returned for the parameters it is named after.
    // The tabs are read from the page; together their cards must be every card the config page has.
    const tabs = page.locator('[data-testid^="config-tab-"]');
    const sections = (await tabs.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).map(
      (id) => (id ?? '').slice('config-tab-'.length),
    );
    const cardsSeen: string[] = [];
    for (const section of sections) {
      await page.getByTestId(`config-tab-${section}`).click();
      await page.waitForURL(new RegExp(`/config/${section}$`));
      const shown = page.getByTestId(`config-section-${section}`);
      await shown.waitFor();
      const cards = await shown
        .locator('[data-testid^="config-part-"]')
        .evaluateAll((els) => els.map((e) => [e.getAttribute('data-testid') ?? '', e.textContent ?? '']));
      for (const [id, text] of cards) {
        const card = id.slice('config-part-'.length);
        cardsSeen.push(card);
        expect(PARAM_OF[card], `${section} ${card} is a known card`).toBeDefined();
        expect(text, `${section} ${card}`).toContain(String(PARAM_OF[card]));
        const value = configValue(data.config, card);
        for (const leaf of leaves(value)) expect(text, `${section} ${card}`).toContain(leaf);
        if (leaves(value).length === 0) expect(text).toContain('—');
      }
    }
    expect(cardsSeen.sort()).toEqual(Object.keys(PARAM_OF).sort());

    await page.getByTestId('config-tab-gas').click();
    await page.getByTestId('config-part-masterchainGasPrices').waitFor();
    await page.screenshot({ path: join(screenshots, 'config.png'), fullPage: true });
    await page.goto(`${baseUrl}/config/no-such-section`);
    await page.waitForURL(/\/config\/voting$/);
    await page.getByTestId('config-section-voting').waitFor();
    await context.close();
  }, 60_000);
});

describe('both pages', () => {
  const pages = [
    { name: 'validators', path: '/validators', ready: '[data-testid=validator-row]' },
    { name: 'config', path: '/config/election', ready: '[data-testid=config-section-election]' },
  ];

  it('render on desktop and mobile, light and dark, without errors or serious axe violations', async () => {
    const problems: string[] = [];
    for (const p of pages) {
      for (const viewport of ['desktop', 'mobile'] as const) {
        for (const scheme of ['light', 'dark'] as const) {
          const { context, page } = await open(p.path, { viewport, scheme });
          await page.locator(p.ready).first().waitFor({ timeout: 15_000 });
          expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(scheme);
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          if (width > VIEWPORTS[viewport].width) problems.push(`${p.name} ${viewport}: page ${width}px wide`);
          for (const v of await axeViolations(page)) problems.push(`${p.name} ${viewport} ${scheme}: ${v}`);
          await context.close();
        }
      }
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  }, 180_000);

  it('render in each language, dates included', async () => {
    for (const lang of LANGUAGES) {
      const { context, page } = await open('/validators', { lang });
      await page.locator(pages[0].ready).first().waitFor({ timeout: 15_000 });
      expect(await page.locator('h1').textContent()).toBe(TITLES[lang][0]);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      const elections = await answerTo<Elections>(page, '/api/explorer/elections/state', () => page.reload());
      const { utimeSince, utimeUntil } = elections.answer.current;
      await expect
        .poll(() => page.getByTestId('elections-period').textContent())
        .toBe(`${dateTime(utimeSince, lang)} – ${dateTime(utimeUntil, lang)}`);
      const config = await answerTo<KeyBlockConfig>(page, '/api/explorer/blocks/key-block-config', () =>
        page.goto(`${baseUrl}${pages[1].path}`),
      );
      await page.locator(pages[1].ready).first().waitFor({ timeout: 15_000 });
      expect(await page.locator('h1').textContent()).toBe(TITLES[lang][1]);
      expect(await page.getByTestId('config-key-block-time').textContent()).toBe(
        dateTime(config.answer.data.genUtime, lang),
      );
      for (const v of await axeViolations(page)) throw new Error(`config ${lang}: ${v}`);
      await context.close();
    }
    expect(errors).toEqual([]);
  }, 150_000);
});
