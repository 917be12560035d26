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
