// The friendly (base64) forms of an account address (spec §3 "Converted addresses", §9 "Address
// formats"), for the main and the test network: bounceable and non-bounceable, url-safe and standard.
import { formatFriendly } from '@tvmscan/codec';
import { parseRawAddress } from '../../shared/lib/address';

export const ADDRESS_FORMATS = [
  'base64UrlBounceable',
  'base64Bounceable',
  'base64UrlNonBounceable',
  'base64NonBounceable',
  'testnetUrlBounceable',
  'testnetUrlNonBounceable',
] as const;
export type AddressFormat = (typeof ADDRESS_FORMATS)[number];

const OPTIONS: Record<AddressFormat, { bounceable: boolean; urlSafe: boolean; testOnly: boolean }> = {
  base64UrlBounceable: { bounceable: true, urlSafe: true, testOnly: false },
  base64Bounceable: { bounceable: true, urlSafe: false, testOnly: false },
  base64UrlNonBounceable: { bounceable: false, urlSafe: true, testOnly: false },
  base64NonBounceable: { bounceable: false, urlSafe: false, testOnly: false },
  testnetUrlBounceable: { bounceable: true, urlSafe: true, testOnly: true },
  testnetUrlNonBounceable: { bounceable: false, urlSafe: true, testOnly: true },
};

export function addressFormats(raw: string): Record<AddressFormat, string> | null {
  const address = parseRawAddress(raw);
  if (!address) return null;
  return Object.fromEntries(ADDRESS_FORMATS.map((f) => [f, formatFriendly(address, OPTIONS[f])])) as Record<
    AddressFormat,
    string
  >;
}
