// Which of the spec's wallet states the browser is in. The Everscale inpage provider injects
// `window.__ever`; without it the wallet is "not installed". Connecting (and so "ready" and
// "unsupported network") needs the provider's permission flow, which this module does not start.
export type WalletState = 'notInstalled' | 'notReady';

export function detectWalletState(): WalletState {
  return typeof window !== 'undefined' && '__ever' in window ? 'notReady' : 'notInstalled';
}

export const WALLET_INSTALL_URL = 'https://l1.broxus.com/everscale/wallet';
