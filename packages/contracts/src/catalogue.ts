// The token contracts tvmscan recognises, built at start from the @broxus/tip3 and @broxus/tip4 npm
// builds (AGPL-3.0, read at run time, never copied here): each build's code hash says what a deployed
// account is, and its ABI decodes that account's calls, events and getters. NFT code is salted per
// collection, so deployed NFTs are recognised by their collection's nftCodeHash() or by TIP-6 (the
// indexer records what it learnt in contract_interfaces).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type Cell, readBoc } from '@tvmscan/codec';
import type { AbiParam, TokensObject } from 'nekoton-wasm';
import { nekoton } from './nekoton';

const require = createRequire(import.meta.url);

/** The token standards' contract kinds (the indexer's `contract_interfaces.kind`, less `other`). */
export type TokenKind = 'tip3_root' | 'tip3_wallet' | 'tip4_collection' | 'tip4_nft';

interface Build {
  pkg: '@broxus/tip3' | '@broxus/tip4';
  name: string;
  kind: TokenKind;
}

/** Builds deployed as they are (no code salt): their code hash identifies them. */
const BUILDS: Build[] = [
  { pkg: '@broxus/tip3', name: 'TokenRoot', kind: 'tip3_root' },
  { pkg: '@broxus/tip3', name: 'TokenRootUpgradeable', kind: 'tip3_root' },
  { pkg: '@broxus/tip3', name: 'TokenWallet', kind: 'tip3_wallet' },
  { pkg: '@broxus/tip3', name: 'TokenWalletUpgradeable', kind: 'tip3_wallet' },
  { pkg: '@broxus/tip4', name: 'Collection', kind: 'tip4_collection' },
  { pkg: '@broxus/tip4', name: 'CollectionWithRoyalty', kind: 'tip4_collection' },
  { pkg: '@broxus/tip4', name: 'CollectionWithUpgradableNft', kind: 'tip4_collection' },
  { pkg: '@broxus/tip4', name: 'CollectionFlagTransferable', kind: 'tip4_collection' },
];

/** The ABI each kind is read with: the getters, calls and events of the standard are the same in every build. */
const STANDARD_ABI: Record<TokenKind, Omit<Build, 'kind'>> = {
  tip3_root: { pkg: '@broxus/tip3', name: 'TokenRoot' },
  tip3_wallet: { pkg: '@broxus/tip3', name: 'TokenWallet' },
  tip4_collection: { pkg: '@broxus/tip4', name: 'Collection' },
  tip4_nft: { pkg: '@broxus/tip4', name: 'Nft' },
};

function buildFile(pkg: string, file: string): Buffer {
  return readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), 'build', file));
}

interface AbiFunction {
  name: string;
  inputs: AbiParam[];
}

/** A value of each ABI type that encodes: enough to learn a function's id from nekoton's encoder. */
function placeholder(p: AbiParam): unknown {
  if (p.type.endsWith('[]') || p.type.startsWith('map(')) return [];
  if (p.type.startsWith('optional(')) return null;
  if (p.type === 'tuple') return placeholders(p.components ?? []);
  if (p.type === 'bool') return false;
  if (p.type === 'address') return `0:${'0'.repeat(64)}`;
  if (p.type === 'cell') return 'te6ccgEBAQEAAgAAAA==';
  if (p.type === 'string' || p.type === 'bytes') return '';
  return '0';
}
const placeholders = (ps: AbiParam[]): TokensObject =>
  Object.fromEntries(ps.map((p) => [p.name, placeholder(p)])) as TokensObject;

export class Catalogue {
  /** ABI JSON text per kind. */
  readonly abi: Record<TokenKind, string>;
  /** Code hash (hex) → kind, for the unsalted builds. */
  readonly byCodeHash = new Map<string, TokenKind>();
  /** TIP-6 interface ids (8 hex digits) that tell each kind, and the ones recorded for display. */
  readonly interfaces: { sid: string; kinds: Array<[string, TokenKind]>; known: string[] };

  constructor() {
    this.abi = Object.fromEntries(
      Object.entries(STANDARD_ABI).map(([kind, b]) => [
        kind,
        buildFile(b.pkg, `${b.name}.abi.json`).toString('utf8'),
      ]),
    ) as Record<TokenKind, string>;
    for (const b of BUILDS) {
      const code = nekoton.splitTvc(buildFile(b.pkg, `${b.name}.tvc`).toString('base64')).code;
      if (!code) throw new Error(`${b.pkg} ${b.name}: the build has no code`);
      this.byCodeHash.set(nekoton.getBocHash(code), b.kind);
    }
    const nft = (...fns: string[]) => this.interfaceId('tip4_nft', fns);
    const collection = (...fns: string[]) => this.interfaceId('tip4_collection', fns);
    // TIP-3 ids are constants of the standard; TIP-4 ids are XORs of function ids (TIP-6), computed
    // from the ABI so they always match the builds.
    const tip41Nft = nft('getInfo', 'changeOwner', 'changeManager', 'transfer');
    const tip41Collection = collection('totalSupply', 'nftCode', 'nftCodeHash', 'nftAddress');
    const kinds: Array<[string, TokenKind]> = [
      ['4371d8ed', 'tip3_root'],
      ['4f479fa3', 'tip3_wallet'],
      [tip41Collection, 'tip4_collection'],
      [tip41Nft, 'tip4_nft'],
    ];
    const json = nft('getJson');
    const tip43Nft = nft('indexCode', 'indexCodeHash', 'resolveIndex');
    const tip43Collection = collection(
      'indexBasisCode',
      'indexBasisCodeHash',
      'indexCode',
      'indexCodeHash',
      'resolveIndexBasis',
    );
    this.interfaces = {
      sid: this.interfaceId('tip4_nft', ['supportsInterface']),
      kinds,
      known: [...new Set([...kinds.map(([id]) => id), json, tip43Nft, tip43Collection])],
    };
  }

  /** The internal-call id of an ABI function (what `tvm.functionId` gives), 8 hex digits. */
  functionId(kind: TokenKind, name: string): string {
    return functionIdOf(this.abi[kind], name);
  }

  private interfaceId(kind: TokenKind, fns: string[]): string {
    const id = fns.reduce((acc, f) => acc ^ Number.parseInt(this.functionId(kind, f), 16), 0) >>> 0;
    return id.toString(16).padStart(8, '0');
  }
}

/** The internal-call id of a function of an ABI (JSON text), 8 hex digits, from nekoton's encoder. */
export function functionIdOf(abi: string, name: string): string {
  const fn = (JSON.parse(abi).functions as AbiFunction[]).find((f) => f.name === name);
  if (!fn) throw new Error(`the ABI has no function ${name}`);
  const body = nekoton.encodeInternalInput(abi, name, placeholders(fn.inputs));
  return bodyId(readBoc(Buffer.from(body, 'base64'))[0])!;
}

/** The first 32 bits of a body cell: an internal call's function id, 8 hex digits. */
export function bodyId(body: Cell): string | null {
  const s = body.beginParse(true);
  return s.remainingBits >= 32 ? s.loadUint(32).toString(16).padStart(8, '0') : null;
}
