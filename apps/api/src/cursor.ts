// Opaque signed cursors: base64url(JSON payload) "." base64url(HMAC-SHA256 truncated to 128 bits).
// The payload names the list (and its ordering) it belongs to, a digest of the filter it was read
// with, the direction, and the keyset key, so a cursor can neither be forged nor replayed against
// another list or the same list filtered otherwise (its key would land mid-way in a different set).
// It also carries the head (masterchain seqno) its page was read at, so the next page is read from a
// database that has reached it (read-replicas.ts): a replica behind it would page back in time.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Page, PageRequest } from '@tvmscan/db';

export class CursorError extends Error {
  override name = 'CursorError';
}

interface Payload {
  l: string;
  /** Digest of the filter (canonicalFilter). */
  f: string;
  d: 'n' | 'p';
  k: string[];
  /** The head the page was read at (absent in cursors issued before replicas, read as 0). */
  h?: number;
}

const MAC_BYTES = 16;
const FILTER_DIGEST_BYTES = 12;

/** A filter as JSON that does not depend on key order or on fields left unset. */
const canonicalFilter = (filter: object): string =>
  JSON.stringify(filter, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  );

/** The cursors of one list read with one filter: what it accepts is what it issues. */
export interface ListCursors {
  /** The page request a cursor stands for; throws CursorError for a forged, foreign or broken one. */
  decode(cursor: string | undefined, limit: number): PageRequest;
  /** currentCursor / nextCursor / prevCursor of a page (the wire's `...pageCursors`). */
  around<T>(
    page: Page<T>,
    current: string | undefined,
  ): { currentCursor: string | null; nextCursor: string | null; prevCursor: string | null };
}

export class Cursors {
  readonly #secret: string;
  readonly #head: number;

  constructor(secret: string, head = 0) {
    if (secret.length < 32) throw new TypeError('cursorSecret must be at least 32 characters');
    this.#secret = secret;
    this.#head = head;
  }

  /** These cursors, issuing pages read at `head`. */
  at(head: number): Cursors {
    return new Cursors(this.#secret, head);
  }

  /**
   * The head a cursor's page was read at; 0 for no cursor, a cursor not ours or one without a head (the
   * list's own decode refuses a bad one with its message).
   */
  headOf(cursor: unknown): number {
    if (typeof cursor !== 'string') return 0;
    try {
      const { h } = this.#open(cursor);
      return Number.isSafeInteger(h) && (h as number) > 0 ? (h as number) : 0;
    } catch {
      return 0;
    }
  }

  /** Only cursors of a deployment with replicas carry a head; the others stay as short as they were. */
  #headField(): Pick<Payload, 'h'> {
    return this.#head > 0 ? { h: this.#head } : {};
  }

  #mac(body: string): Buffer {
    return createHmac('sha256', this.#secret).update(body).digest().subarray(0, MAC_BYTES);
  }

  #encode(payload: Payload): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.#mac(body).toString('base64url')}`;
  }

  /** A cursor's payload, once its signature is checked. */
  #open(cursor: string): Payload {
    const [body, mac] = cursor.split('.');
    const given = Buffer.from(mac ?? '', 'base64url');
    if (!body || given.length !== MAC_BYTES || !timingSafeEqual(given, this.#mac(body))) {
      throw new CursorError('cursor signature does not match');
    }
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
    } catch {
      throw new CursorError('cursor payload is not JSON');
    }
  }

  #decode(cursor: string, list: string, filter: string): Payload {
    const p = this.#open(cursor);
    if (p.l !== list) throw new CursorError(`cursor belongs to another list (${String(p.l)})`);
    if (p.f !== filter) throw new CursorError('cursor was issued for another filter');
    if (!Array.isArray(p.k) || !p.k.every((k) => typeof k === 'string'))
      throw new CursorError('cursor key is malformed');
    if (p.d !== 'n' && p.d !== 'p') throw new CursorError('cursor direction is malformed');
    return p;
  }

  /** The cursors of `list` read with `filter` (the validated request's filtering fields; none by default). */
  of(list: string, filter: object = {}): ListCursors {
    const f = createHash('sha256')
      .update(canonicalFilter(filter))
      .digest()
      .subarray(0, FILTER_DIGEST_BYTES)
      .toString('base64url');
    return {
      decode: (cursor, limit) => {
        if (cursor === undefined) return { limit };
        const p = this.#decode(cursor, list, f);
        return p.d === 'n' ? { limit, after: p.k } : { limit, before: p.k };
      },
      around: (page, current) => ({
        currentCursor: current ?? null,
        nextCursor:
          page.hasNext && page.lastKey
            ? this.#encode({ l: list, f, d: 'n', k: page.lastKey, ...this.#headField() })
            : null,
        prevCursor:
          page.hasPrev && page.firstKey
            ? this.#encode({ l: list, f, d: 'p', k: page.firstKey, ...this.#headField() })
            : null,
      }),
    };
  }
}
