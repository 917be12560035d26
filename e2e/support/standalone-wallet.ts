// The browser wallet in page tests: everscale-standalone-client (the library wallets and dApps use),
// bundled for the browser once per run and injected into every page of a context as the page's wallet
// provider, on the local network's JRPC endpoint with a key the test holds. The browser extension itself
// cannot run in headless Chromium; this client is the same nekoton inside a real provider, so connecting,
// signing and sending are real: messages reach the network and their transactions the explorer.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { build } from 'vite';

export interface InPageWalletConfig {
  /** The network the wallet says it is on (the deployment's networkId, or another to be refused). */
  networkId: number;
  /** The EverWallet key the wallet signs with; its account is the one it shares. */
  key: { publicKey: string; secretKey: string };
  /** How long the wallet waits for a sent message to land before it reports it expired. */
  messageTimeoutSeconds: number;
}

const here = dirname(fileURLToPath(import.meta.url));
let bundle: Promise<string> | undefined;

/** The client and nekoton's WebAssembly (inlined) as one classic script. */
function inPageBundle(): Promise<string> {
  bundle ??= build({
    configFile: false,
    logLevel: 'error',
    root: here,
    // nekoton-wasm locates its .wasm through import.meta.url, which a classic script lacks; inlined as a
    // data: URL, the module needs no base.
    define: { 'import.meta.url': '"about:blank"' },
    build: {
      write: false,
      minify: false,
      lib: {
        entry: join(here, 'standalone-wallet', 'in-page.ts'),
        formats: ['iife'],
        name: 'standaloneWallet',
      },
    },
  }).then((result) => {
    const output = (Array.isArray(result) ? result[0] : result) as {
      output: { type: string; code?: string }[];
    };
    const chunk = output.output.find((o) => o.type === 'chunk');
    if (!chunk?.code) throw new Error('the in-page wallet bundle has no code');
    return chunk.code;
  });
  return bundle;
}

/** Gives every page of `context` the wallet, before any script of the app runs. */
export async function installStandaloneWallet(
  context: BrowserContext,
  config: InPageWalletConfig,
): Promise<void> {
  await context.addInitScript((c: InPageWalletConfig) => {
    (window as unknown as { __standaloneWallet: InPageWalletConfig }).__standaloneWallet = c;
  }, config);
  await context.addInitScript({ content: await inPageBundle() });
}
