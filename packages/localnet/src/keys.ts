// Ed25519 keys derived from the network seed, so every run with the same seed has the same wallets,
// addresses and signatures. A key is sha256(seed ‖ "/" ‖ label) used as the Ed25519 private seed.
import { createHash, createPrivateKey, createPublicKey } from 'node:crypto';
import { nekoton } from './nekoton';

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

export function deriveKeyPair(seed: string, label: string): KeyPair {
  const secret = createHash('sha256').update(`${seed}/${label}`).digest();
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, secret]),
    format: 'der',
    type: 'pkcs8',
  });
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' });
  return {
    publicKey: spki.subarray(SPKI_ED25519_HEADER_LENGTH).toString('hex'),
    secretKey: secret.toString('hex'),
  };
}

/** Signs an unsigned message hash exactly as nekoton hands it out; returns the signature for `sign()`. */
export function signHash(key: KeyPair, hash: string, context: SignatureContext): string {
  return nekoton.ed25519_sign(key.secretKey, hash, context);
}
