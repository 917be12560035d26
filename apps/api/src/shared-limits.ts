// The request rate limit's counters in Redis (decision 0046), so every API process of a deployment counts
// one budget per client instead of one each. Redis is an aid, never a dependency of an answer: commands
// are bounded in time, none wait for a connection (no offline queue), and a failing command lets the
// request through (the plugin's skipOnError), so an outage serves requests unlimited rather than 5xx or
// late. One warning is logged when an outage starts and one line when Redis answers again.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** The longest a connection attempt may take before it is given up and retried. */
export const REDIS_CONNECT_TIMEOUT_MS = 1_000;
/** The longest one request waits for its counter: past it the request is served as if unlimited. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Reconnect attempts back off to at most this interval, and go on for as long as the process runs. */
const REDIS_RECONNECT_MAX_MS = 2_000;

/** Where the counters are kept: a redis:// or rediss:// URL and the prefix of every key. */
export interface SharedRateLimit {
  url: string;
  namespace: string;
}

/** Logs the start and the end of an outage, once each, however many requests fail in between. */
class Outage {
  private down = false;
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly where: string,
  ) {}

  failed(error: unknown): void {
    if (this.down) return;
    this.down = true;
    const reason = error instanceof Error ? error.message : String(error);
    this.log.warn(
      { redis: this.where, reason },
      'rate limit store unavailable: requests are served without rate limits until it answers again',
    );
  }

  answered(): void {
    if (!this.down) return;
    this.down = false;
    this.log.info({ redis: this.where }, 'rate limit store answers again: rate limits apply');
  }
}

/**
 * An ioredis client that reports to `outage` how the rate limit's commands end (its Lua script, sent as
 * EVALSHA). Only those: the handshake's own commands may be refused by an older server (CLIENT SETINFO
 * before Redis 7.2) while counting works.
 */
class ObservedRedis extends Redis {
  outage?: Outage;

  override sendCommand(...args: Parameters<Redis['sendCommand']>): unknown {
    const [command] = args;
    const sent = super.sendCommand(...args);
    // The command's own promise is what its caller awaits (after ioredis's retry of a script hash the
    // server does not know yet): observing it adds a handler, so no rejection goes unhandled.
    if (command.name === 'evalsha' || command.name === 'eval') {
      command.promise.then(
        () => this.outage?.answered(),
        (error: unknown) => this.outage?.failed(error),
      );
    }
    return sent;
  }
}

/** The host and port of `url`, for log lines: never its credentials. */
function redisHost(url: string): string {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || 6379}`;
}

/**
 * The client the rate limit keeps its counters with, once it is connected or REDIS_CONNECT_TIMEOUT_MS
 * has passed (so the first requests are counted too, and a start is never held longer by Redis). It
 * reconnects by itself; `disconnect()` ends it (the API's onClose).
 */
export async function rateLimitRedis(shared: SharedRateLimit, log: FastifyBaseLogger): Promise<Redis> {
  const outage = new Outage(log, redisHost(shared.url));
  const client = new ObservedRedis(shared.url, {
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, REDIS_RECONNECT_MAX_MS),
  });
  client.outage = outage;
  // A connection that fails or drops is an outage too, before any request notices it; listening also
  // keeps ioredis from printing each failed attempt as an unhandled error event.
  client.on('error', (error: unknown) => outage.failed(error));
  await new Promise<void>((resolve) => {
    const ready = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      client.off('ready', ready);
      resolve();
    }, REDIS_CONNECT_TIMEOUT_MS);
    client.once('ready', ready);
  });
  return client;
}

/**
 * The counter name of a client as the rate limit's key generator gives it (`ip:<address>` or
 * `key:<X-API-Key>`), with an API key replaced by its digest: the keys are credentials, and a Redis
 * shared with other software lists its key names to anyone who may read it.
 */
export function sharedCounterName(client: string): string {
  if (!client.startsWith('key:')) return client;
  return `key:${createHash('sha256').update(client.slice(4)).digest('hex').slice(0, 32)}`;
}
