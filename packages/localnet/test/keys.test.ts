// The network signs natively: its signatures must be the very ones nekoton makes (Ed25519 is
// deterministic), with and without a signature id, and verify in nekoton.
import { describe, expect, it } from 'vitest';
import { deriveKeyPair, type SignatureContext, signHash } from '../src/keys';
import { nekoton } from '../src/nekoton';

const contexts: SignatureContext[] = [
  { type: 'empty' },
  { type: 'signatureId', globalId: 42 },
  { type: 'signatureId', globalId: 2000 },
  { type: 'signatureId', globalId: -239 },
];

describe('signHash', () => {
  it('makes the signature nekoton makes, which nekoton verifies', () => {
    for (let i = 0; i < 8; i++) {
      const key = deriveKeyPair('keys-test', `key/${i}`);
      const hash = nekoton.getDataHash(Buffer.from(`message ${i}`).toString('base64'));
      for (const context of contexts) {
        const signature = signHash(key, hash, context);
        expect(signature).toBe(nekoton.ed25519_sign(key.secretKey, hash, context));
        expect(nekoton.verifySignature(key.publicKey, hash, signature, context)).toBe(true);
      }
    }
  });

  it('binds the signature to the signature id', () => {
    const key = deriveKeyPair('keys-test', 'key');
    const hash = 'ab'.repeat(32);
    const signature = signHash(key, hash, { type: 'signatureId', globalId: 42 });
    expect(
      nekoton.verifySignature(key.publicKey, hash, signature, { type: 'signatureId', globalId: 43 }),
    ).toBe(false);
    expect(nekoton.verifySignature(key.publicKey, hash, signature, { type: 'empty' })).toBe(false);
  });
});
