// Calls a contract's getter on an account state without a transaction, as a wallet app or explorer
// does: nekoton runs the method locally on the stored Account.
import type { ClockWithOffset, ExecutionOutput, TokensObject } from 'nekoton-wasm';
import { nekoton } from '../nekoton';

/** The empty cell, base64 BOC: the `payload` argument of calls that carry none. */
export const EMPTY_CELL = 'te6ccgEBAQEAAgAAAA==';

/** The zero address, the "none" of ABI address arguments. */
export const ZERO_ADDRESS = `0:${'0'.repeat(64)}`;

/** Runs `run` on the account's state as nekoton's local calls take it (without the leading account$1
 *  bit, which parseFullAccountBoc hands back), and answers its output; `method` names it in errors. */
function runOnState(
  accountBoc: Uint8Array,
  method: string,
  run: (clock: ClockWithOffset, state: string) => ExecutionOutput,
): TokensObject {
  const state = nekoton.parseFullAccountBoc(Buffer.from(accountBoc).toString('base64'));
  if (!state?.isDeployed) throw new Error(`${method}: the account is not deployed`);
  const clock = new nekoton.ClockWithOffset();
  try {
    const result = run(clock, state.boc);
    if (result.code !== 0 || !result.output) throw new Error(`${method} exited with code ${result.code}`);
    return result.output;
  } finally {
    clock.free();
  }
}

/** Runs the responsible getter `method` of `abi` on the Account BOC (with its leading account$1 bit, as
 *  the network stores it). */
export function localCall(
  accountBoc: Uint8Array,
  abi: string,
  method: string,
  input: TokensObject = {},
): TokensObject {
  const args = { answerId: 0, ...input };
  return runOnState(accountBoc, method, (clock, state) =>
    nekoton.runLocal(clock, state, abi, method, args, {}, true, { type: 'empty' }),
  );
}

/** Runs the get-method `method` (TON style, called by the CRC-16 of its name; ABI 2.4 declares it among
 *  `getters`) on the Account BOC, as an explorer reads a contract that has no ABI functions. */
export function localGetter(
  accountBoc: Uint8Array,
  abi: string,
  method: string,
  input: TokensObject = {},
): TokensObject {
  return runOnState(accountBoc, method, (clock, state) =>
    nekoton.runGetter(clock, state, abi, method, input, {}, { type: 'empty' }),
  );
}
