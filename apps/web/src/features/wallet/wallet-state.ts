// The spec's wallet states (§2 "Wallet dropdown") from what the browser wallet reports: not installed
// (no provider injected: offer the install link), not ready (installed, no account shared with this
// site: offer Connect), ready (an account on the deployment's network: show it, offer Disconnect), and
// unsupported network (an account on another network: offer Switch network). Pure, so every state and
// transition is testable without a wallet.

export interface WalletSnapshot {
  /** null while the provider is still being looked for. */
  installed: boolean | null;
  /** The account this site may interact with, raw `wc:hex`; null before Connect or after Disconnect. */
  address: string | null;
  /** The shared account's public key (hex), which signs external messages; null with no account. */
  publicKey: string | null;
  /** The network the wallet is on, when it has said. */
  networkId: number | null;
}

export type WalletState = 'detecting' | 'notInstalled' | 'notReady' | 'ready' | 'unsupportedNetwork';

export function walletState(wallet: WalletSnapshot, deploymentNetworkId: number): WalletState {
  if (wallet.installed === null) return 'detecting';
  if (!wallet.installed) return 'notInstalled';
  if (wallet.address === null) return 'notReady';
  return wallet.networkId === deploymentNetworkId ? 'ready' : 'unsupportedNetwork';
}

/** Spec §9: the wallet shortens an address to 3 to 5 characters at each end; this keeps 5 (`0:abc…12345`). */
export const WALLET_ADDRESS_KEEP = 5;

export const WALLET_INSTALL_URL = 'https://l1.broxus.com/everscale/wallet';
