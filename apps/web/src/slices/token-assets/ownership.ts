// Proving the ownership of a token root (spec §7 "Wallet and chain calls"): the root's owner sends, from
// the wallet, an internal message to the deployment's ownership verifier calling
// `verify(root, userHash)` — userHash the SHA-256 of the UTF-8 bytes of the signed-in account's `sub`,
// as a uint256 — with 50000000 attached and bounce on. The Admin API's link_owner then reads that call
// back from the verifier's indexed transaction, so the page waits until the explorer has indexed it.
import { OWNERSHIP_VERIFIER_ABI, OWNERSHIP_VERIFY_AMOUNT } from '@tvmscan/api-schema/values';
import type { ProviderRpcClient } from 'everscale-inpage-provider';
import { callApi, isNotFound } from '../../shared/api/client';

/** SHA-256 of the UTF-8 bytes of `sub`, as the decimal uint256 the ABI call takes. */
export async function userHash(sub: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(sub)));
  const hex = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
  return BigInt(`0x${hex}`).toString();
}

export interface VerifyCall {
  sender: string;
  verifier: string;
  root: string;
  sub: string;
}

/**
 * Sends the verify call through the wallet (which asks the user to approve it) and answers the hash of
 * the message the wallet sent to the verifier; throws when the wallet refuses or its transaction
 * sent none.
 */
export async function sendVerify(rpc: ProviderRpcClient, call: VerifyCall): Promise<string> {
  const { transaction } = await rpc.rawApi.sendMessage({
    sender: call.sender,
    recipient: call.verifier,
    amount: OWNERSHIP_VERIFY_AMOUNT,
    bounce: true,
    payload: {
      abi: JSON.stringify(OWNERSHIP_VERIFIER_ABI),
      method: 'verify',
      params: { root: call.root, userHash: await userHash(call.sub) },
    },
  });
  const message = transaction.outMessages.find((m) => m.dst?.toLowerCase() === call.verifier.toLowerCase());
  if (transaction.aborted || !message) throw new Error('the wallet sent no message to the verifier');
  return message.hash;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The verifier's transaction that took message `messageHash`, once the explorer has indexed it: the
 * message's consuming (child) transaction. Polls every `intervalMs` for up to `timeoutMs`.
 */
export async function waitForConsumingTransaction(
  messageHash: string,
  { intervalMs = 1000, timeoutMs = 90_000 } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const message = await callApi('message', { id: messageHash });
      const consumed = message.childTransactions[0];
      if (consumed) return consumed.hash;
    } catch (error) {
      if (!isNotFound(error)) throw error; // not indexed yet is the only failure worth waiting out
    }
    if (Date.now() > deadline) throw new Error('the verifier transaction was not indexed in time');
    await sleep(intervalMs);
  }
}
