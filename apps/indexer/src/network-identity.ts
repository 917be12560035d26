// One database holds one network's chain. The first batch records the network's global id (and, when
// the chain is indexed from masterchain block 1, the zerostate that block follows) with the
// checkpoint; every later batch is checked against them, and the masterchain block right after the
// checkpoint must name the checkpoint's block as its previous one. So a source of another network, or
// another chain of the same network (a local network started afresh over a database that outlived the
// old one), stops the indexer with the reason instead of mixing two chains.
import type { NetworkIdentity } from '@tvmscan/db';
import { toHex } from '@tvmscan/db';

export interface StoredIdentity {
  globalId: number | null;
  zerostateRootHash: string | null;
  /** The checkpoint's masterchain block. */
  head: { seqno: number; rootHash: string } | null;
}

export interface SeenBatch {
  mcSeqno: number;
  mcRootHash: Uint8Array;
  identity: NetworkIdentity;
  /** The root hash (hex) of the masterchain block before this one, as this one names it. */
  previousMcRootHash: string | null;
}

export class NetworkMismatchError extends Error {
  override name = 'NetworkMismatchError';
}

const REFUSED = 'a source of another network is refused';

/** Why a batch may not go into a database holding `stored`, or null when it may. */
export function identityRefusal(stored: StoredIdentity | null, seen: SeenBatch): string | null {
  const { identity, mcSeqno } = seen;
  if (stored?.globalId != null && stored.globalId !== identity.globalId)
    return `the database holds network ${stored.globalId} (global id), and masterchain block ${mcSeqno} from the source is of network ${identity.globalId}: ${REFUSED}`;
  const zerostate = identity.zerostateRootHash && toHex(identity.zerostateRootHash);
  if (stored?.zerostateRootHash && zerostate && stored.zerostateRootHash !== zerostate)
    return `the database's chain starts from zerostate ${stored.zerostateRootHash}, and masterchain block ${mcSeqno} from the source follows zerostate ${zerostate}: ${REFUSED}`;
  const head = stored?.head;
  if (
    head &&
    mcSeqno === head.seqno + 1 &&
    seen.previousMcRootHash &&
    seen.previousMcRootHash !== head.rootHash
  )
    return `masterchain block ${mcSeqno} from the source follows block ${seen.previousMcRootHash}, and the database's block ${head.seqno} is ${head.rootHash}: the source is another chain, and ${REFUSED}`;
  return null;
}

/** What the database holds after `seen` was committed. */
export function recorded(stored: StoredIdentity | null, seen: SeenBatch): StoredIdentity {
  const { identity } = seen;
  const newer = !stored?.head || seen.mcSeqno > stored.head.seqno;
  return {
    globalId: stored?.globalId ?? identity.globalId,
    zerostateRootHash:
      stored?.zerostateRootHash ?? (identity.zerostateRootHash && toHex(identity.zerostateRootHash)),
    head: newer ? { seqno: seen.mcSeqno, rootHash: toHex(seen.mcRootHash) } : (stored?.head ?? null),
  };
}
