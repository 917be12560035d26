// The token contracts tvmscan recognises: the standards' interfaces (standards/tip3.ts, tip4.ts) decode
// an account's calls, events and getters, and the code hashes of the standards' reference builds say
// what a deployed account is (decision 0032). NFT code is salted per collection, so deployed NFTs are
// recognised by their collection's nftCodeHash() or by TIP-6 (the indexer records what it learnt in
// contract_interfaces), as is any other implementation of the standards.
import { type Cell, readBoc } from '@tvmscan/codec';
import type { AbiParam, TokensObject } from 'nekoton-wasm';
import { nekoton } from './nekoton';
import { TOKEN_ROOT_ABI, TOKEN_WALLET_ABI } from './standards/tip3';
import { COLLECTION_ABI, NFT_ABI } from './standards/tip4';
import { MULTI_TOKEN_WALLET_ABI } from './standards/vep1155';

/** The token standards' contract kinds (the indexer's `contract_interfaces.kind`, less `other`). */
export type TokenKind = 'tip3_root' | 'tip3_wallet' | 'tip4_collection' | 'tip4_nft' | 'vep1155_wallet';

/**
 * Code hashes of the reference builds (@broxus/tip3 1.0.2, @broxus/tip4 2.0.0) that are deployed as
 * they are, with no code salt: facts about published code, checked against the builds by a test. The
 * local network deploys TokenRoot, TokenWallet and Collection.
 */
export const KNOWN_CODE_HASHES: ReadonlyArray<{ build: string; kind: TokenKind; codeHash: string }> = [
  {
    build: 'TokenRoot',
    kind: 'tip3_root',
    codeHash: 'b5952ebcf5717cdc9d51c8d9dd8e1e9872bc500465a93ad345e9042ac0ae6379',
  },
  {
    build: 'TokenRootUpgradeable',
    kind: 'tip3_root',
    codeHash: 'e8801282233f38ad17fead83aeac1820e40598de98675106b0fd91d9524e9141',
  },
  {
    build: 'TokenWallet',
    kind: 'tip3_wallet',
    codeHash: 'feac9c96c6859b7dadc72f7ac11fd6f965b0e5d6fa9de7e85ee8fd5ca50e6b48',
  },
  {
    build: 'TokenWalletUpgradeable',
    kind: 'tip3_wallet',
    codeHash: '3f6602aa1baa20ae46859741cc2338f866ffa54dd8e737af39035aac90b2b7d9',
  },
  {
    build: 'Collection',
    kind: 'tip4_collection',
    codeHash: '751b4bee6422c16f33fc436cd4dc016fd822b70852370bcfaff3660d94908104',
  },
  {
    build: 'CollectionWithRoyalty',
    kind: 'tip4_collection',
    codeHash: '8591cef03d9c08137b31c4b95158f7cae137ab0b816d206b54cae4e6ad6891c5',
  },
  {
    build: 'CollectionWithUpgradableNft',
    kind: 'tip4_collection',
    codeHash: '89b4cf0646a3a238e0818ae42d59d9e31c67be12de0c2a0ee10dcab5e459af20',
  },
  {
    build: 'CollectionFlagTransferable',
    kind: 'tip4_collection',
    codeHash: '8fac528c7235a8f3d12df9dfc40e07618d5a3a7a413c4abd519ee1d2833ad3e9',
  },
];

/** The ABI each kind is read with: the standard's interface, whichever build implements it. */
export const STANDARD_ABIS: Readonly<Record<TokenKind, string>> = {
  tip3_root: TOKEN_ROOT_ABI,
  tip3_wallet: TOKEN_WALLET_ABI,
  tip4_collection: COLLECTION_ABI,
  tip4_nft: NFT_ABI,
  vep1155_wallet: MULTI_TOKEN_WALLET_ABI,
};

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
  readonly interfaces: {
    sid: string;
    kinds: Array<[string, TokenKind]>;
    known: string[];
    /** TIP-4.2.2: the NFT and the collection whose metadata is a document at a URL. */
    urlMetadata: { nft: string; collection: string };
    /** VEP-1155: a multi-token collection and a token of one (each also a TIP-4.1 one), and a wallet. */
    multiToken: { nft: string; collection: string; wallet: string };
  };

  constructor() {
    this.abi = { ...STANDARD_ABIS };
    for (const { kind, codeHash } of KNOWN_CODE_HASHES) this.byCodeHash.set(codeHash, kind);
    const nft = (...fns: string[]) => this.interfaceId('tip4_nft', fns);
    const collection = (...fns: string[]) => this.interfaceId('tip4_collection', fns);
    // TIP-3 ids are constants of the standard; TIP-4 ids are XORs of function ids (TIP-6), computed
    // from the standard's ABI.
    const tip41Nft = nft('getInfo', 'changeOwner', 'changeManager', 'transfer');
    const tip41Collection = collection('totalSupply', 'nftCode', 'nftCodeHash', 'nftAddress');
    const multiToken = {
      nft: nft('multiTokenSupply'),
      collection: collection('multiTokenWalletCode', 'multiTokenCodeHash', 'multiTokenWalletAddress'),
      wallet: this.interfaceId('vep1155_wallet', [
        'getInfo',
        'balance',
        'transfer',
        'transferToWallet',
        'acceptTransfer',
        'burn',
      ]),
    };
    const kinds: Array<[string, TokenKind]> = [
      ['4371d8ed', 'tip3_root'],
      ['4f479fa3', 'tip3_wallet'],
      [tip41Collection, 'tip4_collection'],
      [tip41Nft, 'tip4_nft'],
      [multiToken.wallet, 'vep1155_wallet'],
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
    const urlMetadata = { nft: nft('getUrlParts'), collection: collection('getCollectionUrl', 'getNftUrl') };
    this.interfaces = {
      sid: this.interfaceId('tip4_nft', ['supportsInterface']),
      kinds,
      known: [
        ...new Set([
          ...kinds.map(([id]) => id),
          json,
          tip43Nft,
          tip43Collection,
          urlMetadata.nft,
          urlMetadata.collection,
          multiToken.nft,
          multiToken.collection,
        ]),
      ],
      urlMetadata,
      multiToken,
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
