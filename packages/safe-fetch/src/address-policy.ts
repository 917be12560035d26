// Which addresses a server-side fetch may connect to. Only global unicast is allowed by default: the
// ranges ipaddr.js names (loopback, private, link-local, multicast, carrier-grade NAT, unique-local,
// reserved, documentation, …) are the ones a URL from a contract or a user could use to reach the
// machine itself or the operator's network. An IPv4-mapped IPv6 address is judged as the IPv4 address
// it is; the other IPv6 forms that carry an IPv4 address (6to4, Teredo, NAT64) are refused whatever
// they carry, so no spelling of 127.0.0.1 gets through. The operator's exceptions (TVMSCAN_FETCH_ALLOW) are address ranges or host names.
import ipaddr from 'ipaddr.js';

export interface AllowList {
  /** Ranges whose addresses are allowed whatever ipaddr.js calls them. */
  ranges: Array<[ipaddr.IPv4 | ipaddr.IPv6, number]>;
  /** Host names (lower case) whose resolved addresses are allowed whatever they are. */
  hosts: Set<string>;
}

export const emptyAllowList = (): AllowList => ({ ranges: [], hosts: new Set() });

/**
 * Parses TVMSCAN_FETCH_ALLOW: a comma-separated list of addresses (`10.1.2.3`, `::1`), ranges
 * (`10.1.0.0/16`) and host names (`metadata.internal`). Throws naming the entry it cannot read.
 */
export function parseAllowList(text: string | undefined): AllowList {
  const list = emptyAllowList();
  for (const raw of (text ?? '').split(',')) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (ipaddr.isValidCIDR(entry)) list.ranges.push(ipaddr.parseCIDR(entry));
    else if (ipaddr.isValid(entry)) {
      const address = ipaddr.process(entry);
      list.ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else if (/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(entry))
      list.hosts.add(entry);
    else
      throw new Error(`TVMSCAN_FETCH_ALLOW: "${raw.trim()}" is neither an address, a range nor a host name`);
  }
  return list;
}

/** The address in its canonical spelling (IPv4-mapped IPv6 as IPv4), or null when `text` is not one. */
export function canonicalAddress(text: string): string | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  // Only canonical spellings count as addresses: ipaddr.js also reads "0x7f.1" and "0177.0.0.1",
  // which the URL parser has already normalised for http(s) and a DNS answer never contains.
  if (!ipaddr.IPv4.isValidFourPartDecimal(bare) && !ipaddr.IPv6.isValid(bare)) return null;
  return ipaddr.process(bare).toString();
}

/** Whether the operator's allow list names this host or holds this (canonical) address. */
export function allowListed(address: string, host: string, allow: AllowList): boolean {
  if (allow.hosts.has(host.toLowerCase())) return true;
  const parsed = ipaddr.process(address);
  return allow.ranges.some(([base, bits]) => base.kind() === parsed.kind() && parsed.match(base, bits));
}

/**
 * Why a connection to `address` (canonical, see canonicalAddress) is refused, or null when it is
 * allowed. `host` is the URL's host name, which an allow-list entry may name.
 */
export function refusalOf(address: string, host: string, allow: AllowList): string | null {
  if (allowListed(address, host, allow)) return null;
  const range = ipaddr.process(address).range();
  return range === 'unicast' ? null : `${address} is not a public address (${range})`;
}
