// Community token lists in Chromium against the real stack (spec §2 "My token lists" to "Token list
// settings modal", §5 "Token list form" and "Add or propose a token", §6, §8): an owner signs up and
// creates a list through the form (its §5 messages on the way, the ID's uniqueness by lookup) naming a
// manager by email; the manager, once their email is verified, finds it in My token lists, adds tokens
// and reorders them with the keyboard; a third user proposes tokens (a refused one shows the server's
// §8 text); the owner declines one, a manager adds another; the owner renames the list and deletes it.
// The public page and the list's manifest (/api/admin/v1/manifests/…) follow each change, and every new
// screen is checked with axe in both themes. The contexts bypass the CSP only so that axe can be injected.
import type { TokenList, TokenManifest } from '@tvmscan/api-schema';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, onTestFailed } from 'vitest';
import { axeBothThemes, expectFieldError, signedInEmail, signIn, verifyEmail } from './support/accounts';
import { launchBrowser } from './support/browser';
import { api as apiAt, type Stack, startStack, waitFor } from './support/stack';

const PASSWORD = 'correct horse battery';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>';
/** A well-formed address no token lives at: never submitted for verification. */
const NOT_A_TOKEN = `0:${'7'.repeat(64)}`;

type Roots = { rootTokenContracts: { rootAddress: string; name: string }[] };

/** Token roots with plain names (the network also deploys some with markup in their names). */
async function plainRoots(at: string, count: number): Promise<string[]> {
  return waitFor(async () => {
    const { rootTokenContracts: list } = await apiAt<Roots>(at, '/api/tokens/v1/root_contract/search', {
      limit: 100,
    });
    const plain = list
      .filter((t) => !/[<>]/.test(t.name))
      .map((t) => t.rootAddress)
      .sort();
    return plain.length >= count ? plain.slice(0, count) : null;
  }, 120_000);
}

let browser: Browser;
/** This suite's own explorer: one whose deployment trusts `roots` (TVMSCAN_TRUSTED_TOKENS). */
let stack: Stack;
let baseUrl = '';
const api = <T>(path: string, body?: unknown) => apiAt<T>(baseUrl, path, body);
/** The local network's three plainly named tokens, each one a list may take: the deployment trusts them. */
let roots: string[] = [];
const run = Date.now();
const emails = {
  owner: `list-owner-${run}@example.org`,
  manager: `list-manager-${run}@example.org`,
  proposer: `list-proposer-${run}@example.org`,
};
const url = `picks${run}`;
let listId = '';
const contexts: BrowserContext[] = [];
const errors: string[] = [];
const consoleErrors: string[] = [];
const axeFound: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  // The network is derived from its seed, so the shared explorer's token roots are this one's too:
  // they name the tokens the deployment trusts before it starts.
  roots = await plainRoots(inject('stackUrl'), 3);
  stack = await startStack({ env: { TVMSCAN_RATE_LIMIT: '0', TVMSCAN_TRUSTED_TOKENS: roots.join(',') } });
  baseUrl = stack.baseUrl;
  expect(await plainRoots(baseUrl, 3)).toEqual(roots);
}, 420_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  if (stack) {
    const { code } = await stack.stop();
    stack.dispose();
    expect(code, stack.output().slice(-4000)).toBe(0);
  }
});

/** Each user's page, kept across a retried test: an account is registered once. */
const users = new Map<string, Page>();

/**
 * A new user signed up in a context of their own; `verified`: their email verified through the mailed
 * link, and signed in again, since only a token issued after the verification says so (a manager's
 * rights go by a verified email).
 */
async function newUser(email: string, verified: boolean): Promise<Page> {
  const known = users.get(email);
  if (known) return known;
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, bypassCSP: true });
  contexts.push(context);
  context.on('page', (page) => {
    page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(`${page.url()}: ${m.text()}`);
    });
  });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/settings/token-lists`);
  await page.getByTestId('sign-in-prompt').waitFor();
  await signIn(page, email, PASSWORD, true);
  if (verified) {
    await verifyEmail(context, baseUrl, email);
    await page.getByTestId('wallet-button').first().click();
    await page.getByTestId('sign-out').click();
    await waitFor(async () => (await signedInEmail(page)) === null, 30_000);
    await page.goto(`${baseUrl}/settings/token-lists`);
    await page.getByTestId('sign-in-prompt').waitFor();
    await signIn(page, email, PASSWORD);
  }
  users.set(email, page);
  return page;
}

/** The list's manifest as a wallet reads it. */
const manifest = () => api<TokenManifest>(`/api/admin/v1/manifests/id/${listId}/manifest.json`);
const manifestAddresses = async () => (await manifest()).tokens.map((t) => t.address);
const expectManifest = (addresses: string[]) =>
  expect.poll(manifestAddresses, { timeout: 15_000 }).toEqual(addresses);

/** The addresses of the rows a tab shows, in order. */
const rowsOf = (page: Page, testId: string) =>
  page.locator(`[data-testid=${testId}]`).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-key')));

async function addToken(page: Page, mode: 'add' | 'propose', root: string): Promise<void> {
  await page.getByTestId(`list-${mode}-token`).click();
  await page.getByTestId('list-token-address').fill(root);
  await page.getByTestId('list-token-submit').click();
}

describe('token lists: owner, manager, proposer', () => {
  let owner: Page;
  let manager: Page;
  let proposer: Page;
  beforeEach((context) => {
    onTestFailed(async () => {
      const name = context.task.name.slice(0, 24).replace(/\W+/g, '-');
      for (const [who, page] of [
        ['owner', owner],
        ['manager', manager],
        ['proposer', proposer],
      ] as const)
        await (page as Page | undefined)
          ?.screenshot({ path: `/tmp/token-lists-${name}-${who}.png`, fullPage: true })
          .catch(() => {});
      console.log(`console errors:\n${consoleErrors.join('\n')}`);
    });
  });

  it('lets the owner create a list through the form, with the §5 messages on the way', async () => {
    owner = await newUser(emails.owner, true);
    await owner.goto(`${baseUrl}/settings/token-lists`);
    await owner.getByTestId('my-token-lists').getByTestId('no-data').waitFor();
    axeFound.push(...(await axeBothThemes(owner, 'my token lists (empty)')));
    await owner.getByTestId('list-create').click();
    const form = owner.getByTestId('list-create-form');
    await form.waitFor();
    const submit = owner.getByTestId('list-submit');
    expect(await submit.isDisabled()).toBe(true);

    const id = owner.getByTestId('list-url');
    await id.fill('ab');
    await expectFieldError(owner, 'list-url', 'Field must be at least 4 characters long.');
    await id.fill('my-list');
    await expectFieldError(owner, 'list-url', 'Field can only contain latin letters and numbers.');
    await id.fill('system');
    await expectFieldError(owner, 'list-url', 'Field must be unique.');
    await id.fill(url);
    await expectFieldError(owner, 'list-url', null);
    await owner.getByTestId('list-name').fill('x'.repeat(128));
    await expectFieldError(owner, 'list-name', 'Field cannot be longer than 127 characters.');
    await owner.getByTestId('list-name').fill('Community picks');
    const managers = owner.getByTestId('list-managers');
    await managers.fill('not-an-email');
    await managers.press('Enter');
    await expectFieldError(owner, 'list-managers', 'Field must be a valid email.');
    await managers.press('Backspace');
    await managers.fill(emails.manager);
    await managers.press('Enter');
    await expectFieldError(owner, 'list-managers', null);
    await owner.getByTestId('list-description').fill('Tokens the community picked.');
    const file = owner.locator('input[type=file]');
    await file.setInputFiles({
      name: 'icon.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image'),
    });
    await expectFieldError(owner, 'list-icon', 'Image must be a valid svg.');
    expect(await submit.isDisabled()).toBe(true);
    await file.setInputFiles({ name: 'icon.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(SVG) });
    await owner.getByTestId('list-icon-preview').waitFor();
    await expect.poll(() => submit.isDisabled()).toBe(false);
    axeFound.push(...(await axeBothThemes(owner, 'create list modal')));

    await submit.click();
    await owner.waitForURL(/\/token-lists\/[0-9a-f-]{36}$/);
    listId = owner.url().split('/').pop() as string;
    await owner.getByTestId('token-list-page').waitFor();
    expect(await owner.getByTestId('token-list-name').textContent()).toBe('Community picks');
    await expect.poll(() => owner.getByTestId('token-list-page').getAttribute('data-role')).toBe('owner');
    expect(await owner.getByTestId('list-settings').count()).toBe(1);
    await owner.getByTestId('list-tokens').getByTestId('no-data').waitFor();
    axeFound.push(...(await axeBothThemes(owner, 'token list (empty)')));
    const m = await manifest();
    expect(m).toMatchObject({ name: 'Community picks', tokens: [] });

    // Another list cannot take the same ID: the lookup finds this one.
    await owner.goto(`${baseUrl}/settings/token-lists`);
    await owner.getByTestId('list-create').click();
    await owner.getByTestId('list-url').fill(url);
    await expectFieldError(owner, 'list-url', 'Field must be unique.');
    await owner.keyboard.press('Escape');
  });

  it('shows the list in the owner’s My token lists and on the public page', async () => {
    await owner.goto(`${baseUrl}/settings/token-lists`);
    const row = owner.locator(`[data-testid=my-list-row][data-key="${listId}"]`);
    await row.waitFor();
    expect(await row.getByTestId('my-list-role').textContent()).toBe('Owner');
    await expect.poll(() => owner.getByTestId('settings-token-lists-count').textContent()).toBe('1');
    axeFound.push(...(await axeBothThemes(owner, 'my token lists')));

    await owner.goto(`${baseUrl}/token-lists`);
    await owner.getByTestId('token-lists-search').fill('Community picks');
    const publicRow = owner.locator(`[data-testid=public-list-row][data-key="${listId}"]`);
    await publicRow.waitFor();
    expect(await publicRow.getByTestId('list-manifest').getAttribute('href')).toMatch(
      new RegExp(`/api/admin/v1/manifests/${url}/manifest\\.json$`),
    );
    axeFound.push(...(await axeBothThemes(owner, 'public token lists')));
  });

  it('lets the owner add a token, and refuses one never submitted for verification with its text', async () => {
    await owner.goto(`${baseUrl}/token-lists/${listId}`);
    await addToken(owner, 'add', NOT_A_TOKEN);
    await expect
      .poll(() => owner.getByTestId('list-token-error').textContent())
      .toBe('Token was not submitted for verification.');
    axeFound.push(...(await axeBothThemes(owner, 'add token refused')));
    await owner.keyboard.press('Escape');
    await addToken(owner, 'add', roots[0]);
    await expect.poll(() => rowsOf(owner, 'list-token-row')).toEqual([roots[0]]);
    await expectManifest([roots[0]]);
  });

  it('lets the manager, once verified, find the list, add tokens and reorder them by keyboard', async () => {
    manager = await newUser(emails.manager, true);
    await manager.goto(`${baseUrl}/settings/token-lists`);
    const row = manager.locator(`[data-testid=my-list-row][data-key="${listId}"]`);
    await row.waitFor();
    expect(await row.getByTestId('my-list-role').textContent()).toBe('Manager');
    await row.getByTestId('list-link').click();
    await manager.getByTestId('token-list-page').waitFor();
    await expect.poll(() => manager.getByTestId('token-list-page').getAttribute('data-role')).toBe('manager');
    expect(await manager.getByTestId('list-settings').count()).toBe(0);
    await addToken(manager, 'add', roots[1]);
    await expect.poll(() => rowsOf(manager, 'list-token-row')).toEqual([roots[0], roots[1]]);
    // The same token again: the server's §8 text.
    await addToken(manager, 'add', roots[1]);
    await expect
      .poll(() => manager.getByTestId('list-token-error').textContent())
      .toBe('Token already added.');
    await manager.keyboard.press('Escape');
    await expectManifest([roots[0], roots[1]]);
    axeFound.push(...(await axeBothThemes(manager, 'token list as manager')));

    // Keyboard reordering: the second token's handle, Space to lift, ArrowUp, Space to drop.
    const handle = manager.locator(
      `[data-testid=list-token-row][data-key="${roots[1]}"] [data-testid=entry-drag]`,
    );
    // dnd-kit's keyboard sensor listens for the moves only once the lift has been handled: a beat
    // between the keys, as a person leaves.
    await handle.focus();
    for (const key of ['Space', 'ArrowUp', 'Space']) {
      await manager.keyboard.press(key);
      await manager.waitForTimeout(250);
    }
    await expect.poll(() => rowsOf(manager, 'list-token-row')).toEqual([roots[1], roots[0]]);
    await expectManifest([roots[1], roots[0]]);
    // While a search is active there is nothing to drag.
    await manager.getByTestId('token-list-search').fill('a');
    await expect.poll(() => manager.getByTestId('entry-drag').count()).toBe(0);
  });

  it('lets another user propose tokens; one pending or already in the list cannot be proposed', async () => {
    proposer = await newUser(emails.proposer, false);
    await proposer.goto(`${baseUrl}/token-lists/${listId}`);
    await proposer.getByTestId('token-list-page').waitFor();
    await expect.poll(() => proposer.getByTestId('token-list-page').getAttribute('data-role')).toBe('user');
    expect(await proposer.getByTestId('list-add-token').count()).toBe(0);
    expect(await proposer.getByTestId('entry-remove').count()).toBe(0);
    await addToken(proposer, 'propose', roots[2]);
    await proposer.getByTestId('list-token-address').waitFor({ state: 'detached' });
    // Pending already: it is on its way into the list.
    await addToken(proposer, 'propose', roots[2]);
    await expect
      .poll(() => proposer.getByTestId('list-token-error').textContent())
      .toBe('Token already added.');
    await proposer.getByTestId('list-token-address').fill(roots[0]);
    await proposer.getByTestId('list-token-submit').click();
    await expect
      .poll(() => proposer.getByTestId('list-token-error').textContent())
      .toBe('Token already added.');
    await proposer.keyboard.press('Escape');
    await proposer.getByTestId('token-list-tab-proposals').click();
    await proposer.waitForURL(/\/proposals$/);
    await expect.poll(() => rowsOf(proposer, 'list-proposal-row')).toEqual([roots[2]]);
    expect(await proposer.getByTestId('proposal-add').count()).toBe(0);
    await expect.poll(() => proposer.getByTestId('token-list-proposals-count').textContent()).toBe('1');
    axeFound.push(...(await axeBothThemes(proposer, 'proposed tokens as proposer')));
    // Proposals are not in the manifest.
    await expectManifest([roots[1], roots[0]]);
  });

  it('lets the owner decline a proposal, which then cannot be proposed again', async () => {
    await owner.goto(`${baseUrl}/token-lists/${listId}/proposals`);
    const row = owner.locator(`[data-testid=list-proposal-row][data-key="${roots[2]}"]`);
    await row.waitFor();
    axeFound.push(...(await axeBothThemes(owner, 'proposed tokens as owner')));
    await row.getByTestId('proposal-decline').click();
    await owner.getByTestId('list-proposals').getByTestId('no-data').waitFor();
    await expect.poll(() => owner.getByTestId('token-list-proposals-count').textContent()).toBe('0');

    await proposer.goto(`${baseUrl}/token-lists/${listId}`);
    await addToken(proposer, 'propose', roots[2]);
    await expect.poll(() => proposer.getByTestId('list-token-error').textContent()).toBe('Token declined.');
    await proposer.keyboard.press('Escape');
    await expectManifest([roots[1], roots[0]]);
  });

  it('lets the manager remove a token, and add it back from a proposal', async () => {
    await manager.goto(`${baseUrl}/token-lists/${listId}`);
    const row = manager.locator(`[data-testid=list-token-row][data-key="${roots[0]}"]`);
    await row.getByTestId('entry-remove').click();
    await row.waitFor({ state: 'detached' });
    await expectManifest([roots[1]]);

    await proposer.reload();
    await proposer.getByTestId('token-list-page').waitFor();
    await addToken(proposer, 'propose', roots[0]);
    await proposer.getByTestId('list-token-address').waitFor({ state: 'detached' });

    await manager.goto(`${baseUrl}/token-lists/${listId}/proposals`);
    const proposal = manager.locator(`[data-testid=list-proposal-row][data-key="${roots[0]}"]`);
    await proposal.getByTestId('proposal-add').click();
    await proposal.waitFor({ state: 'detached' });
    await expectManifest([roots[1], roots[0]]);
    await expect.poll(() => manager.getByTestId('token-list-tokens-count').textContent()).toBe('2');
  });

  it('lets the owner rename the list and then delete it', async () => {
    await owner.goto(`${baseUrl}/token-lists/${listId}`);
    await owner.getByTestId('list-settings').click();
    const form = owner.getByTestId('list-settings-form');
    await form.waitFor();
    // The form holds the list as it is, its managers and icon too; verified-only is fixed, and says so.
    await expect.poll(() => owner.getByTestId('list-name').inputValue()).toBe('Community picks');
    expect(await owner.getByTestId('list-verified-fixed').textContent()).toMatch(/fixed at creation/);
    expect(await owner.getByTestId('list-verified').count()).toBe(0);
    await owner.getByTestId('list-icon-preview').waitFor();
    axeFound.push(...(await axeBothThemes(owner, 'list settings: general')));
    await owner.getByTestId('list-name').fill('Community favourites');
    await expect.poll(() => owner.getByTestId('list-submit').isDisabled()).toBe(false);
    await owner.getByTestId('list-submit').click();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => owner.getByTestId('token-list-name').textContent()).toBe('Community favourites');
    await expect.poll(async () => (await manifest()).name).toBe('Community favourites');

    await owner.getByTestId('list-settings').click();
    await owner.getByTestId('list-settings-delete').click();
    const remove = owner.getByTestId('list-delete');
    await owner.getByTestId('list-delete-name').fill('Community');
    expect(await remove.isDisabled()).toBe(true);
    await owner.getByTestId('list-delete-name').fill('Community favourites');
    axeFound.push(...(await axeBothThemes(owner, 'list settings: delete')));
    await remove.click();
    await owner.waitForURL(/\/settings\/token-lists$/);
    await owner.getByTestId('my-token-lists').getByTestId('no-data').waitFor();
    await expect
      .poll(() =>
        api<TokenList>(`/api/admin/v1/info/token_lists/${listId}`).then(
          () => 'found',
          (e: Error) => e.message,
        ),
      )
      .toMatch(/HTTP 404/);
  });

  it('has no serious or critical axe findings on the new screens, in both themes, and no page errors', () => {
    expect(axeFound).toEqual([]);
    expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
});
