// The database every command opens: PostgreSQL when a URL is given, else the embedded PGlite in the
// data directory's `db` folder (where `tvmscan dev` keeps it).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Database, openDatabase } from '@tvmscan/db';
import type { DatabaseLocation } from './options';

export function openConfiguredDatabase({ databaseUrl, dataDir }: DatabaseLocation): Promise<Database> {
  if (databaseUrl) return openDatabase({ url: databaseUrl });
  mkdirSync(dataDir, { recursive: true });
  return openDatabase({ dataDir: join(dataDir, 'db') });
}
