// Shared helpers for the indexer suites: both database backends (PGlite always, PostgreSQL when
// DATABASE_URL is set, each in a fresh schema), folders of real fixture blocks linked in place
// (symlinks in a temporary directory, never copies), and an in-memory BlockSource.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, migrateToLatest, openDatabase } from '@tvmscan/db';
import { fixturePath } from '@tvmscan/test-support/fixtures';
import { sql } from 'kysely';
import type { BlockSource, MasterchainBatch } from '../src/index';

export const backends: Array<{ name: string; open: () => Promise<Database> }> = [
  { name: 'pglite', open: () => openDatabase({}) },
];
const url = process.env.DATABASE_URL;
if (url) {
  backends.push({
    name: 'postgres',
    open: () => openDatabase({ url, schema: `t_${randomBytes(6).toString('hex')}`, poolSize: 4 }),
  });
}

export async function openMigrated(open: () => Promise<Database>): Promise<Database> {
  const database = await open();
  await migrateToLatest(database);
  return database;
}

export async function dispose(database: Database): Promise<void> {
  if (database.kind === 'postgres' && database.schema) {
    await sql`DROP SCHEMA ${sql.id(database.schema)} CASCADE`.execute(database.db);
  }
  await database.close();
}

/** A temporary folder holding symlinks to the named fixtures (plus any extra files written into it). */
export function fixtureFolder(blocks: string[], extra: Record<string, Uint8Array> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'tvmscan-blocks-'));
  for (const name of blocks) symlinkSync(fixturePath(`blocks/${name}`), join(dir, name));
  for (const [name, bytes] of Object.entries(extra)) writeFileSync(join(dir, name), bytes);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The batches given, once, in order (the shape any source yields). */
export function arraySource(batches: MasterchainBatch[]): BlockSource {
  return {
    async *batches() {
      yield* batches;
    },
  };
}
