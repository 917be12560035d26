// `tvmscan index --blocks <dir> [--states <dir>] [--follow]` — replays a folder of block BOC files (a
// node's dump, fixtures, a copy of a network's blocks) into the configured database (PGlite in the data
// directory, or PostgreSQL at DATABASE_URL), resuming from the checkpoint. Starting states (zerostates
// or persistent shard states) give the accounts of the blocks that follow them their balances, code and
// data; --follow keeps watching the folder for new blocks until Ctrl-C. It logs JSON lines to stdout.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { migrateToLatest } from '@tvmscan/db';
import { bocBytes, filesSource } from '@tvmscan/indexer';
import { openConfiguredDatabase } from '../database';
import { startIndexer } from '../indexer-part';
import { say, stdoutLog } from '../log';
import { databaseLocation } from '../options';
import { type Stoppable, stopAll, stopOnSignals } from '../shutdown';

/** How often a followed folder is looked at for new files. */
const FOLLOW_INTERVAL_MS = 1000;

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Every BOC in the folder (raw or base64 text); other files are left out. */
function readStates(dir: string): Uint8Array[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const boc = bocBytes(new Uint8Array(readFileSync(join(dir, name))));
      return boc ? [boc] : [];
    });
}

export async function runIndex(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let values: {
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
  if (!values.blocks) {
    console.error('tvmscan index: --blocks <dir> is required (a folder of block BOC files)');
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
  try {
    log = stdoutLog(env);
  } catch (error) {
    console.error(`tvmscan index: ${(error as Error).message}`);
    return 2;
  }
  const states = values.states ? readStates(values.states) : [];
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
    say(`Indexing ${resolve(values.blocks)}${values.follow ? ' (following; Ctrl-C stops)' : ''}…`);
    const run = startIndexer(
      parts,
      database,
      filesSource(values.blocks, {
        states,
        followIntervalMs: values.follow ? FOLLOW_INTERVAL_MS : undefined,
      }),
      log,
    );
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
