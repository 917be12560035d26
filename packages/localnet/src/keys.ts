// Ed25519 keys derived from the network seed, so every run with the same seed has the same wallets,
// addresses and signatures. A key is sha256(seed ‖ "/" ‖ label) used as the Ed25519 private seed.
import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign } from 'node:crypto';

export interface KeyPair {
  /** 32-byte public key, lowercase hex. */
  publicKey: string;
  /** 32-byte Ed25519 private seed, lowercase hex (the form nekoton's ed25519_sign takes). */
  secretKey: string;
}

/** Signature domain of a network: signatures cover the global id when the network requires it. */
export type SignatureContext = { type: 'empty' } | { type: 'signatureId'; globalId: number };

// PKCS#8 wrapping of a raw 32-byte Ed25519 seed (RFC 8410), the only form node:crypto imports it in.
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
// An SPKI-encoded Ed25519 public key is this 12-byte header followed by the 32 raw bytes.
const SPKI_ED25519_HEADER_LENGTH = 12;

const privateKeyOf = (secret: Buffer): KeyObject =>
  createPrivateKey({ key: Buffer.concat([PKCS8_ED25519_PREFIX, secret]), format: 'der', type: 'pkcs8' });

export function deriveKeyPair(seed: string, label: string): KeyPair {
  const secret = createHash('sha256').update(`${seed}/${label}`).digest();
  const privateKey = privateKeyOf(secret);
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  return {
    publicKey: spki.subarray(SPKI_ED25519_HEADER_LENGTH).toString('hex'),
    secretKey: secret.toString('hex'),
  };
}

// Imported private keys by secret: a network signs with few keys, many times each.
const privateKeys = new Map<string, KeyObject>();

/**
 * Signs an unsigned message hash (hex, as nekoton hands it out); returns the base64 signature for
 * `sign()`. The same Ed25519 signature nekoton's ed25519_sign makes — with a signature id, over the id
 * (int32, big-endian) followed by the hash — but native, several times faster than the WASM one.
 */
export function signHash(key: KeyPair, hash: string, context: SignatureContext): string {
  return signData(key, Buffer.from(hash, 'hex'), context).toString('base64');
}

/** Signs `data` as CHKSIGNS checks it on the network: prefixed with the signature id when it has one. */
export function signData(key: KeyPair, data: Uint8Array, context: SignatureContext): Buffer {
  let privateKey = privateKeys.get(key.secretKey);
  if (!privateKey) {
    privateKey = privateKeyOf(Buffer.from(key.secretKey, 'hex'));
    privateKeys.set(key.secretKey, privateKey);
  }
  let signed = Buffer.from(data);
  if (context.type === 'signatureId') {
    signed = Buffer.alloc(4 + data.length);
    signed.writeInt32BE(context.globalId, 0);
    signed.set(data, 4);
  }
  return sign(null, signed, privateKey);
}
