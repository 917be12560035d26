// One database holds one network. The first batch records the network's global id (and, when the
// chain is indexed from masterchain block 1, the zerostate that block follows) with the checkpoint;
// every later batch is checked against them, so a source of another network — a misconfigured URL,
// a folder of another chain's blocks — stops the indexer with the reason instead of mixing two chains.
import type { NetworkIdentity } from '@tvmscan/db';
import { toHex } from '@tvmscan/db';

export interface StoredIdentity {
  globalId: number | null;
  zerostateRootHash: string | null;
}

export class NetworkMismatchError extends Error {
  override name = 'NetworkMismatchError';
}

/** Why a batch of `seen`'s network may not go into a database of `stored`'s, or null when it may. */
export function identityRefusal(
  stored: StoredIdentity | null,
  seen: NetworkIdentity,
  mcSeqno: number,
): string | null {
  if (stored?.globalId != null && stored.globalId !== seen.globalId)
    return `the database holds network ${stored.globalId} (global id), and masterchain block ${mcSeqno} from the source is of network ${seen.globalId}: a source of another network is refused`;
  const zerostate = seen.zerostateRootHash && toHex(seen.zerostateRootHash);
  if (stored?.zerostateRootHash && zerostate && stored.zerostateRootHash !== zerostate)
    return `the database's chain starts from zerostate ${stored.zerostateRootHash}, and masterchain block ${mcSeqno} from the source follows zerostate ${zerostate}: a source of another network is refused`;
  return null;
}

/** What the database holds after a batch of `seen` was committed. */
export const recorded = (stored: StoredIdentity | null, seen: NetworkIdentity): StoredIdentity => ({
  globalId: stored?.globalId ?? seen.globalId,
  zerostateRootHash: stored?.zerostateRootHash ?? (seen.zerostateRootHash && toHex(seen.zerostateRootHash)),
});
