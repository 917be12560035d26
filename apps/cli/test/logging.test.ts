// The log an operator reads: `tvmscan serve` and `tvmscan index` write JSON lines to stdout (each
// request's lines with its reqId, a server fault with its error and stack), credentials never appear,
// TVMSCAN_LOG_LEVEL sets the level, and `tvmscan dev` writes its full log to data/logs/.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { buildApi, jsonLogger } from '@tvmscan/api';
import { type Database, migrateToLatest, openDatabase } from '@tvmscan/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deploymentConfig } from '../src/deployment';
import { terminalIndexerLog } from '../src/indexer-log';
import { devLog, devLogPath, logLevel } from '../src/log';

const cli = resolve(import.meta.dirname, '../bin/tvmscan.mjs');
const SECRETS = {
  authorization: 'Bearer s3cr3t-bearer',
  cookie: 'session=s3cr3t-cookie',
  'x-api-key': 's3cr3t-key',
};
const ENV = { TVMSCAN_CURSOR_SECRET: 'x'.repeat(32) };

type LogLine = Record<string, unknown> & { level: number; msg?: string; reqId?: string };

/** Runs a `tvmscan` command; its stdout as it comes, parsed line by line (a line that is not JSON fails). */
function run(args: string[], env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, [cli, ...args], {
    env: { ...process.env, ...ENV, ...env, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((ok) => child.once('exit', ok));
  const lines = (): LogLine[] =>
    stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  const until = async (check: (ls: LogLine[]) => boolean, ms = 120_000) => {
    const deadline = Date.now() + ms;
    while (!check(lines())) {
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`no such log line; exit ${child.exitCode}\n${stdout}\n${stderr}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return { child, exited, lines, until, stdout: () => stdout };
}

/**
 * A request to the server, asked again while it sheds load (503 with Retry-After: a server that just
 * started on a busy CI host lags for a moment), as a client following Retry-After would; how many
 * requests it took is counted for the log checks.
 */
async function fetchPastShedding(url: string, init: RequestInit, sent: { count: number }): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    sent.count++;
    const res = await fetch(url, init);
    if (res.status !== 503 || attempt === 10) return res;
    await res.body?.cancel();
    await new Promise((r) => setTimeout(r, 1000 * Number(res.headers.get('retry-after') ?? 1)));
  }
}

/** A port nobody listens on. */
async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((ok) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'tvmscan-log-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('tvmscan serve', () => {
  it('logs every request as JSON with its reqId, a 5xx with its cause, and redacts credentials', {
    timeout: 240_000,
  }, async () => {
    const dataDir = join(root, 'serve');
    mkdirSync(dataDir);
    // A database whose schema lost a table: the blocks list fails inside the server, as a real fault would.
    const database = await openDatabase({ dataDir: join(dataDir, 'db') });
    await migrateToLatest(database);
    await sql`ALTER TABLE blocks RENAME TO blocks_gone`.execute(database.db);
    await database.close();

    const port = await freePort();
    const serve = run(['serve', '--port', String(port), '--host', '127.0.0.1', '--data-dir', dataDir], {
      TVMSCAN_LOG_LEVEL: 'info',
    });
    try {
      await serve.until((ls) => ls.some((l) => l.msg?.startsWith('Ready')));
      const base = `http://127.0.0.1:${port}`;

      const sent = { count: 0 };
      const ok = await fetchPastShedding(`${base}/api/config`, { headers: SECRETS }, sent);
      expect(ok.status).toBe(200);
      const failed = await fetchPastShedding(
        `${base}/api/explorer/blocks/list`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ limit: 5 }),
        },
        sent,
      );
      expect(failed.status).toBe(500);
      expect(await failed.json()).toEqual({ code: 'INTERNAL', message: 'internal error', field: null });
      await serve.until((ls) => ls.filter((l) => l.msg === 'request completed').length >= sent.count);

      const lines = serve.lines();
      // The answered one is the last asked (any before it were shed).
      const incoming = lines.findLast(
        (l) => l.msg === 'incoming request' && (l.req as { url: string }).url === '/api/config',
      );
      expect(incoming?.reqId).toEqual(expect.any(String));
      expect((incoming?.req as { headers?: Record<string, string> } | undefined)?.headers).toMatchObject({
        authorization: '[Redacted]',
        cookie: '[Redacted]',
        'x-api-key': '[Redacted]',
      });
      const completed = lines.find((l) => l.msg === 'request completed' && l.reqId === incoming?.reqId);
      expect(completed?.res).toEqual({ statusCode: 200 });
      for (const secret of Object.values(SECRETS))
        expect(serve.stdout()).not.toContain(secret.split(/[ =]/)[1]);

      const fault = lines.find((l) => l.level === 50 && l.msg === 'request failed');
      expect(fault?.reqId).toEqual(expect.any(String));
      const err = fault?.err as { message: string; stack: string };
      expect(err.message).toContain('blocks');
      expect(err.stack).toMatch(/\n\s+at /);
      expect(lines.find((l) => l.msg === 'request completed' && l.reqId === fault?.reqId)?.res).toEqual({
        statusCode: 500,
      });
    } finally {
      serve.child.kill('SIGTERM');
      await serve.exited;
    }
  });
});

describe('tvmscan index', () => {
  it('writes its progress as JSON lines on stdout', { timeout: 240_000 }, async () => {
    const blocks = join(root, 'no-blocks');
    mkdirSync(blocks);
    const index = run(['index', '--blocks', blocks, '--data-dir', join(root, 'index')], {});
    expect(await index.exited).toBe(0);
    const lines = index.lines();
    expect(lines.map((l) => l.msg)).toContainEqual(expect.stringMatching(/^Indexed 0 masterchain batches/));
    expect(lines.every((l) => l.level === 30 && typeof l.time === 'number')).toBe(true);
  });
});

/** A destination that keeps the lines written to it. */
function collected() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('the API log', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({});
    await migrateToLatest(database);
  }, 120_000);
  afterAll(() => database?.close());

  it('follows TVMSCAN_LOG_LEVEL: at warn, requests are quiet and faults still show', async () => {
    const { lines, stream } = collected();
    const app = await buildApi({
      database,
      config: {
        ...deploymentConfig(ENV),
        // No load shedding: a 503 from a busy host would log a warning this test does not expect.
        maxEventLoopDelayMs: 0,
        logger: jsonLogger(logLevel({ TVMSCAN_LOG_LEVEL: 'warn' }), stream),
      },
    });
    try {
      expect((await app.inject({ url: '/api/config' })).statusCode).toBe(200);
      expect(lines).toEqual([]);
      await sql`ALTER TABLE blocks RENAME TO blocks_gone`.execute(database.db);
      const failed = await app.inject({ method: 'POST', url: '/api/explorer/blocks/list', payload: {} });
      await sql`ALTER TABLE blocks_gone RENAME TO blocks`.execute(database.db);
      expect(failed.statusCode).toBe(500);
      expect(lines.map((l) => [l.level, l.msg])).toEqual([[50, 'request failed']]);
    } finally {
      await app.close();
    }
    expect(() => logLevel({ TVMSCAN_LOG_LEVEL: 'loud' })).toThrow(/TVMSCAN_LOG_LEVEL/);
    expect(logLevel({})).toBe('info');
  });

  it('redacts secret-named fields at the top of a line or one level down (a logged body)', () => {
    const { lines, stream } = collected();
    const log = jsonLogger('info', stream);
    log.info({ password: 'p4ss', body: { token: 't0k', personal_access_token: 'pat', secret: 's' } }, 'x');
    expect(lines[0]).toMatchObject({
      password: '[Redacted]',
      body: { token: '[Redacted]', personal_access_token: '[Redacted]', secret: '[Redacted]' },
    });
  });

  it('of tvmscan dev goes to data/logs/: every request and every indexed batch; faults reach the terminal too', async () => {
    const dataDir = join(root, 'dev');
    const log = devLog(dataDir, {});
    const app = await buildApi({ database, config: { ...deploymentConfig(ENV), logger: log } });
    const terminal = vi.spyOn(console, 'log');
    let said: string[] = [];
    try {
      await app.inject({ url: '/api/config' });
      // The terminal summarises batches; the file keeps each.
      const indexer = terminalIndexerLog(log);
      indexer.info({ mcSeqno: 1 }, 'batch committed');
      indexer.info({ mcSeqno: 2 }, 'batch committed');
      await sql`ALTER TABLE blocks RENAME TO blocks_gone`.execute(database.db);
      const failed = await app.inject({ method: 'POST', url: '/api/explorer/blocks/list', payload: {} });
      await sql`ALTER TABLE blocks_gone RENAME TO blocks`.execute(database.db);
      expect(failed.statusCode).toBe(500);
    } finally {
      said = terminal.mock.calls.map(([line]) => String(line));
      terminal.mockRestore();
      await app.close();
    }
    expect(said.filter((line) => line.includes('batch committed'))).toHaveLength(1);
    expect(said.filter((line) => line.startsWith('[tvmscan] error: request failed: '))).toHaveLength(1);
    expect(said.some((line) => line.includes('request completed'))).toBe(false);
    const lines = readFileSync(devLogPath(dataDir), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
    expect(devLogPath(dataDir)).toBe(join(dataDir, 'logs', 'tvmscan.log'));
    const completed = lines.filter((l) => l.msg === 'request completed' && l.reqId);
    expect(completed.map((l) => (l.res as { statusCode: number }).statusCode)).toEqual([200, 500]);
    expect(lines.filter((l) => l.msg === 'batch committed').map((l) => l.mcSeqno)).toEqual([1, 2]);
    expect(lines.find((l) => l.msg === 'request failed')?.err).toMatchObject({
      stack: expect.stringContaining('blocks'),
    });
  });
});
