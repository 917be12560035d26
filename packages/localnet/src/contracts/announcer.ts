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

/** The announcer's StateInit (its code, a zero count) and the address it deploys to. */
export async function announcerState(): Promise<{ address: string; stateInit: Cell }> {
  const b = beginCell();
  storeStateInit(b, {
    splitDepth: null,
    special: null,
    code: await contractCode('announcer'),
    data: beginCell().storeUint(0, 32).endCell(),
    library: new Map(),
  });
  const stateInit = b.endCell();
  return { address: `0:${stateInit.hashHex()}`, stateInit };
}

/** The body of a message that makes the announcer announce `text` (base64 BOC, a wallet payload). */
export function announceBody(text: string): string {
  return nekoton.packIntoCell(
    [
      { name: 'op', type: 'uint32' },
      { name: 'text', type: 'string' },
    ],
    { op: OP_ANNOUNCE, text },
    '2.3',
  ).boc;
}
