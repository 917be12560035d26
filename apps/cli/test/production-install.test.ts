// A production install (`npm ci --omit=dev`) must be enough for `tvmscan serve` and `tvmscan index`: the
// real commands run in a child process that records every file it resolves (record-resolutions.mjs),
// and every package they load must be one `npm ls --omit=dev` lists. The token standards' contract
// builds and the toolchain they bring (locklift, mocha, nanoid…) are development dependencies only.
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../../..');
const bin = join(repo, 'apps/cli/bin/tvmscan.mjs');
const recorder = join(import.meta.dirname, 'record-resolutions.mjs');

/** The contract builds and the toolchain they depend on. */
const TOOLCHAIN =
  /\/node_modules\/(@broxus\/(tip3|tip4|contracts|locklift-network)|locklift|mocha|ts-mocha|nanoid)$/;
/** The embedded OpenID provider (oidc-provider) brings a nanoid of its own: that copy is production's. */
const OIDC_PROVIDER_NANOID = /\/node_modules\/oidc-provider\/node_modules\/nanoid$/;
const isToolchain = (dir: string) => TOOLCHAIN.test(dir) && !OIDC_PROVIDER_NANOID.test(dir);

/** The package directory a file belongs to: up to the last `node_modules/<name>` (or `@scope/name`). */
function packageDir(file: string): string | null {
  const match = /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)/.exec(file);
  return match ? match[1] : null;
}

/** Every package directory of a production install of this checkout. */
async function productionPackages(): Promise<Set<string>> {
  const { stdout } = await promisify(execFile)('npm', ['ls', '--omit=dev', '--all', '--parseable'], {
    cwd: repo,
    maxBuffer: 16 * 1024 * 1024,
  });
  return new Set(
    stdout
      .split('\n')
      .filter(Boolean)
      .map((dir) => realpathSync(dir)),
  );
}

/** Runs `tvmscan <args>` with the recorder until it exits, or until `until` appears and SIGINT stops it. */
function run(args: string[], record: string, until?: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', recorder, bin, ...args], {
      cwd: repo,
      // On the suite's PostgreSQL (DATABASE_URL), serve needs the cursor key every API process shares.
      env: { ...process.env, RECORD_RESOLUTIONS: record, TVMSCAN_CURSOR_SECRET: 'c'.repeat(64) },
    });
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk;
      if (until && output.includes(until)) child.kill('SIGINT');
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('error', fail);
    child.on('exit', () => done(output));
  });
}

describe('a production install', () => {
  const root = mkdtempSync(join(tmpdir(), 'tvmscan-production-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('has none of the contract builds or their toolchain', { timeout: 60_000 }, async () => {
    expect([...(await productionPackages())].filter(isToolchain)).toEqual([]);
  });

  // Opening PGlite in a new data directory runs initdb in WASM: seconds alone, far more on a busy machine.
  it('is all that serve and index load', { timeout: 180_000 }, async () => {
    const record = join(root, 'resolved.txt');
    const data = join(root, 'data');
    mkdirSync(join(root, 'blocks'));
    const served = await run(['serve', '--port', '0', '--data-dir', data], record, 'Ready:');
    expect(served).toContain('Ready:');
    const indexed = await run(['index', '--blocks', join(root, 'blocks'), '--data-dir', data], record);
    expect(indexed).toContain('Indexing');
    const production = await productionPackages();
    const files = readFileSync(record, 'utf8').split('\n');
    const loaded = [...new Set(files.flatMap((file) => packageDir(file) ?? []))].map((dir) =>
      realpathSync(dir),
    );
    // The real stack was loaded (the server, the database, the decoder)…
    for (const name of ['fastify', '@electric-sql/pglite', 'nekoton-wasm']) {
      expect(loaded).toContain(join(repo, 'node_modules', name));
    }
    // …and nothing it loaded is a contract build or lies outside the production install.
    expect({
      toolchain: loaded.filter(isToolchain),
      outsideProduction: loaded.filter((dir) => !production.has(dir)),
    }).toEqual({ toolchain: [], outsideProduction: [] });
  });
});
