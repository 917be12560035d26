// Spec §2 "Wallet dropdown": the four wallet states from what the wallet reports, and the transitions
// the dropdown's buttons and the wallet's own events cause.
import { describe, expect, it } from 'vitest';
import { WALLET_ADDRESS_KEEP, type WalletSnapshot, walletState } from '../src/features/wallet/wallet-state';
import { shorten } from '../src/shared/lib/address';

const ACCOUNT = `0:${'ab'.repeat(31)}cd`;
const MAIN = 42;
const at = (patch: Partial<WalletSnapshot>): WalletSnapshot => ({
  installed: true,
  address: null,
  publicKey: null,
  networkId: MAIN,
  ...patch,
});

describe('wallet state', () => {
  it('waits for the provider, then tells not installed from installed', () => {
    expect(walletState({ installed: null, address: null, publicKey: null, networkId: null }, MAIN)).toBe(
      'detecting',
    );
    expect(walletState({ installed: false, address: null, publicKey: null, networkId: null }, MAIN)).toBe(
      'notInstalled',
    );
    expect(walletState(at({}), MAIN)).toBe('notReady');
  });

  it('is ready with an account on the deployment network, unsupported on another', () => {
    expect(walletState(at({ address: ACCOUNT }), MAIN)).toBe('ready');
    expect(walletState(at({ address: ACCOUNT, networkId: 1 }), MAIN)).toBe('unsupportedNetwork');
    // The network only matters once an account is shared: switching needs the basic permission.
    expect(walletState(at({ networkId: 1 }), MAIN)).toBe('notReady');
  });

  it('follows connect, network change, switch back and disconnect', () => {
    const steps: WalletSnapshot[] = [
      at({}),
      at({ address: ACCOUNT }),
      at({ address: ACCOUNT, networkId: 1 }),
      at({ address: ACCOUNT, networkId: MAIN }),
      at({ address: null }),
    ];
    expect(steps.map((s) => walletState(s, MAIN))).toEqual([
      'notReady',
      'ready',
      'unsupportedNetwork',
      'ready',
      'notReady',
    ]);
  });

  it('shortens the account to 5 characters at each end (spec: 3 to 5)', () => {
    expect(WALLET_ADDRESS_KEEP).toBeGreaterThanOrEqual(3);
    expect(WALLET_ADDRESS_KEEP).toBeLessThanOrEqual(5);
    expect(shorten(ACCOUNT, WALLET_ADDRESS_KEEP)).toBe('0:aba…babcd');
  });
});
