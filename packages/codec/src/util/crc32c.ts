// CRC-32C (Castagnoli), the checksum of BOC files. Table-driven, reflected polynomial 0x82F63B78.
const TABLE = (() => {
  const t = new Int32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0x82f63b78 : c >>> 1;
    t[i] = c;
  }
  return t;
})();

export function crc32c(bytes: Uint8Array, end = bytes.length): number {
  let crc = -1;
  for (let i = 0; i < end; i++) crc = TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ -1) >>> 0;
}
