export { crc32c } from './crc32c';
export { CodecError } from './error';
export { fromHex, toHex } from './hex';
export { sha256, sha256Implementation } from './sha256';
