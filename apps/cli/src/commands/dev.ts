// `tvmscan dev` — what `npm start` runs: the local network, the indexer, the database (embedded PGlite
// unless DATABASE_URL is set), the API and the web app, in one process, with progress on the terminal.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildApi } from '@tvmscan/api';
import { migrateToLatest } from '@tvmscan/db';
import { localnetSource } from '@tvmscan/indexer';
import { createJrpcEndpoint, createLocalnet } from '@tvmscan/localnet';
import { openApiDatabase, openConfiguredDatabase } from '../database';
import { deploymentConfig } from '../deployment';
import { terminalIndexerLog } from '../indexer-log';
import { startIndexer } from '../indexer-part';
import { JRPC_PATH, mountJrpc } from '../jrpc-route';
import { devLog, devLogPath, say } from '../log';
import { optionsOrUsage, type RuntimeOptions } from '../options';
import { type Stoppable, stopAll, stopOnSignals } from '../shutdown';
import { applyTrustedTokens } from '../trusted-tokens';
import { buildWeb, webBuildIsStale, webDist } from '../web-build';

/** Demo traffic a newcomer sees when no --tps is given: enough to fill every panel, light on a laptop. */
const DEMO_TPS = 5;

export async function runDev(args: string[]): Promise<number> {
  const options = optionsOrUsage('dev', args);
  if (!options) return 2;
  const { dataDir } = options;
  if (options.fresh) {
    say(`Starting over: deleting ${dataDir}`);
    rmSync(dataDir, { recursive: true, force: true });
  }
  mkdirSync(dataDir, { recursive: true });
  const parts: Stoppable[] = [];
  const stopped = stopOnSignals(parts);
  try {
    await startParts(options, parts);
  } catch (error) {
    say(`Could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    await stopAll(parts);
    return 1;
  }
  return stopped;
}

async function startParts(options: RuntimeOptions, parts: Stoppable[]): Promise<void> {
  const { dataDir } = options;
  const log = devLog(dataDir, process.env);
  say(`Full log (requests, every indexed batch, server errors): ${devLogPath(dataDir)}`);

  if (webBuildIsStale()) {
    say('Building the web app (first start, or its sources changed)…');
    await buildWeb();
  }

  say(
    options.databaseUrl
      ? 'Opening PostgreSQL database…'
      : `Opening embedded database in ${join(dataDir, 'db')}…`,
  );
  const database = await openConfiguredDatabase(options);
  parts.unshift({ name: 'database', stop: () => database.close() });
  say('Applying database migrations…');
  await migrateToLatest(database);
  await applyTrustedTokens(database, process.env);

  say(`Starting the local network in ${join(dataDir, 'localnet')}…`);
  const localnet = await createLocalnet({
    dataDir: join(dataDir, 'localnet'),
    flavor: options.flavor,
    blockIntervalMs: options.blockIntervalMs,
    trafficTps: options.tps ?? DEMO_TPS,
    log: (message) => say(`localnet: ${message}`),
  });
  await localnet.start();
  parts.unshift({ name: 'local network', stop: () => localnet.stop() });

  say('Starting the indexer…');
  startIndexer(parts, database, localnetSource(localnet), terminalIndexerLog(log));

  say('Starting the API and web server…');
  // On PostgreSQL the API reads through a pool of its own whose statements time out (the indexer's
  // writes must not); PGlite is one session, shared, and cannot interrupt a statement anyway.
  const apiDatabase = options.databaseUrl ? await openApiDatabase(options) : database;
  if (apiDatabase !== database) parts.unshift({ name: 'API database', stop: () => apiDatabase.close() });
  const app = await buildApi({
    database: apiDatabase,
    config: { ...deploymentConfig(process.env, dataDir), logger: log },
    webRoot: webDist,
  });
  await mountJrpc(app, createJrpcEndpoint(localnet), options);
  parts.unshift({ name: 'API', stop: () => app.close() });
  await app.listen({ port: options.port, host: options.host });
  say(`Local network JRPC: http://localhost:${options.port}${JRPC_PATH}`);
  say(`Ready: http://localhost:${options.port}`);
}
