// The indexer's lease (src/lease.ts): on PostgreSQL one holder at a time per schema — a second waits,
// saying so once, and takes the lease within seconds of the first's connection ending (its backend
// terminated, as when the process dies); a lease holder learns that it lost the lease. PGlite grants it
// at once. A lease whose connection falls silent is lost by its own probe. The PostgreSQL cases run
// when DATABASE_URL is set (the silent case freezes a backend, so it needs to run as its owner or root).
import { setTimeout as sleep } from 'node:timers/promises';
import { backends } from '@tvmscan/test-support/database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acquireIndexerLease,
  type Database,
  INDEXER_LEASE_KEY,
  type IndexerLease,
  LEASE_PROBE_MS,
  leaseSchemaKey,
  openDatabase,
} from '../src/index';

const postgres = backends.find((b) => b.name === 'postgres');

describe.skipIf(!postgres)('the indexer lease on PostgreSQL (DATABASE_URL)', () => {
  let database: Database;
  let other: Database;
  beforeAll(async () => {
    database = await (postgres as NonNullable<typeof postgres>).open();
    // A second deployment in a schema of its own: the lease of one must not keep the other out.
    other = await (postgres as NonNullable<typeof postgres>).open();
  });
  afterAll(async () => {
    for (const d of [database, other]) {
      if (d?.schema) await d.db.schema.dropSchema(d.schema).cascade().execute();
      await d?.close();
    }
  });

  /** The backend holding the schema's lease, found by the documented key in pg_locks. */
  async function holder(schema: string | undefined): Promise<number | null> {
    const { rows } = await sql<{ pid: number }>`
      SELECT pid FROM pg_locks
      WHERE locktype = 'advisory' AND granted AND classid = ${INDEXER_LEASE_KEY}
        AND objid = ${leaseSchemaKey(schema) >>> 0} AND objsubid = 2`.execute(database.db);
    return rows[0]?.pid ?? null;
  }

  it('keeps a second holder waiting until the first one’s connection ends, then hands it over within seconds', {
    timeout: 30_000,
  }, async () => {
    const first = (await acquireIndexerLease(database)) as IndexerLease;
    expect(first).not.toBeNull();
    const firstPid = await holder(database.schema);
    expect(firstPid).not.toBeNull();

    // Another schema's indexer is not kept out.
    const elsewhere = await acquireIndexerLease(other);
    expect(elsewhere).not.toBeNull();
    await elsewhere?.release();

    const waits: string[] = [];
    const stopWaiting = new AbortController();
    let second: IndexerLease | null = null;
    const secondTaken = acquireIndexerLease(database, {
      signal: stopWaiting.signal,
      retryMs: 200,
      onWait: (reason) => waits.push(reason),
    }).then((lease) => {
      second = lease;
      return lease;
    });
    await sleep(1500);
    expect(second).toBeNull();
    expect(waits).toEqual(['held']); // said once, though it tried several times
    expect(first.lost.aborted).toBe(false);

    // The first holder "dies": its backend is terminated, so PostgreSQL drops its session's locks.
    const killedAt = Date.now();
    await sql`SELECT pg_terminate_backend(${firstPid})`.execute(database.db);
    const taken = await Promise.race([secondTaken, sleep(5000).then(() => null)]);
    expect(taken).not.toBeNull();
    expect(Date.now() - killedAt).toBeLessThan(5000);
    const secondPid = await holder(database.schema);
    expect(secondPid).not.toBeNull();
    expect(secondPid).not.toBe(firstPid);
    // The first learns that it lost the lease, so it can stop writing.
    for (let i = 0; i < 50 && !first.lost.aborted; i++) await sleep(100);
    expect(first.lost.aborted).toBe(true);

    await taken?.release();
    expect(taken?.lost.aborted).toBe(true);
    expect(await holder(database.schema)).toBeNull();
    await first.release();
  });

  it('is lost when its connection stops answering (a network that drops it silently), and frees the lock', {
    timeout: 30_000,
  }, async () => {
    const lease = (await acquireIndexerLease(database)) as IndexerLease;
    const pid = (await holder(database.schema)) as number;
    // The backend is frozen: its socket stays open and says nothing, as across a silent partition, so no
    // close event can arrive; only the lease's own probe can tell.
    process.kill(pid, 'SIGSTOP');
    const frozenAt = Date.now();
    try {
      for (let i = 0; i < 100 && !lease.lost.aborted; i++) await sleep(100);
      expect(lease.lost.aborted).toBe(true);
      expect(Date.now() - frozenAt).toBeLessThan(LEASE_PROBE_MS + 4000);
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    // Woken, the session finds its connection closed and goes, and its lock with it.
    for (let i = 0; i < 50 && (await holder(database.schema)) !== null; i++) await sleep(100);
    expect(await holder(database.schema)).toBeNull();
    await lease.release();
  });

  it('stops waiting, with no lease, when its signal aborts', { timeout: 15_000 }, async () => {
    const first = (await acquireIndexerLease(database)) as IndexerLease;
    const stop = new AbortController();
    const waiting = acquireIndexerLease(database, { signal: stop.signal, retryMs: 100 });
    await sleep(300);
    stop.abort();
    expect(await waiting).toBeNull();
    await first.release();
  });
});

describe('the indexer lease on PGlite', () => {
  it('is granted at once: one process, no other writer', async () => {
    const database = await openDatabase({});
    try {
      const lease = await acquireIndexerLease(database);
      expect(lease).not.toBeNull();
      expect(lease?.lost.aborted).toBe(false);
      await lease?.release();
    } finally {
      await database.close();
    }
  });
});
