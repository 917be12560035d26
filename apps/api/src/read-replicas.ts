// Which database a request reads from (issue [scale], TVMSCAN_READ_DATABASE_URL): the primary, or one
// of its streaming replicas. A replica is known by its head — the masterchain seqno of the indexer's
// checkpoint as the replica has replayed it — polled a few times a second; the primary's head comes
// from the commit notifications (the same ones the live stream and the detail cache hear). A replica
// answers a request only when
// - its head is at least the one the request must see: the head a cursor was issued at (so paging never
//   goes back in time), or the last commit heard for detail calls (the detail cache keeps what it reads
//   until the next commit that touches it, so a read from behind that commit would stay stale); and
// - it is not lagging: it has not been behind the primary for longer than `maxLagMs`.
// Otherwise the primary answers. The lag is measured on our own data, not on WAL positions, so it
// means what a visitor sees: how long the replica has shown an older head than the primary.
import { type Database, onBlocksCommitted, readCheckpoint, type Unsubscribe } from '@tvmscan/db';

/** TVMSCAN_REPLICA_MAX_LAG_MS's default. */
export const DEFAULT_REPLICA_MAX_LAG_MS = 2000;
const POLL_MS = 200;

/** A database to read from and the head it shows (what cursors issued from its pages carry). */
export interface ReadTarget {
  database: Database;
  head: number;
}

interface Replica {
  database: Database;
  head: number;
  /** When it was first seen behind the primary's head (null: level with it). */
  behindSince: number | null;
  /** Its last poll failed (down, or not accepting connections): left out until a poll succeeds. */
  failing: boolean;
}

export interface ReplicaState {
  head: number;
  lagMs: number;
  serving: boolean;
}

export class ReadReplicas {
  readonly #primary: Database;
  readonly #replicas: Replica[];
  readonly #maxLagMs: number;
  #primaryHead = 0;
  #next = 0;
  #timer: NodeJS.Timeout | null = null;
  #unsubscribe: Unsubscribe | null = null;

  constructor(primary: Database, replicas: readonly Database[], maxLagMs = DEFAULT_REPLICA_MAX_LAG_MS) {
    this.#primary = primary;
    this.#replicas = replicas.map((database) => ({ database, head: 0, behindSince: null, failing: true }));
    this.#maxLagMs = maxLagMs;
  }

  get databases(): readonly Database[] {
    return this.#replicas.map((r) => r.database);
  }

  /** The last head the primary is known to have committed. */
  get primaryHead(): number {
    return this.#primaryHead;
  }

  async start(): Promise<void> {
    this.#unsubscribe = onBlocksCommitted(this.#primary, ({ mcSeqno }) => {
      this.#primaryHead = Math.max(this.#primaryHead, mcSeqno);
      this.#judge(Date.now());
    });
    await this.#unsubscribe.ready;
    this.#primaryHead = Math.max(this.#primaryHead, (await readCheckpoint(this.#primary.db)) ?? 0);
    if (this.#replicas.length === 0) return;
    await this.#poll();
    const tick = () => {
      void this.#poll().finally(() => {
        if (this.#timer) this.#timer = setTimeout(tick, POLL_MS).unref();
      });
    };
    this.#timer = setTimeout(tick, POLL_MS).unref();
  }

  stop(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  /** Where a read that must show at least head `atLeast` goes: a serving replica in turn, else the primary. */
  pick(atLeast: number): ReadTarget {
    const now = Date.now();
    for (let i = 0; i < this.#replicas.length; i++) {
      const replica = this.#replicas[(this.#next + i) % this.#replicas.length];
      if (replica.head >= atLeast && this.#serving(replica, now)) {
        this.#next = (this.#next + i + 1) % this.#replicas.length;
        return { database: replica.database, head: replica.head };
      }
    }
    return { database: this.#primary, head: this.#primaryHead };
  }

  /** Each replica's head, lag and whether it serves (for /metrics and tests). */
  states(): ReplicaState[] {
    const now = Date.now();
    return this.#replicas.map((r) => ({
      head: r.head,
      lagMs: r.behindSince === null ? 0 : now - r.behindSince,
      serving: this.#serving(r, now),
    }));
  }

  #serving(replica: Replica, now: number): boolean {
    return !replica.failing && (replica.behindSince === null || now - replica.behindSince <= this.#maxLagMs);
  }

  async #poll(): Promise<void> {
    await Promise.all(
      this.#replicas.map(async (replica) => {
        try {
          replica.head = Math.max(replica.head, (await readCheckpoint(replica.database.db)) ?? 0);
          replica.failing = false;
        } catch {
          replica.failing = true;
        }
      }),
    );
    this.#judge(Date.now());
  }

  #judge(now: number): void {
    for (const replica of this.#replicas) {
      if (replica.head >= this.#primaryHead) replica.behindSince = null;
      else replica.behindSince ??= now;
    }
  }
}
