// One notification per committed masterchain batch, for the API's live updates. PostgreSQL: NOTIFY
// inside the writing transaction (PostgreSQL delivers it only if and when that transaction commits),
// heard on one dedicated LISTEN connection per Database and fanned out in-process. PGlite: the writer
// emits in-process after its commit returns.
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database, Notifications } from './database';
import type { Schema } from './schema';

export interface BlocksCommitted {
  mcSeqno: number;
}

export type Unsubscribe = (() => void) & {
  /** Resolves once notifications are actually being listened for (immediately on PGlite). */
  ready: Promise<void>;
};

const EVENT = 'blocks';
const RECONNECT_MS = 1000;

export function onBlocksCommitted(database: Database, cb: (e: BlocksCommitted) => void): Unsubscribe {
  const { emitter } = database.notifications;
  emitter.on(EVENT, cb);
  const ready = database.kind === 'postgres' ? ensureListener(database.notifications) : Promise.resolve();
  const unsubscribe = () => {
    emitter.off(EVENT, cb);
    if (emitter.listenerCount(EVENT) === 0) void stopListener(database.notifications);
  };
  return Object.assign(unsubscribe, { ready });
}

/** Called by the writer inside its transaction (PostgreSQL) — delivery happens at commit. */
export async function notifyInTransaction(database: Database, trx: Kysely<Schema>, e: BlocksCommitted) {
  if (database.kind !== 'postgres') return;
  await sql`SELECT pg_notify(${database.notifications.channel}, ${JSON.stringify(e)})`.execute(trx);
}

/** Called by the writer after its transaction committed (PGlite). */
export function notifyAfterCommit(database: Database, e: BlocksCommitted): void {
  if (database.kind === 'pglite') database.notifications.emitter.emit(EVENT, e);
}

interface ListenerState {
  client: pg.Client | null;
  starting: Promise<void> | null;
  timer: NodeJS.Timeout | null;
  closer: () => Promise<void>;
}
const listeners = new WeakMap<Notifications, ListenerState>();

function ensureListener(n: Notifications): Promise<void> {
  let state = listeners.get(n);
  if (!state) {
    const created: ListenerState = {
      client: null,
      starting: null,
      timer: null,
      closer: () => stopListener(n),
    };
    state = created;
    listeners.set(n, state);
    n.closers.add(state.closer);
  }
  if (state.client) return Promise.resolve();
  state.starting ??= connect(n, state);
  return state.starting;
}

async function connect(n: Notifications, state: ListenerState): Promise<void> {
  const client = new pg.Client({ connectionString: n.url });
  client.on('notification', (msg) => {
    if (msg.channel !== n.channel || !msg.payload) return;
    const parsed = parsePayload(msg.payload);
    if (parsed) n.emitter.emit(EVENT, parsed);
  });
  // A dropped LISTEN connection is re-established while anyone still listens; commits made in the
  // gap are not replayed (subscribers re-read the head on reconnect anyway).
  client.on('error', () => {
    if (state.client !== client) return;
    state.client = null;
    void client.end().catch(() => {});
    reconnectLater(n, state);
  });
  try {
    await client.connect();
    await client.query(`LISTEN "${n.channel}"`);
    state.client = client;
  } catch (err) {
    state.starting = null;
    await client.end().catch(() => {});
    throw err;
  }
}

/** Tries again every RECONNECT_MS while anyone listens, however long the database stays away. */
function reconnectLater(n: Notifications, state: ListenerState): void {
  if (n.emitter.listenerCount(EVENT) === 0) return;
  state.timer = setTimeout(() => {
    state.timer = null;
    state.starting = null;
    ensureListener(n).catch(() => reconnectLater(n, state));
  }, RECONNECT_MS);
}

async function stopListener(n: Notifications): Promise<void> {
  const state = listeners.get(n);
  if (!state) return;
  await state.starting?.catch(() => {});
  // After the wait: a failed attempt may have scheduled the next one meanwhile.
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  const client = state.client;
  state.client = null;
  state.starting = null;
  if (client) await client.end().catch(() => {});
}

function parsePayload(payload: string): BlocksCommitted | null {
  try {
    const value = JSON.parse(payload) as { mcSeqno?: unknown };
    return typeof value.mcSeqno === 'number' ? { mcSeqno: value.mcSeqno } : null;
  } catch {
    return null;
  }
}
