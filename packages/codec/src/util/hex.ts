// Hex conversion for hashes and raw bytes. Hashes travel as lowercase hex at every edge of the codec.
import { CodecError } from './error';

const DIGITS = '0123456789abcdef';
/** The character codes of each byte's two hex digits. */
const HIGH = Array.from({ length: 256 }, (_, i) => DIGITS.charCodeAt(i >> 4));
const LOW = Array.from({ length: 256 }, (_, i) => DIGITS.charCodeAt(i & 15));
/** Bytes turned into one string at a time: far below the engines' limit on a call's arguments. */
const CHUNK = 8192;

/**
 * Lowercase hex of `bytes`. Each chunk is made from character codes in one step: a string grown two
 * digits at a time stays a rope of one node per byte in V8 as long as it is kept (about 1 KB for a
 * 32-byte hash, twenty times its text), and hashes are kept by the hundred thousand.
 */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const end = Math.min(bytes.length, start + CHUNK);
    const codes = new Array<number>((end - start) * 2);
    for (let i = start, j = 0; i < end; i++, j += 2) {
      codes[j] = HIGH[bytes[i]];
      codes[j + 1] = LOW[bytes[i]];
    }
    out += String.fromCharCode.apply(null, codes);
  }
  return out;
}

function nibble(code: number): number {
  if (code >= 48 && code <= 57) return code - 48; // 0-9
  if (code >= 97 && code <= 102) return code - 87; // a-f
  if (code >= 65 && code <= 70) return code - 55; // A-F
  return -1;
}

/** Parses an even-length hex string (either case, optional `0x`); anything else is a `badHex` CodecError. */
export function fromHex(text: string): Uint8Array {
  const s = text.startsWith('0x') || text.startsWith('0X') ? text.slice(2) : text;
  if (s.length % 2 !== 0) throw new CodecError('badHex', `hex string has odd length ${s.length}`);
  const out = new Uint8Array(s.length / 2);
  for (let i = 0; i < out.length; i++) {
    const hi = nibble(s.charCodeAt(2 * i));
    const lo = nibble(s.charCodeAt(2 * i + 1));
    if (hi < 0 || lo < 0) throw new CodecError('badHex', `invalid hex character at position ${2 * i}`);
    out[i] = (hi << 4) | lo;
  }
  return out;
}
