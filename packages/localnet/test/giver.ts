// The giver's transfer that tests send through a network: signed as a wallet app signs it, for this
// network's signature id.
import { signedTransfer } from '../src/contracts/everWallet';
import type { Localnet } from '../src/localnet';

/** The giver's external message sending `value` to `dest` (not bounceable), stamped `nowMs`. */
export async function giverTransfer(net: Localnet, dest: string, value: bigint, nowMs = Date.now()) {
  const { giver } = net.genesis;
  const message = await signedTransfer(
    giver.wallet,
    giver.key,
    { dest, value, bounce: false, deploy: false, nowMs },
    { type: 'signatureId', globalId: net.globalId },
  );
  return new Uint8Array(Buffer.from(message.boc, 'base64'));
}
