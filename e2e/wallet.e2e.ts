// The wallet in Chromium against the real stack, with a real provider: everscale-standalone-client,
// injected as the page's wallet (support/standalone-wallet.ts) on the local network's JRPC endpoint with
// a key the test funds from the network's giver. The header's wallet dropdown goes through its states,
// and the contract executor sends through the wallet: an internal call to a token root and a signed
// external call to the visitor's own EverWallet, whose transactions then show on the explorer, and an
// unsigned external call the wallet contract refuses (the wallet's words show, no output). Each send is
// first run dry on the server: a call predicted to fail waits for "Send anyway", and then fails with the
// exit code, gas and fees the dry run showed.
import { createRequire } from 'node:module';
import type {
  ConfigResponse,
  MessageResponse,
  RouteResponse,
  TransactionResponse,
} from '@tvmscan/api-schema';
import { loadAccount, readBoc } from '@tvmscan/codec';
import { deriveKeyPair, type KeyPair } from '@tvmscan/localnet';
import type * as Provider from 'everscale-inpage-provider';
import type * as Standalone from 'everscale-standalone-client';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { axeViolations, type OpenOptions, openPage } from './support/pages';
import { api as apiAt, waitFor } from './support/stack';
import { type InPageWalletConfig, installStandaloneWallet } from './support/standalone-wallet';

const require = createRequire(import.meta.url);
const standalone: typeof Standalone = require('everscale-standalone-client/nodejs');
const { ProviderRpcClient, Address }: typeof Provider = require('everscale-inpage-provider');

const baseUrl = inject('stackUrl');
const api = <T>(path: string, body?: unknown) => apiAt<T>(baseUrl, path, body);
const NANO = 1_000_000_000n;
/** The local network's genesis giver, as `tvmscan dev` seeds it. */
const GIVER = deriveKeyPair('tvmscan', 'giver');

/** The same client library in Node, holding `key`'s EverWallet: how the test moves funds outside the page. */
async function nodeWallet(key: KeyPair) {
  const account = await standalone.EverWalletAccount.fromPubkey({ publicKey: key.publicKey, workchain: 0 });
  const provider = new ProviderRpcClient({
    provider: standalone.EverscaleStandaloneClient.create({
      connection: { id: 0, group: 'localnet', type: 'jrpc', data: { endpoint: `${baseUrl}/rpc` } },
      keystore: new standalone.SimpleKeystore({ key }),
      accountsStorage: new standalone.SimpleAccountsStorage({ entries: [account] }),
      // The network's own traffic also spends from the giver: a message outdated by one of its own is
      // sent again.
      message: { retryCount: 5, timeout: 30 },
    }),
  });
  await provider.ensureInitialized();
  const address = account.address.toString();
  const send = async (recipient: string, amount: bigint) => {
    const { transaction } = await provider.sendMessage({
      sender: account.address,
      recipient: new Address(recipient),
      amount: amount.toString(),
      bounce: false,
    });
    expect(transaction.aborted).toBe(false);
  };
  return { address, send };
}

describe('the wallet, with everscale-standalone-client as the page provider', () => {
  let browser: Browser;
  let config: ConfigResponse;
  let visitor: KeyPair;
  let visitorAddress: string;
  let giverAddress: string;
  const errors: string[] = [];
  /** Lookups by id answer 404 for "not one of those" (the account-type probes): not a page error. */
  const pageErrors = () => errors.filter((e) => !/status of 404/.test(e));
  beforeEach(() => {
    errors.length = 0;
  });

  beforeAll(async () => {
    browser = await launchBrowser();
    config = await api<ConfigResponse>('/api/config');
    // A wallet of the test's own: funded by the giver, then deployed by its first transfer back.
    visitor = deriveKeyPair('e2e', `visitor/${Date.now()}`);
    const giver = await nodeWallet(GIVER);
    const own = await nodeWallet(visitor);
    giverAddress = giver.address;
    visitorAddress = own.address;
    await giver.send(visitorAddress, 50n * NANO);
    await own.send(giverAddress, NANO / 10n);
    await waitFor(async () => {
      const account = await api<{ state: string }>('/api/explorer/accounts', { id: visitorAddress });
      return account.state === 'Active';
    }, 60_000);
  });

  afterAll(async () => {
    await browser?.close();
  });

  const wallet = (patch: Partial<InPageWalletConfig> = {}): OpenOptions['beforeLoad'] => {
    return (context) =>
      installStandaloneWallet(context, {
        networkId: config.networkId,
        key: visitor,
        messageTimeoutSeconds: 8,
        ...patch,
      });
  };
  const open = (path: string, beforeLoad?: OpenOptions['beforeLoad']) =>
    openPage(browser, baseUrl, path, errors, { beforeLoad });
  const walletState = (page: Page) => page.getByTestId('wallet-button').getAttribute('data-wallet-state');
  const until = (page: Page, wanted: string) =>
    waitFor(async () => (await walletState(page)) === wanted, 30_000);

  /** Chooses the executor's action and method, and connects the wallet through the submit button. */
  async function chooseConnected(page: Page, action: string, method: string) {
    await page.getByTestId('executor-action').getByText(action).click();
    await page.getByTestId('executor-method').click();
    await page.getByRole('option', { name: method, exact: true }).click();
    const run = page.getByTestId('executor-run');
    const runState = (wanted: string) =>
      waitFor(async () => (await run.getAttribute('data-wallet-state')) === wanted, 30_000);
    await runState('notReady');
    await run.click();
    await runState('ready');
    return run;
  }

  it('walks the wallet dropdown through its states', async () => {
    // No wallet in the browser: "Not connected" and the install link.
    const plain = await open('/blocks');
    await until(plain.page, 'notInstalled');
    await plain.page.getByTestId('wallet-button').click();
    expect(await plain.page.getByTestId('wallet-install').getAttribute('href')).toMatch(/^https:\/\//);
    expect(await plain.page.getByTestId('wallet-button').textContent()).toBe('Not connected');
    await plain.context.close();

    // A wallet on another network: connected, then told to switch. This client cannot change network,
    // so Switch network shows the wallet's refusal.
    const elsewhere = await open('/blocks', wallet({ networkId: config.networkId + 1 }));
    await until(elsewhere.page, 'notReady');
    await elsewhere.page.getByTestId('wallet-button').click();
    await elsewhere.page.getByTestId('wallet-connect').click();
    await until(elsewhere.page, 'unsupportedNetwork');
    expect(await elsewhere.page.getByTestId('wallet-unsupported').textContent()).toBe(
      `Current network not supported, please switch to ${config.networkName} network`,
    );
    expect(await axeViolations(elsewhere.page)).toEqual([]);
    await elsewhere.page.getByTestId('wallet-switch-network').click();
    await elsewhere.page.getByText(/changeNetwork/).waitFor();
    await elsewhere.context.close();

    // On the deployment's network: connect shows the shared account, disconnect forgets it.
    const { context, page } = await open('/blocks', wallet());
    await until(page, 'notReady');
    await page.getByTestId('wallet-button').click();
    await page.getByTestId('wallet-connect').click();
    await until(page, 'ready');
    expect(await page.getByTestId('wallet-button').textContent()).toBe(
      `${visitorAddress.slice(0, 5)}…${visitorAddress.slice(-5)}`,
    );
    expect(await page.getByTestId('wallet-network').textContent()).toBe(config.networkName);
    expect(await page.getByTestId('wallet-address').getAttribute('title')).toBe(visitorAddress);
    await page.getByTestId('wallet-disconnect').click();
    await until(page, 'notReady');
    expect(await page.getByTestId('wallet-button').textContent()).toBe('Not connected');
    await page.getByTestId('wallet-connect').click();
    await until(page, 'ready');
    expect(pageErrors()).toEqual([]);
    await context.close();
  }, 90_000);

  it("sends an internal call from the visitor's wallet through the executor; its transactions show on the explorer", async () => {
    // The button connects the wallet first; then it sends, but not without an amount (spec §5).
    const roots = await api<RouteResponse<'tokenRootsSearch'>>('/api/tokens/v1/root_contract/search', {
      limit: 1,
    });
    const root = roots.rootTokenContracts[0].rootAddress;
    const { context, page } = await open(`/accounts/${root}/source-code`, wallet());
    const run = await chooseConnected(page, 'Send internal', 'deployWallet');
    await page.getByTestId('executor-field-walletOwner').fill(visitorAddress);
    await page.getByTestId('executor-field-deployWalletValue').fill(String(NANO / 10n));
    expect(await page.getByTestId('executor-bounce').isChecked()).toBe(true);
    expect(await page.getByTestId('executor-responsible').count()).toBe(0);
    expect(await run.textContent()).toBe('Send');
    expect(await run.isDisabled()).toBe(true);
    // A bad amount is marked once typing settles; an amount the spec refuses never reaches the wallet.
    await page.getByTestId('executor-amount').fill('-1');
    await page.getByText('Amount must be positive').first().waitFor();
    await run.click();
    await page.getByTestId('executor-error').waitFor();
    expect(await page.getByTestId('executor-error').innerText()).toBe('Amount must be positive');
    await page.getByTestId('executor-amount').fill('0.5');
    expect(await axeViolations(page)).toEqual([]);
    await run.click();

    // The dry run predicts success, so the call goes on to the wallet at once.
    const sent = page.getByTestId('executor-transaction');
    await sent.waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('dry-run-verdict').getAttribute('data-success')).toBe('true');
    expect(await page.getByTestId('executor-error').count()).toBe(0);
    const walletTx = (await sent.innerText()).trim();
    const callMessage = (await page.getByTestId('executor-call-message').innerText()).trim();

    // The wallet's transaction, and the root's transaction its message caused, as the explorer indexed them.
    const tx = await waitFor(
      () => api<TransactionResponse>('/api/explorer/transactions', { id: walletTx }),
      60_000,
    );
    expect(tx.accountId).toBe(visitorAddress);
    const message = await waitFor(async () => {
      const m = await api<MessageResponse>('/api/explorer/messages', { id: callMessage });
      return m.childTransactions.length > 0 ? m : null;
    }, 60_000);
    expect(message.srcAddress).toBe(visitorAddress);
    expect(message.dstAddress).toBe(root);
    expect(BigInt(message.messageValue)).toBe(NANO / 2n);
    const call = await api<TransactionResponse>('/api/explorer/transactions', {
      id: message.childTransactions[0].hash,
    });
    expect(call.aborted).toBe(false);
    expect(call.accountId).toBe(root);
    // The page follows the message to that transaction and links it, with its outcome.
    const followed = page.getByTestId('executor-call-transaction');
    await followed.waitFor({ timeout: 60_000 });
    expect((await followed.innerText()).trim()).toBe(call.hash);
    expect(await page.getByTestId('executor-call-outcome').innerText()).toBe(`Exit code ${call.exitCode}`);

    // The links lead to the explorer's own pages.
    await sent.click();
    await page.waitForURL(`**/transactions/${walletTx}**`);
    await page.getByText(visitorAddress).first().waitFor();
    expect(pageErrors()).toEqual([]);
    await context.close();
  }, 120_000);

  it("signs an external call to the visitor's own EverWallet with its key; the transfer it makes shows on the explorer", async () => {
    const { context, page } = await open(`/accounts/${visitorAddress}/source-code`, wallet());
    await page.getByTestId('contract-executor').waitFor();
    expect(await page.getByTestId('contract-executor').getAttribute('data-abi')).toBe('bundled');
    const run = await chooseConnected(page, 'Send external', 'sendTransaction');
    expect(await page.getByTestId('executor-with-signature').isChecked()).toBe(true);
    expect(await page.getByTestId('executor-amount').count()).toBe(0);
    await page.getByTestId('executor-field-dest').fill(giverAddress);
    await page.getByTestId('executor-field-value').fill(String(NANO));
    await page.getByTestId('executor-field-flags').fill('3');
    await run.click();

    const sent = page.getByTestId('executor-transaction');
    await sent.waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('dry-run-verdict').getAttribute('data-success')).toBe('true');
    expect(await page.getByTestId('dry-run-exit-code').innerText()).toBe('0');
    expect(await page.getByTestId('executor-exit-code').innerText()).toBe('Exit code 0');
    const hash = (await sent.innerText()).trim();
    const tx = await waitFor(
      () => api<TransactionResponse>('/api/explorer/transactions', { id: hash }),
      60_000,
    );
    expect(tx.accountId).toBe(visitorAddress);
    expect(tx.aborted).toBe(false);
    expect(tx.inMessage?.messageType).toBe('ExternalIn');
    expect(tx.outMessages.map((m) => [m.dstAddress, BigInt(m.messageValue)])).toEqual([[giverAddress, NANO]]);
    expect(pageErrors()).toEqual([]);
    await context.close();
  }, 120_000);

  it('runs a call dry before the wallet signs it: one predicted to fail goes only when sent anyway, and fails as predicted', async () => {
    const roots = await api<RouteResponse<'tokenRootsSearch'>>('/api/tokens/v1/root_contract/search', {
      limit: 1,
    });
    const root = roots.rootTokenContracts[0].rootAddress;
    const { context, page } = await open(`/accounts/${root}/source-code`, wallet());
    // Only the root's owner may mint: the visitor's call is refused by the contract's own check.
    const run = await chooseConnected(page, 'Send internal', 'mint');
    await page.getByTestId('executor-field-amount').fill('1000');
    await page.getByTestId('executor-field-recipient').fill(visitorAddress);
    await page.getByTestId('executor-field-remainingGasTo').fill(visitorAddress);
    await page.getByTestId('executor-amount').fill('0.5');
    const before = await api<{ boc: string }>('/api/explorer/accounts/state', { id: root });
    const paidUntil = loadAccount(readBoc(Buffer.from(before.boc, 'base64'))[0])!.storageStat.lastPaid;
    const dryRunAt = Math.floor(Date.now() / 1000);
    await run.click();

    // The prediction shows, the wallet has not been asked, and the button now sends anyway.
    const verdict = page.getByTestId('dry-run-verdict');
    await verdict.waitFor({ timeout: 30_000 });
    expect(await verdict.getAttribute('data-success')).toBe('false');
    expect(await verdict.innerText()).toMatch(/^The call would fail: exit code \d+/);
    expect(await page.getByTestId('executor-transaction').count()).toBe(0);
    expect(await run.textContent()).toBe('Send anyway');
    expect(await axeViolations(page)).toEqual([]);
    // The prediction in the dark theme too (the page follows the system's scheme).
    await page.emulateMedia({ colorScheme: 'dark' });
    await waitFor(
      async () => (await page.locator('html').getAttribute('data-mantine-color-scheme')) === 'dark',
      10_000,
    );
    expect(await axeViolations(page)).toEqual([]);
    const shown = async (testId: string) => (await page.getByTestId(testId).innerText()).trim();
    const nano = (testId: string) =>
      page.getByTestId(testId).locator('[data-nano]').getAttribute('data-nano') as Promise<string>;
    const predicted = {
      exitCode: Number(await shown('dry-run-exit-code')),
      gasUsed: await shown('dry-run-gas'),
      action: await nano('dry-run-fee-action'),
      forward: await nano('dry-run-fee-forward'),
      storage: BigInt(await nano('dry-run-fee-storage')),
    };
    expect(predicted.exitCode).toBeGreaterThan(1);

    await run.click();
    const followed = page.getByTestId('executor-call-transaction');
    await followed.waitFor({ timeout: 90_000 });
    const call = await api<TransactionResponse>('/api/explorer/transactions', {
      id: (await followed.innerText()).trim(),
    });
    expect(call.accountId).toBe(root);
    expect(call.aborted).toBe(true);
    expect(call.exitCode).toBe(predicted.exitCode);
    expect(call.compute?.kind === 'Vm' ? call.compute.gasUsed : null).toBe(predicted.gasUsed);
    expect(call.action?.totalActionFees ?? '0').toBe(predicted.action);
    expect(call.action?.totalFwdFees ?? '0').toBe(predicted.forward);
    // The storage fee grows with the seconds since the root last paid; the call came a little later
    // than its dry run (or the root paid in between, and owes less).
    const paid = BigInt(call.storage?.storageFeesCollected ?? '0');
    const perSecond = Number(predicted.storage) / Math.max(1, dryRunAt - paidUntil);
    expect(Number(paid)).toBeLessThanOrEqual(
      Number(predicted.storage) + perSecond * Math.abs(call.time - dryRunAt) + 2,
    );
    expect(await page.getByTestId('executor-call-outcome').innerText()).toBe(
      `Exit code ${predicted.exitCode} — the transaction was aborted`,
    );
    expect(pageErrors()).toEqual([]);
    await context.close();
  }, 150_000);

  it("predicts that the wallet contract refuses an unsigned external call, then shows the wallet's words and no output", async () => {
    const { context, page } = await open(`/accounts/${visitorAddress}/source-code`, wallet());
    const run = await chooseConnected(page, 'Send external', 'sendTransaction');
    await page.getByTestId('executor-with-signature').uncheck();
    await page.getByTestId('executor-field-dest').fill(giverAddress);
    // An EverWallet takes only its owner's signed messages: the dry run says so before anything is sent.
    await run.click();
    const verdict = page.getByTestId('dry-run-verdict');
    await verdict.waitFor({ timeout: 30_000 });
    expect(await verdict.getAttribute('data-success')).toBe('false');
    expect(await verdict.innerText()).toMatch(/^The contract would not accept this message/);
    expect(await run.textContent()).toBe('Send anyway');
    // Sent anyway: the wallet sends it, no transaction takes it, and the wallet reports it expired.
    await run.click();
    await page.getByTestId('executor-error').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('executor-error').innerText()).toMatch(/expired/i);
    expect(await page.getByTestId('executor-result').count()).toBe(0);
    await context.close();
  }, 120_000);
});
