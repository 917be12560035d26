// Stats and the TPS series change only when a masterchain batch commits, while every main page asks
// for them: read once per commit (or after `ttlMs` as a safety net) and share the answer.
import type { Stats, TpsBucket } from '@tvmscan/api-schema';
import { type Database, getStats, getTps10m } from '@tvmscan/db';

export class StatsCache {
  #stats: Promise<Stats> | null = null;
  #tps: Promise<TpsBucket[]> | null = null;
  #readAt = 0;

  constructor(
    private readonly database: Database,
    private readonly ttlMs = 5000,
  ) {}

  /** Forget the cached figures (a new masterchain block was committed). */
  invalidate(): void {
    this.#stats = null;
    this.#tps = null;
  }

  #fresh(): void {
    if (Date.now() - this.#readAt > this.ttlMs) {
      this.invalidate();
      this.#readAt = Date.now();
    }
  }

  get(): Promise<Stats> {
    this.#fresh();
    this.#stats ??= getStats(this.database.db).catch((err) => {
      this.#stats = null;
      throw err;
    });
    return this.#stats;
  }

  tps(): Promise<TpsBucket[]> {
    this.#fresh();
    this.#tps ??= getTps10m(this.database.db).catch((err) => {
      this.#tps = null;
      throw err;
    });
    return this.#tps;
  }
}
