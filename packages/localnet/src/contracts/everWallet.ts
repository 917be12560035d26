// EverWallet, the standard Everscale wallet, as everscale-standalone-client ships it. The package does not
// export the code or ABI, so they are taken from the message its public EverWalletAccount prepares for an
// undeployed wallet (the state init it attaches and the ABI it encodes with): the exact bytes every
// wallet app uses, with no copy of them in this repository.
import { createRequire } from 'node:module';
import { type Cell, loadAccount } from '@tvmscan/codec';
import type * as StandaloneClient from 'everscale-standalone-client';
import type { KeyPair, SignatureContext } from '../keys';
import { nekoton } from '../nekoton';
import { type SignedExternal, signedCall } from './external';

const require = createRequire(import.meta.url);
// The ESM build of the package imports extensionless paths Node cannot resolve; its CJS build loads.
const standalone: typeof StandaloneClient = require('everscale-standalone-client/nodejs');

export interface EverWallet {
  /** Raw address `0:<64 hex>`. */
  address: string;
  publicKey: string;
  /** StateInit BOC (base64) that deploys this wallet. */
  stateInit: string;
}

interface PreparedByClient {
  abi: string;
  stateInit?: string;
}

let abi: string | undefined;

async function prepareWithClient(
  publicKey: string,
  workchain: number,
): Promise<{ address: string } & PreparedByClient> {
  const account = await standalone.EverWalletAccount.fromPubkey({ publicKey, workchain });
  let prepared: PreparedByClient | undefined;
  // A context that reports the wallet as undeployed and records what the client would send.
  const context = {
    getFullContractState: async () => undefined,
    getSigner: async () => undefined,
    encodeInternalInput: () => '',
    createExternalMessage: async (args: PreparedByClient) => {
      prepared = args;
      return undefined;
    },
  };
  await account.prepareMessage(
    { recipient: account.address.toString(), amount: '0', bounce: false } as never,
    context as never,
  );
  if (!prepared?.stateInit) throw new Error('everscale-standalone-client prepared no EverWallet state init');
  return { address: account.address.toString(), abi: prepared.abi, stateInit: prepared.stateInit };
}

/** The EverWallet of a public key, in workchain 0 (or the masterchain, -1, as validators keep theirs). */
export async function everWalletOf(publicKey: string, workchain = 0): Promise<EverWallet> {
  const prepared = await prepareWithClient(publicKey, workchain);
  abi ??= prepared.abi;
  return { address: prepared.address, publicKey, stateInit: prepared.stateInit! };
}

/** The ABI everscale-standalone-client uses for EverWallet's `sendTransaction`. */
export async function everWalletAbi(): Promise<string> {
  if (abi === undefined) await everWalletOf('00'.repeat(32));
  return abi!;
}

/** Code hash of EverWallet, to recognise wallet accounts. */
export async function everWalletCodeHash(): Promise<string> {
  const { stateInit } = await everWalletOf('00'.repeat(32));
  const code = nekoton.splitTvc(stateInit).code;
  if (!code) throw new Error('EverWallet state init has no code');
  return nekoton.getBocHash(code);
}

/** EverWallet's data: its public key, then the time (ms) of the last external message it accepted. */
const DATA_BITS = 256 + 64;

/**
 * The time of the last external message an EverWallet account accepted; undefined for an account
 * that is not an active EverWallet. Every later message must carry a later time.
 */
export function everWalletAcceptedTime(account: Cell): number | undefined {
  const parsed = loadAccount(account);
  const state = parsed?.storage.state;
  const data = state?.kind === 'active' ? state.stateInit.data : null;
  if (!data || data.bitLength !== DATA_BITS || data.refs.length > 0) return undefined;
  const s = data.beginParse();
  s.skip(256);
  return Number(s.loadUintBig(64));
}

export interface TransferArgs {
  dest: string;
  value: bigint;
  bounce: boolean;
  /** Attach the state init: the first message of a wallet deploys it. */
  deploy: boolean;
  /** Network time in milliseconds: the message's `time` header and the base of its expiry. */
  nowMs: number;
  timeoutSeconds?: number;
  /** Payload cell BOC (base64); empty for a plain transfer. */
  payload?: string;
  /** Send flags; 3 = pay fees separately and ignore action errors, as wallets do. */
  flags?: number;
}

/** A signed external `sendTransaction` to the wallet, the message a wallet app would send. */
export async function signedTransfer(
  wallet: EverWallet,
  key: KeyPair,
  args: TransferArgs,
  signatureContext: SignatureContext,
): Promise<SignedExternal> {
  return signedCall(
    {
      address: wallet.address,
      abi: await everWalletAbi(),
      method: 'sendTransaction',
      stateInit: args.deploy ? wallet.stateInit : undefined,
      input: {
        dest: args.dest,
        value: args.value.toString(),
        bounce: args.bounce,
        flags: args.flags ?? 3,
        payload: args.payload ?? '',
      },
      nowMs: args.nowMs,
      timeoutSeconds: args.timeoutSeconds,
    },
    key,
    signatureContext,
  );
}
