// The looper (contracts/looper.fc): a contract whose every call loops forever, deployed on a network by
// a test to show that an explorer cuts off a getter that never returns. Deployed in two messages, as any
// contract with no deployer of its own: a transfer that funds its address, then an external message
// carrying its StateInit and no body, which it accepts.
import { beginCell, storeStateInit, writeBoc } from '@tvmscan/codec';
import { nekoton } from '../nekoton';
import { contractCode } from './func';

/** The address of a looper and the external message (BOC bytes) that deploys it once its address holds
 *  funds. Loopers of different `salt` are different accounts with the same code. */
export async function looperDeploy(salt = 0): Promise<{ address: string; deploy: Uint8Array }> {
  const b = beginCell();
  storeStateInit(b, {
    splitDepth: null,
    special: null,
    code: await contractCode('looper'),
    data: beginCell().storeUint(salt, 32).endCell(),
    library: null,
  });
  const stateInit = b.endCell();
  const address = `0:${stateInit.hashHex()}`;
  const message = nekoton.createRawExternalMessage(
    address,
    Buffer.from(writeBoc(stateInit)).toString('base64'),
    undefined,
    0xffffffff,
  );
  return { address, deploy: new Uint8Array(Buffer.from(message.boc, 'base64')) };
}
