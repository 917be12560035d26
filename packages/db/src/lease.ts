// The indexer's lease: one writer per database. On PostgreSQL an indexer holds a session-level advisory
// lock on a connection of its own for as long as it runs; a second indexer finds the lock taken and
// waits, trying again every second, and takes it once the first is gone — PostgreSQL releases a
// session's advisory locks when its connection closes, whether the process stopped, crashed or was cut
// off (decision 0043). PGlite is one process's embedded database, so there is no other writer to keep
// out and the lease is granted at once.
import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import type { Database } from './database';
import { unavailableReason } from './unavailable';

/**
 * The lock's first key: "tvms" in ASCII. The second is the first four bytes of the SHA-256 of the
 * schema the indexer writes (`public` when none is given), read as a signed 32-bit integer, so
 * deployments in different schemas of one database do not keep each other out:
 * `pg_try_advisory_lock(1953918323, <schema key>)`, visible in `pg_locks` as classid 1953918323.
 */
export const INDEXER_LEASE_KEY = 0x74766d73;
/** How often a waiting indexer tries the lock again. */
export const LEASE_RETRY_MS = 1000;
/**
 * How often a held lease asks its connection whether it is still there, and how long an answer may
 * take. The connection's close events alone are not enough: a network that silently drops the
 * connection never sends one, while the server may already have released the lock to another indexer.
 */
export const LEASE_PROBE_MS = 1000;
const LEASE_PROBE_TIMEOUT_MS = 3000;
/** What the lease's connection calls itself in pg_stat_activity. */
const APPLICATION_NAME = 'tvmscan indexer lease';

export interface IndexerLease {
  /**
   * Aborted when the lease's connection ends (the database restarted, the session was terminated, or
   * release() was called): from then on another indexer may hold it, so this one must stop writing.
   */
  readonly lost: AbortSignal;
  /** Unlocks by closing the connection. Safe to call twice. */
  release(): Promise<void>;
}

export interface AcquireLeaseOptions {
  /** Stops waiting: acquireIndexerLease then resolves with null. */
  signal?: AbortSignal;
  /** Between attempts; default LEASE_RETRY_MS. */
  retryMs?: number;
  /**
   * Told once per reason before waiting: another indexer holds the lease, or the database cannot be
   * reached (the attempts go on either way).
   */
  onWait?: (reason: 'held' | 'unreachable', error?: Error) => void;
}

/** The second key of the lease's lock for `schema`. */
export function leaseSchemaKey(schema = 'public'): number {
  return createHash('sha256').update(schema).digest().readInt32BE(0);
}

/**
 * Resolves with the lease once this process holds it, waiting while another does or while the
 * database is unreachable; null when `signal` aborts first. Errors other than unavailability (a wrong
 * password, say) are thrown.
 */
export async function acquireIndexerLease(
  database: Database,
  { signal, retryMs = LEASE_RETRY_MS, onWait }: AcquireLeaseOptions = {},
): Promise<IndexerLease | null> {
  const url = database.notifications.url;
  if (database.kind === 'pglite' || !url) return signal?.aborted ? null : embeddedLease();
  const told = new Set<string>();
  const tell = (reason: 'held' | 'unreachable', error?: Error) => {
    if (told.has(reason)) return;
    told.add(reason);
    onWait?.(reason, error);
  };
  let client: pg.Client | null = null;
  while (!signal?.aborted) {
    try {
      client ??= await connect(url);
      const { rows } = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS held', [
        INDEXER_LEASE_KEY,
        leaseSchemaKey(database.schema),
      ]);
      if (rows[0]?.held) return held(client);
      tell('held');
    } catch (error) {
      if (!unavailableReason(error)) {
        await client?.end().catch(() => {});
        throw error;
      }
      // The connection is unusable now; a fresh one is opened on the next attempt.
      client?.end().catch(() => {});
      client = null;
      tell('unreachable', error as Error);
    }
    await delay(retryMs, undefined, { signal }).catch(() => {});
  }
  await client?.end().catch(() => {});
  return null;
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    application_name: APPLICATION_NAME,
    keepAlive: true,
    query_timeout: LEASE_PROBE_TIMEOUT_MS,
  });
  // A connection the server drops reports an 'error' too: without a listener it would be uncaught.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return client;
}

function held(client: pg.Client): IndexerLease {
  const lost = new AbortController();
  let probing = false;
  const probe = setInterval(() => {
    if (probing) return;
    probing = true;
    client.query('SELECT 1').then(
      () => {
        probing = false;
      },
      () => {
        // An unanswered probe may leave the session (and its lock) alive: close it, so the lock is
        // released and this process, like any other, must take it again.
        end();
        client.end().catch(() => {});
      },
    );
  }, LEASE_PROBE_MS);
  // The probe must not keep a process alive that is otherwise done.
  probe.unref();
  const end = () => {
    clearInterval(probe);
    lost.abort(new Error('the indexer lease connection closed'));
  };
  client.once('end', end);
  client.once('error', end);
  return {
    lost: lost.signal,
    release: async () => {
      end();
      await client.end().catch(() => {});
    },
  };
}

function embeddedLease(): IndexerLease {
  const lost = new AbortController();
  return { lost: lost.signal, release: async () => lost.abort() };
}
