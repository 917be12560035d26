// TIP-4.2.2 metadata: NFTs and collections whose getters give a URL instead of a document. The indexer
// stores the URL with the contract's other facts; this fetcher, beside the batch loop and never inside
// its database transaction, reads each due document through the one guarded fetcher
// (@tvmscan/safe-fetch: no private or loopback address, no rebinding, 5 s, 256 kB, JSON only) and
// stores its fields in the columns on-chain metadata uses, so the API serves only what is stored and a
// visitor's browser never fetches a URL a contract chose. A document is read again an hour after it
// was read (TTL) and a failed read is tried again sooner, keeping the last document read meanwhile.
import {
  type Database,
  type DueUrlMetadata,
  dueUrlMetadata,
  storeUrlMetadata,
  type UrlMetadataResult,
  unavailableReason,
} from '@tvmscan/db';
import { type AllowList, fetchJson, SafeFetchError, type SafeFetchOptions } from '@tvmscan/safe-fetch';
import { readMetadata } from './derive/tokens/metadata';
import type { IndexerLog } from './log';

export interface UrlMetadataOptions {
  /** `serve` fetches https only; `dev` also http from allow-listed hosts (the local network's demo). */
  mode: SafeFetchOptions['mode'];
  /** TVMSCAN_FETCH_ALLOW, and in dev the local network's metadata host. */
  allow: AllowList;
  /** A document read is kept this long before it is read again. */
  ttlSeconds?: number;
  /** A failed read is tried again after this long. */
  retrySeconds?: number;
  /** Documents read at once. */
  concurrency?: number;
  /** How often the fetcher looks for due documents when it found none. */
  intervalMs?: number;
  log?: IndexerLog;
}

const URL_METADATA_DEFAULTS = {
  ttlSeconds: 3600,
  retrySeconds: 300,
  concurrency: 4,
  intervalMs: 2000,
};

export class UrlMetadataFetcher {
  private readonly options: Required<Omit<UrlMetadataOptions, 'log'>> & Pick<UrlMetadataOptions, 'log'>;
  private running: Promise<void> | null = null;
  private readonly stopping = new AbortController();

  constructor(
    private readonly database: Database,
    options: UrlMetadataOptions,
  ) {
    this.options = { ...URL_METADATA_DEFAULTS, ...options };
  }

  /** Reads every document due at `now` (unix seconds), `concurrency` at a time; returns how many. */
  async refreshDue(now = Math.floor(Date.now() / 1000)): Promise<number> {
    const due = await dueUrlMetadata(this.database, now, this.options.concurrency);
    await Promise.all(due.map(async (row) => storeUrlMetadata(this.database, await this.read(row, now))));
    return due.length;
  }

  /** Runs refreshDue until stop(): at once again after a full round, else after intervalMs. A database
   *  that is unavailable is waited out like the batch loop waits it out; anything else is logged and the
   *  next round goes on, since documents are extras the batch loop never waits for. */
  start(): void {
    if (this.running) return;
    const { signal } = this.stopping;
    this.running = (async () => {
      while (!signal.aborted) {
        let full = false;
        try {
          full = (await this.refreshDue()) === this.options.concurrency;
        } catch (error) {
          const reason = unavailableReason(error);
          if (reason) this.options.log?.warn({ reason }, 'metadata fetcher: database unavailable, retrying');
          else this.options.log?.warn({ error: String(error) }, 'metadata fetcher: round failed');
        }
        if (!full) await sleep(this.options.intervalMs, signal);
      }
    })();
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await this.running;
  }

  private async read(row: DueUrlMetadata, now: number): Promise<UrlMetadataResult> {
    const { mode, allow, ttlSeconds, retrySeconds } = this.options;
    try {
      const { json } = await fetchJson(row.url, { mode, allow });
      return { ...row, at: now, dueAt: now + ttlSeconds, fields: readMetadata(JSON.stringify(json)) };
    } catch (error) {
      if (!(error instanceof SafeFetchError)) throw error;
      this.options.log?.info({ url: row.url, reason: error.reason }, `metadata not read: ${error.message}`);
      return { ...row, at: now, dueAt: now + retrySeconds, error: `${error.reason}: ${error.message}` };
    }
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
