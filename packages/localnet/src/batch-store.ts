// The batches a network has produced, by masterchain seqno. A network kept on disk holds only its
// latest batches in memory and reads older ones back from their files, so a network that runs for
// days holds as much memory as one that runs for minutes; a network kept in memory (tests, tools)
// has nowhere else to keep them and holds them all.
import type { MasterchainBatch } from './batch';
import type { Persistence } from './persistence';

/** Batches kept in memory by a network on disk: what the indexer and the JRPC index read right after
 *  a block, with room for an indexer a minute behind at one block a second. */
const RECENT = 64;

export class BatchStore {
  /** The latest batches, the last one being that of masterchain block `head`. */
  private readonly recent: MasterchainBatch[] = [];

  /** `head`: the number of batches already produced (a resumed network's are all on disk). */
  constructor(
    private readonly persistence: Persistence | null,
    private head = 0,
  ) {}

  /** The masterchain seqno of the latest batch (0 before the first). */
  get latest(): number {
    return this.head;
  }

  add(batch: MasterchainBatch): void {
    this.recent.push(batch);
    this.head++;
    if (this.persistence && this.recent.length > RECENT) this.recent.shift();
  }

  /** The batch of masterchain block `mcSeqno` (batch 1 holds block 1). */
  get(mcSeqno: number): MasterchainBatch {
    if (!Number.isInteger(mcSeqno) || mcSeqno < 1 || mcSeqno > this.head) {
      throw new RangeError(`no batch of masterchain block ${mcSeqno}: the network is at ${this.head}`);
    }
    const index = mcSeqno - (this.head - this.recent.length) - 1;
    if (index >= 0) return this.recent[index];
    // Older than what memory holds: only a network on disk drops batches from memory.
    return (this.persistence as Persistence).readBatch(mcSeqno);
  }

  /** Every batch after masterchain block `mcSeqno` (all of them for null), in order, read as iterated. */
  *since(mcSeqno: number | null): Generator<MasterchainBatch> {
    for (let seqno = (mcSeqno ?? 0) + 1; seqno <= this.head; seqno++) yield this.get(seqno);
  }
}
