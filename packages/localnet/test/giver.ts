// The giver's messages that tests send through a network (src/giver-message.ts), and the states they read
// back.
import { giverMessage } from '../src/giver-message';
import type { Localnet } from '../src/localnet';

/** The giver's external message sending `value` to `dest` (not bounceable), stamped `nowMs`. */
export const giverTransfer = (net: Localnet, dest: string, value: bigint, nowMs = Date.now()) =>
  giverMessage(net, dest, value, undefined, nowMs);

/** Sends `value` from the giver's wallet to `dest`, with `payload` (a call, base64 BOC) when given. */
export const sendFromGiver = async (net: Localnet, dest: string, value: bigint, payload?: string) =>
  net.sendMessage(await giverMessage(net, dest, value, payload));

/** The state (Account BOC) of an account the network holds; a test fails on one it does not. */
export function accountBoc(net: Localnet, address: string): Uint8Array {
  const account = net.account(address);
  if (!account) throw new Error(`no account ${address}`);
  return account.boc;
}
