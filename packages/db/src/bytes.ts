// Hex <-> bytea at the edges: the database stores hashes and account ids as raw bytes, the wire and the
// codec speak 64-char lowercase hex.

const HEX = /^(?:[0-9a-fA-F]{2})*$/;

export function toBytes(hex: string): Buffer {
  if (!HEX.test(hex))
    throw new TypeError(`not an even-length hex string: ${JSON.stringify(hex.slice(0, 80))}`);
  return Buffer.from(hex, 'hex');
}

export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
}
