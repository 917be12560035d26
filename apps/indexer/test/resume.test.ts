// Kills the indexer with SIGKILL at random moments, many times, then lets it finish, and proves that
// nothing is missing and nothing is doubled: every block of the folder once, every transaction once,
// and the maintained counters equal to the rows actually there. The folder is a chain the local network
// produced (a masterchain block and one or two shard blocks per batch, real transactions), so every
// killed database transaction was writing several blocks at once; every kill lands mid-run, after the
// run committed a batch and before the last one.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeBlock } from '@tvmscan/codec';
import { type Database, openDatabase, readCheckpoint, readCounters } from '@tvmscan/db';
import { createLocalnet, type MasterchainBatch } from '@tvmscan/localnet';
import { dispose } from '@tvmscan/test-support/database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const KILLS = Number(process.env.TVMSCAN_RESUME_KILLS ?? 20);
/** A killed run commits at most this many batches, however fast the machine writes them. */
const COMMITS_PER_RUN = 3;
/** Enough batches that every kill finds work left (KILLS × COMMITS_PER_RUN = 60). */
const BATCHES = 90;
const child = join(import.meta.dirname, 'kill-child.ts');

interface Run {
  killed: boolean;
  /** Masterchain seqnos this run committed, in order. */
  committed: number[];
}

/**
 * Runs the child until it exits, or SIGKILLs it a random moment after it committed its first batch —
 * at the latest as it reports its COMMITS_PER_RUN-th, while it is already at work on the next one.
 */
function runChild(args: string[], killWithinMs: number | null): Promise<Run> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', child, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const committed: number[] = [];
    let stderr = '';
    let pending = '';
    proc.stderr.on('data', (d) => {
      stderr += d;
    });
    proc.stdout.setEncoding('utf8').on('data', (d: string) => {
      const lines = (pending + d).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.startsWith('batch ')) continue;
        committed.push(Number(line.slice(6)));
        if (killWithinMs === null) continue;
        if (committed.length === 1) {
          setTimeout(() => proc.kill('SIGKILL'), Math.floor(Math.random() * killWithinMs));
        } else if (committed.length === COMMITS_PER_RUN) {
          proc.kill('SIGKILL');
        }
      }
    });
    proc.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve({ killed: true, committed });
      else if (code === 0) resolve({ killed: false, committed });
      else reject(new Error(`indexer child exited with ${code}: ${stderr.slice(-2000)}`));
    });
  });
}

interface Folder {
  dir: string;
  mcSeqnos: number[];
  blocks: number;
  transactions: number;
}

/** The local network's first BATCHES batches as block files, as a node's dump would hold them. */
async function chainFolder(): Promise<Folder> {
  const net = await createLocalnet({ trafficTps: 10, blockIntervalMs: 1000, seed: 'resume' });
  const dir = mkdtempSync(join(tmpdir(), 'tvmscan-resume-'));
  try {
    for (let i = 0; i < BATCHES; i++) await net.produceBlock();
    const batches: MasterchainBatch[] = net.batchesSince(null);
    let blocks = 0;
    let transactions = 0;
    const mcSeqnos: number[] = [];
    for (const batch of batches) {
      const mc = decodeBlock(batch.masterchain.boc).block.info.seqNo;
      mcSeqnos.push(mc);
      batch.shards.forEach((s, i) => {
        writeFileSync(join(dir, `shard-${mc}-${i}.boc`), s.boc);
      });
      writeFileSync(join(dir, `mc-${mc}.boc`), batch.masterchain.boc);
      for (const b of [batch.masterchain, ...batch.shards]) {
        blocks++;
        for (const e of decodeBlock(b.boc).block.extra.accountBlocks.entries.values()) {
          transactions += e.value.transactions.size;
        }
      }
    }
    return { dir, mcSeqnos, blocks, transactions };
  } finally {
    await net.stop();
  }
}

const targets: Array<{ name: string; args: () => { args: string[]; open: () => Promise<Database> } }> = [
  {
    name: 'pglite data directory',
    args: () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'tvmscan-pglite-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      return { args: ['', '', dataDir], open: () => openDatabase({ dataDir }) };
    },
  },
];
const url = process.env.DATABASE_URL;
if (url) {
  targets.push({
    name: 'postgres',
    args: () => {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      return { args: [url, schema], open: () => openDatabase({ url, schema }) };
    },
  });
}
const cleanups: Array<() => void> = [];

// One chain for both backends: producing it is the slow part.
let folder: Folder;
beforeAll(async () => {
  folder = await chainFolder();
}, 300_000);
afterAll(() => {
  if (folder) rmSync(folder.dir, { recursive: true, force: true });
  for (const cleanup of cleanups.splice(0)) cleanup();
});

describe.each(targets)('SIGKILL and resume on $name', ({ args }) => {
  // About 2 s per killed run on an idle two-core machine (node, tsx and the database opening in a
  // fresh process each time); the allowance covers the same machine shared with other work.
  it(`leaves no gap and no duplicate after ${KILLS} kills`, { timeout: 600_000 }, async () => {
    const last = Math.max(...folder.mcSeqnos);
    expect(folder.blocks).toBeGreaterThan(folder.mcSeqnos.length * 1.5);
    const target = args();
    const childArgs = [folder.dir, ...target.args];
    for (let i = 0; i < KILLS; i++) {
      const run = await runChild(childArgs, 150);
      // Mid-run: this run committed a batch, and more were left when it died.
      expect(run.killed, `run ${i} ended before the kill`).toBe(true);
      expect(run.committed.length, `run ${i} was killed before committing`).toBeGreaterThan(0);
      expect(run.committed.at(-1)!, `run ${i} was killed after the last batch`).toBeLessThan(last);
    }
    const final = await runChild(childArgs, null);
    expect(final.killed).toBe(false);

    const database = await target.open();
    try {
      const { rows } = await sql<{ workchain: number; seqno: string; n: string }>`
        SELECT workchain, seqno, count(*) AS n FROM blocks GROUP BY workchain, shard, seqno`.execute(
        database.db,
      );
      expect(rows.every((r) => r.n === '1')).toBe(true);
      expect(rows).toHaveLength(folder.blocks);
      expect(
        rows
          .filter((r) => r.workchain === -1)
          .map((r) => Number(r.seqno))
          .sort((a, b) => a - b),
      ).toEqual(folder.mcSeqnos);
      const [txRows, msgRows, blockRows] = await Promise.all(
        ['transactions', 'messages', 'blocks'].map(
          async (t) =>
            (await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(t)}`.execute(database.db)).rows[0]
              .n,
        ),
      );
      expect(Number(txRows)).toBe(folder.transactions);
      expect(await readCounters(database.db)).toMatchObject({
        transactions_total: txRows,
        messages_total: msgRows,
        blocks_total: blockRows,
      });
      expect(await readCheckpoint(database.db)).toBe(last);
    } finally {
      if (database.kind === 'postgres') await dispose(database);
      else await database.close();
    }
  });
});
