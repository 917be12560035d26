// The contracts pages in Chromium against the real stack (`tvmscan dev` on the local network, its
// verification service at /api/verify): the header's link, the list with the network's attested builds and empty past its end, verification
// through the browser of the network's own FunC elector and Tolk counter from the sources in
// packages/localnet/contracts (a directory picked as a user does), the id method, a compile error shown
// as the compiler wrote it, the contract page's details and computed address (from a data BOC, and from a
// token wallet's ABI initial data giving a deployed wallet's address), and no serious or
// critical axe-core violations on the three pages in both themes.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  CompileRequest,
  ContractListResponse,
  RouteResponse,
  SupportedCompiler,
} from '@tvmscan/api-schema';
import { beginCell, writeBoc } from '@tvmscan/codec';
import { counterState, tokenContractArtifacts } from '@tvmscan/localnet';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { answerTo, axeViolations, followNavEntry, type OpenOptions, openPage } from './support/pages';
import { shortened, visible } from './support/shown';
import { api, waitFor } from './support/stack';

type Account = RouteResponse<'account'>;

const contractsDir = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'packages',
  'localnet',
  'contracts',
);
const ELECTOR = `-1:${'3'.repeat(64)}`;
const FUNC = 'func@0.4.6-wasmfix.debugger.1';
const TOLK = 'tolk@1.3.0';

const baseUrl = inject('stackUrl');
let browser: Browser;
let work: string;
const errors: string[] = [];
/** The verified elector's code hash, once the browser verified it. */
let electorHash: string;

/** An API read; the explorer sheds calls with 503 while this busy machine lags, so retry. */
const read = <T>(path: string, body?: unknown): Promise<T> =>
  waitFor(() => api<T>(baseUrl, path, body), 60_000);

/** Lookups answer 404 for "not verified": an answer, not a page error. */
const pageErrors = () => errors.filter((e) => !/status of 404/.test(e));

const open = (path: string, opts?: OpenOptions) => openPage(browser, baseUrl, path, errors, opts);

/** A directory as a user keeps a project: the named sources of the repository, and files of other kinds. */
function project(name: string, files: Record<string, string>): string {
  const dir = join(work, name);
  mkdirSync(join(dir, 'lib'), { recursive: true });
  for (const [file, from] of Object.entries(files)) {
    if (from.startsWith('=')) writeFileSync(join(dir, file), from.slice(1));
    else copyFileSync(join(contractsDir, from), join(dir, file));
  }
  writeFileSync(join(dir, 'README.md'), '# not a source\n');
  return dir;
}

/** Picks `option` (its visible text) in the Mantine Select whose input has `testId`. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Step 1 by compiler, then step 2 with `dir` picked; returns after the files are read. */
async function uploadStep(page: Page, compiler: string, dir: string) {
  const texts = await read<Record<string, string>>('/api/verify/supported/solc');
  await page.getByTestId('method-compiler').check();
  expect(await page.getByTestId('verify-next').isDisabled()).toBe(true);
  // This stack declares no TVM Solidity binaries (TVMSCAN_COMPILERS): the page says so.
  await page.getByTestId('solidity-not-installed').waitFor();
  await choose(page, 'compiler-version', texts[compiler]);
  // The local compilers need no linker: the select is off and Next needs only the compiler.
  expect(await page.getByTestId('linker-version').isDisabled()).toBe(true);
  await page.getByTestId('verify-next').click();
  await page.getByTestId('verify-directory').setInputFiles(dir);
  await page.getByTestId('verify-files-kept').waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  work = mkdtempSync(join(tmpdir(), 'tvmscan-contracts-e2e-'));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  if (work) rmSync(work, { recursive: true, force: true });
  expect(pageErrors()).toEqual([]);
});

describe('contracts', () => {
  it("is linked from the header; it starts with the local network's attested token builds", async () => {
    const { context, page } = await open('/');
    await followNavEntry(page, 'Contracts');
    await page.waitForURL(`${baseUrl}/contracts`);
    const list = await read<ContractListResponse>('/api/verify/info/list', { limit: 100, offset: 0 });
    // `tvmscan dev` attests the TIP-3/TIP-4 builds its network deploys before anything else is verified.
    for (const build of tokenContractArtifacts())
      expect(list.data.find((c) => c.code_hash === build.codeHash)).toMatchObject({
        contract_name: build.name,
        verified_by: 'attested',
      });
    // A page past the end shows the empty state.
    await page.goto(`${baseUrl}/contracts?page=${Math.ceil(list.total_count / 20) + 1}`);
    await page.getByTestId('contracts-empty').waitFor();
    expect(await page.getByTestId('contracts-empty').innerText()).toBe('No verified contracts yet.');
    expect(await page.getByTestId('verify-contract').getAttribute('href')).toBe('/contracts/verification');
    await context.close();
  });

  it("verifies the local network's FunC elector from a picked directory", async () => {
    const compilers = await read<SupportedCompiler[]>('/api/verify/supported/compilers');
    expect(compilers.map((c) => c.key)).toContain(FUNC);
    const dir = project('elector-project', { 'elector.fc': 'elector.fc', 'stdlib.fc': 'stdlib.fc' });
    const { context, page } = await open('/contracts/verification');
    await uploadStep(page, FUNC, dir);
    // README.md is left out: two FunC files are kept, and the target is chosen among them.
    expect(await page.getByTestId('verify-files-kept').innerText()).toBe('Files kept: 2');
    expect(await page.getByTestId('verify-submit').isDisabled()).toBe(true);
    await choose(page, 'verify-target', 'contracts/src/elector.fc');
    expect(await page.getByTestId('verify-license').inputValue()).toBe('GPL-2.0-only');
    await page.getByTestId('verify-audit').fill('http://audit.example');
    await page.getByText('Field must be a valid url.').waitFor();
    expect(await page.getByTestId('verify-submit').isDisabled()).toBe(true);
    await page.getByTestId('verify-audit').fill('https://audit.example/elector');

    const { sent } = await answerTo(page, '/api/verify/compile', () =>
      page.getByTestId('verify-submit').click(),
    );
    const request = sent as CompileRequest;
    expect(request.compiler).toEqual({ version: FUNC, flags: [] });
    expect(request.linker).toBeUndefined();
    expect(request.sources.map((s) => [s.path, s.source_type]).sort()).toEqual([
      ['contracts/src/elector.fc', 'VerifyTarget'],
      ['contracts/src/stdlib.fc', 'Dependency'],
    ]);
    await page.waitForURL(/\/contracts\/[0-9a-f]{64}$/, { timeout: 60_000 });
    electorHash = new URL(page.url()).pathname.split('/')[2];
    const elector = await read<Account>('/api/explorer/accounts', { id: ELECTOR });
    expect(electorHash).toBe(elector.codeHash);

    // The contract page: what the service recorded, the sources read-only in a bounded viewer.
    await page.getByTestId('contract-title').waitFor();
    expect(await page.getByTestId('contract-title').innerText()).toBe('Contract elector');
    expect(await page.getByTestId('contract-crumb').innerText()).toBe(shortened(electorHash));
    expect(await page.getByTestId('contract-code-hash').innerText()).toContain(electorHash);
    expect(await page.getByTestId('contract-compiler').innerText()).toBe(FUNC);
    expect(await page.getByTestId('contract-linker').innerText()).toBe('—');
    expect(await page.getByTestId('contract-no-abi').innerText()).toBe('This contract has no ABI.');
    const audit = page.getByTestId('contract-audit');
    expect(await audit.getAttribute('href')).toBe('https://audit.example/elector');
    expect(await audit.getAttribute('rel')).toBe('noopener noreferrer');
    expect((await page.getByTestId('contract-source-tab').allInnerTexts()).sort()).toEqual([
      'elector.fc',
      'stdlib.fc',
    ]);
    await page.getByTestId('contract-source-tab').filter({ hasText: 'elector.fc' }).click();
    const viewer = page.getByTestId('contract-source');
    expect(await viewer.innerText()).toContain('#include "stdlib.fc";');
    const box = await viewer.evaluate((el) => {
      const style = getComputedStyle(el);
      const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
      const line = Number.parseFloat(style.lineHeight);
      return { lines: (el.clientHeight - padding) / line, scrolls: el.scrollHeight > el.clientHeight };
    });
    expect(box.lines).toBeGreaterThanOrEqual(10);
    expect(box.lines).toBeLessThanOrEqual(30.5);
    expect(box.scrolls).toBe(true);
    // The accounts running this code, as the Explorer API lists them: the zero state's elector among
    // them, though no transaction of this chain created it.
    const { accounts } = await read<RouteResponse<'accountsByCodeHash'>>(
      '/api/explorer/accounts/by_code_hash',
      { codeHash: electorHash, limit: 20 },
    );
    expect(accounts.map((a) => a.address)).toContain(ELECTOR);
    const panel = page.getByTestId('contract-accounts');
    await panel.getByTestId('contract-account-row').first().waitFor();
    expect(await panel.getByTestId('contract-account-row').count()).toBe(accounts.length);
    await context.close();

    // Its account page shows the verified badge, linking here.
    const account = await open(`/accounts/${ELECTOR}`);
    const badge = account.page.getByTestId('account-verified');
    await badge.waitFor();
    expect(await badge.getAttribute('href')).toBe(`/contracts/${electorHash}`);
    await account.context.close();
  });

  it('verifies the Tolk counter and computes its address from its initial data', async () => {
    const counter = await counterState();
    const account = await waitFor(async () => {
      const a = await api<Account>(baseUrl, '/api/explorer/accounts', { id: counter.address });
      return a.codeHash ? a : null;
    }, 60_000);
    const dir = project('counter-project', { 'counter.tolk': 'counter.tolk', 'lib/skip.fc': 'stdlib.fc' });
    const { context, page } = await open('/contracts/verification');
    await uploadStep(page, TOLK, dir);
    // Only the one Tolk file is kept, so it is the target already.
    expect(await page.getByTestId('verify-files-kept').innerText()).toBe('Files kept: 1');
    expect(await page.getByTestId('verify-target').inputValue()).toBe('contracts/src/counter.tolk');
    await page.getByTestId('verify-submit').click();
    await page.waitForURL(/\/contracts\/[0-9a-f]{64}$/, { timeout: 60_000 });
    expect(new URL(page.url()).pathname).toBe(`/contracts/${account.codeHash}`);
    expect(await page.getByTestId('contract-compiler').innerText()).toBe(TOLK);

    // The counter's zero-state data (a zero total and no increments) gives the deployed address.
    const data = Buffer.from(writeBoc(beginCell().storeUint(0, 64).storeUint(0, 32).endCell())).toString(
      'base64',
    );
    await page.getByTestId('initial-data').fill(data);
    await page.getByTestId('computed-address').waitFor();
    expect(await page.getByTestId('computed-address').innerText()).toBe(counter.address);
    await page.getByTestId('initial-data').fill('not a boc');
    await page.getByText('Initial data must be a bag of cells in base64.').waitFor();
    await context.close();
  });

  it("computes a token wallet's address from the attested TokenWallet build's ABI initial data", async () => {
    const build = tokenContractArtifacts().find((a) => a.name === 'TokenWallet')!;
    // A wallet the network deployed from that build (its code unsalted), with its root and owner.
    const wallet = await waitFor(async () => {
      const roots = await api<RouteResponse<'tokenRootsSearch'>>(
        baseUrl,
        '/api/tokens/v1/root_contract/search',
        { limit: 100 },
      );
      for (const root of roots.rootTokenContracts.filter((t) => t.holdersCount > 0)) {
        const { data } = await api<RouteResponse<'tokenBalancesSearch'>>(
          baseUrl,
          '/api/tokens/v1/balances/search',
          { rootAddress: root.rootAddress, limit: 5 },
        );
        for (const b of data.balances) {
          const account = await api<Account>(baseUrl, '/api/explorer/accounts', { id: b.walletAddress });
          if (account.codeHash === build.codeHash) return b;
        }
      }
      return null;
    }, 90_000);
    const { context, page } = await open(`/contracts/${build.codeHash}`);
    await page.getByTestId('initial-data-mode').waitFor();
    await page.getByTestId('executor-field-root_').fill(wallet.rootAddress);
    await page.getByTestId('executor-field-owner_').fill(wallet.ownerAddress);
    await page.getByTestId('contract-compute-address').click();
    await page.getByTestId('contract-expected-address').waitFor();
    expect(await page.getByTestId('contract-expected-address').innerText()).toBe(wallet.walletAddress);
    // Another owner gives another address; the BOC mode is still there.
    await page.getByTestId('executor-field-owner_').fill(wallet.rootAddress);
    await page.getByTestId('contract-compute-address').click();
    await expect
      .poll(() => page.getByTestId('contract-expected-address').innerText())
      .not.toBe(wallet.walletAddress);
    await page.getByText('Data BOC', { exact: true }).click();
    await page.getByTestId('initial-data').waitFor();
    await context.close();
  });

  it('lists the verified contracts as the service answers them', async () => {
    const { context, page } = await open('/contracts');
    await page.getByTestId('contract-row').first().waitFor();
    const list = await read<ContractListResponse>('/api/verify/info/list', { limit: 20, offset: 0 });
    const hrefs = await page
      .locator('[data-testid=contract-row] a[data-testid=contract-hash]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href')));
    expect(hrefs).toEqual(list.data.map((c) => `/contracts/${c.code_hash}`));
    expect(await page.getByTestId('contract-hash').allInnerTexts()).toEqual(
      list.data.map((c) => shortened(c.code_hash)),
    );
    expect(await page.getByTestId('contract-name').allInnerTexts()).toEqual(
      list.data.map((c) => visible(c.contract_name)),
    );
    expect(list.data.map((c) => c.code_hash)).toContain(electorHash);
    await context.close();
  });

  it('badges a salted NFT as its attested Nft build, and an account of unverified code not at all', async () => {
    const build = tokenContractArtifacts().find((a) => a.name === 'Nft')!;
    /** The service's match for an account's code, or null when it is not verified. */
    const matched = async (address: string) => {
      const r = await fetch(`${baseUrl}/api/verify/info/address/${address}`);
      return r.ok ? ((await r.json()) as { code_hash: string; salted: boolean }) : null;
    };
    const nft = await waitFor(async () => {
      const list = await api<RouteResponse<'collectionsList'>>(baseUrl, '/api/explorer/collections/list', {});
      for (const c of list.collections) {
        const nfts = await api<RouteResponse<'nftsList'>>(baseUrl, '/api/explorer/nfts/list', {
          collection: c.address,
        });
        for (const n of nfts.nfts.filter((n) => !n.burned))
          if ((await matched(n.address))?.code_hash === build.codeHash) return n;
      }
      return null;
    }, 120_000);
    const account = await read<Account>('/api/explorer/accounts', { id: nft.address });
    expect(account.codeHash).not.toBe(build.codeHash);

    const { context, page } = await open(`/accounts/${nft.address}`);
    const badge = page.getByTestId('account-verified');
    await badge.waitFor();
    expect(await badge.innerText()).toBe('Verified (salted): Nft');
    expect(await badge.getAttribute('href')).toBe(`/contracts/${build.codeHash}`);
    expect(await badge.getAttribute('data-salted')).toBe('true');

    // An account whose code matches nothing, salted or not: once the service has answered, no badge.
    const accounts = await read<RouteResponse<'accountsList'>>('/api/explorer/accounts/list', { limit: 50 });
    let plain: string | null = null;
    for (const a of accounts.accounts)
      if (a.codeHash && (await matched(a.address)) === null) {
        plain = a.address;
        break;
      }
    expect(plain).not.toBeNull();
    const asked = page.waitForResponse((r) =>
      decodeURIComponent(r.url()).endsWith(`/api/verify/info/address/${plain}`),
    );
    await page.goto(`${baseUrl}/accounts/${plain}`);
    expect((await asked).status()).toBe(404);
    await page.getByTestId('account-page').waitFor();
    expect(await page.getByTestId('account-verified').count()).toBe(0);
    await context.close();
  });

  it('looks an id up: a verified address opens its contract, an unknown hash says to use the compiler', async () => {
    const { context, page } = await open('/contracts/verification');
    expect(await page.getByTestId('verify-next').isDisabled()).toBe(true);
    await page.getByTestId('verify-id').fill(ELECTOR);
    await page.getByTestId('verify-next').click();
    await page.waitForURL(`${baseUrl}/contracts/${electorHash}`);

    await page.goto(`${baseUrl}/contracts/verification`);
    await page.getByTestId('verify-id').fill('ab'.repeat(32));
    await page.getByTestId('verify-next').click();
    await page.getByTestId('verify-error').waitFor();
    expect(await page.getByTestId('verify-error').innerText()).toBe('ABI not found, use the compiler form');
    await page.getByTestId('verify-id').fill('not an id');
    await page.getByTestId('verify-next').click();
    await page.getByText('Code hash or address is wrong').waitFor();

    // An id handed in is submitted at once.
    await page.goto(`${baseUrl}/contracts/verification?id=${ELECTOR}`);
    await page.waitForURL(`${baseUrl}/contracts/${electorHash}`);
    // An unverified id's contract page is the form, the id filled in and already answered.
    await page.goto(`${baseUrl}/contracts/${'cd'.repeat(32)}`);
    await page.getByTestId('verify-error').waitFor();
    expect(await page.getByTestId('verify-id').inputValue()).toBe('cd'.repeat(32));
    expect(await page.getByTestId('verify-error').innerText()).toBe('ABI not found, use the compiler form');
    await context.close();
  });

  it('says what is missing: an emptied id, an unfilled step 2, a directory with a file it cannot read', async () => {
    // A picked file the browser cannot read (moved or changed on disk since it was picked) rejects its
    // read with NotReadableError; here one file name's read is made to reject so.
    const { context, page } = await open('/contracts/verification', {
      beforeLoad: (c) =>
        c.addInitScript(() => {
          const text = Blob.prototype.text;
          Blob.prototype.text = function (this: Blob) {
            return (this as File).name === 'unreadable.fc'
              ? Promise.reject(new DOMException('the file changed on disk', 'NotReadableError'))
              : text.call(this);
          };
        }),
    });
    const id = page.getByTestId('verify-id');
    await id.fill('x');
    await id.fill('');
    await page.getByText('Code hash or address is required').waitFor();
    expect(await page.getByTestId('verify-next').isDisabled()).toBe(true);

    const texts = await read<Record<string, string>>('/api/verify/supported/solc');
    await page.getByTestId('method-compiler').check();
    await choose(page, 'compiler-version', texts[FUNC]);
    await page.getByTestId('verify-next').click();
    expect(await page.getByTestId('verify-required').innerText()).toBe('All required fields must be filled');
    expect(await page.getByTestId('verify-submit').isDisabled()).toBe(true);
    const dir = project('unreadable-project', { 'main.fc': 'elector.fc', 'unreadable.fc': '=;; gone\n' });
    await page.getByTestId('verify-directory').setInputFiles(dir);
    await page.getByText('Some files could not be loaded, try another directory').waitFor();
    expect(await page.getByTestId('verify-files-kept').count()).toBe(0);
    expect(await page.getByTestId('verify-required').innerText()).toBe('All required fields must be filled');
    await context.close();
  });

  it('shows what the compiler wrote when the sources do not compile', async () => {
    const dir = project('broken-project', { 'bad.fc': '=() recv_internal() { oops }\n' });
    const { context, page } = await open('/contracts/verification');
    await uploadStep(page, FUNC, dir);
    await page.getByTestId('verify-submit').click();
    await page.getByTestId('verify-error').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('verify-error').innerText()).toMatch(/bad\.fc:1/);
    expect(new URL(page.url()).pathname).toBe('/contracts/verification');
    await context.close();
  });

  it('has no serious or critical axe violations on its pages in both themes', async () => {
    const problems: string[] = [];
    // The TokenWallet build's page has the initial-data form by ABI fields.
    const tokenWallet = tokenContractArtifacts().find((a) => a.name === 'TokenWallet')!.codeHash;
    for (const path of [
      '/contracts',
      `/contracts/${electorHash}`,
      `/contracts/${tokenWallet}`,
      '/contracts/verification',
    ]) {
      for (const scheme of ['light', 'dark'] as const) {
        const { context, page } = await open(path, { scheme });
        await page.locator('main h1').first().waitFor();
        if (path.includes(electorHash)) await page.getByTestId('contract-accounts').waitFor();
        if (path.includes(tokenWallet)) await page.getByTestId('executor-field-root_').waitFor();
        await page.waitForLoadState('networkidle');
        for (const v of await axeViolations(page)) problems.push(`${path} ${scheme}: ${v}`);
        if (path === '/contracts/verification') {
          // Step 2 too, with its compiler chosen.
          await uploadStep(page, FUNC, project(`axe-${scheme}`, { 'elector.fc': 'elector.fc' }));
          for (const v of await axeViolations(page)) problems.push(`${path} step 2 ${scheme}: ${v}`);
        }
        await context.close();
      }
    }
    expect(problems).toEqual([]);
  });
});
