// Runs inside the page, before the app: everscale-standalone-client — a real wallet provider, nekoton's
// own — speaking to the local network's JRPC endpoint with the test's key, injected the way a browser
// extension injects its provider (`__hasEverscaleProvider`, then `__ever` and `ever#initialized`).
// Bundled for the browser by ../standalone-wallet.ts.
import {
  EverscaleStandaloneClient,
  EverWalletAccount,
  SimpleAccountsStorage,
  SimpleKeystore,
} from 'everscale-standalone-client';
import type { InPageWalletConfig } from '../standalone-wallet';

const page = window as unknown as {
  __standaloneWallet: InPageWalletConfig;
  __hasEverscaleProvider?: boolean;
  __ever?: unknown;
};

// Only the app's top frame: not frames inside it, nor the blank page a new tab starts on.
if (window.top === window && window.location.protocol.startsWith('http')) {
  const config = page.__standaloneWallet;
  page.__hasEverscaleProvider = true;
  void (async () => {
    const account = await EverWalletAccount.fromPubkey({ publicKey: config.key.publicKey, workchain: 0 });
    page.__ever = await EverscaleStandaloneClient.create({
      connection: {
        id: config.networkId,
        group: 'localnet',
        type: 'jrpc',
        data: { endpoint: new URL('/rpc', window.location.origin).toString() },
      },
      keystore: new SimpleKeystore({ visitor: config.key }),
      accountsStorage: new SimpleAccountsStorage({ entries: [account] }),
      message: { retryCount: 0, timeout: config.messageTimeoutSeconds },
    });
    window.dispatchEvent(new CustomEvent('ever#initialized'));
  })();
}
