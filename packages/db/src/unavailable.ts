// When the database cannot answer now but may in a moment: a statement ran past its timeout, no pooled
// connection came free in time, or PostgreSQL is down or restarting. Callers treat these alike — the
// API answers 503 with Retry-After, the indexer waits and resumes from its checkpoint — and every
// other error as a fault. The pg driver reports them as plain errors, told apart here by SQLSTATE,
// socket error code or the driver's own message.
import { type Kysely, sql } from 'kysely';

export type UnavailableReason = 'timeout' | 'busy' | 'down';

/** SQLSTATE classes and codes of a server that is shutting down, starting, or refusing connections. */
const DOWN_STATES = /^(08...|57P0[1-3]|53300)$/;
/** Socket failures of a server that is not there (yet). */
const DOWN_SOCKETS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
/** What pg says when a connection ends under a query, or a client is reused after its connection died. */
const DOWN_MESSAGES = /^(Connection terminated|Client has encountered a connection error|Client was closed)/;

/** Why the database is unavailable for now, or null when `error` is something else. */
export function unavailableReason(error: unknown): UnavailableReason | null {
  if (!(error instanceof Error)) return null;
  const { code } = error as { code?: unknown };
  // 57014 is query_canceled: a statement_timeout (nothing else here cancels statements).
  if (code === '57014') return 'timeout';
  // pg-pool's wait for a connection (acquireTimeoutMs), whether pooled or being opened.
  if (error.message === 'timeout exceeded when trying to connect') return 'busy';
  if (typeof code === 'string' && (DOWN_STATES.test(code) || DOWN_SOCKETS.has(code))) return 'down';
  if (DOWN_MESSAGES.test(error.message)) return 'down';
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  if (error instanceof AggregateError) return error.errors.map(unavailableReason).find(Boolean) ?? null;
  return null;
}

/** Asks the database the most trivial question (readiness checks): resolves when it answers. */
export async function ping<DB>(db: Kysely<DB>): Promise<void> {
  await sql`SELECT 1`.execute(db);
}

/**
 * Runs `read` in a transaction whose statements may each take up to `ms` (SET LOCAL, so the pool's
 * own limit holds again after it). PGlite ignores statement timeouts.
 */
export function withStatementTimeout<DB, T>(
  db: Kysely<DB>,
  ms: number,
  read: (trx: Kysely<DB>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('statement_timeout', ${String(Math.round(ms))}, true)`.execute(trx);
    return read(trx);
  });
}
