// The migration list, in code (no directory scan, so it works the same under tsx, vitest and bundlers).
// Names sort in apply order: 0001-0999 are the chain schema (packages/db), 1000+ are the read side's
// indexes and views (packages/db/src/read): register those below the core ones.
import type { Migration } from 'kysely';
import * as readIndexes from '../read/migrations/1000-read-indexes';
import * as core from './0001-core';

export const migrations: Record<string, Migration> = {
  '0001-core': core,
  '1000-read-indexes': readIndexes,
};
