// The ownership verifier (contracts/ownership-verifier.fc; decision 0049): present from the zero state
// in workchain 0 at an address that follows from its code alone, so `tvmscan dev` knows it without
// asking the network. A token root's owner proves ownership to the explorer's Admin API by calling
// `verify(root, sha256(sub))` on it through their wallet; the Admin API reads the call back from the
// indexed transaction. Its ABI is the one the wallet call and the Admin API share (api-schema's values).
import { OWNERSHIP_VERIFIER_ABI } from '@tvmscan/api-schema/values';
import { beginCell, type Cell, storeStateInit } from '@tvmscan/codec';
import { nekoton } from '../nekoton';
import { contractCode } from './func';

/** The verifier's ABI as nekoton reads it. */
export const OWNERSHIP_VERIFIER_ABI_JSON = JSON.stringify(OWNERSHIP_VERIFIER_ABI);

/** The verifier's StateInit (its code, empty data) and the address it is at. */
export async function ownershipVerifierState(): Promise<{ address: string; stateInit: Cell }> {
  const b = beginCell();
  storeStateInit(b, {
    splitDepth: null,
    special: null,
    code: await contractCode('ownership-verifier'),
    data: beginCell().endCell(),
    library: null,
  });
  const stateInit = b.endCell();
  return { address: `0:${stateInit.hashHex()}`, stateInit };
}

/** The body of `verify(root, userHash)` (base64 BOC, a wallet payload); `userHash` as 64 hex digits. */
export function verifyBody(root: string, userHash: string): string {
  return nekoton.encodeInternalInput(OWNERSHIP_VERIFIER_ABI_JSON, 'verify', {
    root,
    userHash: `0x${userHash}`,
  });
}
