// Test chain written through the database's write path (ingestBatch, as the indexer does):
// masterchain blocks each committing one basechain block, transactions between a few accounts with
// their in/out messages; counters and rollups come from the write path. Deterministic ids from sha256.
import { createHash, randomBytes } from 'node:crypto';
import { type Database, type IngestBatch, ingestBatch, migrateToLatest, openDatabase } from '@tvmscan/db';
import { sql } from 'kysely';

export const h = (label: string): Buffer => createHash('sha256').update(label).digest();
export const hx = (label: string): string => h(label).toString('hex');
export const MC_SHARD = '8000000000000000';
export const T0 = 1_700_000_000;
export const ACCOUNTS = ['alice', 'bob', 'carol'].map((n) => ({
  name: n,
  workchain: 0,
  address: h(`acc:${n}`),
}));
export const raw = (a: (typeof ACCOUNTS)[number]) => `${a.workchain}:${a.address.toString('hex')}`;

export interface Seeded {
  mcBlocks: number;
  txHashes: string[];
  msgHashes: string[];
}

export async function openSeeded(opts: { blocks?: number; txPerBlock?: number } = {}) {
  const url = process.env.DATABASE_URL;
  const database = url
    ? await openDatabase({ url, schema: `api_${randomBytes(5).toString('hex')}`, poolSize: 4 })
    : await openDatabase({});
  await migrateToLatest(database);
  const seeded = await seed(database, opts.blocks ?? 12, opts.txPerBlock ?? 3);
  return { database, seeded };
}

export async function dispose(database: Database): Promise<void> {
  if (database.kind === 'postgres' && database.schema) {
    await sql`DROP SCHEMA ${sql.id(database.schema)} CASCADE`.execute(database.db);
  }
  await database.close();
}

const valueFlow = JSON.stringify({
  fromPrevBlk: '100',
  toNextBlk: '90',
  imported: '0',
  exported: '0',
  feesCollected: '10',
  feesImported: '0',
  created: '0',
  minted: '0',
});

function blockRow(wc: number, shard: string, seqno: number, mcSeqno: number, txCount: number, prev: string) {
  return {
    root_hash: h(`blk:${wc}:${seqno}`),
    file_hash: h(`file:${wc}:${seqno}`),
    workchain: wc,
    shard,
    seqno,
    mc_seqno: mcSeqno,
    global_id: 42,
    version: 0,
    flavor: 'everscale',
    after_merge: false,
    before_split: false,
    after_split: false,
    want_split: false,
    want_merge: false,
    is_key_block: wc === -1 && seqno === 1,
    vert_seqno: 1,
    gen_utime: T0 + mcSeqno * 3,
    gen_utime_ms: null,
    start_lt: seqno * 1000,
    end_lt: seqno * 1000 + 999,
    gen_validator_list_hash_short: 7,
    gen_catchain_seqno: 1,
    min_ref_mc_seqno: Math.max(mcSeqno - 1, 0),
    prev_key_block_seqno: 1,
    gen_software_version: 37,
    gen_software_capabilities: null,
    master_ref_seqno: wc === -1 ? null : mcSeqno,
    prev1_root_hash: h(prev),
    prev2_root_hash: null,
    prev_ref: JSON.stringify([
      {
        workchain: wc,
        shard,
        seqno: seqno - 1,
        rootHash: hx(prev),
        fileHash: hx(`f${prev}`),
        endLt: String(seqno * 1000 - 1),
      },
    ]),
    value_flow: valueFlow,
    fees_collected: '10',
    shard_hashes:
      wc === -1
        ? JSON.stringify([
            {
              workchain: 0,
              shard: MC_SHARD,
              seqno: mcSeqno,
              rootHash: hx(`blk:0:${mcSeqno}`),
              fileHash: hx(`file:0:${mcSeqno}`),
              startLt: String(mcSeqno * 1000),
              endLt: String(mcSeqno * 1000 + 999),
              genUtime: T0 + mcSeqno * 3,
              minRefMcSeqno: mcSeqno,
              beforeSplit: false,
              beforeMerge: false,
              wantSplit: false,
              wantMerge: false,
              feesCollected: '0',
              fundsCreated: '0',
            },
          ])
        : null,
    account_blocks: JSON.stringify([]),
    tx_count: txCount,
    msg_count: txCount * 2,
    boc: null,
  };
}

const phases = JSON.stringify({
  storage: { storageFeesCollected: '1', storageFeesDue: null, statusChange: 'unchanged' },
  credit: { dueFeesCollected: null, credit: { grams: '1000' } },
  compute: {
    kind: 'vm',
    success: true,
    msgStateUsed: false,
    accountActivated: false,
    gasFees: '5',
    gasUsed: '500',
    gasLimit: '1000',
    gasCredit: null,
    mode: 0,
    exitCode: 0,
    exitArg: null,
    vmSteps: 20,
    vmInitStateHash: '0'.repeat(64),
    vmFinalStateHash: '0'.repeat(64),
  },
  action: null,
  bounce: null,
});

/** Masterchain block n with the basechain block it commits: `txPerBlock` transactions, none when n % 4 === 0. */
export function chainBatch(
  n: number,
  txPerBlock: number,
): IngestBatch & { txHashes: string[]; msgHashes: string[] } {
  const count = n % 4 === 0 ? 0 : txPerBlock;
  const now = T0 + n * 3;
  const batch = {
    mcSeqno: n,
    mcRootHash: h(`blk:-1:${n}`),
    blocks: [
      blockRow(-1, MC_SHARD, n, n, 0, `blk:-1:${n - 1}`),
      blockRow(0, MC_SHARD, n, n, count, `blk:0:${n - 1}`),
    ],
    transactions: [] as IngestBatch['transactions'],
    messages: [] as IngestBatch['messages'],
    accounts: [] as IngestBatch['accounts'],
    txHashes: [] as string[],
    msgHashes: [] as string[],
  };
  for (let i = 0; i < count; i++) {
    const from = ACCOUNTS[(n + i) % 3];
    const to = ACCOUNTS[(n + i + 1) % 3];
    const lt = n * 1000 + i * 2 + 1;
    const txLabel = `tx:${n}:${i}`;
    const inMsg = `msg:in:${n}:${i}`;
    const outMsg = `msg:out:${n}:${i}`;
    batch.transactions.push({
      hash: h(txLabel),
      workchain: 0,
      account: from.address,
      lt,
      now,
      mc_seqno: n,
      block_root_hash: h(`blk:0:${n}`),
      tx_type: i === 2 ? 'tick' : 'ordinary',
      aborted: false,
      destroyed: false,
      credit_first: true,
      exit_code: 0,
      compute_skip_reason: null,
      result_code: 0,
      total_fees: '6',
      balance_change: String(-(n * 10 + i)),
      orig_status: 'active',
      end_status: 'active',
      prev_tx_hash: h(`prev:${txLabel}`),
      prev_tx_lt: lt - 1,
      old_hash: h(`old:${txLabel}`),
      new_hash: h(`new:${txLabel}`),
      in_msg_hash: h(inMsg),
      out_msg_count: 1,
      phases,
      boc: Buffer.from([0xb5, 0xee, 0x9c, 0x72]),
    });
    const msg = (label: string, srcTx: string | null, dstTx: string | null, external: boolean) => ({
      hash: h(label),
      msg_type: external ? ('externalIn' as const) : ('internal' as const),
      src_workchain: external ? null : 0,
      src: external ? null : from.address,
      dst_workchain: 0,
      dst: external ? from.address : to.address,
      value: external ? null : String(n * 1_000_000_000),
      ihr_fee: '0',
      fwd_fee: '1000',
      import_fee: '0',
      bounce: !external,
      bounced: false,
      created_lt: external ? null : lt + 1,
      created_at: external ? null : now,
      src_tx_hash: srcTx ? h(srcTx) : null,
      dst_tx_hash: dstTx ? h(dstTx) : null,
      tx_time: now,
      tx_lt: lt,
      boc: Buffer.from(label),
    });
    batch.messages.push(msg(inMsg, null, txLabel, true), msg(outMsg, txLabel, null, false));
    batch.accounts.push({
      workchain: from.workchain,
      address: from.address,
      balance: String(1_000_000_000 * (ACCOUNTS.indexOf(from) + 1)),
      status: 'active',
      code_hash: h(`code:${from.name}`),
      data_hash: null,
      created_at: T0 + ACCOUNTS.indexOf(from),
      created_lt: lt,
      creator_workchain: null,
      creator_address: null,
      updated_at: now,
      last_tx_lt: lt,
      last_tx_hash: h(txLabel),
      state_boc: null,
    });
    batch.txHashes.push(hx(txLabel));
    batch.msgHashes.push(hx(inMsg), hx(outMsg));
  }
  return batch;
}

async function seed(database: Database, blocks: number, txPerBlock: number): Promise<Seeded> {
  const txHashes: string[] = [];
  const msgHashes: string[] = [];
  for (let n = 1; n <= blocks; n++) {
    const { txHashes: t, msgHashes: m, ...batch } = chainBatch(n, txPerBlock);
    await ingestBatch(database, batch);
    txHashes.push(...t);
    msgHashes.push(...m);
  }
  return { mcBlocks: blocks, txHashes, msgHashes };
}
