// GET /api/explorer/live: one shared broadcast. A single subscription to onBlocksCommitted reads the
// new blocks, transactions and stats once per masterchain block and writes the same frames to every
// connected client, so the database cost does not grow with the audience. What a client can hold is
// bounded: at most `maxClients` connections in all and `perClient` from one client address, and a
// client that does not read — its unsent output passes `maxBufferedBytes`, or its socket stays full
// for `drainTimeoutMs` — is disconnected rather than buffered without end.

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

export interface LiveLimits {
  /** Connections at once; past it a client is refused with 503. */
  maxClients: number;
  /** Connections at once from one client (request.ip, as the rate limit counts); past it 429. */
  perClient: number;
  /** Unsent bytes a client may hold; past it the client is dropped. */
  maxBufferedBytes: number;
  /** How long a client's socket may stay full (a write refused, no drain) before it is dropped. */
  drainTimeoutMs: number;
}

/** 256 KiB is about a minute of frames: a reader that falls that far behind is not reading. */
export const DEFAULT_LIVE_LIMITS: LiveLimits = {
  maxClients: 1000,
  perClient: 10,
  maxBufferedBytes: 256 * 1024,
  drainTimeoutMs: 30_000,
};

export const frame = (e: LiveEvent): string => `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`;

interface Client {
  /** The address it counts against. */
  id: string;
  /** Set while its socket is full: drops it unless it drains first. */
  stall: NodeJS.Timeout | null;
}

export class LiveHub {
  readonly #clients = new Map<ServerResponse, Client>();
  /** Open connections per client address. */
  readonly #perClient = new Map<string, number>();
  #unsubscribe: (() => void) | null = null;
  #heartbeat: NodeJS.Timeout | null = null;
  /** Commits are handled one at a time, in order, so clients see masterchain blocks in sequence. */
  #queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly app: FastifyInstance,
    private readonly database: Database,
    private readonly stats: StatsCache,
    private readonly limits: LiveLimits = DEFAULT_LIVE_LIMITS,
  ) {}

  /** Why client `id` may not open another connection now, or null when it may. */
  refusal(id: string): 'full' | 'client' | null {
    if (this.#clients.size >= this.limits.maxClients) return 'full';
    if ((this.#perClient.get(id) ?? 0) >= this.limits.perClient) return 'client';
    return null;
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
    for (const res of [...this.#clients.keys()]) {
      this.#remove(res);
      res.end();
    }
    await this.#queue;
  }

  get clientCount(): number {
    return this.#clients.size;
  }

  /** Registers a started response of client `id` (checked with `refusal` first). */
  add(res: ServerResponse, id: string): void {
    this.#clients.set(res, { id, stall: null });
    this.#perClient.set(id, (this.#perClient.get(id) ?? 0) + 1);
    res.on('close', () => this.#remove(res));
  }

  #remove(res: ServerResponse): void {
    const client = this.#clients.get(res);
    if (!client) return;
    this.#clients.delete(res);
    if (client.stall) clearTimeout(client.stall);
    const open = (this.#perClient.get(client.id) ?? 1) - 1;
    if (open > 0) this.#perClient.set(client.id, open);
    else this.#perClient.delete(client.id);
  }

  /** A slow or stalled reader: dropped rather than holding its backlog. */
  #drop(res: ServerResponse): void {
    this.#remove(res);
    res.destroy();
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
    for (const [res, client] of [...this.#clients]) {
      if (res.writableLength + Buffer.byteLength(chunk) > this.limits.maxBufferedBytes) {
        this.#drop(res);
        continue;
      }
      if (res.write(chunk) || client.stall) continue;
      // The socket is full: the client gets drainTimeoutMs to read it down.
      client.stall = setTimeout(() => this.#drop(res), this.limits.drainTimeoutMs);
      client.stall.unref();
      res.once('drain', () => {
        if (client.stall) clearTimeout(client.stall);
        client.stall = null;
      });
    }
  }
}
