// Options shared by the commands: flags win over environment variables, which win over defaults.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

/** Where the explorer's database is: PostgreSQL at `databaseUrl`, else PGlite in `<dataDir>/db`. */
export interface DatabaseLocation {
  dataDir: string;
  databaseUrl?: string;
}

export interface RuntimeOptions extends DatabaseLocation {
  port: number;
  host: string;
  fresh: boolean;
  flavor?: 'everscale' | 'tycho';
  blockIntervalMs: number;
  tps?: number;
  /** `tvmscan dev --source <url>`: follow these blocks instead of starting the local network. */
  source?: string;
  /** With --source: a folder of the shard states its chains start from. */
  states?: string;
}

export class UsageError extends Error {}

export function parseRuntimeOptions(args: string[], env: NodeJS.ProcessEnv = process.env): RuntimeOptions {
  const { values } = parseArgs({
    args,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      fresh: { type: 'boolean', default: false },
      flavor: { type: 'string' },
      'block-interval': { type: 'string' },
      tps: { type: 'string' },
      source: { type: 'string' },
      states: { type: 'string' },
    },
    allowPositionals: true,
  });
  const port = integer('port', values.port ?? env.PORT ?? '3000', 0, 65535);
  const flavor = values.flavor ?? env.TVMSCAN_FLAVOR;
  if (flavor !== undefined && flavor !== 'everscale' && flavor !== 'tycho') {
    throw new UsageError(`--flavor must be everscale or tycho, got "${flavor}"`);
  }
  return {
    port,
    host: values.host ?? env.HOST ?? 'localhost',
    ...databaseLocation(values, env),
    fresh: values.fresh ?? false,
    flavor,
    blockIntervalMs: integer(
      'block-interval',
      values['block-interval'] ?? env.TVMSCAN_BLOCK_INTERVAL ?? '1000',
      100,
      60_000,
    ),
    tps: values.tps === undefined ? undefined : integer('tps', values.tps, 0, 10_000),
    source: values.source,
    states: values.states,
  };
}

/** --data-dir / TVMSCAN_DATA_DIR (default ./data) and --database-url / DATABASE_URL. */
export function databaseLocation(
  values: { 'data-dir'?: string; 'database-url'?: string },
  env: NodeJS.ProcessEnv,
): DatabaseLocation {
  return {
    dataDir: resolve(values['data-dir'] ?? env.TVMSCAN_DATA_DIR ?? 'data'),
    databaseUrl: values['database-url'] ?? (env.DATABASE_URL || undefined),
  };
}

function integer(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new UsageError(`--${name} must be an integer from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

/** Parses the options of `command`, or prints why they are wrong and returns null (exit code 2). */
export function optionsOrUsage(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): RuntimeOptions | null {
  try {
    return parseRuntimeOptions(args, env);
  } catch (error) {
    // parseArgs reports unknown flags and missing values as TypeErrors.
    if (error instanceof UsageError || error instanceof TypeError) {
      console.error(`tvmscan ${command}: ${error.message}`);
      return null;
    }
    throw error;
  }
}
