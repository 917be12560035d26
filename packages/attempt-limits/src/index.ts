// Brute-force brakes: attempts counted per key (an account's email, a client IP) in fixed windows, in
// memory and bounded — sign-in and registration (apps/identity) and personal-key checks (apps/admin).
// Each process counts its own; behind a load balancer the limits are per process, which still caps a
// guesser to a few tries per minute per process.

export interface AttemptLimit {
  /** Attempts allowed per key in one window. */
  attempts: number;
  windowMs: number;
  /** Keys remembered at most (default 50,000): past it the oldest window is forgotten, so a flood of
   *  keys can only make the limiter forget, never grow without bound. */
  maxKeys?: number;
}

interface Window {
  count: number;
  resetAt: number;
}

const DEFAULT_MAX_KEYS = 50_000;

export class AttemptLimiter {
  readonly #windows = new Map<string, Window>();
  readonly #maxKeys: number;

  constructor(
    readonly limit: AttemptLimit,
    private readonly now: () => number = Date.now,
  ) {
    this.#maxKeys = limit.maxKeys ?? DEFAULT_MAX_KEYS;
  }

  /** Seconds until `key` may try again, or 0 when it may now. */
  retryAfter(key: string): number {
    const window = this.#live(key);
    if (!window || window.count < this.limit.attempts) return 0;
    return Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000));
  }

  /** Counts one attempt of `key`. */
  record(key: string): void {
    const window = this.#live(key);
    if (window) {
      window.count += 1;
      return;
    }
    // Every window lasts as long, and the Map keeps insertion order: the first is the oldest.
    if (this.#windows.size >= this.#maxKeys) {
      const oldest = this.#windows.keys().next();
      if (!oldest.done) this.#windows.delete(oldest.value);
    }
    this.#windows.set(key, { count: 1, resetAt: this.now() + this.limit.windowMs });
  }

  /** Forgets `key`'s attempts (a successful sign-in clears its account's count). */
  clear(key: string): void {
    this.#windows.delete(key);
  }

  #live(key: string): Window | undefined {
    const window = this.#windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.#windows.delete(key);
      return undefined;
    }
    return window;
  }
}
