// Token assets in Chromium against the real stack (spec §2 "Settings and token screens", §4, §5, §8):
// a token owner — the local network's seeded wallet that owns a TIP-3 root, injected as the page's real
// wallet (support/standalone-wallet.ts) — signs up with the embedded identity provider, proves the
// ownership through the verifier contract (a root it does not own is refused on the field), submits an
// update with the §5 field messages on the way; the local admin rejects it with a reason (Reject without
// one sends nothing), the owner sees the reason and resubmits from the prefilled form, the admin approves,
// and the token page shows the approved project information. Every new screen is checked with axe in both
// themes. The contexts bypass the CSP only so that axe can be injected.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ConfigResponse } from '@tvmscan/api-schema';
import { deriveKeyPair, everWalletOf } from '@tvmscan/localnet';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, onTestFailed } from 'vitest';
import { axeBothThemes, expectFieldError, fieldError, signIn, verifyEmail } from './support/accounts';
import { launchBrowser } from './support/browser';
import { api as apiAt, waitFor } from './support/stack';
import { installStandaloneWallet } from './support/standalone-wallet';

const baseUrl = inject('stackUrl');
const dataDir = inject('stackDataDir');
const api = <T>(path: string, body?: unknown) => apiAt<T>(baseUrl, path, body);
const ADMIN_EMAIL = 'admin@tvmscan.localhost';
/** The seeded wallets of `tvmscan dev`'s network: token i's root belongs to wallet i % 2. */
const OWNER_KEY = deriveKeyPair('tvmscan', 'wallet/1');
const OTHER_KEY = deriveKeyPair('tvmscan', 'wallet/0');
const PASSWORD = 'correct horse battery';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="4"/></svg>';

type Roots = { rootTokenContracts: { rootAddress: string; name: string; ownerAddress: string | null }[] };

let browser: Browser;
let config: ConfigResponse;
/** A root the owner's wallet owns, and one it does not. */
let root = '';
let foreignRoot = '';
/** The owner's account: a new one on each try of the test that registers it. */
let ownerEmail = '';
const contexts: BrowserContext[] = [];
const errors: string[] = [];
/** The pages' console errors: told when a test fails (a failed Admin API call is logged there). */
const consoleErrors: string[] = [];
/** What the pages asked of the Admin API's token routes, method and path. */
const adminCalls: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  config = await api('/api/config');
  const owner = (await everWalletOf(OWNER_KEY.publicKey)).address;
  const other = (await everWalletOf(OTHER_KEY.publicKey)).address;
  // The network deploys its tokens in its opening blocks; the roots' owners are read by the indexer.
  const roots = await waitFor(async () => {
    const { rootTokenContracts: list } = await api<Roots>('/api/tokens/v1/root_contract/search', {
      limit: 100,
    });
    const mine = list.find((t) => t.ownerAddress === owner && !/[<>]/.test(t.name));
    const theirs = list.find((t) => t.ownerAddress === other);
    return mine && theirs ? { mine, theirs } : null;
  }, 120_000);
  root = roots.mine.rootAddress;
  foreignRoot = roots.theirs.rootAddress;
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
});

async function newContext(withWallet: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, bypassCSP: true });
  contexts.push(context);
  if (withWallet)
    await installStandaloneWallet(context, {
      networkId: config.networkId,
      key: OWNER_KEY,
      messageTimeoutSeconds: 60,
    });
  context.on('page', (page) => {
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(`${page.url()}: ${m.text()}`);
    });
    page.on('request', (r) => {
      if (/\/api\/admin\/v1\/(authorized\/tokens|admin\/)/.test(r.url()))
        adminCalls.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
  });
  return context;
}

const settings = (page: Page, splat: string) => page.goto(`${baseUrl}/settings/${splat}`);

/**
 * Verify address as a user does it: the seeded wallet also sends the network's own traffic, so the
 * network may refuse the wallet's message now and then ("Message expired", the wallet's words); the
 * page then shows the unknown error and the user clicks Verify again. Resolves once `done` holds.
 */
async function verifyUntil(page: Page, done: () => Promise<boolean>): Promise<void> {
  const failure = page.getByTestId('add-address-error');
  for (let attempt = 1; attempt <= 3; attempt++) {
    await page.getByTestId('add-address-verify').click();
    await failure.waitFor({ state: 'detached' });
    const outcome = await waitFor(
      async () => ((await done()) ? 'done' : (await failure.isVisible()) ? 'failed' : null),
      150_000,
    );
    if (outcome === 'done') return;
    console.log(`verify attempt ${attempt} failed: ${await failure.textContent()}`);
  }
  throw new Error(`Verify address failed three times; calls: ${adminCalls.join(', ')}`);
}

describe('token assets: ownership, update, review', () => {
  let owner: Page;
  let admin: Page;
  const axeFound: string[] = [];
  // A failed step leaves the screens and what the pages logged behind, to read.
  beforeEach((context) => {
    onTestFailed(async () => {
      const name = context.task.name.slice(0, 24).replace(/\W+/g, '-');
      await (owner as Page | undefined)
        ?.screenshot({ path: `/tmp/token-assets-${name}-owner.png`, fullPage: true })
        .catch(() => {});
      await (admin as Page | undefined)
        ?.screenshot({ path: `/tmp/token-assets-${name}-admin.png`, fullPage: true })
        .catch(() => {});
      console.log(`console errors:\n${consoleErrors.join('\n')}\nadmin calls: ${adminCalls.join(', ')}`);
    });
  });

  it('has the ownership verifier in the deployment config', () => {
    expect(config.ownershipVerifier, 'GET /api/config names the ownership verifier').toMatch(
      /^0:[0-9a-f]{64}$/,
    );
  });

  it('signs the owner up and proves the ownership through the wallet; a root not owned is refused', async () => {
    ownerEmail = `owner-${Date.now()}@example.org`;
    const context = await newContext(true);
    owner = await context.newPage();
    await owner.goto(`${baseUrl}/settings/addresses`);
    await owner.getByTestId('sign-in-prompt').waitFor();
    await signIn(owner, ownerEmail, PASSWORD, true);
    // The mailed link verifies the account.
    await verifyEmail(context, baseUrl, ownerEmail);

    await settings(owner, 'addresses');
    await owner.getByTestId('my-tokens-table').getByTestId('no-data').waitFor();
    axeFound.push(...(await axeBothThemes(owner, 'my tokens (empty)')));
    await owner.getByTestId('my-tokens-add').click();
    await owner.waitForURL(/\/settings\/addresses\/add$/);

    // §5 "Ownership": required, a valid address — shown once the field is dirty.
    const field = owner.getByTestId('add-address-input');
    await field.fill('0:12');
    await expectFieldError(owner, 'add-address-input', 'Wrong address.');
    await field.fill('');
    await expectFieldError(owner, 'add-address-input', 'Field cannot be empty.');
    // No wallet account shared yet: Connect wallet is offered.
    await owner.getByTestId('add-address-connect').click();
    await owner.getByTestId('add-address-connect').waitFor({ state: 'detached' });
    axeFound.push(...(await axeBothThemes(owner, 'add address')));

    // A root another wallet owns: the verifier's transaction proves nothing, 412 on the field.
    await field.fill(foreignRoot);
    await verifyUntil(
      owner,
      async () => (await fieldError(owner, 'add-address-input')) === 'You are not the owner of the token.',
    );

    // The owned root: verify → link → the update page.
    await field.fill(root);
    const updatePage = new RegExp(`/settings/addresses/${root.replace(':', '(:|%3A)')}/update$`);
    await verifyUntil(owner, async () => updatePage.test(owner.url()));
    expect(adminCalls).toContain('POST /api/admin/v1/authorized/tokens/link_owner');
  }, 600_000);

  it('submits an update through the two steps, with the §5 messages on the way', async () => {
    await owner.getByTestId('asset-form').waitFor();
    const next = owner.getByTestId('asset-next');
    expect(await next.isDisabled()).toBe(true);
    await owner.getByTestId('asset-name').fill('x'.repeat(128));
    await expectFieldError(owner, 'asset-name', 'Field cannot be longer than 127 characters.');
    await owner.getByTestId('asset-name').fill('Wrapped Local EVER');
    await owner.getByTestId('asset-website').fill('example.org');
    await expectFieldError(owner, 'asset-website', 'Field must be a valid url.');
    await owner.getByTestId('asset-website').fill('https://wlever.example.org');
    await owner.getByTestId('asset-email').fill('team@');
    await expectFieldError(owner, 'asset-email', 'Field must be a valid email.');
    await owner.getByTestId('asset-email').fill('team@elsewhere.org');
    await expect.poll(() => fieldError(owner, 'asset-email')).toMatch(/project's own domain/);
    await owner.getByTestId('asset-email').fill('team@example.org');
    await expectFieldError(owner, 'asset-email', null);
    const file = owner.locator('input[type=file]');
    await file.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image'),
    });
    await expectFieldError(owner, 'asset-logo', 'Image must be a valid svg.');
    expect(await next.isDisabled()).toBe(true);
    await file.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(SVG) });
    await owner.getByTestId('asset-logo-preview').waitFor();
    await owner.getByTestId('asset-description').fill('The local network token, wrapped.');
    await expect.poll(() => next.isDisabled()).toBe(false);
    axeFound.push(...(await axeBothThemes(owner, 'update: basic')));

    await next.click();
    await owner.getByTestId('asset-social-github_url').fill('github.com/wlever');
    await expectFieldError(owner, 'asset-social-github_url', 'Field must be a valid url.');
    expect(await owner.getByTestId('asset-submit').isDisabled()).toBe(true);
    await owner.getByTestId('asset-social-github_url').fill('https://github.com/wlever');
    await expect.poll(() => owner.getByTestId('asset-submit').isDisabled()).toBe(false);
    axeFound.push(...(await axeBothThemes(owner, 'update: social')));
    await owner.getByTestId('asset-submit').click();
    await owner.getByTestId('asset-success-modal').waitFor();
    await owner.getByTestId('asset-success-close').click();
    await owner.waitForURL(/\/settings\/addresses$/);
    await owner.locator(`[data-testid=asset-row][data-root="${root}"] [data-testid=asset-status]`).waitFor();
    expect(
      await owner
        .locator(`[data-testid=asset-row][data-root="${root}"] [data-testid=asset-status]`)
        .textContent(),
    ).toBe('Pending');
    axeFound.push(...(await axeBothThemes(owner, 'my tokens')));
  });

  it('lets the admin reject with a reason only; the owner sees the reason', async () => {
    const context = await newContext(false);
    admin = await context.newPage();
    await admin.goto(`${baseUrl}/settings/assets`);
    const password = readFileSync(join(dataDir, 'admin-passwords', `${ADMIN_EMAIL}.txt`), 'utf8').trim();
    await signIn(admin, ADMIN_EMAIL, password);
    await settings(admin, 'assets');
    // The tab counts the pending proposals, in words.
    await expect
      .poll(() => admin.getByTestId('settings-assets-count').textContent(), { timeout: 15_000 })
      .toMatch(/^\d+ pending$/);
    const pendingRow = admin.locator(
      `[data-testid=admin-assets-pending] [data-testid=asset-row][data-root="${root}"]`,
    );
    await pendingRow.waitFor();
    axeFound.push(...(await axeBothThemes(admin, 'admin assets')));
    await pendingRow.getByTestId('asset-vote').click();
    await admin.getByTestId('vote-form').waitFor();
    axeFound.push(...(await axeBothThemes(admin, 'vote')));

    // Reject without a reason: the field is marked, nothing is sent.
    const before = adminCalls.length;
    await admin.getByTestId('vote-reject').click();
    await expectFieldError(admin, 'vote-reason', 'Field cannot be empty.');
    expect(adminCalls.slice(before)).not.toContain('PUT /api/admin/v1/admin/vote_for_token_proposal');
    await admin.getByTestId('vote-reason').fill('The website does not name this token.');
    await admin.getByTestId('vote-reject').click();
    await admin.waitForURL(/\/settings\/assets$/);
    await admin
      .locator(
        `[data-testid=admin-assets-all] [data-testid=asset-row][data-root="${root}"] [data-status=Rejected]`,
      )
      .waitFor();

    await settings(owner, `addresses/${root}`);
    await owner.getByTestId('proposal-details').waitFor();
    expect(await owner.getByTestId('asset-status').textContent()).toBe('Rejected');
    expect(await owner.getByTestId('proposal-reason').textContent()).toContain(
      'The website does not name this token.',
    );
    expect(await owner.getByTestId('proposal-logo').getAttribute('src')).toMatch(/^(https?:\/\/|\/)/);
    axeFound.push(...(await axeBothThemes(owner, 'asset view (rejected)')));
  });

  it('lets the owner resubmit from the prefilled form and the admin approve it', async () => {
    await owner.getByTestId('asset-view-update').click();
    await owner.getByTestId('asset-form').waitFor();
    // The newest version fills the form, its logo too.
    await expect.poll(() => owner.getByTestId('asset-name').inputValue()).toBe('Wrapped Local EVER');
    expect(await owner.getByTestId('asset-website').inputValue()).toBe('https://wlever.example.org');
    await owner.getByTestId('asset-logo-preview').waitFor();
    await owner.getByTestId('asset-website').fill('https://example.org');
    await expect.poll(() => owner.getByTestId('asset-next').isDisabled()).toBe(false);
    await owner.getByTestId('asset-next').click();
    expect(await owner.getByTestId('asset-social-github_url').inputValue()).toBe('https://github.com/wlever');
    await owner.getByTestId('asset-submit').click();
    await owner.getByTestId('asset-success-modal').waitFor();

    await settings(admin, `assets/vote/${root}`);
    await admin.getByTestId('vote-form').waitFor();
    await admin.getByTestId('vote-approve').click();
    await admin.waitForURL(/\/settings\/assets$/);
    await admin
      .locator(
        `[data-testid=admin-assets-all] [data-testid=asset-row][data-root="${root}"] [data-status=Approved]`,
      )
      .waitFor();
    await settings(admin, `assets/${root}`);
    await admin.getByTestId('proposal-details').waitFor();
    expect(await admin.getByTestId('asset-status').textContent()).toBe('Approved');
    axeFound.push(...(await axeBothThemes(admin, 'asset view (approved)')));

    // The approved information is served for the token, and its token page shows it.
    const info = await api<{ full_name: string; website: string }>(`/api/admin/v1/info/address/${root}`);
    expect(info).toMatchObject({ full_name: 'Wrapped Local EVER', website: 'https://example.org' });
    await admin.goto(`${baseUrl}/tokens/${root}`);
    await admin.getByTestId('token-project-info').waitFor();
    // An approval marks the token trusted (the Admin API's side), in words.
    expect(await admin.getByTestId('token-trusted').textContent()).toBe('Trusted');
    expect(await admin.getByTestId('token-project-name').textContent()).toBe('Wrapped Local EVER');
    expect(await admin.getByTestId('token-project-description').textContent()).toBe(
      'The local network token, wrapped.',
    );
    expect(
      await admin
        .getByTestId('token-project-link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(['https://example.org', 'https://github.com/wlever']);
    expect(await admin.getByTestId('token-project-logo').getAttribute('src')).toMatch(/\/v1\/info\/logo\//);
    expect(await admin.getByTestId('token-verified').textContent()).toBe('Verified');
    axeFound.push(...(await axeBothThemes(admin, 'token page with project info')));

    // Search results and a holder's token balances show the approved logo and the verified mark.
    const logo = new RegExp(`/v1/info/logo/${root}/`);
    const search = admin.locator('[data-testid=search-input]:visible').first();
    // Search finds a token by its root address (and by symbol).
    await search.fill(root);
    const found = admin.locator('[data-testid=search-result-tokens]:has([data-testid=token-verified])');
    await found.first().waitFor();
    expect(await found.first().getByTestId('token-logo').getAttribute('src')).toMatch(logo);
    await search.fill('');
    const { data } = await api<{ data: { balances: { ownerAddress: string }[] } }>(
      '/api/tokens/v1/balances/search',
      { rootAddress: root, limit: 1 },
    );
    await admin.goto(`${baseUrl}/accounts/${data.balances[0].ownerAddress}/token-balances`);
    const row = admin.locator('[data-testid=token-balance-row]:has([data-testid=token-verified])');
    await row.first().waitFor();
    expect(
      await row.getByTestId('token-logo').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src'))),
    ).toEqual([expect.stringMatching(logo)]);
    axeFound.push(...(await axeBothThemes(admin, 'token balances with a verified token')));
  });

  it('marks the fields changed from the approved version, in the form and in the vote view', async () => {
    await settings(owner, `addresses/${root}/update`);
    await owner.getByTestId('asset-form').waitFor();
    await expect.poll(() => owner.getByTestId('asset-name').inputValue()).toBe('Wrapped Local EVER');
    expect(await owner.getByTestId('asset-name-changed').count()).toBe(0);
    await owner.getByTestId('asset-name').fill('Wrapped EVER (local)');
    await owner.getByTestId('asset-name-changed').waitFor();
    await owner.getByTestId('asset-next').click();
    await owner.getByTestId('asset-submit').click();
    await owner.getByTestId('asset-success-modal').waitFor();

    await settings(admin, `assets/vote/${root}`);
    await admin.getByTestId('vote-form').waitFor();
    await admin.getByTestId('detail-name-changed').waitFor();
    expect(await admin.getByTestId('detail-website-changed').count()).toBe(0);
  });

  it('has no serious or critical axe findings on the new screens, in both themes, and no page errors', () => {
    expect(axeFound).toEqual([]);
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
});
