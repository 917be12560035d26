// Both backends run the same suites: PGlite always, PostgreSQL when DATABASE_URL is set. Each opened
// database lives in a fresh schema (PostgreSQL) or a fresh in-memory instance (PGlite), so test files
// never see each other's rows.
import { randomBytes } from 'node:crypto';
import { type Database, openDatabase } from '../src/index';

export const backends: Array<{ name: 'pglite' | 'postgres'; open: () => Promise<Database> }> = [
  { name: 'pglite', open: () => openDatabase({}) },
];
const url = process.env.DATABASE_URL;
if (url) {
  backends.push({
    name: 'postgres',
    open: () => openDatabase({ url, schema: `t_${randomBytes(6).toString('hex')}`, poolSize: 4 }),
  });
}

/** Drops a PostgreSQL test schema after the suite (PGlite instances just vanish on close). */
export async function dispose(database: Database): Promise<void> {
  if (database.kind === 'postgres' && database.schema) {
    const { sql } = await import('kysely');
    await sql`DROP SCHEMA ${sql.id(database.schema)} CASCADE`.execute(database.db);
  }
  await database.close();
}
