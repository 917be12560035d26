// TIP-3 fungible tokens with the @broxus/tip3 builds: a TokenRoot deployed by a signed external
// message, and the internal calls an owner's wallet sends to a root or to its own token wallet.
import { nekoton } from '../nekoton';
import { contractArtifact } from './artifacts';
import { EMPTY_CELL, localCall, ZERO_ADDRESS } from './localCall';

export const tokenRoot = () => contractArtifact('@broxus/tip3', 'TokenRoot');
export const tokenWallet = () => contractArtifact('@broxus/tip3', 'TokenWallet');

export interface TokenRootParams {
  name: string;
  symbol: string;
  decimals: number;
  /** The wallet allowed to mint. */
  rootOwner: string;
  /** Makes otherwise equal roots distinct addresses. */
  nonce: bigint;
  /** Key that signs the deploying external message. */
  publicKey: string;
}

/** The root's address and the state init that deploys it. */
export function tokenRootState(params: TokenRootParams): { address: string; stateInit: string } {
  const { address, stateInit } = nekoton.getExpectedAddress(
    tokenRoot().tvc,
    tokenRoot().abi,
    0,
    params.publicKey,
    {
      name_: params.name,
      symbol_: params.symbol,
      decimals_: params.decimals,
      rootOwner_: params.rootOwner,
      walletCode_: tokenWallet().code,
      randomNonce_: params.nonce.toString(),
      deployer_: ZERO_ADDRESS,
    },
  );
  return { address, stateInit };
}

/** Constructor arguments of a root deployed empty: every token comes from later mints. */
export function tokenRootConstructor(remainingGasTo: string) {
  return {
    initialSupplyTo: ZERO_ADDRESS,
    initialSupply: '0',
    deployWalletValue: '0',
    mintDisabled: false,
    burnByRootDisabled: true,
    burnPaused: false,
    remainingGasTo,
  };
}

// nekoton parses the ABI on every address computation (milliseconds each); a network has few wallets.
const walletAddresses = new Map<string, string>();

/** The token wallet of `owner` under `root`: code from the root, data {root_, owner_}, public key 0. */
export function tokenWalletAddress(root: string, owner: string): string {
  const key = `${root}/${owner}`;
  let address = walletAddresses.get(key);
  if (address === undefined) {
    address = nekoton.getExpectedAddress(tokenWallet().tvc, tokenWallet().abi, 0, undefined, {
      root_: root,
      owner_: owner,
    }).address;
    walletAddresses.set(key, address);
  }
  return address;
}

const body = (abi: string, method: string, input: Record<string, unknown>) =>
  nekoton.encodeInternalInput(abi, method, input as never);

// mint and transfer take the same arguments: tokens to an owner, whose wallet is deployed on the way
// when `deployWalletValue` is not 0.
const sendTokens =
  (abi: () => string, method: string) =>
  (amount: bigint, recipient: string, deployWalletValue: bigint, remainingGasTo: string) =>
    body(abi(), method, {
      amount: amount.toString(),
      recipient,
      deployWalletValue: deployWalletValue.toString(),
      remainingGasTo,
      notify: false,
      payload: EMPTY_CELL,
    });

/** Root owner → root: mint `amount` to `recipient`. */
export const mintBody = sendTokens(() => tokenRoot().abi, 'mint');

/** Owner → own token wallet: send `amount` to `recipient`'s token wallet; with deployWalletValue 0 a
 *  recipient wallet that does not exist bounces the transfer back. */
export const transferBody = sendTokens(() => tokenWallet().abi, 'transfer');

/** Owner → own token wallet: burn `amount`; the root lowers its total supply. */
export function burnBody(amount: bigint, remainingGasTo: string) {
  return body(tokenWallet().abi, 'burn', {
    amount: amount.toString(),
    remainingGasTo,
    callbackTo: ZERO_ADDRESS,
    payload: EMPTY_CELL,
  });
}

/** Balance held by a token wallet account. */
export function tokenWalletBalance(accountBoc: Uint8Array): bigint {
  return BigInt(localCall(accountBoc, tokenWallet().abi, 'balance').value0 as string);
}

/** What a root account says about itself. */
export function tokenRootInfo(accountBoc: Uint8Array) {
  const get = (method: string) => localCall(accountBoc, tokenRoot().abi, method).value0 as string;
  return {
    name: get('name'),
    symbol: get('symbol'),
    decimals: Number(get('decimals')),
    totalSupply: BigInt(get('totalSupply')),
    rootOwner: get('rootOwner'),
  };
}
