// The zero state of the local network: config, a giver and prefunded wallets, all from the seed, so the
// same seed always yields the same addresses and keys.
import { readBoc, writeBoc } from '@tvmscan/codec';
import { AccountStore, ZERO_HASH } from '../accounts';
import { type EverWallet, everWalletOf } from '../contracts/everWallet';
import { deriveKeyPair, type KeyPair } from '../keys';
import { genesisAccount } from './account';
import { genesisConfig, type NetworkConfig } from './config';

export interface GenesisOptions {
  seed: string;
  globalId: number;
  /** Number of prefunded wallets. */
  wallets: number;
  /** Zero-state time, unix seconds. */
  now: number;
  /** Size of the validator set (default 4). */
  validators?: number;
}

export interface Participant {
  key: KeyPair;
  wallet: EverWallet;
}

export interface Genesis {
  config: NetworkConfig;
  /** Deployed EverWallet holding most of the supply, the source of traffic funds. */
  giver: Participant;
  /** EverWallets holding a balance but not deployed yet: their first transfer deploys them. */
  wallets: Participant[];
  accounts: AccountStore;
  /** Sum of all balances: the supply the zero state starts with. */
  totalBalance: bigint;
}

const NANO = 1_000_000_000n;
export const GIVER_BALANCE = 5_000_000_000n * NANO;
export const WALLET_BALANCE = 1_000n * NANO;

const accountId = (address: string) => address.slice(address.indexOf(':') + 1);

async function participant(seed: string, label: string): Promise<Participant> {
  const key = deriveKeyPair(seed, label);
  return { key, wallet: await everWalletOf(key.publicKey) };
}

export async function createGenesis(options: GenesisOptions): Promise<Genesis> {
  const giver = await participant(options.seed, 'giver');
  const wallets: Participant[] = [];
  for (let i = 0; i < options.wallets; i++) wallets.push(await participant(options.seed, `wallet/${i}`));

  const accounts = new AccountStore();
  const put = (address: string, balance: bigint, stateInit: string | null) => {
    const account = genesisAccount({
      workchain: 0,
      address: accountId(address),
      balance,
      stateInit: stateInit ? readBoc(new Uint8Array(Buffer.from(stateInit, 'base64')))[0] : null,
      now: options.now,
    });
    accounts.set(address, { boc: writeBoc(account), lastTransLt: 0n, lastTransHash: ZERO_HASH });
  };
  put(giver.wallet.address, GIVER_BALANCE, giver.wallet.stateInit);
  for (const { wallet } of wallets) put(wallet.address, WALLET_BALANCE, null);

  return {
    config: genesisConfig({
      globalId: options.globalId,
      seed: options.seed,
      validators: options.validators ?? 4,
      now: options.now,
    }),
    giver,
    wallets,
    accounts,
    totalBalance: GIVER_BALANCE + WALLET_BALANCE * BigInt(options.wallets),
  };
}
