// The ABIs the executor can use: a verified contract's (recorded for its code hash by the verification
// service), else one of the bundled ABIs: EverWallet's (the wallet most accounts are, whose owner signs
// its sendTransaction), and the TIP-3 token and TIP-4 NFT ABIs, taken from the @broxus/tip3 and
// @broxus/tip4 npm builds at build time (the same builds the local network deploys and the indexer
// recognizes by code hash). Each bundled ABI and build is its own lazy chunk, fetched when an account
// page needs it.
import { loadStateInit, readBoc } from '@tvmscan/codec';
import type { AbiParam } from './abi-fields';

export type ContractKind = 'everWallet' | 'tip3Root' | 'tip3Wallet' | 'tip4Collection' | 'tip4Nft';

const LOADERS: Record<ContractKind, () => Promise<{ default: string }>> = {
  everWallet: () => import('virtual:ever-wallet').then((m) => ({ default: m.abi })),
  tip3Root: () => import('@broxus/tip3/build/TokenRoot.abi.json?raw'),
  tip3Wallet: () => import('@broxus/tip3/build/TokenWallet.abi.json?raw'),
  tip4Collection: () => import('@broxus/tip4/build/Collection.abi.json?raw'),
  tip4Nft: () => import('@broxus/tip4/build/Nft.abi.json?raw'),
};

export interface AbiFunction {
  name: string;
  inputs: readonly AbiParam[];
  outputs: readonly AbiParam[];
}

export interface KnownAbi {
  /** The ABI JSON text, as nekoton takes it. */
  text: string;
  functions: readonly AbiFunction[];
}

/** Where the executor's ABI comes from: the verified contract of the account's code, or a bundled build. */
export type ExecutorAbi =
  | { source: 'verified'; codeHash: string; text: string; tvc: string | null }
  | { source: 'bundled'; kind: ContractKind };

/** Identifies an ExecutorAbi in query keys. */
export const executorAbiKey = (abi: ExecutorAbi): string =>
  abi.source === 'verified' ? `verified:${abi.codeHash}` : `bundled:${abi.kind}`;

export async function loadAbi(abi: ExecutorAbi): Promise<KnownAbi> {
  const text = abi.source === 'verified' ? abi.text : (await LOADERS[abi.kind]()).default;
  return { text, functions: parseFunctions(text) };
}

/** The functions of an ABI JSON text, constructors left out (they only run at deployment). */
export function parseFunctions(text: string): AbiFunction[] {
  const abi = JSON.parse(text) as { functions?: AbiFunction[] };
  return (abi.functions ?? []).filter((f) => f.name !== 'constructor');
}

/** The builds' TVCs (StateInit: code and the initial data dictionary), as line-wrapped base64 files. NFT
 *  code is salted with its collection on chain, so the Nft build's TVC deploys no NFT anyone has. */
const TVC: Partial<Record<ContractKind, () => Promise<{ default: string }>>> = {
  tip3Root: () => import('@broxus/tip3/build/TokenRoot.base64?raw'),
  tip3Wallet: () => import('@broxus/tip3/build/TokenWallet.base64?raw'),
  tip4Collection: () => import('@broxus/tip4/build/Collection.base64?raw'),
};

/** The TVC (base64 StateInit) an address is computed from: the verified build's, or a bundled build's. */
export async function loadTvc(abi: ExecutorAbi): Promise<string | null> {
  if (abi.source === 'verified') return abi.tvc;
  const load = TVC[abi.kind];
  return load ? (await load()).default.replace(/\s+/g, '') : null;
}

async function tvcCodeHash(kind: ContractKind): Promise<string | undefined> {
  const tvc = await loadTvc({ source: 'bundled', kind });
  if (!tvc) return undefined;
  const init = loadStateInit(readBoc(Uint8Array.from(atob(tvc), (c) => c.charCodeAt(0)))[0].beginParse());
  return init.code?.hashHex();
}

/**
 * The kind of a contract recognized by its code hash (issue #4: choose an ABI by code hash, never by
 * trying ABIs): EverWallet, or a build deployed unsalted, whose accounts all have its TVC's code hash.
 * NFT code is salted with its collection, so NFTs are known from the NFT index instead.
 */
export async function kindOfCode(codeHash: string): Promise<ContractKind | null> {
  if ((await import('virtual:ever-wallet')).codeHash === codeHash) return 'everWallet';
  for (const kind of Object.keys(TVC) as ContractKind[]) {
    if ((await tvcCodeHash(kind)) === codeHash) return kind;
  }
  return null;
}
