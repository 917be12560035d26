// Text forms of a standard address: raw `wc:hex` and the 48-character "user-friendly" base64 form
// (1 flag byte, int8 workchain, 32-byte account id, CRC16-XMODEM big-endian), bounceable (0x11) or not
// (0x51), optionally test-only (|0x80), in standard or url-safe base64. Works in Node and in browsers,
// so it carries its own base64 instead of relying on Buffer.
import { CodecError, fromHex, toHex } from '../util';
import type { StdAddress } from './address';

const TAG_BOUNCEABLE = 0x11;
const TAG_NON_BOUNCEABLE = 0x51;
const FLAG_TEST_ONLY = 0x80;
const FRIENDLY_BYTES = 36;

export const ZERO_ADDRESS: StdAddress = Object.freeze({ workchain: 0, address: '0'.repeat(64) });

export interface FriendlyOptions {
  /** Default true: wallets send bounceable messages to contracts. */
  bounceable?: boolean;
  testOnly?: boolean;
  /** Default true: `-` and `_` instead of `+` and `/`. */
  urlSafe?: boolean;
}

export interface ParsedAddress extends StdAddress {
  format: 'raw' | 'friendly';
  /** Friendly forms only. */
  bounceable?: boolean;
  testOnly?: boolean;
  urlSafe?: boolean;
}

export function crc16xmodem(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

// 36 bytes encode to exactly 48 characters, so no padding is ever involved.
function encodeBase64(bytes: Uint8Array, alphabet: string): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
    out += alphabet[(n >> 18) & 63] + alphabet[(n >> 12) & 63] + alphabet[(n >> 6) & 63] + alphabet[n & 63];
  }
  return out;
}

function decodeBase64(text: string, alphabet: string): Uint8Array {
  const out = new Uint8Array((text.length / 4) * 3);
  for (let i = 0, o = 0; i < text.length; i += 4, o += 3) {
    let n = 0;
    for (let j = 0; j < 4; j++) n = (n << 6) | alphabet.indexOf(text[i + j]);
    out[o] = n >> 16;
    out[o + 1] = (n >> 8) & 255;
    out[o + 2] = n & 255;
  }
  return out;
}

function badAddress(message: string): CodecError {
  return new CodecError('badAddress', message, { field: 'address' });
}

function checkStd(a: StdAddress): void {
  if (!Number.isInteger(a.workchain) || a.workchain < -128 || a.workchain > 127) {
    throw badAddress(`workchain ${a.workchain} does not fit int8`);
  }
  if (!/^[0-9a-f]{64}$/.test(a.address)) throw badAddress('account id must be 64 lowercase hex characters');
}

export function formatFriendly(a: StdAddress, opts: FriendlyOptions = {}): string {
  checkStd(a);
  const bytes = new Uint8Array(FRIENDLY_BYTES);
  bytes[0] =
    ((opts.bounceable ?? true) ? TAG_BOUNCEABLE : TAG_NON_BOUNCEABLE) | (opts.testOnly ? FLAG_TEST_ONLY : 0);
  bytes[1] = a.workchain & 0xff;
  bytes.set(fromHex(a.address), 2);
  const crc = crc16xmodem(bytes.subarray(0, 34));
  bytes[34] = crc >> 8;
  bytes[35] = crc & 0xff;
  return encodeBase64(bytes, (opts.urlSafe ?? true) ? B64_URL : B64);
}

const RAW = /^(-?\d{1,3})?:([0-9a-fA-F]{64})$/;
const FRIENDLY_STD = /^[A-Za-z0-9+/]{48}$/;
const FRIENDLY_URL = /^[A-Za-z0-9_-]{48}$/;

/** `wc:hex` with the workchain as int8 and 64 hex digits of either case; `:hex` is workchain 0. */
export function parseRaw(text: string): StdAddress {
  const m = RAW.exec(text);
  if (!m) throw badAddress(`"${preview(text)}" is not a raw address (expected [workchain]:<64 hex digits>)`);
  const a = { workchain: Number(m[1] ?? 0), address: m[2].toLowerCase() };
  checkStd(a);
  return a;
}

export function parseFriendly(text: string): ParsedAddress {
  const urlSafe = FRIENDLY_URL.test(text);
  if (!urlSafe && !FRIENDLY_STD.test(text)) {
    throw badAddress(`"${preview(text)}" is not a friendly address (expected 48 base64 characters)`);
  }
  const bytes = decodeBase64(text, urlSafe ? B64_URL : B64);
  const crc = crc16xmodem(bytes.subarray(0, 34));
  if (bytes[34] !== crc >> 8 || bytes[35] !== (crc & 0xff))
    throw badAddress('friendly address checksum does not match');
  const tag = bytes[0] & ~FLAG_TEST_ONLY;
  if (tag !== TAG_BOUNCEABLE && tag !== TAG_NON_BOUNCEABLE) {
    throw badAddress(`unknown friendly address flags 0x${bytes[0].toString(16)}`);
  }
  return {
    format: 'friendly',
    workchain: (bytes[1] << 24) >> 24,
    address: toHex(bytes.subarray(2, 34)),
    bounceable: tag === TAG_BOUNCEABLE,
    testOnly: (bytes[0] & FLAG_TEST_ONLY) !== 0,
    urlSafe,
  };
}

/** Accepts either text form; anything else is a `badAddress` CodecError saying what was expected. */
export function parseAddress(text: string): ParsedAddress {
  const trimmed = text.trim();
  if (trimmed.includes(':')) return { format: 'raw', ...parseRaw(trimmed) };
  return parseFriendly(trimmed);
}

export function isValidAddress(text: string): boolean {
  try {
    parseAddress(text);
    return true;
  } catch (e) {
    if (e instanceof CodecError) return false;
    throw e;
  }
}

/**
 * `0:1234…cdef` / `EQAB…xyz0`: keeps `chars` characters on each side of the account part (a raw
 * address keeps its workchain prefix whole). Strings already that short come back unchanged.
 */
export function shortenAddress(addr: string | StdAddress, chars = 4): string {
  const text = typeof addr === 'string' ? addr : `${addr.workchain}:${addr.address}`;
  const colon = text.indexOf(':');
  const prefix = colon >= 0 ? text.slice(0, colon + 1) : '';
  const body = text.slice(prefix.length);
  if (body.length <= chars * 2 + 1) return text;
  return `${prefix}${body.slice(0, chars)}…${body.slice(-chars)}`;
}

function preview(text: string): string {
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}
