// GET /api/explorer/live: one shared broadcast. A single subscription to onBlocksCommitted reads the
// new blocks, transactions and stats once per masterchain block and writes the same frames to every
// connected client, so the database cost does not grow with the audience. A client that does not read
// (its unsent output passes MAX_BUFFERED) is disconnected rather than buffered without end, and at most
// `maxClients` are connected at once.

import type { ServerResponse } from 'node:http';
import type { LiveEvent } from '@tvmscan/api-schema';
import {
  blocksOfMasterchainBlock,
  type Database,
  onBlocksCommitted,
  transactionsOfMasterchainBlock,
} from '@tvmscan/db';
import type { FastifyInstance } from 'fastify';
import type { StatsCache } from './stats-cache';

/** Transactions per `transactions` event: what the main page can show, not the whole block. */
const LIVE_TRANSACTIONS = 50;
const HEARTBEAT_MS = 15_000;
/** Unsent bytes a client may hold: a few minutes of frames; past it the client is dropped. */
export const MAX_BUFFERED = 1 << 20;
export const DEFAULT_MAX_LIVE_CLIENTS = 1000;

export const frame = (e: LiveEvent): string => `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;

export class LiveHub {
  readonly #clients = new Set<ServerResponse>();
  #unsubscribe: (() => void) | null = null;
  #heartbeat: NodeJS.Timeout | null = null;
  /** Commits are handled one at a time, in order, so clients see masterchain blocks in sequence. */
  #queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly app: FastifyInstance,
    private readonly database: Database,
    private readonly stats: StatsCache,
    private readonly maxClients = DEFAULT_MAX_LIVE_CLIENTS,
  ) {}

  /** No room for another client. */
  get full(): boolean {
    return this.#clients.size >= this.maxClients;
  }

  /** Starts listening; resolves when notifications are flowing. */
  async start(): Promise<void> {
    const unsubscribe = onBlocksCommitted(this.database, ({ mcSeqno }) => {
      this.stats.invalidate();
      this.#queue = this.#queue.then(() => this.#broadcast(mcSeqno));
    });
    this.#unsubscribe = unsubscribe;
    this.#heartbeat = setInterval(() => this.#write(': keep-alive\n\n'), HEARTBEAT_MS);
    this.#heartbeat.unref();
    await unsubscribe.ready;
  }

  async stop(): Promise<void> {
    this.#unsubscribe?.();
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    for (const res of this.#clients) res.end();
    this.#clients.clear();
    await this.#queue;
  }

  get clientCount(): number {
    return this.#clients.size;
  }

  add(res: ServerResponse): void {
    this.#clients.add(res);
    res.on('close', () => this.#clients.delete(res));
  }

  async #broadcast(mcSeqno: number): Promise<void> {
    if (this.#clients.size === 0) return;
    try {
      const [blocks, transactions, stats] = await Promise.all([
        blocksOfMasterchainBlock(this.database.db, mcSeqno),
        transactionsOfMasterchainBlock(this.database.db, mcSeqno, LIVE_TRANSACTIONS),
        this.stats.get(),
      ]);
      this.#write(
        frame({ event: 'block', data: { mcSeqno, blocks } }) +
          frame({ event: 'transactions', data: { mcSeqno, transactions } }) +
          frame({ event: 'stats', data: stats }),
      );
    } catch (err) {
      // A failed read skips this block's frames; the next commit carries fresh stats again.
      this.app.log.error({ err, mcSeqno }, 'live broadcast failed');
    }
  }

  #write(chunk: string): void {
    for (const res of this.#clients) {
      if (res.writableLength + chunk.length > MAX_BUFFERED) {
        // A slow or stalled reader: drop it rather than hold its backlog.
        this.#clients.delete(res);
        res.destroy();
        continue;
      }
      res.write(chunk);
    }
  }
}
