// The counter (contracts/counter.tolk): the network's one contract written in Tolk, present from the zero
// state in workchain 0, so that contract verification has a deployed account whose code is the tolk-js
// build of a source in this repository. Wallets send it `increment` messages; its getters are TON-style
// get-methods (no ABI functions), run as an explorer runs any get-method.
import { beginCell, type Cell, storeStateInit, writeBoc } from '@tvmscan/codec';
import { tolkContractCode } from './tolk';

/** The contract's name: its source is `contracts/<COUNTER>.tolk`. */
export const COUNTER = 'counter';
const OP_INCREMENT = 1;

/** The counter's StateInit (its code, a zero total and no increments) and the address it deploys to. */
export async function counterState(): Promise<{ address: string; stateInit: Cell }> {
  const b = beginCell();
  storeStateInit(b, {
    splitDepth: null,
    special: null,
    code: await tolkContractCode(COUNTER),
    data: beginCell().storeUint(0, 64).storeUint(0, 32).endCell(),
    library: null,
  });
  const stateInit = b.endCell();
  return { address: `0:${stateInit.hashHex()}`, stateInit };
}

/** The body of a message that adds `by` to the counter's total (base64 BOC, a wallet payload). */
export function incrementBody(by: number): string {
  if (!Number.isInteger(by) || by < 0 || by > 0xffffffff)
    throw new RangeError(`increment by must be a uint32, got ${by}`);
  const body = beginCell().storeUint(OP_INCREMENT, 32).storeUint(by, 32).endCell();
  return Buffer.from(writeBoc(body)).toString('base64');
}

/** The counter's getters as ABI 2.4 states get-methods, so nekoton (an explorer) runs them by name. */
export const COUNTER_ABI = JSON.stringify({
  'ABI version': 2,
  version: '2.4',
  header: [],
  functions: [],
  events: [],
  getters: [
    { name: 'total', inputs: [], outputs: [{ name: 'value0', type: 'uint64' }] },
    { name: 'increments', inputs: [], outputs: [{ name: 'value0', type: 'uint32' }] },
  ],
});
