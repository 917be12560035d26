// The browser wallet as one store for the app, through everscale-inpage-provider (loaded on first use,
// so it stays out of the initial bundle). It follows the wallet's own events — the user connects,
// disconnects, logs out or changes network in the extension — so every view of it stays current.
import type { Permissions, ProviderRpcClient } from 'everscale-inpage-provider';
import { useSyncExternalStore } from 'react';
import type { WalletSnapshot } from './wallet-state';

let snapshot: WalletSnapshot = { installed: null, address: null, publicKey: null, networkId: null };
const subscribers = new Set<() => void>();
let client: Promise<ProviderRpcClient | null> | undefined;

function update(patch: Partial<WalletSnapshot>): void {
  snapshot = { ...snapshot, ...patch };
  for (const s of subscribers) s();
}

/** The provider client, or null when no wallet is injected into the page. */
function provider(): Promise<ProviderRpcClient | null> {
  client ??= import('everscale-inpage-provider').then(async ({ ProviderRpcClient }) => {
    const rpc = new ProviderRpcClient();
    if (!(await rpc.hasProvider())) {
      update({ installed: false });
      return null;
    }
    await rpc.ensureInitialized();
    const state = await rpc.getProviderState();
    update({ installed: true, networkId: state.networkId, ...account(state.permissions) });
    (await rpc.subscribe('permissionsChanged')).on('data', ({ permissions }) => update(account(permissions)));
    (await rpc.subscribe('networkChanged')).on('data', ({ networkId }) => update({ networkId }));
    (await rpc.subscribe('loggedOut')).on('data', () => update({ address: null, publicKey: null }));
    return rpc;
  });
  return client;
}

/** The shared account in the snapshot's terms; none when the site has no accountInteraction permission. */
function account(permissions: Partial<Permissions>): Pick<WalletSnapshot, 'address' | 'publicKey'> {
  const shared = permissions.accountInteraction;
  return { address: shared?.address.toString() ?? null, publicKey: shared?.publicKey ?? null };
}

/** The wallet's client for calls on the visitor's behalf; null when no wallet is injected into the page. */
export const walletClient = (): Promise<ProviderRpcClient | null> => provider();

/** Asks the wallet to share an account with this site (the wallet shows its approval window). */
export async function connectWallet(): Promise<void> {
  const rpc = await provider();
  if (!rpc) return;
  const permissions = await rpc.requestPermissions({ permissions: ['basic', 'accountInteraction'] });
  const { networkId } = await rpc.getProviderState();
  update({ ...account(permissions), networkId });
}

export async function disconnectWallet(): Promise<void> {
  const rpc = await provider();
  if (!rpc) return;
  await rpc.disconnect();
  update({ address: null, publicKey: null });
}

/** Asks the wallet to move to `networkId` (the wallet asks the user first). */
export async function switchWalletNetwork(networkId: number): Promise<void> {
  const rpc = await provider();
  if (!rpc) return;
  await rpc.changeNetwork({ networkId });
  update({ networkId: (await rpc.getProviderState()).networkId });
}

const subscribe = (s: () => void) => {
  subscribers.add(s);
  void provider();
  return () => subscribers.delete(s);
};

/** What the wallet reports now; the first use starts looking for it. */
export function useWalletSnapshot(): WalletSnapshot {
  return useSyncExternalStore(subscribe, () => snapshot);
}
