// The announcer (contracts/announcer.fc): a contract of the network's own, present from the zero state
// in workchain 0, that turns every `announce` message into an ABI 2 event `Announced(count, text)` —
// an external outbound message. TIP-3 1.0.2 declares no events and TIP-4 runs on the everscale flavor
// only, so this is what gives both flavors' traffic events to show.
import { beginCell, type Cell, storeStateInit } from '@tvmscan/codec';
import { nekoton } from '../nekoton';
import { contractCode } from './func';

/** The ABI an explorer (or a test) decodes the announcer's events and calls with. */
export const ANNOUNCER_ABI = JSON.stringify({
  'ABI version': 2,
  version: '2.3',
  header: [],
  functions: [],
  events: [
    {
      name: 'Announced',
      inputs: [
        { name: 'count', type: 'uint32' },
        { name: 'text', type: 'string' },
      ],
    },
  ],
  data: [],
  fields: [{ name: 'count', type: 'uint32' }],
});

const OP_ANNOUNCE = 1;
const OP_ROLL_CALL = 2;
/** The most announcements one roll call makes (its count is a uint8). */
export const MAX_ROLL_CALL = 255;

/** The announcer's StateInit (its code, a zero count) and the address it deploys to. */
export async function announcerState(): Promise<{ address: string; stateInit: Cell }> {
  const b = beginCell();
  storeStateInit(b, {
    splitDepth: null,
    special: null,
    code: await contractCode('announcer'),
    data: beginCell().storeUint(0, 32).endCell(),
    library: null,
  });
  const stateInit = b.endCell();
  return { address: `0:${stateInit.hashHex()}`, stateInit };
}

/** The body of a message that makes the announcer announce `text` (base64 BOC, a wallet payload);
 *  `times` above 1 makes it a roll call: that many events in one transaction. */
export function announceBody(text: string, times = 1): string {
  if (!Number.isInteger(times) || times < 1 || times > MAX_ROLL_CALL)
    throw new RangeError(`announce times must be 1..${MAX_ROLL_CALL}, got ${times}`);
  if (times === 1) {
    return nekoton.packIntoCell(
      [
        { name: 'op', type: 'uint32' },
        { name: 'text', type: 'string' },
      ],
      { op: OP_ANNOUNCE, text },
      '2.3',
    ).boc;
  }
  return nekoton.packIntoCell(
    [
      { name: 'op', type: 'uint32' },
      { name: 'times', type: 'uint8' },
      { name: 'text', type: 'string' },
    ],
    { op: OP_ROLL_CALL, times, text },
    '2.3',
  ).boc;
}
