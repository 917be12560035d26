// Databases for the test suites: PGlite always, PostgreSQL too when DATABASE_URL is set. Each opened
// database lives in a fresh schema (PostgreSQL) or a fresh in-memory instance (PGlite), so test files
// never see each other's rows, and `dispose` drops the schema after the suite.
import { randomBytes } from 'node:crypto';
import { type Database, migrateToLatest, openDatabase } from '@tvmscan/db';

export interface Backend {
  name: 'pglite' | 'postgres';
  open: () => Promise<Database>;
}

const url = process.env.DATABASE_URL;

/** Every backend a suite runs on: PGlite, and PostgreSQL when DATABASE_URL is set. */
export const backends: Backend[] = [{ name: 'pglite', open: () => openDatabase({}) }];
if (url) {
  backends.push({
    name: 'postgres',
    open: () => openDatabase({ url, schema: `t_${randomBytes(6).toString('hex')}`, poolSize: 4 }),
  });
}

/** The one backend a suite that runs once uses: PostgreSQL when DATABASE_URL is set, else PGlite. */
export const backend: Backend = backends[backends.length - 1];

/** A database opened on `open` (the single backend by default) with every migration applied. */
export async function openMigrated(open: () => Promise<Database> = backend.open): Promise<Database> {
  const database = await open();
  await migrateToLatest(database);
  return database;
}

/** Drops a PostgreSQL test schema after the suite (PGlite instances just vanish on close). */
export async function dispose(database: Database): Promise<void> {
  if (database.kind === 'postgres' && database.schema) {
    await database.db.schema.dropSchema(database.schema).cascade().execute();
  }
  await database.close();
}
