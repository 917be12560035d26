// `tvmscan serve` — the API and web app over a database another process indexes (production). Several
// can run behind a load balancer: they keep no state of their own, and on PostgreSQL they refuse to
// start without the cursor key they all share (TVMSCAN_CURSOR_SECRET). Request-path reads go to the
// streaming replicas TVMSCAN_READ_DATABASE_URL names while they keep up. It logs JSON lines to stdout.
import { buildApi } from '@tvmscan/api';
import { VERIFY_BASE } from '@tvmscan/api-schema';
import { verifyRoutes } from '@tvmscan/verify';
import { adminSettings, mountAdmin } from '../admin-part';
import { openApiDatabase, openReadReplicas } from '../database';
import { cursorSecretRefusal, declaredCompilers, deploymentConfig, ownershipVerifier } from '../deployment';
import { embeddedIdentity, mountIdentity } from '../identity-part';
import { say, stdoutLog } from '../log';
import { optionsOrUsage } from '../options';
import { type Stoppable, stopAll, stopOnSignals } from '../shutdown';
import { webDist } from '../web-build';

export async function runServe(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const options = optionsOrUsage('serve', args, env);
  if (!options) return 2;
  const refusal = cursorSecretRefusal(env, options.databaseUrl);
  if (refusal) {
    console.error(`tvmscan serve: ${refusal}`);
    return 2;
  }
  const parts: Stoppable[] = [];
  const stopped = stopOnSignals(parts);
  try {
    const logger = stdoutLog(env);
    const database = await openApiDatabase(options);
    parts.unshift({ name: 'database', stop: () => database.close() });
    const readDatabases = await openReadReplicas(env, options);
    for (const replica of readDatabases) parts.unshift({ name: 'read replica', stop: () => replica.close() });
    const identity = embeddedIdentity(env, options.port);
    const verifier = ownershipVerifier(env);
    const deployment = deploymentConfig(
      env,
      options.databaseUrl ? undefined : options.dataDir,
      identity,
      verifier,
    );
    const config = { ...deployment, logger };
    const app = await buildApi({ database, config, webRoot: webDist, readDatabases });
    // The verification service (decision 0042) under /api/verify, on the same database.
    await app.register(verifyRoutes, {
      prefix: VERIFY_BASE,
      database,
      operatorKeys: config.apiKeys,
      nativeCompilers: declaredCompilers(env),
    });
    // The OpenID provider (decision 0044) under /oidc, unless TVMSCAN_OIDC_ISSUER names another one.
    const mounted = identity
      ? await mountIdentity(app, {
          database,
          urls: identity,
          env,
          dataDir: options.dataDir,
          port: options.port,
          trustProxy: config.trustProxy !== false,
          dev: false,
        })
      : null;
    // The Admin API (decision 0045) under /api/admin.
    await mountAdmin(app, database, adminSettings(env, options.port, [], verifier));
    parts.unshift({ name: 'API', stop: () => app.close() });
    await app.listen({ port: options.port, host: options.host });
    for (const note of mounted?.notes ?? []) say(note);
    say(`Ready: http://localhost:${options.port}`);
  } catch (error) {
    say(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
    await stopAll(parts);
    return 1;
  }
  return stopped;
}
