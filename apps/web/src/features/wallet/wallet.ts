// The browser wallet as one store for the app, through everscale-inpage-provider (loaded on first use,
// so it stays out of the initial bundle). It follows the wallet's own events — the user connects,
// disconnects, logs out or changes network in the extension — so every view of it stays current.
import type { ProviderRpcClient } from 'everscale-inpage-provider';
import { useSyncExternalStore } from 'react';
import type { WalletSnapshot } from './wallet-state';

let snapshot: WalletSnapshot = { installed: null, address: null, networkId: null };
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
    update({
      installed: true,
      networkId: state.networkId,
      address: state.permissions.accountInteraction?.address.toString() ?? null,
    });
    (await rpc.subscribe('permissionsChanged')).on('data', ({ permissions }) =>
      update({ address: permissions.accountInteraction?.address.toString() ?? null }),
    );
    (await rpc.subscribe('networkChanged')).on('data', ({ networkId }) => update({ networkId }));
    (await rpc.subscribe('loggedOut')).on('data', () => update({ address: null }));
    return rpc;
  });
  return client;
}

/** Asks the wallet to share an account with this site (the wallet shows its approval window). */
export async function connectWallet(): Promise<void> {
  const rpc = await provider();
  if (!rpc) return;
  const { accountInteraction } = await rpc.requestPermissions({
    permissions: ['basic', 'accountInteraction'],
  });
  const { networkId } = await rpc.getProviderState();
  update({ address: accountInteraction?.address.toString() ?? null, networkId });
}

export async function disconnectWallet(): Promise<void> {
  const rpc = await provider();
  if (!rpc) return;
  await rpc.disconnect();
  update({ address: null });
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
