// Hex conversion for hashes and raw bytes. Hashes travel as lowercase hex at every edge of the codec.
import { CodecError } from './error';

const BYTE_TO_HEX: string[] = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) out += BYTE_TO_HEX[bytes[i]];
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
