// The write path: one masterchain batch (the mc block, the shard blocks it commits, their transactions,
// messages and account states) persisted in ONE database transaction, idempotently. Rows are inserted
// with ON CONFLICT DO NOTHING / guarded upserts, and counters and rollups advance only by the rows a
// statement reports as newly inserted, so ingesting a batch twice changes nothing.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../database';
import { notifyAfterCommit, notifyInTransaction } from '../notify';
import type { AccountRow, BlockRow, MessageRow, RollupBucket, Schema, TransactionRow } from '../schema';

export interface IngestBatch {
  mcSeqno: number;
  mcRootHash: Uint8Array;
  /** The masterchain block first, then its shard blocks. */
  blocks: BlockRow[];
  transactions: TransactionRow[];
  /**
   * Every message seen in the batch's transactions: an internal message appears once as an out
   * message (src_tx_hash set) and once as an in message (dst_tx_hash set), possibly in different
   * batches; the rows are merged here and in the database.
   */
  messages: MessageRow[];
  /** Latest known state per touched account, with created_* set when the batch saw its first tx. */
  accounts: AccountRow[];
}

export interface IngestResult {
  inserted: { blocks: number; transactions: number; messages: number; accounts: number };
}

const CHECKPOINT = 'indexer';
const BUCKET_SECONDS: Record<RollupBucket, number> = { '10s': 10, '1h': 3600, '1d': 86400 };
/** Activity (distinct accounts) is tracked per hour and day; 10-second buckets are for TPS only. */
const ACTIVITY_BUCKETS: RollupBucket[] = ['1h', '1d'];
// PostgreSQL takes at most 65535 bind parameters per statement; the widest table has 37 columns.
const MAX_PARAMS = 60_000;

export async function ingestBatch(database: Database, batch: IngestBatch): Promise<IngestResult> {
  const result = await database.db.transaction().execute(async (trx) => {
    const blocks = await insertIgnoring(trx, 'blocks', batch.blocks, 'root_hash');
    const txs = await insertIgnoring(trx, 'transactions', batch.transactions, 'hash');
    const newTxHashes = new Set(txs.map((t) => key(t.hash)));
    const insertedTxs = batch.transactions.filter((t) => newTxHashes.has(key(t.hash)));
    const newMessages = await upsertMessages(trx, mergeMessages(batch.messages));
    const newAccounts = await upsertAccounts(trx, mergeAccounts(batch.accounts));
    const activity = await recordActivity(trx, insertedTxs);

    await addRollups(trx, rollupDeltas(insertedTxs, newMessages, newAccounts, activity));
    await addCounters(trx, {
      blocks_total: blocks.length,
      transactions_total: insertedTxs.length,
      messages_total: newMessages.length,
      accounts_total: newAccounts.length,
    });
    await sql`
      INSERT INTO stats_counters (name, value) VALUES ('head_mc_seqno', ${batch.mcSeqno})
      ON CONFLICT (name) DO UPDATE SET value = GREATEST(stats_counters.value, EXCLUDED.value)`.execute(trx);
    await trx
      .insertInto('checkpoints')
      .values({ name: CHECKPOINT, mc_seqno: batch.mcSeqno, mc_root_hash: batch.mcRootHash })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet((eb) => ({
            mc_seqno: eb.ref('excluded.mc_seqno'),
            mc_root_hash: eb.ref('excluded.mc_root_hash'),
            updated_at: sql<Date>`now()`,
          }))
          .where('checkpoints.mc_seqno', '<', (eb) => eb.ref('excluded.mc_seqno')),
      )
      .execute();
    await notifyInTransaction(database, trx, { mcSeqno: batch.mcSeqno });
    return {
      inserted: {
        blocks: blocks.length,
        transactions: insertedTxs.length,
        messages: newMessages.length,
        accounts: newAccounts.length,
      },
    };
  });
  notifyAfterCommit(database, { mcSeqno: batch.mcSeqno });
  return result;
}

/** The masterchain seqno of the last committed batch, or null before the first. */
export async function readCheckpoint(db: Kysely<Schema>): Promise<number | null> {
  const row = await db
    .selectFrom('checkpoints')
    .select('mc_seqno')
    .where('name', '=', CHECKPOINT)
    .executeTakeFirst();
  return row ? Number(row.mc_seqno) : null;
}

function key(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');
}

function chunks<T>(rows: T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(MAX_PARAMS / Math.max(columns, 1)));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

async function insertIgnoring<T extends 'blocks' | 'transactions'>(
  trx: Transaction<Schema>,
  table: T,
  rows: T extends 'blocks' ? BlockRow[] : TransactionRow[],
  pk: 'root_hash' | 'hash',
): Promise<Array<{ hash: Buffer }>> {
  if (rows.length === 0) return [];
  const out: Array<{ hash: Buffer }> = [];
  for (const part of chunks(rows as object[], Object.keys(rows[0]).length)) {
    const inserted = await trx
      .insertInto(table as 'blocks')
      .values(part as BlockRow[])
      // Only the same hash is "already there": another block at the same (workchain, shard, seqno) or
      // another transaction at the same (account, lt) is conflicting chain data and must fail loudly.
      .onConflict((oc) => oc.column(pk as 'root_hash').doNothing())
      .returning(sql<Buffer>`${sql.ref(pk)}`.as('hash'))
      .execute();
    out.push(...inserted);
  }
  return out;
}

function mergeMessages(rows: MessageRow[]): MessageRow[] {
  const byHash = new Map<string, MessageRow>();
  for (const row of rows) {
    const k = key(row.hash);
    const seen = byHash.get(k);
    if (!seen) {
      byHash.set(k, { ...row });
      continue;
    }
    seen.src_tx_hash ??= row.src_tx_hash;
    seen.dst_tx_hash ??= row.dst_tx_hash;
    if (BigInt(row.tx_lt) < BigInt(seen.tx_lt)) {
      seen.tx_lt = row.tx_lt;
      seen.tx_time = row.tx_time;
    }
  }
  return [...byHash.values()];
}

interface NewMessage {
  msg_type: string;
  value: string | null;
  tx_time: string;
}

async function upsertMessages(trx: Transaction<Schema>, rows: MessageRow[]): Promise<NewMessage[]> {
  if (rows.length === 0) return [];
  const out: NewMessage[] = [];
  for (const part of chunks(rows, Object.keys(rows[0]).length)) {
    // A message seen again only fills in the transaction link it lacked (the consumer of an internal
    // message usually lands in a later batch). The WHERE keeps true re-ingests from touching the row.
    const written = await trx
      .insertInto('messages')
      .values(part)
      .onConflict((oc) =>
        oc
          .column('hash')
          .doUpdateSet({
            src_tx_hash: sql`COALESCE(messages.src_tx_hash, EXCLUDED.src_tx_hash)`,
            dst_tx_hash: sql`COALESCE(messages.dst_tx_hash, EXCLUDED.dst_tx_hash)`,
          })
          .where(({ or, and, eb }) =>
            or([
              and([eb('messages.src_tx_hash', 'is', null), eb('excluded.src_tx_hash', 'is not', null)]),
              and([eb('messages.dst_tx_hash', 'is', null), eb('excluded.dst_tx_hash', 'is not', null)]),
            ]),
          ),
      )
      // xmax = 0 only on a freshly inserted row version: tells inserts from link updates.
      .returning(['msg_type', 'value', 'tx_time', sql<boolean>`(xmax = 0)`.as('inserted')])
      .execute();
    for (const row of written) if (row.inserted) out.push(row);
  }
  return out;
}

function mergeAccounts(rows: AccountRow[]): AccountRow[] {
  const byKey = new Map<string, AccountRow>();
  for (const row of rows) {
    const k = `${row.workchain}:${key(row.address)}`;
    const seen = byKey.get(k);
    if (!seen) {
      byKey.set(k, { ...row });
      continue;
    }
    const earlier = BigInt(row.last_tx_lt) < BigInt(seen.last_tx_lt) ? row : seen;
    const later = earlier === row ? seen : row;
    byKey.set(k, {
      ...later,
      created_at: earlier.created_at ?? later.created_at,
      created_lt: earlier.created_lt ?? later.created_lt,
      creator_workchain: earlier.creator_workchain ?? later.creator_workchain,
      creator_address: earlier.creator_address ?? later.creator_address,
    });
  }
  return [...byKey.values()];
}

interface NewAccount {
  created_at: string | null;
  updated_at: string;
}

async function upsertAccounts(trx: Transaction<Schema>, rows: AccountRow[]): Promise<NewAccount[]> {
  if (rows.length === 0) return [];
  const out: NewAccount[] = [];
  for (const part of chunks(rows, Object.keys(rows[0]).length)) {
    // Only a strictly newer last transaction moves an account forward, so replaying an old batch
    // never regresses it; creation facts are kept from whichever batch saw them first.
    const written = await trx
      .insertInto('accounts')
      .values(part)
      .onConflict((oc) =>
        oc
          .columns(['workchain', 'address'])
          .doUpdateSet({
            balance: sql`EXCLUDED.balance`,
            status: sql`EXCLUDED.status`,
            code_hash: sql`COALESCE(EXCLUDED.code_hash, accounts.code_hash)`,
            data_hash: sql`COALESCE(EXCLUDED.data_hash, accounts.data_hash)`,
            state_boc: sql`COALESCE(EXCLUDED.state_boc, accounts.state_boc)`,
            updated_at: sql`EXCLUDED.updated_at`,
            last_tx_lt: sql`EXCLUDED.last_tx_lt`,
            last_tx_hash: sql`EXCLUDED.last_tx_hash`,
            created_at: sql`COALESCE(accounts.created_at, EXCLUDED.created_at)`,
            created_lt: sql`COALESCE(accounts.created_lt, EXCLUDED.created_lt)`,
            creator_workchain: sql`COALESCE(accounts.creator_workchain, EXCLUDED.creator_workchain)`,
            creator_address: sql`COALESCE(accounts.creator_address, EXCLUDED.creator_address)`,
          })
          .where('accounts.last_tx_lt', '<', (eb) => eb.ref('excluded.last_tx_lt')),
      )
      .returning(['created_at', 'updated_at', sql<boolean>`(xmax = 0)`.as('inserted')])
      .execute();
    for (const row of written) if (row.inserted) out.push(row);
  }
  return out;
}

function bucketStart(bucket: RollupBucket, time: number): number {
  const size = BUCKET_SECONDS[bucket];
  return Math.floor(time / size) * size;
}

/** Marks accounts active per hour/day; returns the (bucket, start) of each first activity. */
async function recordActivity(
  trx: Transaction<Schema>,
  txs: TransactionRow[],
): Promise<Array<{ bucket: RollupBucket; start_time: string }>> {
  const rows = new Map<
    string,
    { bucket: RollupBucket; start_time: number; workchain: number; address: Uint8Array }
  >();
  for (const tx of txs) {
    for (const bucket of ACTIVITY_BUCKETS) {
      const start = bucketStart(bucket, Number(tx.now));
      rows.set(`${bucket}:${start}:${tx.workchain}:${key(tx.account)}`, {
        bucket,
        start_time: start,
        workchain: tx.workchain,
        address: tx.account,
      });
    }
  }
  const out: Array<{ bucket: RollupBucket; start_time: string }> = [];
  for (const part of chunks([...rows.values()], 4)) {
    const inserted = await trx
      .insertInto('account_activity')
      .values(part)
      .onConflict((oc) => oc.doNothing())
      .returning(['bucket', 'start_time'])
      .execute();
    out.push(...inserted);
  }
  return out;
}

interface RollupDelta {
  transactions: number;
  messages: number;
  new_accounts: number;
  active_accounts: number;
  volume: bigint;
}

function rollupDeltas(
  txs: TransactionRow[],
  messages: NewMessage[],
  accounts: NewAccount[],
  activity: Array<{ bucket: RollupBucket; start_time: string }>,
): Map<string, RollupDelta> {
  const deltas = new Map<string, RollupDelta>();
  const at = (bucket: RollupBucket, time: number | string): RollupDelta => {
    const k = `${bucket}:${bucketStart(bucket, Number(time))}`;
    let d = deltas.get(k);
    if (!d) {
      d = { transactions: 0, messages: 0, new_accounts: 0, active_accounts: 0, volume: 0n };
      deltas.set(k, d);
    }
    return d;
  };
  const buckets = Object.keys(BUCKET_SECONDS) as RollupBucket[];
  for (const bucket of buckets) {
    for (const tx of txs) at(bucket, Number(tx.now)).transactions++;
    for (const m of messages) {
      const d = at(bucket, m.tx_time);
      d.messages++;
      if (m.msg_type === 'internal' && m.value !== null) d.volume += BigInt(m.value);
    }
    for (const a of accounts) at(bucket, a.created_at ?? a.updated_at).new_accounts++;
  }
  for (const a of activity) at(a.bucket, a.start_time).active_accounts++;
  return deltas;
}

async function addRollups(trx: Transaction<Schema>, deltas: Map<string, RollupDelta>): Promise<void> {
  const rows = [...deltas].map(([k, d]) => {
    const [bucket, start] = k.split(':');
    return { bucket: bucket as RollupBucket, start_time: start, ...d };
  });
  if (rows.length === 0) return;
  await trx
    .insertInto('stats_rollups')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['bucket', 'start_time']).doUpdateSet({
        transactions: sql`stats_rollups.transactions + EXCLUDED.transactions`,
        messages: sql`stats_rollups.messages + EXCLUDED.messages`,
        new_accounts: sql`stats_rollups.new_accounts + EXCLUDED.new_accounts`,
        active_accounts: sql`stats_rollups.active_accounts + EXCLUDED.active_accounts`,
        volume: sql`stats_rollups.volume + EXCLUDED.volume`,
      }),
    )
    .execute();
}

async function addCounters(trx: Transaction<Schema>, deltas: Record<string, number>): Promise<void> {
  const rows = Object.entries(deltas).map(([name, value]) => ({ name, value }));
  await trx
    .insertInto('stats_counters')
    .values(rows)
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql`stats_counters.value + EXCLUDED.value` }))
    .execute();
}
