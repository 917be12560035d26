// The looper (contracts/looper.fc): a contract whose every call loops forever, deployed on a network by
// a test to show that an explorer cuts off a getter that never returns. Deployed in two messages, as any
// contract with no deployer of its own: a transfer that funds its address, then an external message
// carrying its StateInit and no body, which it accepts.
import { beginCell } from '@tvmscan/codec';
import { unsignedDeploy } from './func';

/** The address of a looper and the external message (BOC bytes) that deploys it once its address holds
 *  funds. Loopers of different `salt` are different accounts with the same code. */
export const looperDeploy = (salt = 0): Promise<{ address: string; deploy: Uint8Array }> =>
  unsignedDeploy('looper', beginCell().storeUint(salt, 32).endCell());
