// The write side of the network tables: what the indexer derives from each masterchain block (config
// snapshot and validator sets of key blocks, elections window, shard layout, global balance, filtered
// counters, the elector's data). Called by ingestBatch inside the batch's transaction; every statement is an insert that
// ignores rows already there (or a monotone merge), and counters advance only for blocks the batch
// newly inserted, so ingesting a batch twice changes nothing.
import { type Kysely, sql, type Transaction } from 'kysely';
import type {
  ConfigParamRow,
  ConfigSnapshotRow,
  ElectionRow,
  ValidatorRow,
  ValidatorSetRow,
} from '../network-schema';
import type { Schema } from '../schema';
import { type ElectorBatch, writeElector } from './elector';

export interface KeyBlockConfig {
  snapshot: ConfigSnapshotRow;
  params: ConfigParamRow[];
  /** Sets of params 32/34/36 (a set repeated by several key blocks is the same row, by cell hash). */
  sets: Array<{ set: ValidatorSetRow; validators: ValidatorRow[] }>;
  election: ElectionRow | null;
}

export interface NetworkBatch {
  mcSeqno: number;
  /** Present for key blocks. */
  keyBlock: KeyBlockConfig | null;
  /** The shards of each workchain this masterchain block commits (its shard_hashes). */
  shardLayout: Array<{ workchain: number; shards: string[] }>;
  /** Filtered-count deltas per block; applied only for blocks newly inserted by this batch. */
  blockCounters: Array<{ rootHash: Uint8Array; counters: Record<string, number> }>;
  /** Global balance after this masterchain block, when its state update reveals it. */
  globalBalance: bigint | null;
  /** The elector's data, when the batch carries the elector's new state (config param 1). */
  elector?: ElectorBatch | null;
}

type Trx = Transaction<Schema>;
type Table = keyof Schema;

// PostgreSQL binds at most 65535 parameters per statement.
const MAX_PARAMS = 60_000;

async function insertIgnoring(trx: Trx, table: Table, rows: object[]): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(rows[0]).length));
  for (let i = 0; i < rows.length; i += size) {
    await trx
      .insertInto(table as 'global_balances')
      .values(rows.slice(i, i + size) as never)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

const hexOf = (b: Uint8Array) => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('hex');

export async function writeNetwork(
  trx: Trx,
  batch: NetworkBatch,
  insertedBlocks: ReadonlySet<string>,
): Promise<void> {
  if (batch.keyBlock) await writeKeyBlock(trx, batch.keyBlock);
  if (batch.elector) await writeElector(trx, batch.elector);
  await writeShardLayout(trx, batch.mcSeqno, batch.shardLayout);
  if (batch.globalBalance !== null) {
    await insertIgnoring(trx, 'global_balances', [{ mc_seqno: batch.mcSeqno, total: batch.globalBalance }]);
  }
  const deltas = new Map<string, number>();
  for (const { rootHash, counters } of batch.blockCounters) {
    if (!insertedBlocks.has(hexOf(rootHash))) continue;
    for (const [name, n] of Object.entries(counters)) deltas.set(name, (deltas.get(name) ?? 0) + n);
  }
  if (deltas.size > 0) {
    await trx
      .insertInto('stats_counters')
      .values([...deltas].map(([name, value]) => ({ name, value })))
      .onConflict((oc) =>
        oc.column('name').doUpdateSet({ value: sql`stats_counters.value + EXCLUDED.value` }),
      )
      .execute();
  }
}

async function writeKeyBlock(trx: Trx, k: KeyBlockConfig): Promise<void> {
  await insertIgnoring(trx, 'config_snapshots', [k.snapshot]);
  await insertIgnoring(trx, 'config_params', k.params);
  for (const { set, validators } of k.sets) {
    // The same set seen again (or an earlier key block ingested late) keeps its earliest publisher.
    await trx
      .insertInto('validator_sets')
      .values(set)
      .onConflict((oc) =>
        oc.column('hash').doUpdateSet({
          first_mc_seqno: sql`LEAST(validator_sets.first_mc_seqno, EXCLUDED.first_mc_seqno)`,
        }),
      )
      .execute();
    await insertIgnoring(trx, 'validators', validators);
  }
  if (k.election) {
    await trx
      .insertInto('elections')
      .values(k.election)
      .onConflict((oc) =>
        oc.column('election_id').doUpdateSet({
          first_mc_seqno: sql`LEAST(elections.first_mc_seqno, EXCLUDED.first_mc_seqno)`,
          next_set_hash: sql`COALESCE(elections.next_set_hash, EXCLUDED.next_set_hash)`,
        }),
      )
      .execute();
  }
}

/** A layout row only where a workchain's shard set differs from the one in force before this block. */
async function writeShardLayout(
  trx: Trx,
  mcSeqno: number,
  layout: NetworkBatch['shardLayout'],
): Promise<void> {
  for (const { workchain, shards } of layout) {
    const before = await trx
      .selectFrom('shard_layouts')
      .select('shards')
      .where('workchain', '=', workchain)
      .where('mc_seqno', '<=', String(mcSeqno))
      .orderBy('mc_seqno', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (before && JSON.stringify(before.shards) === JSON.stringify(shards)) continue;
    await insertIgnoring(trx, 'shard_layouts', [
      { workchain, mc_seqno: mcSeqno, shards: JSON.stringify(shards) },
    ]);
  }
}

/**
 * The elector's address (`-1:hex`, config param 1) in the newest key block indexed, or null before
 * any: the indexer recognizes the elector's new state by it.
 */
export async function knownElectorAddress(db: Kysely<Schema>): Promise<string | null> {
  const row = await db
    .selectFrom('config_params')
    .select('value')
    .where('idx', '=', 1)
    .where('value', 'is not', null)
    .orderBy('mc_seqno', 'desc')
    .limit(1)
    .executeTakeFirst();
  return typeof row?.value === 'string' ? `-1:${row.value}` : null;
}
