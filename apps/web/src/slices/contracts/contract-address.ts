// The address a verified code deploys to with given initial data: workchain:hash(StateInit{code, data}),
// the StateInit built by the account slice's TVC builder from the cells as given.
import { readBoc } from '@tvmscan/codec';
import { tvcOf } from '../account/tvc';

export const WORKCHAINS = ['0', '-1'] as const;

/** Only base64 characters (standard or url-safe) with padding; whitespace is ignored. */
const BASE64_RE = /^[A-Za-z0-9+/_-]+={0,2}$/;

/**
 * The raw address of `code` deployed with `data` (both base64 BOCs) in `workchain`; null when the data
 * is not a readable BOC of one root cell.
 */
export function deployAddress(codeBoc: string, dataBoc: string, workchain: number): string | null {
  const data = dataBoc.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (data === '' || !BASE64_RE.test(data)) return null;
  try {
    const [stateInit] = readBoc(tvcOf(codeBoc, data));
    return `${workchain}:${stateInit.hashHex()}`;
  } catch {
    return null;
  }
}
