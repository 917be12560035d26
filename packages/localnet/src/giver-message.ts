// The giver's external message through a network, signed as a wallet app signs it for the network's
// signature id: how tests and tools fund accounts and call contracts on a local network.
import { signedTransfer } from './contracts/everWallet';
import type { Localnet } from './localnet';

/** The giver sends `value` to `dest`: a plain transfer (not bounceable), or with `payload` (an internal
 *  call's body, base64 BOC) a bounceable call. */
export async function giverMessage(
  net: Localnet,
  dest: string,
  value: bigint,
  payload?: string,
  nowMs = Date.now(),
): Promise<Uint8Array> {
  const { giver } = net.genesis;
  const message = await signedTransfer(
    giver.wallet,
    giver.key,
    { dest, value, bounce: payload !== undefined, deploy: false, nowMs, payload },
    { type: 'signatureId', globalId: net.globalId },
  );
  return new Uint8Array(Buffer.from(message.boc, 'base64'));
}
