// EverWallet, the standard Everscale wallet, as everscale-standalone-client ships it. The package exports
// neither its code nor its ABI, so both are taken from the external message its public EverWalletAccount
// prepares for an undeployed wallet (the state init it attaches, the ABI it encodes with): the exact
// bytes wallet apps use, with no copy of them in this repository.
import { createRequire } from 'node:module';
import type * as StandaloneClient from 'everscale-standalone-client';
import { nekoton } from './nekoton';

const require = createRequire(import.meta.url);
// The ESM build of the package imports extensionless paths Node cannot resolve; its CJS build loads.
const standalone: typeof StandaloneClient = require('everscale-standalone-client/nodejs');

export interface EverWalletBuild {
  abi: string;
  /** Code hash (hex) every EverWallet account has: the code is not salted. */
  codeHash: string;
}

let build: Promise<EverWalletBuild> | undefined;

async function prepare(): Promise<EverWalletBuild> {
  const account = await standalone.EverWalletAccount.fromPubkey({ publicKey: '00'.repeat(32), workchain: 0 });
  let prepared: { abi: string; stateInit?: string } | undefined;
  // A context that reports the wallet as undeployed and records what the client would send.
  const context = {
    getFullContractState: async () => undefined,
    getSigner: async () => undefined,
    encodeInternalInput: () => '',
    createExternalMessage: async (args: { abi: string; stateInit?: string }) => {
      prepared = args;
      return undefined;
    },
  };
  await account.prepareMessage(
    { recipient: account.address.toString(), amount: '0', bounce: false } as never,
    context as never,
  );
  const code = prepared?.stateInit ? nekoton.splitTvc(prepared.stateInit).code : undefined;
  if (!prepared || !code) throw new Error('everscale-standalone-client prepared no EverWallet state init');
  return { abi: prepared.abi, codeHash: nekoton.getBocHash(code) };
}

/** EverWallet's ABI and code hash (read once). */
export function everWallet(): Promise<EverWalletBuild> {
  build ??= prepare();
  return build;
}
