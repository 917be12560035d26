// Signed external calls: a function call of a contract's ABI, stamped with the network time and signed
// with the caller's key in the network's signature domain, as a wallet app or a deploy script sends it.
import type { TokensObject } from 'nekoton-wasm';
import { type KeyPair, type SignatureContext, signHash } from '../keys';
import { nekoton } from '../nekoton';

export interface SignedExternal {
  /** Message BOC, base64. */
  boc: string;
  /** Message hash, hex. */
  hash: string;
  expireAt: number;
  /** The latest its `time` header can be, ms: nekoton reads its clock a moment after the offset that
   *  sets it to `nowMs`, so the header is `nowMs` plus however long that moment was. */
  timeAtMost: number;
}

export interface ExternalCall {
  address: string;
  abi: string;
  method: string;
  /** StateInit BOC (base64) to deploy the contract with this call. */
  stateInit?: string;
  input: TokensObject;
  /** Network time in milliseconds: the message's `time` header and the base of its expiry. */
  nowMs: number;
  timeoutSeconds?: number;
}

export async function signedCall(
  call: ExternalCall,
  key: KeyPair,
  signatureContext: SignatureContext,
): Promise<SignedExternal> {
  const clock = new nekoton.ClockWithOffset();
  try {
    const offsetAt = Date.now();
    clock.updateOffset(call.nowMs - offsetAt);
    const unsigned = nekoton.createExternalMessage(
      clock,
      call.address,
      call.abi,
      call.method,
      call.stateInit,
      call.input,
      key.publicKey,
      call.timeoutSeconds ?? 60,
    );
    const timeAtMost = call.nowMs + (Date.now() - offsetAt);
    try {
      const signed = unsigned.sign(signHash(key, unsigned.hash, signatureContext));
      return { boc: signed.boc, hash: signed.hash, expireAt: signed.expireAt, timeAtMost };
    } finally {
      unsigned.free();
    }
  } finally {
    clock.free();
  }
}
