// What the sources that ask a node over HTTP share (graphql.ts, jrpc.ts): one POST with a timeout whose
// transport faults, HTTP 5xx and 429 are Transient (waited out, then asked again), the check of a
// received block's root hash, and the growing wait
// between attempts — doubling from `retryBaseMs`, capped at `retryCapMs`, and never shorter than the
// Retry-After the server gave.
import { setTimeout as sleep } from 'node:timers/promises';
import { type Cell, readBoc } from '@tvmscan/codec';

/** A fault worth waiting out; `afterMs` is the server's Retry-After. */
export class Transient extends Error {
  constructor(
    message: string,
    readonly afterMs?: number,
  ) {
    super(message);
  }
}

/** A block whose bytes are not the block the server named: reported, then asked for again. */
export class Refused extends Error {}

/** The root of received bytes and its hash, or what they are instead of one block (to compare with the
 *  hash the server named, and to say in the refusal). */
export function receivedRoot(boc: Uint8Array): { root: Cell | null; hash: string } {
  try {
    const roots = readBoc(boc);
    return roots.length === 1
      ? { root: roots[0], hash: roots[0].hashHex() }
      : { root: null, hash: `${roots.length} roots` };
  } catch (error) {
    return { root: null, hash: `not a BOC (${(error as Error).message})` };
  }
}

export interface RetryOptions {
  /** A request is given up after this long (default 30 s). */
  timeoutMs?: number;
  /** The first back-off, and its cap (defaults 500 ms and 30 s). */
  retryBaseMs?: number;
  retryCapMs?: number;
}

const TIMEOUT_MS = 30_000;
const RETRY_BASE_MS = 500;
const RETRY_CAP_MS = 30_000;
/** The longest Retry-After taken as given. */
const RETRY_AFTER_CAP_MS = 300_000;

/** Retry-After as milliseconds (seconds or an HTTP date), or undefined. */
function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) ? Math.min(Math.max(0, ms), RETRY_AFTER_CAP_MS) : undefined;
}

/** An answer that came: its status and body, a 5xx or 429 already turned into a Transient. */
export interface Answer {
  status: number;
  ok: boolean;
  text: string;
}

/** POSTs a JSON body; `where` names the server in errors. */
export async function postJson(
  endpoint: URL,
  body: unknown,
  headers: Record<string, string>,
  where: string,
  opts: RetryOptions,
  signal: AbortSignal,
): Promise<Answer> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.any([signal, AbortSignal.timeout(opts.timeoutMs ?? TIMEOUT_MS)]),
    });
    text = await response.text();
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Transient(`${where}: ${(error as Error).message}`);
  }
  if (response.status === 429 || response.status >= 500)
    throw new Transient(
      `${where}: HTTP ${response.status}`,
      retryAfterMs(response.headers.get('retry-after')),
    );
  return { status: response.status, ok: response.ok, text };
}

/** Waits before attempt `retries + 1` after `error` (a Transient or a Refused), or until aborted. */
export async function waitOut(
  error: Transient | Refused,
  retries: number,
  opts: RetryOptions,
  signal: AbortSignal,
): Promise<void> {
  const backoff = Math.min(
    opts.retryCapMs ?? RETRY_CAP_MS,
    (opts.retryBaseMs ?? RETRY_BASE_MS) * 2 ** retries,
  );
  const wait =
    error instanceof Transient && error.afterMs !== undefined ? Math.max(backoff, error.afterMs) : backoff;
  await sleep(wait, undefined, { signal }).catch(() => {});
}
