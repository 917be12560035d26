// Friendly (base64) addresses at the API edge: the database and the wire speak raw `wc:hex`, users
// paste either form. Parsing and formatting are the codec's; this module only adapts its errors.
import type { ConvertAddressResponse } from '@tvmscan/api-schema';
import { formatFriendly, formatRaw, parseAddress } from '@tvmscan/codec';
import { BadRequest } from './errors';

/** The `wc:hex` form of an address typed raw (`:hex` is workchain 0) or friendly; null when the text is not one. */
export function addressToRaw(text: string): string | null {
  try {
    return formatRaw(parseAddress(text));
  } catch {
    return null;
  }
}

export function convertAddress(text: string): ConvertAddressResponse {
  let a: { workchain: number; address: string };
  try {
    a = parseAddress(text);
  } catch (err) {
    throw new BadRequest(err instanceof Error ? err.message : 'not an address', 'address');
  }
  return {
    unpacked: formatRaw(a),
    base64Bounceable: formatFriendly(a, { bounceable: true, urlSafe: false }),
    base64UrlBounceable: formatFriendly(a, { bounceable: true, urlSafe: true }),
    base64NonBounceable: formatFriendly(a, { bounceable: false, urlSafe: false }),
    base64UrlNonBounceable: formatFriendly(a, { bounceable: false, urlSafe: true }),
  };
}
