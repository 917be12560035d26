// The giver's transfer that tests send through a network (src/giver-message.ts).
import { giverMessage } from '../src/giver-message';
import type { Localnet } from '../src/localnet';

/** The giver's external message sending `value` to `dest` (not bounceable), stamped `nowMs`. */
export const giverTransfer = (net: Localnet, dest: string, value: bigint, nowMs = Date.now()) =>
  giverMessage(net, dest, value, undefined, nowMs);
