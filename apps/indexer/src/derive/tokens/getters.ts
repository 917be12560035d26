// Reads what a token or NFT contract says about itself by running its getters locally on the account
// state the block source gave (nekoton runLocal, no transaction). A getter that fails or is missing
// answers null: contracts are untrusted input, and a half-readable contract must not stop a batch.

import type { Catalogue, TokenKind } from '@tvmscan/contracts';
import { nekoton } from '@tvmscan/contracts';
import type { TokensObject } from 'nekoton-wasm';

/** An account state as nekoton's runLocal wants it: without the leading account$1 bit. */
export interface ContractState {
  stuff: string;
}

export function contractState(accountBoc: Uint8Array): ContractState | null {
  const state = nekoton.parseFullAccountBoc(Buffer.from(accountBoc).toString('base64'));
  return state?.isDeployed ? { stuff: state.boc } : null;
}

export class Getters {
  private readonly clock = new nekoton.ClockWithOffset();
  /** Which getters of each kind are responsible (take answerId), from the ABI. */
  private readonly responsible = new Map<string, boolean>();

  constructor(private readonly catalogue: Catalogue) {
    for (const [kind, abi] of Object.entries(catalogue.abi)) {
      for (const f of JSON.parse(abi).functions as Array<{ name: string; inputs: Array<{ name: string }> }>) {
        this.responsible.set(`${kind}.${f.name}`, f.inputs[0]?.name === 'answerId');
      }
    }
  }

  call(state: ContractState, kind: TokenKind, method: string, input: TokensObject = {}): TokensObject | null {
    const responsible = this.responsible.get(`${kind}.${method}`) ?? false;
    try {
      const args = responsible ? { answerId: 0, ...input } : input;
      const r = nekoton.runLocal(
        this.clock,
        state.stuff,
        this.catalogue.abi[kind],
        method,
        args,
        {},
        responsible,
        {
          type: 'empty',
        },
      );
      return r.code === 0 && r.output ? r.output : null;
    } catch {
      return null;
    }
  }

  /** The single output of a getter (`value0`, or the one named output), as nekoton renders it. */
  value(state: ContractState, kind: TokenKind, method: string, input?: TokensObject): string | null {
    const out = this.call(state, kind, method, input);
    if (!out) return null;
    const v = Object.values(out)[0];
    return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : null;
  }

  /** TIP-6: whether the contract says it implements an interface id (8 hex digits). */
  supports(state: ContractState, interfaceId: string): boolean {
    // Every standard ABI declares the same supportsInterface(answerId, interfaceID).
    return (
      this.value(state, 'tip4_nft', 'supportsInterface', {
        interfaceID: Number.parseInt(interfaceId, 16),
      }) === 'true'
    );
  }
}
