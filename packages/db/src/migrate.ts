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

/**
 * Before it migrates, and to list what is applied, Kysely's Migrator looks for its own tables through
 * the introspector, which reads every schema of the database and checks each one's privileges by name:
 * a schema that another session drops meanwhile (another deployment's sharing the database, a test
 * file's beside this one) fails that look-up with 3F000 before anything is migrated. Such a look-up is
 * made again, up to this many times in all.
 */
const LOOKUP_ATTEMPTS = 5;
const droppedMeanwhile = (error: unknown) => (error as { code?: unknown } | null)?.code === '3F000';

/** One migrator call, made again while its look-up meets a schema dropped meanwhile (no step has run). */
async function migrate(
  database: Database,
  call: (m: Migrator) => Promise<MigrationResultSet>,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const result = await call(migrator(database));
    if (!result.results && droppedMeanwhile(result.error) && attempt < LOOKUP_ATTEMPTS) continue;
    return check(result);
  }
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
  await migrate(database, (m) => m.migrateToLatest());
}

/** Reverts the most recent migration; call repeatedly (or use `migrateDownAll`) to go further. */
export async function migrateDown(database: Database): Promise<void> {
  await migrate(database, (m) => m.migrateDown());
}

/** Reverts every migration, leaving an empty schema. */
export async function migrateDownAll(database: Database): Promise<void> {
  await migrate(database, (m) => m.migrateTo(NO_MIGRATIONS));
}

export async function appliedMigrations(database: Database): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      const all = await migrator(database).getMigrations();
      return all.filter((m) => m.executedAt).map((m) => m.name);
    } catch (error) {
      if (!droppedMeanwhile(error) || attempt >= LOOKUP_ATTEMPTS) throw error;
    }
  }
}
