// The contracts tvmscan knows by code hash — EverWallet and the TIP-3 / TIP-4 builds — and what their
// messages say: a call decoded with the ABI of the contract it goes to, an event with the ABI of the
// contract that emitted it. The ABI is chosen by the account's code hash (or the kind the indexer
// recorded for salted code), never by trying ABIs until one fits: a body that does not decode with its
// contract's ABI is reported as not decoded.
import { type Cell, writeBoc } from '@tvmscan/codec';
import { Catalogue, type TokenKind } from './catalogue';
import { everWallet } from './ever-wallet';
import { nekoton } from './nekoton';

export type KnownKind = TokenKind | 'ever_wallet';

/** What `parsed_type` names: the contract whose ABI decoded a body. */
export const CONTRACT_NAMES: Record<KnownKind, string> = {
  ever_wallet: 'EverWallet',
  tip3_root: 'TokenRoot',
  tip3_wallet: 'TokenWallet',
  tip4_collection: 'Collection',
  tip4_nft: 'Nft',
  vep1155_wallet: 'MultiTokenWallet',
};

export interface DecodedBody {
  /** CONTRACT_NAMES of the ABI that decoded it. */
  contract: string;
  /** The function called or the event emitted. */
  name: string;
  /** The arguments as nekoton renders them: integers as decimal strings, cells as base64 BOCs. */
  data: unknown;
}

const bocOf = (cell: Cell) => Buffer.from(writeBoc(cell)).toString('base64');

/** nekoton throws on a body its ABI does not describe: that only means "not decoded". */
function attempt<T>(run: () => T | undefined): T | null {
  try {
    return run() ?? null;
  } catch {
    return null;
  }
}

export class KnownContracts {
  private constructor(
    readonly catalogue: Catalogue,
    private readonly abis: Record<KnownKind, string>,
    private readonly codes: ReadonlyMap<string, KnownKind>,
  ) {}

  /** Reads the builds and EverWallet's code once; the answer is shared. */
  static async load(): Promise<KnownContracts> {
    const catalogue = new Catalogue();
    const wallet = await everWallet();
    const codes = new Map<string, KnownKind>(catalogue.byCodeHash);
    codes.set(wallet.codeHash, 'ever_wallet');
    return new KnownContracts(catalogue, { ...catalogue.abi, ever_wallet: wallet.abi }, codes);
  }

  /**
   * The known contract an account runs: by its code hash, or by the token kind the indexer recorded
   * for that code (salted NFT code is in no build); null for anything else.
   */
  kindOf(codeHash: string | null, indexedKind?: string | null): KnownKind | null {
    const byCode = codeHash ? this.codes.get(codeHash) : undefined;
    if (byCode) return byCode;
    return indexedKind && indexedKind in this.catalogue.abi ? (indexedKind as TokenKind) : null;
  }

  abi(kind: KnownKind): string {
    return this.abis[kind];
  }

  /** A call to a contract of `kind`: internal message bodies, or signed external ones. */
  call(kind: KnownKind, body: Cell, internal: boolean): DecodedBody | null {
    const decoded = attempt(() => nekoton.decodeInput(bocOf(body), this.abis[kind], undefined, internal));
    return decoded && { contract: CONTRACT_NAMES[kind], name: decoded.method, data: decoded.input };
  }

  /** An event a contract of `kind` emitted (the body of an external-out message). */
  event(kind: KnownKind, body: Cell): DecodedBody | null {
    const decoded = attempt(() => nekoton.decodeEvent(bocOf(body), this.abis[kind], undefined));
    return decoded && { contract: CONTRACT_NAMES[kind], name: decoded.event, data: decoded.data };
  }
}
