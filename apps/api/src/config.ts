// What a deployment configures about the API. `web` is served verbatim at GET /api/config.
import type { ConfigResponse } from '@tvmscan/api-schema';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveLimits } from './live';
import type { SharedRateLimit } from './shared-limits';

export interface ApiConfig {
  web: ConfigResponse;
  /** HMAC key for list cursors; at least 32 characters. Rotating it invalidates outstanding cursors. */
  cursorSecret: string;
  /** Origins allowed by CORS; same-origin requests need no entry. */
  corsOrigins?: string[];
  /** Requests per window per client IP, and per X-API-Key for keys in `apiKeys`. `false` turns limits off. */
  rateLimit?: { perIp: number; perKey: number; windowMs: number } | false;
  /**
   * Where every API process of the deployment counts `rateLimit` together (Redis, decision 0046); absent,
   * each process counts on its own. While Redis does not answer, requests are served unlimited.
   */
  sharedRateLimit?: SharedRateLimit;
  /**
   * Keys that get the per-key limit; an unknown key is limited as its IP. Active personal keys (the
   * Admin API's, decision 0045) get it too, without being listed here.
   */
  apiKeys?: readonly string[];
  /**
   * How long the answer to "is this X-API-Key an active personal key" is remembered, so the rate limiter
   * does not ask the database on every request: a revoked key keeps the per-key budget at most this
   * long. Default 30 s.
   */
  personalKeyTtlMs?: number;
  /** Event-loop delay (ms) above which requests are shed with 503; 0 disables. Default 1000. */
  maxEventLoopDelayMs?: number;
  /**
   * Fastify's trustProxy: which proxies' X-Forwarded-For to believe, so rate limits count the client
   * behind them, not the proxy. A number trusts that many hops (the address the nearest proxies saw),
   * a string a comma-separated list of the proxies' addresses or CIDRs. `true` trusts every hop, so a
   * client picks its own address by sending the header itself: use it only behind a proxy that
   * overwrites X-Forwarded-For. Default false (direct clients).
   */
  trustProxy?: boolean | number | string;
  /** Milliseconds a client has to send its whole request (headers and body) before a 408. Default 30 s. */
  requestTimeoutMs?: number;
  /** Bounds of the live (SSE) stream, each defaulting to DEFAULT_LIVE_LIMITS. */
  live?: Partial<LiveLimits>;
  /**
   * Bytes of serialized detail responses (blocks, transactions, messages, raw BOCs) kept in memory
   * between requests (detail-cache.ts); 0 keeps none. Default 32 MiB per API process.
   */
  detailCacheBytes?: number;
  /**
   * A read replica behind the primary for longer than this is left out until it catches up
   * (TVMSCAN_REPLICA_MAX_LAG_MS; read-replicas.ts). Default 2000 ms.
   */
  replicaMaxLagMs?: number;
  /**
   * Also encode every response with its zod schema and fail when the compiled serializer writes
   * anything else (serializers.ts). For test suites: it costs what the compiled serializers save.
   */
  checkResponses?: boolean;
  /**
   * GET /metrics (Prometheus text, decision 0043): absent or `false`, not served (404); `{}`, served to
   * anyone (`tvmscan dev`); `{ token }`, only to requests with `Authorization: Bearer <token>` (403
   * otherwise). `tvmscan serve` sets it from TVMSCAN_METRICS_TOKEN.
   */
  metrics?: false | { token?: string };
  /** Where requests and server faults are logged (a `jsonLogger`). Default none. */
  logger?: FastifyBaseLogger;
}

/**
 * The longest one of the API's statements may run (its database pool's `statementTimeoutMs`): a slow
 * request answers 503 instead of holding a connection the others wait for. CSV exports allow more
 * per page (csv.ts).
 */
export const API_STATEMENT_TIMEOUT_MS = 5_000;

export const DEFAULT_RATE_LIMIT = { perIp: 600, perKey: 6000, windowMs: 60_000 } as const;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
export const DEFAULT_PERSONAL_KEY_TTL_MS = 30_000;
