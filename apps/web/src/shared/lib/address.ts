// Address text forms used in the UI: raw "wc:hex" and the 48-character friendly base64/base64url form
// (flags, workchain, 32-byte account id, CRC16-XMODEM). Parsing here only decides whether a query is
// an address and what its raw form is; everything else about addresses lives on the server.

export interface RawAddress {
  workchain: number;
  /** 64 lowercase hex digits. */
  address: string;
}

/** Spec §5: an optional workchain (none is the basechain, 0), a colon, 64 hex digits. */
const RAW_RE = /^(-?\d{1,3})?:([0-9a-fA-F]{64})$/;
const FRIENDLY_RE = /^[A-Za-z0-9+/_-]{48}$/;

export function parseRawAddress(text: string): RawAddress | null {
  const m = RAW_RE.exec(text.trim());
  if (!m) return null;
  const workchain = Number(m[1] ?? 0);
  if (workchain < -128 || workchain > 127) return null;
  return { workchain, address: m[2].toLowerCase() };
}

function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

export function parseFriendlyAddress(text: string): RawAddress | null {
  const trimmed = text.trim();
  if (!FRIENDLY_RE.test(trimmed)) return null;
  let binary: string;
  try {
    binary = atob(trimmed.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
  if (binary.length !== 36) return null;
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const expected = (bytes[34] << 8) | bytes[35];
  if (crc16(bytes.subarray(0, 34)) !== expected) return null;
  const tag = bytes[0] & 0x7f; // the 0x80 bit only marks test-network addresses
  if (tag !== 0x11 && tag !== 0x51) return null; // bounceable, non-bounceable
  const workchain = bytes[1] > 127 ? bytes[1] - 256 : bytes[1];
  const address = Array.from(bytes.subarray(2, 34), (b) => b.toString(16).padStart(2, '0')).join('');
  return { workchain, address };
}

/** Raw or friendly, whichever the text is. */
export function parseAddress(text: string): RawAddress | null {
  return parseRawAddress(text) ?? parseFriendlyAddress(text);
}

export const formatRawAddress = (a: RawAddress): string => `${a.workchain}:${a.address}`;

/** "0:abcdef…123456" style shortening: `keep` characters at each end of the text. */
export function shorten(text: string, keep = 9): string {
  return text.length <= keep * 2 + 1 ? text : `${text.slice(0, keep)}…${text.slice(-keep)}`;
}

/** Ids are padded to 64 hex digits (spec §9). */
export const padHex64 = (hex: string): string => hex.toLowerCase().padStart(64, '0');
