// Opening the database: PostgreSQL via `pg` when a URL is given, else embedded PGlite (in a data
// directory, or in memory). Both go through Kysely's PostgresDialect (./dialect.ts) over a `pg.Pool`;
// PGlite plugs into that pool through its node-postgres adapter, so every query runs the same code on
// both, reads as prepared statements (./prepared). On PostgreSQL the pool bounds how long a caller
// waits: for a connection (`acquireTimeoutMs`) and, when asked, for each statement
// (`statementTimeoutMs`); PGlite has neither (./unavailable says what such a failure looks like).
import { EventEmitter } from 'node:events';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely } from 'kysely';
import pg from 'pg';
import { SchemaScopedDialect } from './dialect';
import { PreparingClient } from './prepared';
import type { Schema } from './schema';

export interface OpenDatabaseOptions {
  /** postgres://… → PostgreSQL; absent → PGlite. */
  url?: string;
  /** PGlite data directory; absent → in memory. Ignored with `url`. */
  dataDir?: string;
  /**
   * PostgreSQL schema to work in (created when missing). Lets several deployments or test files
   * share one database without seeing each other's tables. Default: `public`.
   */
  schema?: string;
  /** Maximum pool size for PostgreSQL (PGlite has exactly one connection). Default 10. */
  poolSize?: number;
  /**
   * PostgreSQL: the longest one statement may run on this pool's connections (`statement_timeout`,
   * set once per connection, so it costs nothing per query); a transaction may raise it with
   * `withStatementTimeout`. Absent: no limit (writers, migrations). PGlite ignores it: a query there
   * runs on the event loop and cannot be interrupted.
   */
  statementTimeoutMs?: number;
  /**
   * PostgreSQL: the longest a query waits for a pooled connection, or for a new one to connect, before
   * failing as unavailable (./unavailable). Default 2000. PGlite's one connection queues its callers.
   */
  acquireTimeoutMs?: number;
}

/** How long a query waits for a PostgreSQL connection by default. */
export const ACQUIRE_TIMEOUT_MS = 2000;

export interface Database {
  db: Kysely<Schema>;
  kind: 'postgres' | 'pglite';
  /** The schema given to openDatabase, if any. */
  schema?: string;
  close(): Promise<void>;
  /** @internal Block-commit notifications, see ./notify. */
  readonly notifications: Notifications;
  /** PostgreSQL: the connection pool's use, for metrics (PGlite has one connection and no pool to watch). */
  readonly pool?: PoolUse;
}

/** What node-postgres' pool says about itself: connections open, idle, and callers waiting for one. */
export interface PoolUse {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
}

export interface Notifications {
  /** LISTEN/NOTIFY channel (PostgreSQL), unique per schema so schemas do not hear each other. */
  channel: string;
  /** In-process delivery: PGlite always, PostgreSQL listeners re-emit here. */
  emitter: EventEmitter;
  /** PostgreSQL only: a connection string for the dedicated LISTEN connection. */
  url?: string;
  /** Cleanups run on close (LISTEN connections). */
  closers: Set<() => Promise<void>>;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
  const { schema } = opts;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new TypeError(`invalid schema name ${JSON.stringify(schema)}: use lowercase letters, digits and _`);
  }
  const notifications: Notifications = {
    channel: schema ? `tvmscan_blocks_${schema}` : 'tvmscan_blocks',
    emitter: new EventEmitter(),
    closers: new Set(),
  };
  // Subscribers are API SSE connections: many is normal, not a leak.
  notifications.emitter.setMaxListeners(0);

  if (opts.url) {
    if (schema) await createSchema(opts.url, schema);
    const settings = [
      ...(schema ? [`-c search_path=${schema}`] : []),
      ...(opts.statementTimeoutMs ? [`-c statement_timeout=${Math.round(opts.statementTimeoutMs)}`] : []),
    ];
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      Client: PreparingClient,
      // A connection is kept while idle: its prepared statements and its backend's catalog caches are
      // what make a read cheap, and pg-pool's default (closing it after 10 s idle) threw them away after
      // every lull, so the next burst paid for new backends and re-prepared statements. The pool still
      // drops a connection the server closes (a restart), and `max` bounds how many are kept.
      idleTimeoutMillis: 0,
      // pg-pool applies it to both waits: a free pooled connection and a new connection's handshake.
      connectionTimeoutMillis: opts.acquireTimeoutMs ?? ACQUIRE_TIMEOUT_MS,
      ...(settings.length ? { options: settings.join(' ') } : {}),
    });
    // A pooled connection that PostgreSQL drops while idle (a restart) is removed by the pool; without
    // a listener its 'error' would be an uncaught exception.
    pool.on('error', () => {});
    const db = new Kysely<Schema>({ dialect: new SchemaScopedDialect({ pool }) });
    notifications.url = opts.url;
    return {
      db,
      kind: 'postgres',
      schema,
      notifications,
      pool,
      close: async () => {
        await Promise.all([...notifications.closers].map((c) => c()));
        await db.destroy();
      },
    };
  }

  const pglite = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
  await pglite.waitReady;
  if (schema) {
    // PGlite is a single session, so a SET here holds for every query the pool sends.
    await pglite.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}; SET search_path TO ${schema}`);
  }
  const db = new Kysely<Schema>({
    dialect: new SchemaScopedDialect({
      pool: new pg.Pool({ ...createPgConfig(pglite), Client: PreparingClient }),
    }),
  });
  return {
    db,
    kind: 'pglite',
    schema,
    notifications,
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

async function createSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } finally {
    await client.end();
  }
}
