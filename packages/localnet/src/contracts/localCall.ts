// Calls a contract's getter on an account state without a transaction, as a wallet app or explorer
// does: nekoton runs the method locally on the stored Account.
import type { TokensObject } from 'nekoton-wasm';
import { nekoton } from '../nekoton';

/** The empty cell, base64 BOC: the `payload` argument of calls that carry none. */
export const EMPTY_CELL = 'te6ccgEBAQEAAgAAAA==';

/** The zero address, the "none" of ABI address arguments. */
export const ZERO_ADDRESS = `0:${'0'.repeat(64)}`;

/** Runs the responsible getter `method` of `abi` on the Account BOC (with its leading account$1 bit, as
 *  the network stores it). */
export function localCall(
  accountBoc: Uint8Array,
  abi: string,
  method: string,
  input: TokensObject = {},
): TokensObject {
  const state = nekoton.parseFullAccountBoc(Buffer.from(accountBoc).toString('base64'));
  if (!state?.isDeployed) throw new Error(`${method}: the account is not deployed`);
  const clock = new nekoton.ClockWithOffset();
  try {
    // runLocal wants the account without its leading bit, which parseFullAccountBoc hands back.
    const args = { answerId: 0, ...input };
    const result = nekoton.runLocal(clock, state.boc, abi, method, args, {}, true, { type: 'empty' });
    if (result.code !== 0 || !result.output) throw new Error(`${method} exited with code ${result.code}`);
    return result.output;
  } finally {
    clock.free();
  }
}
