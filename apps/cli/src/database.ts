// The database every command opens: PostgreSQL when a URL is given, else the embedded PGlite in the
// data directory's `db` folder (where `tvmscan dev` keeps it). The API reads through a pool whose
// statements time out; writers (the indexer, migrations) through one whose statements do not.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { API_STATEMENT_TIMEOUT_MS } from '@tvmscan/api';
import { type Database, type OpenDatabaseOptions, openDatabase } from '@tvmscan/db';
import type { DatabaseLocation } from './options';

export function openConfiguredDatabase(
  { databaseUrl, dataDir }: DatabaseLocation,
  pool: Pick<OpenDatabaseOptions, 'statementTimeoutMs'> = {},
): Promise<Database> {
  if (databaseUrl) return openDatabase({ url: databaseUrl, ...pool });
  mkdirSync(dataDir, { recursive: true });
  return openDatabase({ dataDir: join(dataDir, 'db') });
}

/** The database as the API reads it: each statement at most API_STATEMENT_TIMEOUT_MS (PostgreSQL). */
export const openApiDatabase = (location: DatabaseLocation): Promise<Database> =>
  openConfiguredDatabase(location, { statementTimeoutMs: API_STATEMENT_TIMEOUT_MS });

/**
 * TVMSCAN_READ_DATABASE_URL: the streaming replicas the API reads from (comma-separated PostgreSQL URLs),
 * each opened as the API reads. Only with a PostgreSQL primary: PGlite has no replicas.
 */
export async function openReadReplicas(
  env: NodeJS.ProcessEnv,
  location: DatabaseLocation,
): Promise<Database[]> {
  const urls = (env.TVMSCAN_READ_DATABASE_URL ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  if (urls.length === 0) return [];
  if (!location.databaseUrl)
    throw new TypeError(
      'TVMSCAN_READ_DATABASE_URL needs a PostgreSQL primary (DATABASE_URL or --database-url)',
    );
  const opened: Database[] = [];
  try {
    for (const url of urls)
      opened.push(await openDatabase({ url, statementTimeoutMs: API_STATEMENT_TIMEOUT_MS }));
  } catch (error) {
    await Promise.all(opened.map((d) => d.close()));
    throw error;
  }
  return opened;
}
