// The network suites' database: a fresh one (PGlite, or a throwaway PostgreSQL schema when
// DATABASE_URL is set) filled by the indexer from real Block BOCs, served by buildApi.
import { randomBytes } from 'node:crypto';
import { type Database, migrateToLatest, openDatabase } from '@tvmscan/db';
import { type MasterchainBatch, runIndexer } from '@tvmscan/indexer';
import { createLocalnet, type Localnet, type LocalnetOptions } from '@tvmscan/localnet';
import type { FastifyInstance } from 'fastify';
import { buildApi } from '../src/index';
import { testConfig } from './config';
import { dispose } from './seed';

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

export interface IndexedLocalnet {
  net: Localnet;
  database: Database;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** A local network run for `blocks` masterchain blocks a second apart (its own clock, so however slow
 *  the machine, the chain's times are those of a network at full speed), indexed and served. */
export async function indexedLocalnet(options: LocalnetOptions, blocks: number): Promise<IndexedLocalnet> {
  let time = Date.now();
  const net = await createLocalnet({ ...options, clock: () => (time += 1000) });
  for (let i = 0; i < blocks; i++) await net.produceBlock();
  const { database, app } = await indexedApi(net.batchesSince(null));
  return {
    net,
    database,
    app,
    async close() {
      await app.close();
      await dispose(database);
      await net.stop();
    },
  };
}
