// `tvmscan index --source <url> | --blocks <dir> [--states <dir>] [--follow]` — replays a folder of
// block BOC files (a node's dump, fixtures, a copy of a network's blocks; `--blocks <dir>` is
// `--source file:///dir`), Tycho block archives (`--source archive:///dir`), a network's node GraphQL
// (`--source graphql+https://host/graphql`) or Tycho's JSON-RPC (`--source jrpc+https://host/rpc`) into
// the configured
// database (PGlite in the data directory, or PostgreSQL at DATABASE_URL), resuming from the
// checkpoint. Starting states (zerostates or persistent shard states) give the accounts of the blocks
// that follow them their balances, code and data; --follow keeps watching for new blocks until Ctrl-C.
// On PostgreSQL it writes only while it holds the database's indexer lease: a second `tvmscan index`
// waits and takes over within seconds of the first's end (decision 0043). It logs JSON lines to stdout.
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { migrateToLatest } from '@tvmscan/db';
import { sourceFromUrl } from '@tvmscan/indexer';
import { openConfiguredDatabase } from '../database';
import { metadataFetching, startLeasedIndexer } from '../indexer-part';
import { say, stdoutLog } from '../log';
import { databaseLocation } from '../options';
import { type Stoppable, stopAll, stopOnSignals } from '../shutdown';
import { readStates } from '../starting-states';

/** How often a followed folder is looked at for new files. */
const FOLLOW_INTERVAL_MS = 1000;

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

export async function runIndex(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let values: {
    source?: string;
    blocks?: string;
    states?: string;
    follow?: boolean;
    'data-dir'?: string;
    'database-url'?: string;
  };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        source: { type: 'string' },
        blocks: { type: 'string' },
        states: { type: 'string' },
        follow: { type: 'boolean', default: false },
        'data-dir': { type: 'string' },
        'database-url': { type: 'string' },
      },
    }));
  } catch (error) {
    console.error(`tvmscan index: ${(error as Error).message}`);
    return 2;
  }
  if (!values.blocks === !values.source) {
    console.error(
      'tvmscan index: give one of --source <url> (file:///dir, archive:///dir, graphql+https://host/path, jrpc+https://host/path) and --blocks <dir> (a folder of block BOC files)',
    );
    return 2;
  }
  for (const [flag, dir] of [
    ['blocks', values.blocks],
    ['states', values.states],
  ] as const) {
    if (dir !== undefined && !isDirectory(dir)) {
      console.error(`tvmscan index: --${flag} ${dir} is not a folder`);
      return 2;
    }
  }
  let log: ReturnType<typeof stdoutLog>;
  let metadata: ReturnType<typeof metadataFetching>;
  try {
    log = stdoutLog(env);
    metadata = metadataFetching('serve', env);
  } catch (error) {
    console.error(`tvmscan index: ${(error as Error).message}`);
    return 2;
  }
  const states = values.states ? readStates(values.states) : [];
  const sourceUrl = values.source ?? pathToFileURL(resolve(values.blocks as string)).toString();
  let source: ReturnType<typeof sourceFromUrl>;
  try {
    source = sourceFromUrl(sourceUrl, {
      states,
      followIntervalMs: values.follow ? FOLLOW_INTERVAL_MS : undefined,
      onRefused: (message) => log.warn({ source: sourceUrl }, message),
      env,
    });
  } catch (error) {
    console.error(`tvmscan index: --source ${(error as Error).message}`);
    return 2;
  }
  if (values.states) say(`Starting states: ${states.length} BOCs from ${resolve(values.states)}`);

  const parts: Stoppable[] = [];
  const stopped = stopOnSignals(parts);
  const location = databaseLocation(values, env);
  say(
    location.databaseUrl
      ? 'Opening PostgreSQL database…'
      : `Opening embedded database in ${join(location.dataDir, 'db')}…`,
  );
  const database = await openConfiguredDatabase(location);
  parts.unshift({ name: 'database', stop: () => database.close() });
  try {
    await migrateToLatest(database);
    say(`Indexing ${sourceUrl}${values.follow ? ' (following; Ctrl-C stops)' : ''}…`);
    const run = startLeasedIndexer(parts, database, source, log, metadata);
    const progress = await Promise.race([run, stopped]);
    say(
      `Indexed ${progress.batches} masterchain batches (${progress.transactions} new transactions), ` +
        `${progress.failedBlocks} blocks recorded as failed; checkpoint ${progress.lastMcSeqno ?? 'none'}.`,
    );
    return await stopAll(parts);
  } catch (error) {
    say(`Indexing stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    await stopAll(parts);
    return 1;
  }
}
