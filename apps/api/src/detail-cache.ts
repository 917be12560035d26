// Detail responses (the calls that answer one entity, or 404) carry an ETag computed from their body and
// answer 304 to a matching If-None-Match. Repeated point lookups are answered from a bounded in-process
// cache of serialized bodies, each kept for as long as nothing can have changed it:
// - a block and the raw BOCs are the chain's final facts: kept until evicted, sent as immutable;
// - a transaction, a message or an account can change by what the explorer adds to it — the contract an
//   account runs names its calls (its code changes only by its own transactions), an in-flight message
//   gains its consuming transaction (a transaction of its destination), an account's state is its last
//   transaction's. Each is kept with the accounts it depends on and dropped when a committed masterchain
//   block has transactions of any of them.
// Token roots, token searches and the search are not kept: they show which tokens are trusted, which
// comes from token lists, not from commits.
// Every committed masterchain block (onBlocksCommitted) is applied before a kept response is served
// again: from the moment its notification arrives until its accounts are known, responses that depend
// on accounts are read afresh, and a read that began before a commit is not kept. On PostgreSQL the
// notification reaches each API process a few milliseconds after the commit; until then that process
// answers as it did just before the commit. Lists and stats are never kept here. Only commits are
// heard: a writer of anything else a kept response shows (a contract verified later naming calls) must
// announce it here too.
import { hash } from 'node:crypto';
import type { RouteName } from '@tvmscan/api-schema';
import { accountsTouched, type Database, onBlocksCommitted, type Unsubscribe } from '@tvmscan/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/** The cache's default size: serialized bodies, in bytes (ApiConfig.detailCacheBytes). */
export const DEFAULT_DETAIL_CACHE_BYTES = 32 * 1024 * 1024;
/** A body larger than this is sent but not kept: one raw BOC must not evict everything else. */
const MAX_ENTRY_BYTES = 1024 * 1024;
/** A commit further ahead than this of the last one seen (a lost notification): drop all that can change. */
const MAX_RANGE = 64;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** What a kept response depends on: nothing, or the accounts named. */
type Lifetime = 'final' | readonly string[];

interface Kept {
  payload: string;
  etag: string;
  lifetime: Lifetime;
}

const FINAL = () => 'final' as const;
const accounts = (...addresses: (string | null)[]) => addresses.filter((a): a is string => a !== null);

/** The responses kept, and what each depends on. */
const KEPT: Partial<Record<RouteName, (body: never) => Lifetime>> = {
  block: FINAL,
  transactionRaw: FINAL,
  messageRaw: FINAL,
  transaction: (t: { accountId: string }) => accounts(t.accountId),
  message: (m: { srcAddress: string | null; dstAddress: string | null }) =>
    accounts(m.srcAddress, m.dstAddress),
  account: (a: { address: string }) => accounts(a.address),
};

/** Whether `name`'s responses go through DetailCache.reply (kept or not, with an ETag). */
export const servedByCache = (name: RouteName, detail: boolean): boolean => detail || name in KEPT;

/** A strong validator of the body: its SHA-1, quoted. */
const etagOf = (payload: string) => `"${hash('sha1', payload, 'base64url')}"`;

/** Whether If-None-Match names `etag` (or is `*`); weak tags compare by their opaque part. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || (tag.startsWith('W/') ? tag.slice(2) : tag) === etag;
  });
}

export interface DetailCacheStats {
  /** The last committed masterchain block heard, and whether its changes are all applied. */
  heard: number | null;
  settled: boolean;
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

export class DetailCache {
  readonly #lru: LRUCache<string, Kept>;
  /** Commits heard so far: a read that began under another epoch is not kept. */
  #epoch = 0;
  /** Commits whose accounts are still being read: kept responses that depend on accounts are not served. */
  #pending = 0;
  #lastSeqno: number | null = null;
  #queue: Promise<void> = Promise.resolve();
  #unsubscribe: Unsubscribe | null = null;
  #hits = 0;
  #misses = 0;

  constructor(
    private readonly database: Database,
    maxBytes: number,
  ) {
    this.#lru = new LRUCache<string, Kept>({
      maxSize: Math.max(maxBytes, 1),
      maxEntrySize: Math.min(MAX_ENTRY_BYTES, Math.max(maxBytes, 1)),
      sizeCalculation: (k) => k.payload.length + 64,
    });
  }

  /** Starts following commits; resolves when their notifications are being heard. */
  async start(): Promise<void> {
    this.#unsubscribe = onBlocksCommitted(this.database, ({ mcSeqno }) => this.#committed(mcSeqno));
    await this.#unsubscribe.ready;
  }

  stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  stats(): DetailCacheStats {
    return {
      heard: this.#lastSeqno,
      settled: this.#pending === 0,
      hits: this.#hits,
      misses: this.#misses,
      entries: this.#lru.size,
      bytes: this.#lru.calculatedSize,
    };
  }

  /**
   * Answers detail call `name` for `input`: from the cache when kept, else from `read` serialized with
   * `serialize`; with its ETag, its Cache-Control, and 304 when the client has it. False when `read`
   * found nothing (the caller answers 404). A boolean, not the reply: a reply is a thenable, and an async
   * function returning it would resolve to undefined.
   */
  async reply(
    name: RouteName,
    input: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
    read: () => Promise<unknown>,
    serialize: (body: unknown) => string,
  ): Promise<boolean> {
    const lifetimeOf = KEPT[name] as ((body: unknown) => Lifetime) | undefined;
    const key = lifetimeOf ? `${name}\n${JSON.stringify(input)}` : null;
    let kept = key ? this.#get(key) : undefined;
    if (!kept) {
      const epoch = this.#epoch;
      const body = await read();
      if (body === null) return false;
      const payload = serialize(body);
      kept = { payload, etag: etagOf(payload), lifetime: lifetimeOf ? lifetimeOf(body) : [] };
      if (key && epoch === this.#epoch) this.#lru.set(key, kept);
    }
    reply.header('etag', kept.etag);
    reply.header('cache-control', kept.lifetime === 'final' ? IMMUTABLE : REVALIDATE);
    if (matches(request.headers['if-none-match'], kept.etag)) reply.code(304).send();
    else reply.type('application/json; charset=utf-8').send(kept.payload);
    return true;
  }

  #get(key: string): Kept | undefined {
    const kept = this.#lru.get(key);
    if (kept && (this.#pending === 0 || kept.lifetime === 'final')) {
      this.#hits++;
      return kept;
    }
    this.#misses++;
    return undefined;
  }

  /** Drops the kept responses that can change and of which `changed` says so. */
  #drop(changed: (accounts: readonly string[]) => boolean): void {
    for (const [key, kept] of this.#lru.entries()) {
      if (kept.lifetime !== 'final' && changed(kept.lifetime)) {
        this.#lru.delete(key);
      }
    }
  }

  #committed(mcSeqno: number): void {
    this.#epoch++;
    this.#pending++;
    const after = this.#lastSeqno ?? mcSeqno - 1;
    this.#lastSeqno = Math.max(mcSeqno, this.#lastSeqno ?? mcSeqno);
    // One commit at a time, in order; a failed read drops everything that could have changed.
    this.#queue = this.#queue.then(async () => {
      try {
        const touched =
          mcSeqno - after > MAX_RANGE
            ? null
            : new Set(await accountsTouched(this.database.db, after, mcSeqno));
        this.#drop((addresses) => !touched || addresses.some((a) => touched.has(a)));
      } catch {
        this.#drop(() => true);
      } finally {
        this.#pending--;
      }
    });
  }
}
