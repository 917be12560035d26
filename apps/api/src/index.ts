// @tvmscan/api: the HTTP API (Explorer API, config, docs, live stream) and the web app's server.
export { type BuildApiOptions, buildApi } from './app';
export { API_STATEMENT_TIMEOUT_MS, type ApiConfig, DEFAULT_RATE_LIMIT } from './config';
export { DEFAULT_DETAIL_CACHE_BYTES } from './detail-cache';
export { DEFAULT_LIVE_LIMITS, type LiveLimits } from './live';
export { jsonLogger, LOG_LEVELS, type LogLevel, logFile } from './logger';
export { type IndexedBatch, Metrics } from './metrics';
export { HEALTHZ_PATH, METRICS_PATH, READYZ_PATH } from './operations';
export { type Fraction, parseDecimal } from './prices/price-table';
export { type DexOptions, dexRoutes } from './prices/routes';
export { DEFAULT_REPLICA_MAX_LAG_MS } from './read-replicas';
export type { SharedRateLimit } from './shared-limits';
export { verifyParseRoutes } from './verify-parse';
