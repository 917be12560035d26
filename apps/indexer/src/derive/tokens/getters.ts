// Reads what a token or NFT contract says about itself by running its getters locally on the account
// state the block source gave (nekoton runLocal, no transaction). A getter that fails or is missing
// answers null: contracts are untrusted input, and a half-readable contract must not stop a batch.
// This runs on the getter worker only (getter-worker.ts): a getter can loop until nekoton's own gas
// limit, a minute or more, and the runner (getter-runner.ts) cuts it off.

import type { Catalogue, TokenKind } from '@tvmscan/contracts';
import { nekoton } from '@tvmscan/contracts';
import type { ContractKind } from '@tvmscan/db';
import type { TokensObject } from 'nekoton-wasm';

/** An account state as nekoton's runLocal wants it: without the leading account$1 bit. */
interface ContractState {
  stuff: string;
}

/** A code hash's kind and the TIP-6 interfaces its contract says it implements. */
export interface Classified {
  kind: ContractKind;
  interfaces: string[];
}

/** What to read from one account: its state, its code hash, and its kind (and the interfaces its code
 *  said it implements) when already known. With `call`, only that getter of the kind is run. */
export interface GetterJob {
  accountBoc: Uint8Array;
  codeHash: string;
  kind: ContractKind | null;
  interfaces?: string[];
  call?: { method: string; input: TokensObject };
  /** A pool's reserves getter (@tvmscan/contracts POOL_KINDS): run with the pool kind's ABI alone. */
  pool?: { abi: string; method: string };
}

/** What an account's getters said: its classification (when the job did not know it) and, for a
 *  token or NFT contract, the output of each getter its kind reads (null when the getter failed). */
export interface ContractReading {
  classified: Classified | null;
  outputs: Record<string, TokensObject | null>;
  /** The owner lookup's failed getters and their exit codes (null: nekoton could not run it). */
  failures: Array<{ method: string; exitCode: number | null }>;
}

/** The owner lookup of a collection: `owner` (OwnableExternal), then `getOwner`. */
const OWNER_GETTERS = ['owner', 'getOwner'];

/** The getters read from each kind of contract (a collection's owner too, by OWNER_GETTERS). */
const READS: Record<Exclude<ContractKind, 'other'>, string[]> = {
  tip3_root: ['name', 'symbol', 'decimals', 'totalSupply', 'rootOwner'],
  tip3_wallet: ['balance', 'owner', 'root'],
  tip4_collection: ['nftCodeHash', 'getJson', 'totalSupply'],
  tip4_nft: ['getInfo', 'getJson'],
  vep1155_wallet: ['getInfo', 'balance'],
};

/** The single output of a getter (`value0`, or the one named output), as nekoton renders it. */
export function outputValue(out: TokensObject | null | undefined): string | null {
  if (!out) return null;
  const v = Object.values(out)[0];
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : null;
}

/** A getter read only from contracts that implement an interface: TIP-6 id, getter, its input. */
type OptionalRead = [interfaceId: string, method: string, input?: TokensObject];

/** VEP-1155 royalty is asked for a sale price of 10,000: the answer is the share in basis points. */
const ROYALTY_SALE_PRICE = '10000';

/** The getters each kind's contracts are read with when they implement an interface. */
function optionalReads(catalogue: Catalogue): Partial<Record<ContractKind, OptionalRead[]>> {
  const { urlMetadata, multiToken } = catalogue.interfaces;
  return {
    tip4_nft: [
      [urlMetadata.nft, 'getUrlParts'],
      [multiToken.nft, 'multiTokenSupply'],
      [multiToken.nft, 'royaltyInfo', { salePrice: ROYALTY_SALE_PRICE }],
    ],
    tip4_collection: [[urlMetadata.collection, 'getCollectionUrl']],
  };
}

export class Getters {
  private readonly clock = new nekoton.ClockWithOffset();
  private readonly optional: ReturnType<typeof optionalReads>;
  /** Which getters of each kind are responsible (take answerId), from the ABI. */
  private readonly responsible = new Map<string, boolean>();

  constructor(private readonly catalogue: Catalogue) {
    this.optional = optionalReads(catalogue);
    for (const [kind, abi] of Object.entries(catalogue.abi)) {
      for (const f of JSON.parse(abi).functions as Array<{ name: string; inputs: Array<{ name: string }> }>) {
        this.responsible.set(`${kind}.${f.name}`, f.inputs[0]?.name === 'answerId');
      }
    }
  }

  /** Classifies the account's code if the job does not know it, then runs the getters of its kind;
   *  null when the account holds no deployed contract. */
  read(job: GetterJob): ContractReading | null {
    let parsed: ReturnType<typeof nekoton.parseFullAccountBoc>;
    try {
      parsed = nekoton.parseFullAccountBoc(Buffer.from(job.accountBoc).toString('base64'));
    } catch {
      return null; // a state nekoton cannot read has no getters to run
    }
    if (!parsed?.isDeployed) return null;
    const state = { stuff: parsed.boc };
    if (job.pool) {
      const { abi, method } = job.pool;
      const run = this.runWith(state, abi, method, true);
      return {
        classified: null,
        outputs: { [method]: 'output' in run ? run.output : null },
        failures: 'output' in run ? [] : [{ method, exitCode: run.exitCode }],
      };
    }
    if (job.call && job.kind && job.kind !== 'other') {
      const { method, input } = job.call;
      return {
        classified: null,
        outputs: { [method]: this.call(state, job.kind, method, input) },
        failures: [],
      };
    }
    const classified = job.kind === null ? this.classify(job.codeHash, state) : null;
    const kind = job.kind ?? classified!.kind;
    const interfaces = classified?.interfaces ?? job.interfaces ?? [];
    const outputs: ContractReading['outputs'] = {};
    const failures: ContractReading['failures'] = [];
    if (kind === 'other') return { classified, outputs, failures };
    for (const method of READS[kind]) outputs[method] = this.call(state, kind, method);
    for (const [id, method, input] of this.optional[kind] ?? [])
      if (interfaces.includes(id)) outputs[method] = this.call(state, kind, method, input);
    if (kind === 'tip4_collection') {
      outputs.owner = null;
      for (const method of OWNER_GETTERS) {
        const run = this.run(state, kind, method);
        if ('output' in run) {
          outputs.owner = run.output;
          break;
        }
        failures.push({ method, exitCode: run.exitCode });
      }
    }
    return { classified, outputs, failures };
  }

  /** One TIP-6 probe per code hash: which known interfaces it answers true to, and so its kind. */
  private classify(codeHash: string, state: ContractState): Classified {
    const byBuild = this.catalogue.byCodeHash.get(codeHash);
    const { sid, kinds, known } = this.catalogue.interfaces;
    if (!byBuild && !this.supports(state, sid)) return { kind: 'other', interfaces: [] };
    const interfaces = known.filter((id) => this.supports(state, id));
    const kind: ContractKind = byBuild ?? kinds.find(([id]) => interfaces.includes(id))?.[1] ?? 'other';
    return { kind, interfaces };
  }

  private call(
    state: ContractState,
    kind: TokenKind,
    method: string,
    input: TokensObject = {},
  ): TokensObject | null {
    const run = this.run(state, kind, method, input);
    return 'output' in run ? run.output : null;
  }

  /** One getter's output, or the exit code it failed with (null: nekoton could not run it at all). */
  private run(
    state: ContractState,
    kind: TokenKind,
    method: string,
    input: TokensObject = {},
  ): { output: TokensObject } | { exitCode: number | null } {
    const responsible = this.responsible.get(`${kind}.${method}`) ?? false;
    return this.runWith(state, this.catalogue.abi[kind], method, responsible, input);
  }

  private runWith(
    state: ContractState,
    abi: string,
    method: string,
    responsible: boolean,
    input: TokensObject = {},
  ): { output: TokensObject } | { exitCode: number | null } {
    try {
      const args = responsible ? { answerId: 0, ...input } : input;
      const r = nekoton.runLocal(this.clock, state.stuff, abi, method, args, {}, responsible, {
        type: 'empty',
      });
      return r.code === 0 && r.output ? { output: r.output } : { exitCode: r.code };
    } catch {
      return { exitCode: null };
    }
  }

  /** TIP-6: whether the contract says it implements an interface id (8 hex digits). */
  private supports(state: ContractState, interfaceId: string): boolean {
    // Every standard ABI declares the same supportsInterface(answerId, interfaceID).
    const out = this.call(state, 'tip4_nft', 'supportsInterface', {
      interfaceID: Number.parseInt(interfaceId, 16),
    });
    return outputValue(out) === 'true';
  }
}
