// The zero state of the local network: config and elections, the masterchain's special accounts, a
// giver and prefunded wallets, all from the seed, so the same seed always yields the same addresses,
// keys and validator sets.
import { type Cell, type Flavor, readBoc, writeBoc } from '@tvmscan/codec';
import { AccountStore, ZERO_HASH } from '../accounts';
import { type EverWallet, everWalletOf } from '../contracts/everWallet';
import { deriveKeyPair, type KeyPair } from '../keys';
import { genesisAccount } from './account';
import { baseConfig, configAt, type NetworkConfig } from './config';
import { SPECIAL_ACCOUNTS, specialStateInit } from './special';
import { DEFAULT_TIMINGS, Elections, type ElectionTimings, validatorWalletKey } from './validators';

export interface GenesisOptions {
  /** The block layout the network publishes its config in (default everscale). */
  flavor?: Flavor;
  seed: string;
  globalId: number;
  /** Number of prefunded wallets. */
  wallets: number;
  /** Zero-state time, unix seconds. */
  now: number;
  /** Size of the validator set (default 4). */
  validators?: number;
  /** Config param 15 (default DEFAULT_TIMINGS). */
  timings?: ElectionTimings;
}

export interface Participant {
  key: KeyPair;
  wallet: EverWallet;
}

export interface Genesis {
  /** The config without validator sets, which never changes. */
  config: NetworkConfig;
  elections: Elections;
  /** The whole config in force at `now` (unix seconds), validator sets included. */
  configAt(now: number): NetworkConfig;
  /** Deployed EverWallet holding most of the supply, the source of traffic funds. */
  giver: Participant;
  /** EverWallets holding a balance but not deployed yet: their first transfer deploys them. */
  wallets: Participant[];
  /** The wallet of each candidate validator (by its index), in the masterchain: it stakes in elections. */
  validators: Participant[];
  accounts: AccountStore;
  /** Sum of all balances: the supply the zero state starts with. */
  totalBalance: bigint;
}

const NANO = 1_000_000_000n;
export const GIVER_BALANCE = 5_000_000_000n * NANO;
export const WALLET_BALANCE = 1_000n * NANO;
/** Enough for a candidate to stake in several elections while earlier stakes are still frozen. */
export const VALIDATOR_BALANCE = 600_000n * NANO;

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
  let totalBalance = 0n;
  const put = (address: string, balance: bigint, stateInit: Cell | null) => {
    const account = genesisAccount({
      workchain: Number(address.slice(0, address.indexOf(':'))),
      address: accountId(address),
      balance,
      stateInit,
      now: options.now,
    });
    accounts.set(address, { boc: writeBoc(account), lastTransLt: 0n, lastTransHash: ZERO_HASH });
    totalBalance += balance;
  };
  const fromBase64 = (boc: string) => readBoc(new Uint8Array(Buffer.from(boc, 'base64')))[0];
  for (const special of SPECIAL_ACCOUNTS)
    put(special.address, special.balance, await specialStateInit(special));
  put(giver.wallet.address, GIVER_BALANCE, fromBase64(giver.wallet.stateInit));
  for (const { wallet } of wallets) put(wallet.address, WALLET_BALANCE, null);

  const timings = options.timings ?? DEFAULT_TIMINGS;
  const elections = new Elections(options.seed, options.validators ?? 4, options.now, timings);
  // Every candidate's wallet, deployed in the masterchain, where the elector takes stakes from.
  const validators: Participant[] = [];
  for (let i = 0; i < elections.candidates; i++) {
    const key = validatorWalletKey(options.seed, i);
    const validator = { key, wallet: await everWalletOf(key.publicKey, -1) };
    put(validator.wallet.address, VALIDATOR_BALANCE, fromBase64(validator.wallet.stateInit));
    validators.push(validator);
  }
  const config = baseConfig({
    flavor: options.flavor ?? 'everscale',
    globalId: options.globalId,
    timings,
    maxSplit: 4,
  });
  return {
    config,
    elections,
    configAt: (now) => configAt(config, elections, now),
    giver,
    wallets,
    validators,
    accounts,
    totalBalance,
  };
}
