// Schema migrations forward and back through Kysely's Migrator. A failed step throws with the
// migration's name so an operator sees which one and why. Each area numbers its migrations in its
// own range (chain schema 0001-0999, read side 1000+), so a new chain-schema migration can sort
// before read-side ones a database already has: pending ones run in name order all the same, and
// "down" reverts in the order they were applied.
import { type MigrationResultSet, Migrator, NO_MIGRATIONS } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations/index';

function migrator(database: Database): Migrator {
  return new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
}

function check(result: MigrationResultSet): void {
  if (!result.error) return;
  const failed = result.results?.find((r) => r.status === 'Error');
  const cause = result.error instanceof Error ? result.error.message : String(result.error);
  throw new Error(`migration ${failed?.migrationName ?? '(setup)'} failed: ${cause}`, {
    cause: result.error,
  });
}

export async function migrateToLatest(database: Database): Promise<void> {
  check(await migrator(database).migrateToLatest());
}

/** Reverts the most recent migration; call repeatedly (or use `migrateDownAll`) to go further. */
export async function migrateDown(database: Database): Promise<void> {
  check(await migrator(database).migrateDown());
}

/** Reverts every migration, leaving an empty schema. */
export async function migrateDownAll(database: Database): Promise<void> {
  check(await migrator(database).migrateTo(NO_MIGRATIONS));
}

export async function appliedMigrations(database: Database): Promise<string[]> {
  const all = await migrator(database).getMigrations();
  return all.filter((m) => m.executedAt).map((m) => m.name);
}
