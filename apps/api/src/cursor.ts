// Opaque signed cursors: base64url(JSON payload) "." base64url(HMAC-SHA256 truncated to 128 bits).
// The payload names the list (and its ordering) it belongs to, the direction, and the keyset key, so
// a cursor can neither be forged nor replayed against another list.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Page, PageRequest } from '@tvmscan/db';

export class CursorError extends Error {
  override name = 'CursorError';
}

interface Payload {
  l: string;
  d: 'n' | 'p';
  k: string[];
}

const MAC_BYTES = 16;

export class Cursors {
  readonly #secret: string;

  constructor(secret: string) {
    if (secret.length < 32) throw new TypeError('cursorSecret must be at least 32 characters');
    this.#secret = secret;
  }

  #mac(body: string): Buffer {
    return createHmac('sha256', this.#secret).update(body).digest().subarray(0, MAC_BYTES);
  }

  encode(payload: Payload): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.#mac(body).toString('base64url')}`;
  }

  /** The page request a cursor stands for; throws CursorError for a forged, foreign or broken one. */
  decode(cursor: string | undefined, list: string, limit: number): PageRequest {
    if (cursor === undefined) return { limit };
    const [body, mac] = cursor.split('.');
    const given = Buffer.from(mac ?? '', 'base64url');
    if (!body || given.length !== MAC_BYTES || !timingSafeEqual(given, this.#mac(body))) {
      throw new CursorError('cursor signature does not match');
    }
    let p: Payload;
    try {
      p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
    } catch {
      throw new CursorError('cursor payload is not JSON');
    }
    if (p.l !== list) throw new CursorError(`cursor belongs to another list (${String(p.l)})`);
    if (!Array.isArray(p.k) || !p.k.every((k) => typeof k === 'string'))
      throw new CursorError('cursor key is malformed');
    if (p.d === 'n') return { limit, after: p.k };
    if (p.d === 'p') return { limit, before: p.k };
    throw new CursorError('cursor direction is malformed');
  }

  /** currentCursor / nextCursor / prevCursor of a page (the wire's `...pageCursors`). */
  around<T>(page: Page<T>, list: string, current: string | undefined) {
    return {
      currentCursor: current ?? null,
      nextCursor: page.hasNext && page.lastKey ? this.encode({ l: list, d: 'n', k: page.lastKey }) : null,
      prevCursor: page.hasPrev && page.firstKey ? this.encode({ l: list, d: 'p', k: page.firstKey }) : null,
    };
  }
}
