// STAND-IN for the browser wallet extension (EVER Wallet), which cannot run in this headless Chromium.
// It is injected before the app loads and answers the inpage-provider protocol the way the extension
// does — `window.__hasEverscaleProvider`, `window.__ever.request({ method, params })` and its events —
// for the calls the wallet dropdown makes: getProviderState, requestPermissions, disconnect,
// changeNetwork. `window.__walletStandIn` plays the user acting inside the extension (changing network,
// logging out), so a test can drive every state and transition of the dropdown.
import type { BrowserContext, Page } from 'playwright-core';

export interface WalletStandInOptions {
  /** The network the "extension" starts on. */
  networkId: number;
  /** The account it shares when the site asks to connect. */
  address: string;
}

/** Installs the stand-in into every page of `context` (before any script of the app runs). */
export async function installWalletStandIn(
  context: BrowserContext,
  options: WalletStandInOptions,
): Promise<void> {
  await context.addInitScript((opts: WalletStandInOptions) => {
    type Listener = (data: unknown) => void;
    const listeners = new Map<string, Listener[]>();
    const state = { networkId: opts.networkId, address: null as string | null };
    const emit = (event: string, data: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(data);
    };
    const permissions = () =>
      state.address
        ? {
            basic: true,
            accountInteraction: {
              address: state.address,
              publicKey: '00'.repeat(32),
              contractType: 'WalletV3',
            },
          }
        : {};
    const network = () => ({ networkId: state.networkId, selectedConnection: `stand-in-${state.networkId}` });
    const on = function (this: unknown, event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return this;
    };
    const provider = {
      async request({ method, params }: { method: string; params?: { networkId?: number } }) {
        switch (method) {
          case 'getProviderState':
            return {
              version: '0.4.0',
              numericVersion: 4000,
              ...network(),
              supportedPermissions: ['basic', 'accountInteraction'],
              permissions: permissions(),
              subscriptions: {},
            };
          case 'requestPermissions':
            state.address = opts.address;
            emit('permissionsChanged', { permissions: permissions() });
            return permissions();
          case 'disconnect':
            state.address = null;
            emit('permissionsChanged', { permissions: {} });
            return undefined;
          case 'changeNetwork':
            state.networkId = params?.networkId ?? state.networkId;
            emit('networkChanged', network());
            return { network: null };
          default:
            throw new Error(`the wallet stand-in does not implement ${method}`);
        }
      },
      addListener: on,
      on,
      once: on,
      prependListener: on,
      prependOnceListener: on,
      removeListener(event: string, listener: Listener) {
        listeners.set(
          event,
          (listeners.get(event) ?? []).filter((l) => l !== listener),
        );
        return this;
      },
    };
    const w = window as unknown as Record<string, unknown>;
    w.__ever = provider;
    w.__hasEverscaleProvider = true;
    w.__walletStandIn = {
      setNetwork(id: number) {
        state.networkId = id;
        emit('networkChanged', network());
      },
      logout() {
        state.address = null;
        emit('loggedOut', {});
      },
    };
  }, options);
}

/** The user changes network inside the stand-in "extension". */
export const standInSetNetwork = (page: Page, networkId: number) =>
  page.evaluate(
    (id) =>
      (window as unknown as { __walletStandIn: { setNetwork(n: number): void } }).__walletStandIn.setNetwork(
        id,
      ),
    networkId,
  );

/** The user logs out of the stand-in "extension". */
export const standInLogout = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __walletStandIn: { logout(): void } }).__walletStandIn.logout(),
  );
