// Kills the indexer with SIGKILL at random moments, many times, then lets it finish, and proves that
// nothing is missing and nothing is doubled: every masterchain block of the folder once, every
// transaction once, and the maintained counters equal to the rows actually there.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeBlock } from '@tvmscan/codec';
import { type Database, openDatabase, readCheckpoint, readCounters } from '@tvmscan/db';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fixturesDir, fixturesSkipReason, readFixtureBoc } from '../../../test-support/fixtures';
import { bocBytes } from '../src/sources/files';
import { dispose, fixtureFolder } from './support';

// Kept small for a shared 2-core machine; CI can raise it (each kill costs one child start-up).
const KILLS = Number(process.env.TVMSCAN_RESUME_KILLS ?? 4);
const child = join(import.meta.dirname, 'kill-child.ts');

/** Masterchain blocks of the fixtures that decode, one per seqno (several test networks reuse seqno 1). */
function masterchainFixtures(): Array<{ name: string; seqno: number; txs: number }> {
  const out = new Map<number, { name: string; seqno: number; txs: number }>();
  for (const name of readdirSync(join(fixturesDir!, 'blocks')).sort()) {
    const boc = bocBytes(readFixtureBoc(`blocks/${name}`));
    if (!boc) continue;
    try {
      const { block } = decodeBlock(boc);
      if (block.info.shard.workchain !== -1 || block.info.seqNo <= 1) continue;
      const txs = [...block.extra.accountBlocks.entries.values()].reduce(
        (n, e) => n + e.value.transactions.size,
        0,
      );
      out.set(block.info.seqNo, { name, seqno: block.info.seqNo, txs });
    } catch {}
  }
  return [...out.values()];
}

/** Runs the child until it exits, or SIGKILLs it `afterMs` after it reports ready. */
function runChild(args: string[], killAfterMs: number | null): Promise<{ killed: boolean; batches: number }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', child, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let batches = 0;
    let stderr = '';
    proc.stderr.on('data', (d) => {
      stderr += d;
    });
    proc.stdout.setEncoding('utf8').on('data', (d: string) => {
      for (const line of d.split('\n')) {
        if (line === 'batch') batches++;
        if (line === 'ready' && killAfterMs !== null) setTimeout(() => proc.kill('SIGKILL'), killAfterMs);
      }
    });
    proc.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve({ killed: true, batches });
      else if (code === 0) resolve({ killed: false, batches });
      else reject(new Error(`indexer child exited with ${code}: ${stderr.slice(-2000)}`));
    });
  });
}

const targets: Array<{
  name: string;
  args: () => { args: string[]; open: () => Promise<Database>; cleanup: () => void };
}> = [
  {
    name: 'pglite data directory',
    args: () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'tvmscan-pglite-'));
      return {
        args: ['', '', dataDir],
        open: () => openDatabase({ dataDir }),
        cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  },
];
const url = process.env.DATABASE_URL;
if (url) {
  targets.push({
    name: 'postgres',
    args: () => {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      return { args: [url, schema], open: () => openDatabase({ url, schema }), cleanup: () => {} };
    },
  });
}

describe.skipIf(!fixturesDir).each(targets)(
  `SIGKILL and resume on $name ${fixturesSkipReason}`,
  ({ args }) => {
    it('leaves no gap and no duplicate', { timeout: 240_000 }, async () => {
      const blocks = masterchainFixtures();
      expect(blocks.length).toBeGreaterThan(10);
      const folder = fixtureFolder(blocks.map((b) => b.name));
      const target = args();
      const childArgs = [folder.dir, ...target.args];
      let kills = 0;
      try {
        for (let i = 0; i < KILLS; i++) {
          // Random moments from right after start-up to well into the run.
          const result = await runChild(childArgs, Math.floor(Math.random() * 400));
          if (result.killed) kills++;
        }
        const final = await runChild(childArgs, null);
        expect(final.killed).toBe(false);
        expect(kills).toBeGreaterThan(0);

        const database = await target.open();
        try {
          const { rows } = await sql<{ seqno: string; n: string }>`
          SELECT seqno, count(*) AS n FROM blocks WHERE workchain = -1 GROUP BY seqno ORDER BY seqno::int8`.execute(
            database.db,
          );
          expect(rows.map((r) => Number(r.seqno))).toEqual(blocks.map((b) => b.seqno).sort((a, b) => a - b));
          expect(rows.every((r) => r.n === '1')).toBe(true);
          const [txRows, msgRows, blockRows] = await Promise.all(
            ['transactions', 'messages', 'blocks'].map(
              async (t) =>
                (await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(t)}`.execute(database.db))
                  .rows[0].n,
            ),
          );
          expect(Number(txRows)).toBe(blocks.reduce((n, b) => n + b.txs, 0));
          expect(await readCounters(database.db)).toMatchObject({
            transactions_total: txRows,
            messages_total: msgRows,
            blocks_total: blockRows,
          });
          expect(await readCheckpoint(database.db)).toBe(Math.max(...blocks.map((b) => b.seqno)));
        } finally {
          if (database.kind === 'postgres') await dispose(database);
          else await database.close();
        }
      } finally {
        folder.remove();
        target.cleanup();
      }
    });
  },
);
