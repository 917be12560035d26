// The write path: one masterchain batch (the mc block, the shard blocks it commits, their transactions,
// messages and account states) persisted in ONE database transaction, idempotently. Rows are inserted
// with ON CONFLICT DO NOTHING / guarded upserts, and counters and rollups advance only by the rows a
// statement reports as newly inserted, so ingesting a batch twice changes nothing. Transactions,
// messages, accounts and activity go in as one `INSERT … SELECT FROM unnest(…)` per table: one array
// parameter per column whatever the row count, so PostgreSQL plans one short statement instead of
// binding tens of thousands of parameters. One module over 400 lines because its statements are one
// sequence in one transaction (blocks, transactions, messages, accounts, then the counters and rollups
// fed by what each of them newly inserted); the parts that stand alone (network, elector, tokens) are
// modules of their own.
import { type Kysely, sql, type Transaction } from 'kysely';
import { toHex } from '../bytes';
import type { Database } from '../database';
import { notifyAfterCommit, notifyInTransaction } from '../notify';
import type { AccountRow, BlockRow, MessageRow, RollupBucket, Schema, TransactionRow } from '../schema';
import { codeHashCounter } from './counters';
import { type NetworkBatch, writeNetwork } from './network';
import { type PoolBatch, writePools } from './pools';
import { type TokenBatch, writeTokens } from './tokens';
import { type ColumnTypes, unnestRelation, unnestRows } from './unnest';

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
  /** TIP-3 / TIP-4 rows derived from the batch (see ./tokens). */
  tokens?: TokenBatch;
  /** Constant-product pools touched by the batch, with the reserves their getter answers (./pools). */
  pools?: PoolBatch;
  /** Config, validators, shard layout, account balances and counters derived from the batch. */
  network?: NetworkBatch;
  /** The network the blocks belong to, recorded with the checkpoint when it has none yet. */
  identity?: NetworkIdentity;
}

/** Which network a database holds (migration 0500). */
export interface NetworkIdentity {
  globalId: number;
  /** Known when the chain is indexed from masterchain block 1: the zerostate that block follows. */
  zerostateRootHash: Uint8Array | null;
}

export interface IngestResult {
  inserted: { blocks: number; transactions: number; messages: number; accounts: number };
}

const CHECKPOINT = 'indexer';
const BUCKET_SECONDS: Record<RollupBucket, number> = { '10s': 10, '1h': 3600, '1d': 86400 };
/** Activity (distinct accounts) is tracked per hour and day; 10-second buckets are for TPS only. */
const ACTIVITY_BUCKETS: RollupBucket[] = ['1h', '1d'];
// PostgreSQL takes at most 65535 bind parameters per statement; blocks (few rows, 37 columns) are the
// one table still written as a multi-row VALUES list.
const MAX_PARAMS = 60_000;

const TRANSACTION_COLUMNS: ColumnTypes<TransactionRow> = {
  hash: 'bytea',
  workchain: 'int4',
  account: 'bytea',
  lt: 'int8',
  now: 'int8',
  mc_seqno: 'int8',
  block_root_hash: 'bytea',
  tx_type: 'text',
  aborted: 'bool',
  destroyed: 'bool',
  exit_code: 'int4',
  result_code: 'int4',
  total_fees: 'numeric',
  balance_change: 'numeric',
  balance: 'numeric',
  in_msg_hash: 'bytea',
  boc: 'bytea',
};
const MESSAGE_COLUMNS: ColumnTypes<MessageRow> = {
  hash: 'bytea',
  msg_type: 'text',
  src_workchain: 'int4',
  src: 'bytea',
  dst_workchain: 'int4',
  dst: 'bytea',
  value: 'numeric',
  ihr_fee: 'numeric',
  fwd_fee: 'numeric',
  import_fee: 'numeric',
  bounce: 'bool',
  bounced: 'bool',
  created_lt: 'int8',
  created_at: 'int8',
  src_tx_hash: 'bytea',
  dst_tx_hash: 'bytea',
  tx_time: 'int8',
  tx_lt: 'int8',
};
const ACCOUNT_COLUMNS: ColumnTypes<AccountRow> = {
  workchain: 'int4',
  address: 'bytea',
  balance: 'numeric',
  status: 'text',
  code_hash: 'bytea',
  data_hash: 'bytea',
  created_at: 'int8',
  created_lt: 'int8',
  creator_workchain: 'int4',
  creator_address: 'bytea',
  updated_at: 'int8',
  last_tx_lt: 'int8',
  last_tx_hash: 'bytea',
  state_boc: 'bytea',
};
type ActivityRow = { bucket: RollupBucket; start_time: number; workchain: number; address: Uint8Array };
const ACTIVITY_COLUMNS: ColumnTypes<ActivityRow> = {
  bucket: 'text',
  start_time: 'int8',
  workchain: 'int4',
  address: 'bytea',
};

export async function ingestBatch(database: Database, batch: IngestBatch): Promise<IngestResult> {
  const result = await database.db.transaction().execute(async (trx) => {
    const blocks = await insertBlocks(trx, batch.blocks);
    const newTxHashes = await insertTransactions(trx, inTimeOrder(batch.transactions, 'now', 'lt'));
    const insertedTxs = batch.transactions.filter((t) => newTxHashes.has(key(t.hash)));
    const newMessages = await upsertMessages(
      trx,
      inTimeOrder(mergeMessages(batch.messages), 'tx_time', 'tx_lt'),
    );
    const { inserted: newAccounts, codeHashDeltas } = await upsertAccounts(
      trx,
      mergeAccounts(batch.accounts),
    );
    const activity = await recordActivity(trx, insertedTxs);
    if (batch.tokens) await writeTokens(trx, batch.tokens);
    if (batch.pools) await writePools(trx, batch.pools);
    if (batch.network) await writeNetwork(trx, batch.network, new Set(blocks.map((b) => key(b.hash))));

    await addRollups(trx, rollupDeltas(insertedTxs, newMessages, newAccounts, activity));
    await addCounters(trx, {
      blocks_total: blocks.length,
      transactions_total: insertedTxs.length,
      messages_total: newMessages.length,
      accounts_total: newAccounts.length,
      ...codeHashDeltas,
    });
    await sql`
      INSERT INTO stats_counters (name, value) VALUES ('head_mc_seqno', ${batch.mcSeqno})
      ON CONFLICT (name) DO UPDATE SET value = GREATEST(stats_counters.value, EXCLUDED.value)`.execute(trx);
    await trx
      .insertInto('checkpoints')
      .values({
        name: CHECKPOINT,
        mc_seqno: batch.mcSeqno,
        mc_root_hash: batch.mcRootHash,
        global_id: batch.identity?.globalId ?? null,
        zerostate_root_hash: batch.identity?.zerostateRootHash ?? null,
      })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet((eb) => ({
            mc_seqno: eb.ref('excluded.mc_seqno'),
            mc_root_hash: eb.ref('excluded.mc_root_hash'),
            updated_at: sql<Date>`now()`,
            // Recorded once: the indexer refuses batches of another network before they get here.
            global_id: eb.fn.coalesce('checkpoints.global_id', 'excluded.global_id'),
            zerostate_root_hash: eb.fn.coalesce(
              'checkpoints.zerostate_root_hash',
              'excluded.zerostate_root_hash',
            ),
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

/** The network the database holds, as far as it is recorded, and the checkpoint's masterchain block
 *  (null before the first batch). */
export async function readNetworkIdentity(db: Kysely<Schema>): Promise<{
  globalId: number | null;
  zerostateRootHash: string | null;
  head: { seqno: number; rootHash: string };
} | null> {
  const row = await db
    .selectFrom('checkpoints')
    .select(['global_id', 'zerostate_root_hash', 'mc_seqno', 'mc_root_hash'])
    .where('name', '=', CHECKPOINT)
    .executeTakeFirst();
  if (!row) return null;
  return {
    globalId: row.global_id,
    zerostateRootHash: row.zerostate_root_hash ? toHex(row.zerostate_root_hash) : null,
    head: { seqno: Number(row.mc_seqno), rootHash: toHex(row.mc_root_hash) },
  };
}

/** Which of these blocks (root hashes, hex) are stored: a source's check for blocks that came late. */
export async function storedBlocks(db: Kysely<Schema>, rootHashes: string[]): Promise<Set<string>> {
  if (rootHashes.length === 0) return new Set();
  const rows = await db
    .selectFrom('blocks')
    .select('root_hash')
    .where(
      'root_hash',
      'in',
      rootHashes.map((h) => Buffer.from(h, 'hex')),
    )
    .execute();
  return new Set(rows.map((r) => key(r.root_hash)));
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

/** Inserts the blocks not stored yet; returns the root hashes of those it inserted. */
async function insertBlocks(trx: Transaction<Schema>, rows: BlockRow[]): Promise<Array<{ hash: Buffer }>> {
  if (rows.length === 0) return [];
  const out: Array<{ hash: Buffer }> = [];
  for (const part of chunks(rows, Object.keys(rows[0]).length)) {
    // Only the same root hash is "already there": another block at the same (workchain, shard, seqno)
    // is conflicting chain data and must fail loudly.
    out.push(
      ...(await trx
        .insertInto('blocks')
        .values(part)
        .onConflict((oc) => oc.column('root_hash').doNothing())
        .returning('root_hash as hash')
        .execute()),
    );
  }
  return out;
}

/**
 * Rows in the order of their time index, (time, lt, hash): written so, each batch extends that index
 * at its right edge and fills its pages instead of splitting them half-empty (and the heap follows
 * time, as the lists read it).
 */
function inTimeOrder<Row extends { hash: Uint8Array }>(rows: Row[], time: keyof Row, lt: keyof Row): Row[] {
  const big = (v: unknown) => BigInt(v as string | number | bigint);
  return [...rows].sort((a, b) => {
    const byTime = big(a[time]) - big(b[time]);
    if (byTime !== 0n) return byTime < 0n ? -1 : 1;
    const byLt = big(a[lt]) - big(b[lt]);
    if (byLt !== 0n) return byLt < 0n ? -1 : 1;
    return Buffer.compare(a.hash, b.hash);
  });
}

/** Inserts the transactions not stored yet; returns the hex hashes of those it inserted. */
async function insertTransactions(trx: Transaction<Schema>, rows: TransactionRow[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  // Only the same hash is "already there": another transaction at the same (account, lt) is
  // conflicting chain data and must fail loudly.
  const { rows: inserted } = await sql<{ hash: Buffer }>`
    INSERT INTO transactions ${unnestRows(TRANSACTION_COLUMNS, rows)}
    ON CONFLICT (hash) DO NOTHING
    RETURNING hash`.execute(trx);
  return new Set(inserted.map((t) => key(t.hash)));
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
  // A message seen again only fills in the transaction link it lacked (the consumer of an internal
  // message usually lands in a later batch). The WHERE keeps true re-ingests from touching the row;
  // xmax = 0 only on a freshly inserted row version, which tells inserts from link updates.
  const { rows: written } = await sql<NewMessage & { inserted: boolean }>`
    INSERT INTO messages ${unnestRows(MESSAGE_COLUMNS, rows)}
    ON CONFLICT (hash) DO UPDATE SET
      src_tx_hash = COALESCE(messages.src_tx_hash, EXCLUDED.src_tx_hash),
      dst_tx_hash = COALESCE(messages.dst_tx_hash, EXCLUDED.dst_tx_hash)
    WHERE (messages.src_tx_hash IS NULL AND EXCLUDED.src_tx_hash IS NOT NULL)
       OR (messages.dst_tx_hash IS NULL AND EXCLUDED.dst_tx_hash IS NOT NULL)
    RETURNING msg_type, value, tx_time, (xmax = 0) AS inserted`.execute(trx);
  return written.filter((row) => row.inserted);
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

interface WrittenAccount extends NewAccount {
  inserted: boolean;
  code_hash: Buffer | null;
  old_code_hash: Buffer | null;
}

/**
 * Upserts the batch's accounts; returns the newly inserted ones and the changes to the per-code-hash
 * account counters (an account counts under its current code hash, whether its creation is known or
 * not: learning the creation later moves it within the list, never in or out of the count).
 */
async function upsertAccounts(
  trx: Transaction<Schema>,
  rows: AccountRow[],
): Promise<{ inserted: NewAccount[]; codeHashDeltas: Record<string, number> }> {
  if (rows.length === 0) return { inserted: [], codeHashDeltas: {} };
  const columns = sql.join(Object.keys(ACCOUNT_COLUMNS).map((c) => sql.ref(c)));
  // Only a strictly newer last transaction moves an account forward, so replaying an old batch
  // never regresses it; creation facts are kept from whichever batch saw them first. A batch that
  // knows the account's state (balance set) replaces everything the state tells, the Account BOC
  // included (null once deleted); one that does not keeps the code and data hashes and forgets the
  // stored state, which no longer is the latest. `before` reads the rows as they were when the
  // statement began (one snapshot for the whole statement), so a moved code hash is seen.
  const { rows: written } = await sql<WrittenAccount>`
    WITH incoming AS (SELECT * FROM ${unnestRelation(ACCOUNT_COLUMNS, rows, 'i')}),
    before AS (
      SELECT a.workchain, a.address, a.code_hash FROM accounts a
      JOIN incoming i ON a.workchain = i.workchain AND a.address = i.address
    ),
    written AS (
      INSERT INTO accounts (${columns}) SELECT * FROM incoming
      ON CONFLICT (workchain, address) DO UPDATE SET
        balance = EXCLUDED.balance,
        status = EXCLUDED.status,
        code_hash = CASE WHEN EXCLUDED.balance IS NULL THEN accounts.code_hash ELSE EXCLUDED.code_hash END,
        data_hash = CASE WHEN EXCLUDED.balance IS NULL THEN accounts.data_hash ELSE EXCLUDED.data_hash END,
        state_boc = EXCLUDED.state_boc,
        updated_at = EXCLUDED.updated_at,
        last_tx_lt = EXCLUDED.last_tx_lt,
        last_tx_hash = EXCLUDED.last_tx_hash,
        created_at = COALESCE(accounts.created_at, EXCLUDED.created_at),
        created_lt = COALESCE(accounts.created_lt, EXCLUDED.created_lt),
        creator_workchain = COALESCE(accounts.creator_workchain, EXCLUDED.creator_workchain),
        creator_address = COALESCE(accounts.creator_address, EXCLUDED.creator_address)
      WHERE accounts.last_tx_lt < EXCLUDED.last_tx_lt
      RETURNING workchain, address, code_hash, created_at, updated_at, (xmax = 0) AS inserted
    )
    SELECT w.created_at, w.updated_at, w.inserted, w.code_hash, b.code_hash AS old_code_hash
    FROM written w LEFT JOIN before b ON b.workchain = w.workchain AND b.address = w.address
    WHERE w.inserted OR w.code_hash IS DISTINCT FROM b.code_hash`.execute(trx);
  const codeHashDeltas: Record<string, number> = {};
  const move = (codeHash: Buffer | null, by: number) => {
    if (codeHash === null) return;
    const name = codeHashCounter(key(codeHash));
    codeHashDeltas[name] = (codeHashDeltas[name] ?? 0) + by;
  };
  for (const w of written) {
    move(w.old_code_hash, -1);
    move(w.code_hash, 1);
  }
  return { inserted: written.filter((row) => row.inserted), codeHashDeltas };
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
  const rows = new Map<string, ActivityRow>();
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
  if (rows.size === 0) return [];
  const { rows: inserted } = await sql<{ bucket: RollupBucket; start_time: string }>`
    INSERT INTO account_activity ${unnestRows(ACTIVITY_COLUMNS, [...rows.values()])}
    ON CONFLICT DO NOTHING
    RETURNING bucket, start_time`.execute(trx);
  return inserted;
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
