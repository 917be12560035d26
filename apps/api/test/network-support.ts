// The network suites' database: a fresh one (PGlite, or a throwaway PostgreSQL schema when
// DATABASE_URL is set) filled by the indexer from real Block BOCs, served by the API.
import type { Database } from '@tvmscan/db';
import type { MasterchainBatch } from '@tvmscan/indexer';
import { createLocalnet, type Localnet, type LocalnetOptions } from '@tvmscan/localnet';
import { startApi } from '@tvmscan/test-support/api';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import { indexBatches } from '@tvmscan/test-support/indexed';
import type { FastifyInstance } from 'fastify';

export async function indexedApi(
  batches: MasterchainBatch[],
): Promise<{ database: Database; app: FastifyInstance }> {
  const database = await openMigrated();
  await indexBatches(database, batches);
  return { database, app: await startApi(database) };
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
