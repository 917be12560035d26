// The network suites' database: a fresh one (PGlite, or a throwaway PostgreSQL schema when
// DATABASE_URL is set) filled by the indexer from real Block BOCs, served by buildApi.
import { randomBytes } from 'node:crypto';
import { type Database, migrateToLatest, openDatabase } from '@tvmscan/db';
import { type MasterchainBatch, runIndexer } from '@tvmscan/indexer';
import type { FastifyInstance } from 'fastify';
import { buildApi } from '../src/index';
import { testConfig } from './config';

export async function indexedApi(
  batches: MasterchainBatch[],
): Promise<{ database: Database; app: FastifyInstance }> {
  const url = process.env.DATABASE_URL;
  const database = url
    ? await openDatabase({ url, schema: `api_${randomBytes(5).toString('hex')}`, poolSize: 4 })
    : await openDatabase({});
  await migrateToLatest(database);
  await runIndexer({
    database,
    source: {
      batches: async function* () {
        yield* batches;
      },
    },
    signal: new AbortController().signal,
  });
  return { database, app: await buildApi({ database, config: testConfig }) };
}
