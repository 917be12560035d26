// Runs the real explorer exactly as a user does (`tvmscan dev`) on a free port with its own data
// directory, and stops it the way a user does (SIGINT).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(repoRoot, 'apps', 'cli', 'bin', 'tvmscan.mjs');

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => ok(port));
    });
  });
}

export interface Stack {
  baseUrl: string;
  dataDir: string;
  output: () => string;
  /** Sends SIGINT and resolves with the exit code and how long the stop took. */
  stop(): Promise<{ code: number | null; ms: number }>;
  /** Removes the data directory (after stop). */
  dispose(): void;
}

export interface StackOptions {
  dataDir?: string;
  extraArgs?: string[];
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'tvmscan-e2e-'));
  // The embedded database is the default the README promises; PostgreSQL runs are covered elsewhere.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    TVMSCAN_DATA_DIR: dataDir,
    ...options.env,
  };
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(
    process.execPath,
    [cli, 'dev', '--block-interval', '500', ...(options.extraArgs ?? [])],
    {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));

  const baseUrl = `http://localhost:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 150_000);
  while (!output.includes(baseUrl)) {
    if (child.exitCode !== null) throw new Error(`tvmscan dev exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`tvmscan dev did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    baseUrl,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return { code: child.exitCode, ms: 0 };
      const started = Date.now();
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      const code = await exited;
      clearTimeout(timer);
      return { code, ms: Date.now() - started };
    },
    dispose() {
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls `fn` until it returns a truthy value. */
export async function waitFor<T>(
  fn: () => Promise<T | undefined | null | false>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await fn();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting${lastError ? `: ${String(lastError)}` : ''}`);
}

export async function api<T>(baseUrl: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
