// `tvmscan verify attest <dir>` — import prebuilt contracts as attested verifications (decision 0042):
// every `<Name>.tvc` beside its `<Name>.abi.json` in <dir> or <dir>/build, with the source files under
// <dir>. The code hashes are computed from the TVCs; a later compile of the same hash replaces them.
// `tvmscan verify serve` — the verification service alone, under /api/verify (every call of spec §7,
// the decoding ones included), on the same database as the explorer (which `dev` and `serve` already
// mount it in).
import { parseArgs } from 'node:util';
import { verifyParseRoutes } from '@tvmscan/api';
import { migrateToLatest } from '@tvmscan/db';
import { attest, attestationsIn, buildVerifyServer } from '@tvmscan/verify';
import { openApiDatabase, openConfiguredDatabase } from '../database';
import { declaredCompilers, deploymentConfig } from '../deployment';
import { say, stdoutLog } from '../log';
import { optionsOrUsage } from '../options';
import { type Stoppable, stopAll, stopOnSignals } from '../shutdown';

export async function runVerify(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    console.error(`tvmscan verify: ${error.message}`);
    return 2;
  }
  const { values, positionals, rest } = parsed;
  const [action, dir] = positionals;
  if (action === 'serve' && positionals.length === 1) return serveAlone(rest, env);
  if (action !== 'attest' || !dir || !values.compiler) {
    console.error('tvmscan verify: expected `attest <dir> --compiler <version>` (see tvmscan verify --help)');
    return 2;
  }
  const options = optionsOrUsage('verify', rest, env);
  if (!options) return 2;
  const attestations = attestationsIn(dir, {
    compilerVersion: values.compiler,
    linkerVersion: values.linker ?? null,
    license: values.license ?? null,
    projectLink: values['project-link'] ?? null,
  });
  if (attestations.length === 0) {
    console.error(`tvmscan verify: no <Name>.tvc with its <Name>.abi.json in ${dir} or ${dir}/build`);
    return 1;
  }
  const database = await openConfiguredDatabase(options);
  try {
    await migrateToLatest(database);
    for (const a of attestations) {
      const { codeHash, outcome } = await attest(database, a);
      say(`${a.name}: ${codeHash} ${outcome === 'already' ? 'already verified' : 'attested'}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

async function serveAlone(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const options = optionsOrUsage('verify serve', args, env);
  if (!options) return 2;
  const parts: Stoppable[] = [];
  const stopped = stopOnSignals(parts);
  try {
    const database = await openApiDatabase(options);
    parts.unshift({ name: 'database', stop: () => database.close() });
    const app = await buildVerifyServer({
      database,
      // Only the operator keys are read here: the explorer's other settings are the API's.
      operatorKeys: deploymentConfig(env).apiKeys,
      nativeCompilers: declaredCompilers(env),
      logger: stdoutLog(env),
    });
    // The two decoding calls are the Explorer API's handlers (apps/api), mounted here beside the rest.
    await app.register(verifyParseRoutes, { database });
    parts.unshift({ name: 'verification service', stop: () => app.close() });
    await app.listen({ port: options.port, host: options.host });
    say(`Ready: http://localhost:${options.port}/api/verify`);
  } catch (error) {
    say(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
    await stopAll(parts);
    return 1;
  }
  return stopped;
}

/** The flags; the database and server flags are handed on to the shared options. */
function parse(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      compiler: { type: 'string' },
      linker: { type: 'string' },
      license: { type: 'string' },
      'project-link': { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
    },
  });
  const rest = (['data-dir', 'database-url', 'port', 'host'] as const).flatMap((name) => {
    const value = values[name];
    return value === undefined ? [] : [`--${name}`, value];
  });
  return { values, positionals, rest };
}
