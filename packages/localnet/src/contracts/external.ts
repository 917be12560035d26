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
    clock.updateOffset(call.nowMs - Date.now());
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
    try {
      const signed = unsigned.sign(signHash(key, unsigned.hash, signatureContext));
      return { boc: signed.boc, hash: signed.hash, expireAt: signed.expireAt };
    } finally {
      unsigned.free();
    }
  } finally {
    clock.free();
  }
}
