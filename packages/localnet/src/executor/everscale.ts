// The everscale flavor's executor: the legacy Everscale transaction executor inside nekoton-wasm
// (`executeLocal`). It sends flag-128 messages last, which the TIP-4 contracts rely on. nekoton-wasm
// exports only that ordinary-transaction entry point, no tick-tock one, so tick and tock transactions
// are run by the tycho executor given here (account states are interchangeable between the two).
import { type Cell, readBoc, toHex, writeBoc } from '@tvmscan/codec';
import { ACCOUNT_NONE, isAccountNone } from '../accountLayout';
import { bocOf, cellOf } from '../bocCells';
import { genesisAccount } from '../genesis/account';
import { configParamsCell, type NetworkConfig, withoutValidatorSets } from '../genesis/config';
import { nekoton } from '../nekoton';
import { shareCells } from '../sharedCells';
import { patchTransaction, raiseLastTransLt } from './patch';
import type { ExecuteOutcome, ExecuteRequest, Executor, TickTockRequest } from './types';

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

/**
 * What executeLocal is given for an account that does not exist: an uninit account with nothing — no
 * balance, no code, no storage debt, storage paid up to `now` — whose last_trans_lt is `lastTransLt`.
 * The legacy executor runs the same phases on it as on account_none (storage phase with no fees, the
 * account created from the message, deleted again when it is left with nothing), so the transaction
 * differs only where the stand-in shows through: orig_status and the state update's old hash, which
 * patchTransaction sets back to those of account_none (test/new-account.test.ts compares both).
 */
export function newAccountStandIn(address: string, now: number, lastTransLt: bigint): Cell {
  const colon = address.indexOf(':');
  return genesisAccount({
    workchain: Number(address.slice(0, colon)),
    address: address.slice(colon + 1),
    balance: 0n,
    stateInit: null,
    now,
    lastTransLt,
  });
}

export interface EverscaleExecutorOptions {
  config: NetworkConfig;
  globalId: number;
  /** Runs the tick-tock transactions. */
  tickTock: Executor;
}

export function createEverscaleExecutor(options: EverscaleExecutorOptions): Executor {
  // ConfigParams (config address + dictionary), as executeLocal takes it. It parses it on every call, so
  // it gets the config without the validator sets (which only the elector's tick, run by the tycho
  // executor, reads): they would make it over half as large again.
  const configParams = (config: NetworkConfig) =>
    toBase64(writeBoc(configParamsCell(withoutValidatorSets(config))));
  let config = configParams(options.config);
  return {
    flavor: 'everscale',
    useConfig(next: NetworkConfig): void {
      config = configParams(next);
      options.tickTock.useConfig(next);
    },
    async execute(request: ExecuteRequest): Promise<ExecuteOutcome> {
      const stored = request.account ? cellOf(request.account) : ACCOUNT_NONE;
      // executeLocal picks lt = max(last_trans_lt + 1, in_msg.created_lt + 1); a real collator also
      // passes its running lt, which executeLocal takes from nowhere else. Raising last_trans_lt is how
      // that lt reaches it; an account that does not exist gets a stand-in that carries it.
      const input = request.account
        ? raiseLastTransLt(stored, request.minLt - 1n)
        : newAccountStandIn(request.address, request.now, request.minLt - 1n);
      const output = nekoton.executeLocal(
        config,
        toBase64(writeBoc(input)),
        toBase64(request.message),
        request.now,
        false,
        undefined,
        options.globalId,
      );
      if ('exitCode' in output) {
        return {
          kind: 'rejected',
          exitCode: output.exitCode,
          reason: `message rejected, exit code ${output.exitCode}`,
        };
      }
      const transaction = patchTransaction(readBoc(fromBase64(output.transaction.boc))[0], {
        prevTransHash: request.lastTransHash,
        prevTransLt: request.lastTransLt,
        oldStateHash: toHex(stored.hash()),
        wasAbsent: request.account === null,
      });
      const account = shareCells(readBoc(fromBase64(output.account))[0], stored);
      return {
        kind: 'executed',
        transaction: bocOf(transaction),
        account: isAccountNone(account) ? null : bocOf(account),
      };
    },
    tickTock(request: TickTockRequest): Promise<ExecuteOutcome> {
      return options.tickTock.tickTock(request);
    },
  };
}
