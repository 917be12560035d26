// A throw-away PostgreSQL cluster a test starts for itself, so it can stop and restart the server
// (fault tests) without touching the machine's shared one: `initdb` into a temporary data directory,
// `pg_ctl` on a free port from 5433, listening on 127.0.0.1 only, trust authentication. PostgreSQL
// refuses to run as root, so when the tests run as root the binaries run as the `postgres` user, who
// owns the data directory. The cluster is always removed: by `destroy()`, should the test process end
// without it, on exit, and should that process be killed outright, by the next start, which removes
// every cluster whose test process is gone. A cluster can also be started as a streaming replica of
// another (`startPgReplica`), for the read-replica suites.
import { execFile, execFileSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Where the server binaries are: PG_BIN, else the newest Debian/Ubuntu install. */
function findBinaries(): string | null {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) return existsSync(join(fromEnv, 'initdb')) ? fromEnv : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

const binaries = findBinaries();

/** Why suites that need their own cluster are skipped ('' when they can run), for their titles. */
export const pgClusterSkipReason = binaries
  ? ''
  : 'skipped: initdb not found (install PostgreSQL server binaries or set PG_BIN)';

/** The OS user the server runs as: `postgres` when the tests run as root, else the current user. */
const asRoot = userInfo().uid === 0;
const serverUser = asRoot ? 'postgres' : userInfo().username;

/** Runs a server binary as the server's user. */
function pgCommand(binary: string, args: string[]): [string, string[]] {
  const path = join(binaries ?? '', binary);
  return asRoot ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
}

export type StopMode = 'smart' | 'fast' | 'immediate';

export interface PgCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  /** Starts the server and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops the server: `fast` (default) ends sessions cleanly, `immediate` as a crash would. */
  stop(mode?: StopMode): Promise<void>;
  restart(mode?: StopMode): Promise<void>;
  /** Stops the server if it runs and removes the data directory. Safe to call twice. */
  destroy(): Promise<void>;
}

/** True when nothing listens on 127.0.0.1:`port`. */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 200; port++) if (await portFree(port)) return port;
  throw new Error(`no free port in ${from}..${from + 199}`);
}

const FIRST_PORT = 5433;

const PREFIX = 'tvmscan-pg-';
/** The file in a cluster's directory naming the process that started it. */
const OWNER = 'owner.pid';

/** Stops a cluster's server (synchronously: an exit handler cannot wait) and removes its directory. */
function removeCluster(dir: string): void {
  try {
    const [cmd, args] = pgCommand('pg_ctl', ['stop', '-D', join(dir, 'data'), '-m', 'immediate', '-s']);
    execFileSync(cmd, args, { stdio: 'ignore' });
  } catch {}
  rmSync(dir, { recursive: true, force: true });
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Removes the clusters left by test processes that were killed before they could. */
function removeOrphans(): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(PREFIX)) continue;
    const dir = join(tmpdir(), name);
    let owner: number;
    try {
      owner = Number(readFileSync(join(dir, OWNER), 'utf8'));
    } catch {
      continue; // being created right now, or not one of ours
    }
    if (owner > 0 && !alive(owner)) removeCluster(dir);
  }
}

/** A temporary directory for one cluster, removed at exit should the test not destroy it. */
function clusterDirectory(): { dataDir: string; pgdata: string; removeOnExit: () => void } {
  if (!binaries) throw new Error(pgClusterSkipReason);
  removeOrphans();
  const dataDir = mkdtempSync(join(tmpdir(), PREFIX));
  writeFileSync(join(dataDir, OWNER), String(process.pid));
  if (asRoot) chownSync(dataDir, ...ownerIds());
  const removeOnExit = () => removeCluster(dataDir);
  process.once('exit', removeOnExit);
  return { dataDir, pgdata: join(dataDir, 'data'), removeOnExit };
}

/** Runs `binary`; on failure removes the cluster's directory first. */
async function prepare(dir: ReturnType<typeof clusterDirectory>, binary: string, args: string[]) {
  try {
    const [cmd, full] = pgCommand(binary, args);
    await run(cmd, full);
  } catch (error) {
    dir.removeOnExit();
    process.off('exit', dir.removeOnExit);
    throw error;
  }
}

/** A new cluster, initialized and started. */
export async function startPgCluster(): Promise<PgCluster> {
  const dir = clusterDirectory();
  await prepare(dir, 'initdb', [
    '-D',
    dir.pgdata,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '--encoding=UTF8',
    '--locale=C',
  ]);
  return serve(dir);
}

/**
 * A streaming replica of `primary`, started: `pg_basebackup -R` copies the primary's data directory
 * and writes the standby settings (initdb's pg_hba already lets 127.0.0.1 replicate with trust), and
 * the copy starts in hot standby, replaying the primary's WAL as it streams.
 */
export async function startPgReplica(primary: PgCluster): Promise<PgCluster> {
  const dir = clusterDirectory();
  await prepare(dir, 'pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    dir.pgdata,
    '-R',
    '-X',
    'stream',
    '--no-sync',
  ]);
  return serve(dir);
}

/** Starts the server of a prepared data directory on a free port. */
async function serve({
  dataDir,
  pgdata,
  removeOnExit,
}: ReturnType<typeof clusterDirectory>): Promise<PgCluster> {
  const log = join(dataDir, 'server.log');
  let port = await freePort(FIRST_PORT);
  let running = false;
  const ctl = async (args: string[]) => {
    const [cmd, full] = pgCommand('pg_ctl', args);
    await run(cmd, full);
  };
  // The server's own settings: loopback only, its socket in its own directory (not the shared
  // server's), no fsync (a test cluster lives minutes; an immediate stop still recovers from the WAL).
  const serverOptions = () =>
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dataDir} -c fsync=off`;
  const start = async () => {
    await ctl(['start', '-D', pgdata, '-l', log, '-w', '-t', '30', '-s', '-o', serverOptions()]);
    running = true;
  };
  const stop = async (mode: StopMode = 'fast') => {
    if (!running) return;
    await ctl(['stop', '-D', pgdata, '-m', mode, '-w', '-t', '30', '-s']);
    running = false;
  };

  // Another process may take the port between the check and the start: try the next free one.
  for (let attempt = 0; ; attempt++) {
    try {
      await start();
      break;
    } catch (error) {
      if (attempt === 4) {
        removeOnExit();
        process.off('exit', removeOnExit);
        throw error;
      }
      port = await freePort(port + 1);
    }
  }

  return {
    get url() {
      return `postgres://postgres@127.0.0.1:${port}/postgres`;
    },
    get port() {
      return port;
    },
    dataDir: pgdata,
    start,
    stop,
    restart: async (mode) => {
      await stop(mode);
      await start();
    },
    destroy: async () => {
      await stop('immediate').catch(() => {});
      removeOnExit();
      process.off('exit', removeOnExit);
    },
  };
}

/** uid and gid of the `postgres` user. */
function ownerIds(): [number, number] {
  const id = (flag: string) => Number(execFileSync('id', [flag, serverUser]).toString().trim());
  return [id('-u'), id('-g')];
}
