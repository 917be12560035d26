import { decodeBlock, encodeBlock, loadTransaction, readBoc, writeBoc } from '@tvmscan/codec';
import {
  type Database,
  listFailedBlocks,
  onBlocksCommitted,
  readCheckpoint,
  readCounters,
  toBytes,
  toHex,
} from '@tvmscan/db';
import { backends, dispose, openMigrated } from '@tvmscan/test-support/database';
import { fixturesDir, fixturesSkipReason, readFixtureBoc } from '@tvmscan/test-support/fixtures';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesSource, runIndexer } from '../src/index';
import { arraySource, fixtureFolder } from './support';

const MC_SIMPLE = 'blocks/everscale-types_mc_simple_block.boc';
const SHARD_SIMPLE = 'blocks/everscale-types_simple_shard_block.boc';
const signal = () => new AbortController().signal;

async function snapshot(database: Database) {
  const out: Record<string, unknown[]> = {};
  for (const table of ['blocks', 'transactions', 'messages', 'accounts', 'stats_counters', 'stats_rollups']) {
    const { rows } = await sql<
      Record<string, unknown>
    >`SELECT * FROM ${sql.table(table)} ORDER BY 1, 2`.execute(database.db);
    out[table] = rows;
  }
  return out;
}

describe.skipIf(!fixturesDir).each(backends)(`indexer on $name ${fixturesSkipReason}`, ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await openMigrated(open);
  });
  afterAll(() => dispose(database));

  it('records a block that conflicts with a stored one (same workchain, shard, seqno) and goes on', async () => {
    const conflictDb = await openMigrated(open);
    try {
      const real = readFixtureBoc(MC_SIMPLE);
      // The same block id from another validator session: a different block, as from another network.
      const decoded = decodeBlock(real);
      const other = {
        ...decoded.block,
        info: { ...decoded.block.info, genCatchainSeqno: decoded.block.info.genCatchainSeqno + 1 },
      };
      const otherBoc = writeBoc(encodeBlock(other, decoded.flavor));
      const later = readFixtureBoc('blocks/everscale-types_mc_key_block.boc');
      const progress = await runIndexer({
        database: conflictDb,
        source: arraySource([
          { masterchain: { boc: real }, shards: [] },
          { masterchain: { boc: otherBoc }, shards: [] },
          { masterchain: { boc: later }, shards: [] },
        ]),
        signal: signal(),
      });
      expect(progress).toMatchObject({ batches: 2, failedBlocks: 1 });
      const failed = await listFailedBlocks(conflictDb.db);
      expect(failed.map((f) => f.error_type)).toEqual(['conflict']);
      const stored = await conflictDb.db.selectFrom('blocks').select('seqno').orderBy('seqno').execute();
      expect(stored.map((b) => b.seqno)).toEqual(['24715347', '24721433']);
    } finally {
      await dispose(conflictDb);
    }
  });

  it("records a block whose transactions' time is not the block's and goes on", async () => {
    const skewedDb = await openMigrated(open);
    try {
      // Validators accept a block only when every transaction's `now` is its gen_utime; the read side
      // finds a block's transactions by that second, so a block that breaks it is not stored.
      const decoded = decodeBlock(readFixtureBoc(MC_SIMPLE));
      const skewed = {
        ...decoded.block,
        info: { ...decoded.block.info, genUtime: decoded.block.info.genUtime + 1 },
      };
      const progress = await runIndexer({
        database: skewedDb,
        source: arraySource([
          { masterchain: { boc: writeBoc(encodeBlock(skewed, decoded.flavor)) }, shards: [] },
        ]),
        signal: signal(),
      });
      expect(progress).toMatchObject({ failedBlocks: 1 });
      const failed = await listFailedBlocks(skewedDb.db);
      expect(failed).toHaveLength(1);
      expect(failed[0].error_message).toMatch(/has now \d+, its block's gen_utime is \d+/);
      expect(await skewedDb.db.selectFrom('blocks').select('seqno').execute()).toEqual([]);
    } finally {
      await dispose(skewedDb);
    }
  });

  it('writes a real masterchain block and shard block with the values the codec decodes and MANIFEST asserts', async () => {
    const mcBoc = readFixtureBoc(MC_SIMPLE);
    const shardBoc = readFixtureBoc(SHARD_SIMPLE);
    const seen: number[] = [];
    const stop = onBlocksCommitted(database, (e) => seen.push(e.mcSeqno));
    await stop.ready;
    const progress = await runIndexer({
      database,
      source: arraySource([{ masterchain: { boc: mcBoc }, shards: [{ boc: shardBoc }] }]),
      signal: signal(),
      keepBlockBoc: true,
    });
    expect(progress).toMatchObject({ batches: 1, failedBlocks: 0, lastMcSeqno: 24721433 });
    await expect.poll(() => seen).toEqual([24721433]);
    stop();

    const mc = await database.db
      .selectFrom('blocks')
      .selectAll()
      .where('workchain', '=', -1)
      .where('seqno', '=', '24721433')
      .executeTakeFirstOrThrow();
    // MANIFEST: root hash, sha256(bytes) = file hash, and the header values of this mainnet block.
    expect(toHex(mc.root_hash)).toBe('6cea3d856d004fe6640eaa2d406a83ffec95ce1a10c744253fa1660acbc3072a');
    expect(toHex(mc.file_hash)).toBe('455372112ef61071b59efe5c31d9cf9300d99f5c30190f9f5fd0cd256429b73b');
    expect(mc).toMatchObject({
      shard: '8000000000000000',
      global_id: 42,
      flavor: 'everscale',
      gen_utime: '1674507085',
      start_lt: '34671157000000',
      end_lt: '34671157000005',
      gen_validator_list_hash_short: '3236125243',
      gen_catchain_seqno: '343054',
      min_ref_mc_seqno: '24721430',
      prev_key_block_seqno: '24715347',
      gen_software_version: '34',
      gen_software_capabilities: '464814',
      is_key_block: false,
      mc_seqno: '24721433',
      master_ref_seqno: null,
    });
    // MANIFEST: exactly one basechain shard, 0:8000000000000000.
    expect(mc.shard_hashes!.map((s) => `${s.workchain}:${s.shard}`)).toEqual(['0:8000000000000000']);
    // Kept only when asked: nothing reads a stored block BOC back.
    expect(Buffer.from(mc.boc!)).toEqual(Buffer.from(mcBoc));

    const shard = await database.db
      .selectFrom('blocks')
      .selectAll()
      .where('workchain', '=', 0)
      .executeTakeFirstOrThrow();
    expect(toHex(shard.root_hash)).toBe('23235afb442f41eb5615ae978901972f6fb916cbf97c5686003d686b0460e9c6');
    expect(shard).toMatchObject({ seqno: '31806148', gen_utime: '1674506665', mc_seqno: '24721433' });
    expect(shard.shard_hashes).toBeNull();

    // Every transaction of both blocks, equal to what the codec reads from the block's cells; and
    // (MANIFEST) each one's account is its account block's key.
    for (const [boc, row] of [
      [mcBoc, mc],
      [shardBoc, shard],
    ] as const) {
      const decoded = decodeBlock(boc);
      const expected = [...decoded.block.extra.accountBlocks.entries.values()].flatMap((ab) =>
        [...ab.value.transactions.values()].map((e) => ({
          key: ab.value.accountAddr,
          tx: loadTransaction(e.value),
        })),
      );
      expect(row.tx_count).toBe(expected.length);
      const stored = await database.db
        .selectFrom('transactions')
        .selectAll()
        .where('block_root_hash', '=', row.root_hash)
        .orderBy('lt')
        .execute();
      expect(stored.map((t) => toHex(t.hash)).sort()).toEqual(expected.map((e) => e.tx.hash).sort());
      for (const t of stored) {
        const { key, tx } = expected.find((e) => e.tx.hash === toHex(t.hash))!;
        expect(toHex(t.account)).toBe(key);
        expect(t).toMatchObject({
          workchain: row.workchain,
          lt: tx.lt.toString(),
          now: String(tx.now),
          total_fees: tx.totalFees.grams.toString(),
          in_msg_hash: tx.inMsg ? toBytes(tx.inMsg.hashHex()) : null,
        });
        // The stored BOC is the transaction cell itself: it reads back to the same hash, and the
        // transaction page decodes its chain links and statuses from it.
        const stored = loadTransaction(readBoc(t.boc)[0]);
        expect(stored.hash).toBe(tx.hash);
        expect(stored.prevTransHash).toBe(tx.prevTransHash);
        expect(stored.endStatus).toBe(tx.endStatus);
      }
    }
    const counters = await readCounters(database.db);
    expect(counters.head_mc_seqno).toBe('24721433');
    expect(counters.blocks_total).toBe('2');
    expect(Number(counters.transactions_total)).toBe(mc.tx_count + shard.tx_count);
    expect(await readCheckpoint(database.db)).toBe(24721433);
  });

  it('changes nothing when the same blocks are ingested again', async () => {
    const before = await snapshot(database);
    const batch = {
      masterchain: { boc: readFixtureBoc(MC_SIMPLE) },
      shards: [{ boc: readFixtureBoc(SHARD_SIMPLE) }],
    };
    const progress = await runIndexer({ database, source: arraySource([batch, batch]), signal: signal() });
    expect(progress).toMatchObject({ batches: 2, transactions: 0 });
    expect(await snapshot(database)).toEqual(before);
  });

  it('records a corrupted block and a block proof with their errors and goes on', async () => {
    const good = readFixtureBoc('blocks/everscale-types_mc_key_block.boc');
    const corrupted = readFixtureBoc(MC_SIMPLE).slice(0, 700);
    const proof = readFixtureBoc('blocks/everscale-types_shard_block_proof.boc');
    const progress = await runIndexer({
      database,
      source: arraySource([
        { masterchain: { boc: corrupted }, shards: [] },
        { masterchain: { boc: good }, shards: [{ boc: proof }] },
      ]),
      signal: signal(),
    });
    expect(progress).toMatchObject({ batches: 1, failedBlocks: 2 });
    const failed = await listFailedBlocks(database.db);
    expect(failed).toHaveLength(2);
    const byMc = new Map(failed.map((f) => [f.mc_seqno, f]));
    expect(byMc.get(null)!.error_message).not.toBe('');
    // The proof came with mc block 24715347, is recorded against it, and is not a Block.
    expect(byMc.get('24715347')!.error_type).toBe('invalidTag');
    const key = await database.db
      .selectFrom('blocks')
      .select(['is_key_block', 'seqno'])
      .where('seqno', '=', '24715347')
      .executeTakeFirstOrThrow();
    expect(key.is_key_block).toBe(true);
  });
});

describe.skipIf(!fixturesDir).each(backends)(
  `indexer over a folder on $name ${fixturesSkipReason}`,
  ({ open }) => {
    it('replays a Tycho network folder: the mc block with its shard block, resumable from the checkpoint', async () => {
      const { readdirSync } = await import('node:fs');
      const names = readdirSync(`${fixturesDir}/blocks`).filter((n) => n.startsWith('tycho_one-shard_'));
      const folder = fixtureFolder(names);
      const database = await openMigrated(open);
      try {
        const first = await runIndexer({ database, source: filesSource(folder.dir), signal: signal() });
        expect(first).toMatchObject({ batches: 1, failedBlocks: 0, lastMcSeqno: 76 });
        const blocks = await database.db
          .selectFrom('blocks')
          .select(['workchain', 'seqno', 'flavor', 'gen_utime_ms', 'mc_seqno'])
          .orderBy('workchain')
          .execute();
        expect(blocks.map((b) => [b.workchain, b.seqno, b.flavor, b.mc_seqno])).toEqual([
          [-1, '76', 'tycho', '76'],
          [0, '83', 'tycho', '76'],
        ]);
        expect(blocks.every((b) => b.gen_utime_ms !== null)).toBe(true);
        const again = await runIndexer({ database, source: filesSource(folder.dir), signal: signal() });
        expect(again).toMatchObject({ batches: 0, lastMcSeqno: 76 });
      } finally {
        folder.remove();
        await dispose(database);
      }
    });
  },
);
