// The operator's metrics, in Prometheus' text format through prom-client: request latency by route
// pattern and status class, the database pool's use (PostgreSQL), the process's own figures (CPU,
// memory, event loop, GC), and — when the indexer runs in the same process (`tvmscan dev`) — its head,
// head lag, write times and ingest rate, fed by the command that wires both (the API does not import
// the indexer). Each Metrics has a registry of its own, so several APIs in one process (the test
// suites) do not share series. Served at GET /metrics by ./operations.ts, only when enabled.
import type { Database } from '@tvmscan/db';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ReplicaState } from './read-replicas';

/** What node-postgres' pool says of its use (the database's `pool`, PostgreSQL only). */
type PoolUse = NonNullable<Database['pool']>;

/** A committed batch as the indexer reports it (its CommittedBatch, restated here). */
export interface IndexedBatch {
  mcSeqno: number;
  /** The masterchain block's generation time, Unix seconds. */
  genUtime: number;
  transactions: number;
  writeMs: number;
}

/**
 * The route label of a request no route matched (404s, the web app's files and client-side routes):
 * one label, so scanning for random paths cannot grow the series without bound.
 */
export const UNMATCHED_ROUTE = 'unmatched';

/** Request latencies in seconds: API reads sit at a few milliseconds, CSV exports and dry runs at seconds. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A batch's database transaction, in seconds: tens of milliseconds on the local network, seconds on a busy one. */
const BATCH_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly pools = new Map<string, PoolUse>();
  private indexer: ((batch: IndexedBatch) => void) | null = null;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: 'tvmscan_http_request_duration_seconds',
      help: 'Time from receiving a request to sending its response, by route pattern and status class',
      labelNames: ['method', 'route', 'status'],
      buckets: REQUEST_BUCKETS,
      registers: [this.registry],
    });
    const pools = this.pools;
    const poolGauge = (name: string, help: string, read: (pool: PoolUse) => number) =>
      this.#gauges(name, help, 'pool', () => pools.entries(), read);
    poolGauge('tvmscan_db_pool_connections', 'Connections the pool holds open', (p) => p.totalCount);
    poolGauge('tvmscan_db_pool_idle_connections', 'Open connections no query is using', (p) => p.idleCount);
    poolGauge('tvmscan_db_pool_waiting_queries', 'Queries waiting for a connection', (p) => p.waitingCount);
  }

  /** A gauge with one label, set on each scrape to `read` of every entry `entries` lists then. */
  #gauges<T>(
    name: string,
    help: string,
    label: string,
    entries: () => Iterable<readonly [string, T]>,
    read: (entry: T) => number,
  ): void {
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [value, entry] of entries()) this.set({ [label]: value }, read(entry));
      },
    });
  }

  /** One answered request; `route` is the matched route's pattern (Fastify's routeOptions.url), if any. */
  observeRequest(method: string, route: string | undefined, statusCode: number, seconds: number): void {
    const status = `${Math.floor(statusCode / 100)}xx`;
    this.requests.observe({ method, route: route ?? UNMATCHED_ROUTE, status }, seconds);
  }

  /** Reports a database pool's use under `name`; PGlite has none, and is left out. */
  watchPool(name: string, pool: PoolUse | undefined): void {
    if (pool) this.pools.set(name, pool);
  }

  /** The read replicas' lag and whether each serves (read-replicas.ts), labelled by their order. */
  watchReplicas(states: () => readonly ReplicaState[]): void {
    const gauge = (name: string, help: string, read: (state: ReplicaState) => number) =>
      this.#gauges(
        name,
        help,
        'replica',
        () => [...states().entries()].map(([i, r]) => [String(i), r]),
        read,
      );
    gauge(
      'tvmscan_replica_lag_seconds',
      'How long the replica has shown an older head than the primary',
      (r) => r.lagMs / 1000,
    );
    gauge('tvmscan_replica_head_mc_seqno', 'The masterchain head the replica has replayed', (r) => r.head);
    gauge('tvmscan_replica_serving', 'Whether the replica answers reads (1) or is left out (0)', (r) =>
      r.serving ? 1 : 0,
    );
  }

  /**
   * The indexer's series, registered on the first call: the returned function is to be called with
   * every committed batch.
   */
  watchIndexer(): (batch: IndexedBatch) => void {
    if (this.indexer) return this.indexer;
    const registers = [this.registry];
    let head: IndexedBatch | null = null;
    new Gauge({
      name: 'tvmscan_indexer_head_seqno',
      help: 'Masterchain seqno of the last committed batch',
      registers,
      collect() {
        if (head) this.set(head.mcSeqno);
      },
    });
    new Gauge({
      name: 'tvmscan_indexer_head_lag_seconds',
      help: "Now minus the generation time of the last committed masterchain block: how far behind the chain's head the index is",
      registers,
      collect() {
        if (head) this.set(Math.max(0, Date.now() / 1000 - head.genUtime));
      },
    });
    const committedAt = new Gauge({
      name: 'tvmscan_indexer_last_batch_timestamp_seconds',
      help: 'When the last batch was committed, Unix seconds',
      registers,
    });
    const writes = new Histogram({
      name: 'tvmscan_indexer_batch_write_seconds',
      help: "Time of each batch's database transaction",
      buckets: BATCH_BUCKETS,
      registers,
    });
    const transactions = new Counter({
      name: 'tvmscan_indexer_transactions_total',
      help: 'Transactions written (its rate is the ingest rate)',
      registers,
    });
    this.indexer = (batch) => {
      head = batch;
      committedAt.setToCurrentTime();
      writes.observe(batch.writeMs / 1000);
      transactions.inc(batch.transactions);
    };
    return this.indexer;
  }

  /** The text a scrape gets, and its content type. */
  async scrape(): Promise<{ contentType: string; text: string }> {
    return { contentType: this.registry.contentType, text: await this.registry.metrics() };
  }
}
