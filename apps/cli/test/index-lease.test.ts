// One writer (decision 0043), end to end: two `tvmscan index --follow` processes on one PostgreSQL
// database — the first takes the indexer lease, the second says once that another indexer holds it and
// waits; when the first is killed (SIGKILL: no clean-up, its connection simply closes) the second takes
// the lease within seconds. Runs when DATABASE_URL is set, in a database of its own created on that
// server and dropped afterwards (advisory locks are per database).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '@tvmscan/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAll, tvmscan } from './command-child';

const server = process.env.DATABASE_URL;

describe.skipIf(!server)('two `tvmscan index` on one PostgreSQL database (DATABASE_URL)', () => {
  const name = `tvmscan_lease_${randomBytes(4).toString('hex')}`;
  let url: string;
  let blocks: string;

  /** Runs `statement` on the server's own database (not the one the indexers use). */
  async function admin(statement: (db: Database['db']) => Promise<unknown>): Promise<void> {
    const database = await openDatabase({ url: server });
    try {
      await statement(database.db);
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    await admin((db) => sql`CREATE DATABASE ${sql.id(name)}`.execute(db));
    const at = new URL(server as string);
    at.pathname = `/${name}`;
    url = at.toString();
    // An empty folder, followed: each indexer runs until it is stopped.
    blocks = mkdtempSync(join(tmpdir(), 'tvmscan-lease-blocks-'));
  });
  afterAll(async () => {
    killAll();
    await admin((db) => sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(db));
    rmSync(blocks, { recursive: true, force: true });
  });

  /** `tvmscan index --follow` on the empty folder, into the suite's database. */
  const indexer = () => tvmscan(['index', '--blocks', blocks, '--follow', '--database-url', url]);

  it('keeps the second waiting while the first holds the lease, and hands over within seconds when the first dies', {
    timeout: 45_000,
  }, async () => {
    const first = indexer();
    await first.until('indexer lease taken', 20_000);
    const second = indexer();
    await second.until('another indexer holds the lease', 20_000);
    // It waits (retrying every second) without taking the lease, and says so once.
    await new Promise((r) => setTimeout(r, 2500));
    expect(second.said('indexer lease taken')).toBe(0);
    expect(second.said('another indexer holds the lease')).toBe(1);
    expect(second.child.exitCode).toBeNull();

    const killedAt = Date.now();
    first.child.kill('SIGKILL');
    await second.until('indexer lease taken', 5000);
    expect(Date.now() - killedAt).toBeLessThan(5000);

    // Its lease's session cut off (as a database restart would): it stops writing, then takes the
    // lease again and goes on, without exiting.
    await admin((db) =>
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = ${name} AND application_name = 'tvmscan indexer lease'`.execute(db),
    );
    await second.until('lost the indexer lease', 5000);
    const retaken = Date.now();
    while (second.said('indexer lease taken') < 2) {
      expect(Date.now() - retaken).toBeLessThan(5000);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(second.child.exitCode).toBeNull();
    second.child.kill('SIGTERM');
  });
});
