// Block files that land out of order in a followed folder, as a node's dump or a copy job writes them:
// a shard block before its masterchain block waits for it; a masterchain block whose shard block is
// not there yet waits for it a while; a shard block that comes after its masterchain block was indexed
// (while the indexer ran, or while it was stopped) is ingested late, once. Real blocks: the Tycho
// one-shard network's masterchain block 76 with the shard block it commits, and a chain the local
// network produced (where each masterchain block's predecessor tells where its commits begin).
import { readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeBlock } from '@tvmscan/codec';
import { type Database, readCounters } from '@tvmscan/db';
import { createLocalnet } from '@tvmscan/localnet';
import { backends, dispose, openMigrated } from '@tvmscan/test-support/database';
import { fixturePath, fixturesDir, fixturesSkipReason } from '@tvmscan/test-support/fixtures';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesSource, type MasterchainBatch, runIndexer } from '../src/index';
import { fixtureFolder } from './support';

const POLL_MS = 30;

/** Runs the indexer following `dir` until stopped; `committed` lists each batch's mc seqno. */
function follow(database: Database, dir: string, shardWaitMs?: number) {
  const controller = new AbortController();
  const committed: number[] = [];
  const run = runIndexer({
    database,
    source: filesSource(dir, { followIntervalMs: POLL_MS, shardWaitMs }),
    signal: controller.signal,
    log: {
      info: (fields, msg) =>
        msg === 'batch committed' && committed.push((fields as { mcSeqno: number }).mcSeqno),
      warn: () => {},
    },
  });
  return {
    committed,
    stop: async () => {
      controller.abort();
      return run;
    },
  };
}

async function blocksIn(database: Database) {
  const { rows } = await sql<{ workchain: number; seqno: string; mc_seqno: string; n: string }>`
    SELECT workchain, seqno, mc_seqno, count(*) OVER (PARTITION BY root_hash) AS n FROM blocks
    ORDER BY workchain, seqno::int8`.execute(database.db);
  return rows.map((r) => `${r.workchain}:${r.seqno}@${r.mc_seqno}${r.n === '1' ? '' : ` ×${r.n}`}`);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, POLL_MS * 10));

describe.skipIf(!fixturesDir).each(backends)(
  `out-of-order block files on $name ${fixturesSkipReason}`,
  ({ open }) => {
    const names = fixturesDir ? readdirSync(fixturePath('blocks')) : [];
    const mc = names.find((n) => n.startsWith('tycho_one-shard_-1_'))!;
    const shard = names.find((n) => n.startsWith('tycho_one-shard_0_'))!;

    it('ingests a shard block that lands before its masterchain block exactly once, after it appears', async () => {
      const folder = fixtureFolder([shard]);
      const database = await openMigrated(open);
      try {
        const indexer = follow(database, folder.dir);
        await settle();
        expect(indexer.committed).toEqual([]);
        expect(await blocksIn(database)).toEqual([]);
        symlinkSync(fixturePath(`blocks/${mc}`), join(folder.dir, mc));
        await expect.poll(() => indexer.committed, { timeout: 30_000 }).toEqual([76]);
        await settle();
        expect(await indexer.stop()).toMatchObject({ batches: 1, failedBlocks: 0 });
        expect(await blocksIn(database)).toEqual(['-1:76@76', '0:83@76']);
        expect((await readCounters(database.db)).blocks_total).toBe('2');
      } finally {
        folder.remove();
        await dispose(database);
      }
    });

    it('ingests a shard block that lands after its masterchain block was indexed, once', async () => {
      const folder = fixtureFolder([mc]);
      const database = await openMigrated(open);
      try {
        const indexer = follow(database, folder.dir);
        // No earlier masterchain block in the folder tells that a shard block is missing: it goes alone.
        await expect.poll(() => indexer.committed, { timeout: 30_000 }).toEqual([76]);
        expect(await blocksIn(database)).toEqual(['-1:76@76']);
        symlinkSync(fixturePath(`blocks/${shard}`), join(folder.dir, shard));
        await expect.poll(() => indexer.committed, { timeout: 30_000 }).toEqual([76, 76]);
        await settle();
        expect(await indexer.stop()).toMatchObject({ batches: 2, failedBlocks: 0, lastMcSeqno: 76 });
        expect(await blocksIn(database)).toEqual(['-1:76@76', '0:83@76']);
        const counters = await readCounters(database.db);
        const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM transactions`.execute(
          database.db,
        );
        expect(counters).toMatchObject({ blocks_total: '2', transactions_total: rows[0].n });
      } finally {
        folder.remove();
        await dispose(database);
      }
    });
  },
);

/** The first batches of a local network: mc-<seqno>.boc and shard-<seqno>.boc (one shard before the split). */
let chain: MasterchainBatch[] = [];
beforeAll(async () => {
  const net = await createLocalnet({ trafficTps: 10, seed: 'out-of-order' });
  try {
    for (let i = 0; i < 4; i++) await net.produceBlock();
    chain = net.batchesSince(null);
  } finally {
    await net.stop();
  }
}, 120_000);
const seqnoOf = (b: MasterchainBatch) => decodeBlock(b.masterchain.boc).block.info.seqNo;
function write(dir: string, batch: MasterchainBatch, parts: { mc?: boolean; shards?: boolean }) {
  const seqno = seqnoOf(batch);
  if (parts.mc !== false) writeFileSync(join(dir, `mc-${seqno}.boc`), batch.masterchain.boc);
  if (parts.shards !== false)
    batch.shards.forEach((s, i) => {
      writeFileSync(join(dir, `shard-${seqno}-${i}.boc`), s.boc);
    });
}

describe.each(backends)('shard blocks behind their masterchain block on $name', ({ open }) => {
  let folder: ReturnType<typeof fixtureFolder>;
  let database: Database;
  beforeAll(async () => {
    folder = fixtureFolder([]);
    database = await openMigrated(open);
  });
  afterAll(async () => {
    folder.remove();
    await dispose(database);
  });

  it('holds a masterchain block, and the ones after it, until the shard block it commits is there', async () => {
    const [first, second, third] = chain;
    expect(second.shards.length).toBeGreaterThan(0);
    write(folder.dir, first, {});
    write(folder.dir, second, { shards: false });
    write(folder.dir, third, {});
    const indexer = follow(database, folder.dir, 60_000);
    await expect.poll(() => indexer.committed, { timeout: 30_000 }).toEqual([seqnoOf(first)]);
    await settle();
    expect(indexer.committed).toEqual([seqnoOf(first)]);
    write(folder.dir, second, { mc: false });
    await expect
      .poll(() => indexer.committed, { timeout: 30_000 })
      .toEqual([first, second, third].map(seqnoOf));
    await indexer.stop();
    const blocks = await blocksIn(database);
    expect(blocks.filter((b) => b.startsWith('0:'))).toEqual(
      [first, second, third].map((b) => `0:${decodeBlock(b.shards[0].boc).block.info.seqNo}@${seqnoOf(b)}`),
    );
  });

  it('goes on without a shard block that is late, and ingests it when it comes, even after a restart', async () => {
    const fourth = chain[3];
    // Waited for no longer than 0 ms: the masterchain block goes without its shard block.
    write(folder.dir, fourth, { shards: false });
    const indexer = follow(database, folder.dir, 0);
    await expect.poll(() => indexer.committed, { timeout: 30_000 }).toContain(seqnoOf(fourth));
    await indexer.stop();
    const shardSeqno = decodeBlock(fourth.shards[0].boc).block.info.seqNo;
    expect(await blocksIn(database)).not.toContain(`0:${shardSeqno}@${seqnoOf(fourth)}`);
    // The indexer is stopped when the shard block lands; the next run finds it missing from the database.
    write(folder.dir, fourth, { mc: false });
    const again = await runIndexer({
      database,
      source: filesSource(folder.dir),
      signal: new AbortController().signal,
    });
    expect(again).toMatchObject({ batches: 1, failedBlocks: 0, lastMcSeqno: seqnoOf(fourth) });
    const blocks = await blocksIn(database);
    expect(blocks).toContain(`0:${shardSeqno}@${seqnoOf(fourth)}`);
    expect(blocks.every((b) => !b.includes('×'))).toBe(true);
    expect(blocks).toHaveLength(chain.length * 2);
    // Nothing is late any more: a further run has nothing to do.
    const idle = await runIndexer({
      database,
      source: filesSource(folder.dir),
      signal: new AbortController().signal,
    });
    expect(idle).toMatchObject({ batches: 0 });
  });
});
