// Network data derived while indexing real blocks: config snapshots and validator sets of mainnet key
// blocks (values the fixtures' source tests assert), the shard layout, the global balance (checked
// against the mainnet zerostate plus what masterchain block 1 created), filtered-count counters, and
// idempotency — on PGlite and PostgreSQL.
import { decodeBlock, decodeShardState } from '@tvmscan/codec';
import {
  countBlocks,
  countTransactions,
  type Database,
  getKeyBlockConfig,
  getShardLayout,
  getTotalSupply,
  getValidatorSet,
  listValidators,
  toHex,
} from '@tvmscan/db';
import { backends, dispose, openMigrated } from '@tvmscan/test-support/database';
import {
  fixturesDir,
  fixturesSkipReason,
  listFixtures,
  readFixtureBoc,
} from '@tvmscan/test-support/fixtures';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIndexer } from '../src/index';
import { arraySource } from './support';

const MAINNET_KEY = 'blocks/everscale-types_mc_key_block.boc';
const MAINNET_SIMPLE = 'blocks/everscale-types_mc_simple_block.boc';
const SDK_KEY = 'blocks/ever-sdk_key_block.boc';
const ZEROSTATE =
  'states/ever-block-json_main_ever_dev_zerostate_-1_D270B87B2952B5BA7DAA70AAF0A8C361BEFCF4D8D2DB92F9640D5443070838E4.boc';
const mcBlock1 = () => `blocks/${listFixtures('blocks').find((n) => n.startsWith('tycho_00001_block_-1_'))}`;

const batch = (name: string) => ({ masterchain: { boc: readFixtureBoc(name) }, shards: [] });
const index = (database: Database, names: string[]) =>
  runIndexer({ database, source: arraySource(names.map(batch)), signal: new AbortController().signal });

async function tables(database: Database) {
  const out: Record<string, unknown[]> = {};
  for (const t of [
    'config_snapshots',
    'config_params',
    'validator_sets',
    'validators',
    'elections',
    'shard_layouts',
    'global_balances',
    'stats_counters',
  ]) {
    out[t] = (
      await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(t)} ORDER BY 1, 2`.execute(database.db)
    ).rows;
  }
  return out;
}

describe.skipIf(!fixturesDir).each(backends)(`network data on $name ${fixturesSkipReason}`, ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await openMigrated(open);
    // A key block of another global-id-42 network first (mc 1159), then mainnet's key and next block.
    await index(database, [SDK_KEY, MAINNET_KEY, MAINNET_SIMPLE]);
  });
  afterAll(() => dispose(database));

  it('snapshots every config parameter of a key block, decoded in its flavor and raw', async () => {
    const snap = await getKeyBlockConfig(database.db, 24715347);
    expect(snap).not.toBeNull();
    const { config } = snap!;
    expect(snap!.blockRootHash).toBe(decodeBlock(readFixtureBoc(MAINNET_KEY)).rootHash);
    // Everscale mainnet: elector -1:3333…, config -1:5555…, and the params the source tests assert.
    expect(config.electorAddress).toBe(`-1:${'3'.repeat(64)}`);
    expect(config.configAddress).toBe(`-1:${'5'.repeat(64)}`);
    expect(config.params.map((p) => p.index)).toEqual(expect.arrayContaining([0, 1, 12, 15, 20, 21, 34]));
    for (const p of config.params) {
      expect(p.boc.length).toBeGreaterThan(0);
      if (p.value === null) expect(p.reason).toBeTruthy();
    }
    expect(config.electorParams?.validatorsElectedFor).toBeGreaterThan(0);
    expect(config.gasPrices.basechain?.gasPrice).toMatch(/^\d+$/);
    // The newest snapshot is mainnet's; mc 1159's stays readable by its seqno.
    expect((await getKeyBlockConfig(database.db))!.mcSeqno).toBe(24715347);
  });

  it('stores the validator sets a key block publishes (ever-sdk test_validator_set values)', async () => {
    const sdk = await getKeyBlockConfig(database.db, 1159);
    const p34 = sdk!.config.params.find((p) => p.index === 34)!.value as {
      utimeSince: number;
      list: unknown[];
    };
    expect(p34.utimeSince).toBe(1627898896);
    expect(p34.list).toHaveLength(21);
    expect(sdk!.config.params.some((p) => p.index === 32)).toBe(true);
    const { rows } = await sql<{ total: number; utime_since: string }>`
      SELECT v.total, v.utime_since FROM config_snapshots s JOIN validator_sets v ON v.hash = s.current_set_hash
      WHERE s.mc_seqno = 1159`.execute(database.db);
    expect(rows).toEqual([{ total: 21, utime_since: '1627898896' }]);
  });

  it('ranks the current set by weight with exact percentages that add up to 100', async () => {
    const current = await getValidatorSet(database.db, 'current');
    expect(current!.set.firstMcSeqno).toBe(24715347);
    const all = await listValidators(database.db, 'current', { limit: 1000 });
    expect(all.page.items).toHaveLength(current!.set.total);
    const weights = all.page.items.map((v) => BigInt(v.weight));
    expect(weights.reduce((a, b) => a + b, 0n)).toBe(BigInt(current!.set.totalWeight));
    for (let i = 1; i < weights.length; i++) expect(weights[i] <= weights[i - 1]).toBe(true);
    expect(all.page.items.map((v) => v.rank)).toEqual(all.page.items.map((_, i) => i + 1));
    const percent = all.page.items.reduce((s, v) => s + Number(v.weightPercent), 0);
    expect(percent).toBeGreaterThan(99.9);
    expect(percent).toBeLessThanOrEqual(100);
    // Keyset pages walk the same order.
    const first = await listValidators(database.db, 'current', { limit: 10 });
    const second = await listValidators(database.db, 'current', { limit: 10, after: first.page.lastKey! });
    expect([...first.page.items, ...second.page.items].map((v) => v.publicKey)).toEqual(
      all.page.items.slice(0, 20).map((v) => v.publicKey),
    );
  });

  it('records the election window of the coming round from param 15', async () => {
    const { rows } = await sql<{ election_id: string; starts_at: string; ends_at: string }>`
      SELECT election_id, starts_at, ends_at FROM elections ORDER BY election_id`.execute(database.db);
    const current = (await getValidatorSet(database.db, 'current'))!.set;
    const timings = (await getKeyBlockConfig(database.db))!.config.electorParams!;
    expect(rows.at(-1)).toEqual({
      election_id: String(current.utimeUntil),
      starts_at: String(current.utimeUntil - timings.electionsStartBefore),
      ends_at: String(current.utimeUntil - timings.electionsEndBefore),
    });
  });

  it('keeps the shard layout (mainnet then: one basechain shard) as of each change', async () => {
    const layout = await getShardLayout(database.db);
    expect(layout.workchains.find((w) => w.workchain === 0)?.shards).toEqual(['8000000000000000']);
    // mc 1159 had 16 shards in workchains 0 and 1; mainnet's single shard replaced workchain 0's.
    const { rows } = await sql<{ workchain: number; mc_seqno: string }>`
      SELECT workchain, mc_seqno FROM shard_layouts ORDER BY workchain, mc_seqno`.execute(database.db);
    expect(rows).toEqual([
      { workchain: 0, mc_seqno: '1159' },
      { workchain: 0, mc_seqno: '24715347' },
      { workchain: 1, mc_seqno: '1159' },
    ]);
  });

  it('answers filtered block and transaction counts from counters', async () => {
    expect(await countBlocks(database.db, { workchain: -1 })).toEqual({ count: 3, exact: true });
    const mcTxs = await sql<{
      n: string;
    }>`SELECT count(*) AS n FROM transactions WHERE tx_type IN ('tick', 'tock')`.execute(database.db);
    expect(await countTransactions(database.db, { txTypes: ['TickTock'] })).toEqual({
      count: Number(mcTxs.rows[0].n),
      exact: true,
    });
    expect(Number(mcTxs.rows[0].n)).toBeGreaterThan(0);
  });

  it('changes nothing when the same blocks are indexed again', async () => {
    const before = await tables(database);
    await index(database, [SDK_KEY, MAINNET_KEY, MAINNET_SIMPLE]);
    expect(await tables(database)).toEqual(before);
  });

  it('reads the global balance from the state update: mainnet zerostate + what block 1 created', async () => {
    const db1 = await openMigrated(open);
    try {
      await index(db1, [mcBlock1()]);
      const block1 = decodeBlock(readFixtureBoc(mcBlock1()));
      const zerostate = decodeShardState(readFixtureBoc(ZEROSTATE));
      expect(block1.block.stateUpdate.oldHash).toBe(zerostate.rootHash);
      const vf = block1.block.valueFlow;
      const expected = zerostate.state.custom!.globalBalance.grams + vf.created.grams + vf.minted.grams;
      expect(await getTotalSupply(db1.db)).toEqual({ totalSupply: expected.toString(), mcSeqno: 1 });
      expect(toHex(Buffer.from(zerostate.rootHash, 'hex'))).toBe(
        '58ffca1a178daff705de54216e5433c9bd2e7d850070d334d38997847ab9e845',
      );
    } finally {
      await dispose(db1);
    }
  });
});
