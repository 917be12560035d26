// `tvmscan dev` — what `npm start` runs: the local network, the indexer, the database (embedded PGlite
// unless DATABASE_URL is set), the API and the web app, in one process, with progress on the terminal.
// With `--source <url>` the indexer follows that source (a folder of block files, Tycho block archives, a
// node's GraphQL) instead, and no local network starts.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildApi, Metrics } from '@tvmscan/api';
import { VERIFY_BASE } from '@tvmscan/api-schema';
import { migrateToLatest } from '@tvmscan/db';
import { type BlockSource, localnetSource, sourceFromUrl } from '@tvmscan/indexer';
import {
  createGraphqlEndpoint,
  createJrpcEndpoint,
  createLocalnet,
  ownershipVerifierState,
} from '@tvmscan/localnet';
import { verifyRoutes } from '@tvmscan/verify';
import { adminSettings, mountAdmin } from '../admin-part';
import { openApiDatabase, openConfiguredDatabase } from '../database';
import { declaredCompilers, deploymentConfig, ownershipVerifier } from '../deployment';
import { dexSettings, mountDex } from '../dex-part';
import {
  adminPasswordFile,
  createAdminAccount,
  DEV_ADMIN_EMAIL,
  embeddedIdentity,
  mountIdentity,
} from '../identity-part';
import { terminalIndexerLog } from '../indexer-log';
import { metadataFetching, startLeasedIndexer } from '../indexer-part';
import { GRAPHQL_PATH, JRPC_PATH, mountGraphql, mountJrpc } from '../jrpc-route';
import { attestLocalBuilds } from '../local-attestations';
import { devLog, devLogPath, say } from '../log';
import { metadataBaseUrl, mountMetadata } from '../metadata-route';
import { optionsOrUsage, type RuntimeOptions } from '../options';
import { type Stoppable, stopAll, stopOnSignals } from '../shutdown';
import { readStates } from '../starting-states';
import { applyTrustedTokens } from '../trusted-tokens';
import { buildWeb, webBuildIsStale, webDist } from '../web-build';

/** Demo traffic a newcomer sees when no --tps is given: enough to fill every panel, light on a laptop. */
const DEMO_TPS = 5;
/** The local network's dollar token (packages/localnet scenarios/catalog.ts): a USD token of the prices. */
const LOCAL_DOLLAR_SYMBOL = 'LUSD';

export async function runDev(args: string[]): Promise<number> {
  const options = optionsOrUsage('dev', args);
  if (!options) return 2;
  let followed: BlockSource | undefined;
  if (options.source !== undefined || options.states !== undefined) {
    try {
      followed = followedSource(options);
    } catch (error) {
      console.error(`tvmscan dev: ${(error as Error).message}`);
      return 2;
    }
  }
  let metadata: ReturnType<typeof metadataFetching>;
  try {
    // The local network's demo NFTs name their documents on this server, at http://localhost.
    metadata = metadataFetching('dev', process.env, followed ? [] : ['localhost']);
  } catch (error) {
    console.error(`tvmscan dev: ${(error as Error).message}`);
    return 2;
  }
  const { dataDir } = options;
  if (options.fresh) {
    say(`Starting over: deleting ${dataDir}`);
    rmSync(dataDir, { recursive: true, force: true });
  }
  mkdirSync(dataDir, { recursive: true });
  const parts: Stoppable[] = [];
  const stopped = stopOnSignals(parts);
  try {
    await startParts(options, parts, metadata, followed);
  } catch (error) {
    say(`Could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    await stopAll(parts);
    return 1;
  }
  return stopped;
}

/** Polls a followed source for new blocks this often. */
const FOLLOW_INTERVAL_MS = 1000;

/** The source `--source` names, with the states `--states` holds; throws why there is none. */
function followedSource(options: RuntimeOptions): BlockSource {
  if (options.source === undefined) throw new Error('--states goes with --source <url>');
  let states: Uint8Array[] = [];
  if (options.states !== undefined) {
    try {
      states = readStates(options.states);
    } catch {
      throw new Error(`--states ${options.states} is not a folder`);
    }
  }
  try {
    return sourceFromUrl(options.source, {
      states,
      followIntervalMs: FOLLOW_INTERVAL_MS,
      onRefused: (message) => say(`source: ${message}`),
    });
  } catch (error) {
    throw new Error(`--source ${(error as Error).message}`);
  }
}

async function startParts(
  options: RuntimeOptions,
  parts: Stoppable[],
  metadata: ReturnType<typeof metadataFetching>,
  followed?: BlockSource,
): Promise<void> {
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
  await applyTrustedTokens(database, process.env, metadata);

  // The indexer stops on its own only for a reason a restart will not cure (a source of another
  // network): say it, and keep serving what is indexed.
  const indexerStopped = (error: unknown) =>
    say(`Indexer stopped: ${error instanceof Error ? error.message : String(error)}`);
  // GET /metrics serves the API's series and, the indexer running in this process, its own.
  const metrics = new Metrics();
  metrics.watchPool('indexer', database.pool);
  const hooks = { onCommitted: metrics.watchIndexer() };
  if (followed) {
    say(`Following ${options.source}…`);
    startLeasedIndexer(parts, database, followed, terminalIndexerLog(log), metadata, hooks).catch(
      indexerStopped,
    );
    const chain = { verifier: ownershipVerifier(process.env), localDollar: null };
    await startServer(options, parts, database, log, metrics, chain);
    say(`Ready: http://localhost:${options.port}`);
    return;
  }

  say(`Starting the local network in ${join(dataDir, 'localnet')}…`);
  const localnet = await createLocalnet({
    dataDir: join(dataDir, 'localnet'),
    flavor: options.flavor,
    blockIntervalMs: options.blockIntervalMs,
    trafficTps: options.tps ?? DEMO_TPS,
    metadataBaseUrl: metadataBaseUrl(options.port),
    log: (message) => say(`localnet: ${message}`),
  });
  await localnet.start();
  parts.unshift({ name: 'local network', stop: () => localnet.stop() });
  const attested = await attestLocalBuilds(database);
  if (attested > 0) say(`Attested the local network's TIP-3 and TIP-4 builds: ${attested} contracts`);

  say('Starting the indexer…');
  startLeasedIndexer(
    parts,
    database,
    localnetSource(localnet),
    terminalIndexerLog(log),
    metadata,
    hooks,
  ).catch(indexerStopped);
  // The local network's ownership verifier is in its zero state (decision 0049), and its dollar token
  // is a USD token of the prices (decision 0048).
  const chain = {
    verifier: ownershipVerifier(process.env, (await ownershipVerifierState()).address),
    localDollar: localnet.scenario()?.tokens.find((t) => t.symbol === LOCAL_DOLLAR_SYMBOL)?.address ?? null,
  };
  await startServer(options, parts, database, log, metrics, chain, async (app) => {
    await mountJrpc(app, createJrpcEndpoint(localnet), options);
    await mountGraphql(app, createGraphqlEndpoint(localnet), options);
    mountMetadata(app);
  });
  say(`Local network JRPC: http://localhost:${options.port}${JRPC_PATH}`);
  say(`Local network GraphQL: http://localhost:${options.port}${GRAPHQL_PATH}`);
  say(`Ready: http://localhost:${options.port}`);
}

/**
 * The API and the web app over `database`, listening, with GET /metrics on (behind TVMSCAN_METRICS_TOKEN
 * when it is set); `mount` adds routes before it listens.
 */
async function startServer(
  options: RuntimeOptions,
  parts: Stoppable[],
  database: Awaited<ReturnType<typeof openConfiguredDatabase>>,
  log: ReturnType<typeof devLog>,
  metrics: Metrics,
  chain: {
    /** The ownership verifier the Admin API takes proofs from. */
    verifier: string | null;
    /** The local network's dollar token (a USD token of the prices), when it runs. */
    localDollar: string | null;
  },
  mount?: (app: Awaited<ReturnType<typeof buildApi>>) => Promise<void>,
): Promise<void> {
  say('Starting the API and web server…');
  // On PostgreSQL the API reads through a pool of its own whose statements time out (the indexer's
  // writes must not); PGlite is one session, shared, and cannot interrupt a statement anyway.
  const apiDatabase = options.databaseUrl ? await openApiDatabase(options) : database;
  if (apiDatabase !== database) parts.unshift({ name: 'API database', stop: () => apiDatabase.close() });
  const identity = embeddedIdentity(process.env, options.port);
  const deployment = deploymentConfig(process.env, options.dataDir, identity, chain.verifier);
  const config = { ...deployment, logger: log, metrics: deployment.metrics || {} };
  const app = await buildApi({ database: apiDatabase, config, webRoot: webDist, metrics });
  // The verification service (decision 0042) under /api/verify, on the API's database.
  await app.register(verifyRoutes, {
    prefix: VERIFY_BASE,
    database: apiDatabase,
    operatorKeys: config.apiKeys,
    nativeCompilers: declaredCompilers(process.env),
  });
  // The OpenID provider (decision 0044) under /oidc, with a local admin made once, unless
  // TVMSCAN_OIDC_ISSUER names another provider.
  const notes = identity
    ? (
        await mountIdentity(app, {
          database: apiDatabase,
          urls: identity,
          env: process.env,
          dataDir: options.dataDir,
          port: options.port,
          trustProxy: config.trustProxy !== false,
          dev: true,
        })
      ).notes
    : [];
  if (identity) {
    const created = await createAdminAccount(apiDatabase, options.dataDir, DEV_ADMIN_EMAIL);
    notes.push(
      created
        ? `Created the local admin account ${DEV_ADMIN_EMAIL}; its password is in ${created}`
        : `Local admin account: ${DEV_ADMIN_EMAIL}, its password in ${adminPasswordFile(options.dataDir, DEV_ADMIN_EMAIL)}`,
    );
  }
  // The Admin API (decision 0045) under /api/admin; here the local admin is one of its admins.
  await mountAdmin(
    app,
    apiDatabase,
    adminSettings(process.env, options.port, identity ? [DEV_ADMIN_EMAIL] : [], chain.verifier),
  );
  // USD prices from the indexed pools (decision 0048) under /api/dex, unless TVMSCAN_DEX_API is another's.
  await mountDex(app, apiDatabase, dexSettings(process.env, chain.localDollar));
  if (mount) await mount(app);
  parts.unshift({ name: 'API', stop: () => app.close() });
  await app.listen({ port: options.port, host: options.host });
  for (const note of notes) say(note);
}
