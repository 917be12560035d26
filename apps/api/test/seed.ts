// Test chain written through the database's write path (ingestBatch, as the indexer does):
// masterchain blocks each committing one basechain block, transactions between a few accounts with
// their in/out messages; counters and rollups come from the write path. Deterministic ids from sha256;
// transactions and messages are real cells built with the codec (the transaction page and the message
// BOC are decoded from the stored transaction BOC), so their ids are those cells' hashes.
import {
  ADDR_NONE,
  beginCell,
  type Cell,
  currencyOf,
  messageToCell,
  type TransDescrOrdinary,
  transactionToCell,
  writeBoc,
} from '@tvmscan/codec';
import { type Database, type IngestBatch, ingestBatch } from '@tvmscan/db';
import { openMigrated } from '@tvmscan/test-support/database';
import { blockRow as commonBlockRow, hash } from '@tvmscan/test-support/rows';

export const hx = (label: string): string => hash(label).toString('hex');
export const MC_SHARD = '8000000000000000';
export const T0 = 1_700_000_000;
export const ACCOUNTS = ['alice', 'bob', 'carol'].map((n) => ({
  name: n,
  workchain: 0,
  address: hash(`acc:${n}`),
}));
export const raw = (a: (typeof ACCOUNTS)[number]) => `${a.workchain}:${a.address.toString('hex')}`;

export interface Seeded {
  mcBlocks: number;
  txHashes: string[];
  msgHashes: string[];
}

export async function openSeeded(opts: { blocks?: number; txPerBlock?: number } = {}) {
  const database = await openMigrated();
  const seeded = await seed(database, opts.blocks ?? 12, opts.txPerBlock ?? 3);
  return { database, seeded };
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

/** A block of the seed: the common row with this chain's ids, links, value flow and shard list. */
function blockRow(wc: number, shard: string, seqno: number, mcSeqno: number, txCount: number, prev: string) {
  return {
    ...commonBlockRow(wc, seqno, mcSeqno, T0 + mcSeqno * 3),
    root_hash: hash(`blk:${wc}:${seqno}`),
    shard,
    is_key_block: wc === -1 && seqno === 1,
    start_lt: seqno * 1000,
    end_lt: seqno * 1000 + 999,
    gen_validator_list_hash_short: 7,
    min_ref_mc_seqno: Math.max(mcSeqno - 1, 0),
    prev_key_block_seqno: 1,
    gen_software_version: 37,
    gen_software_capabilities: null,
    prev1_root_hash: hash(prev),
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
    tx_count: txCount,
    msg_count: txCount * 2,
  };
}

const description: TransDescrOrdinary = {
  kind: 'ordinary',
  creditFirst: true,
  storagePh: { storageFeesCollected: 1n, storageFeesDue: null, statusChange: 'unchanged' },
  creditPh: { dueFeesCollected: null, credit: currencyOf(1000n) },
  computePh: {
    kind: 'vm',
    success: true,
    msgStateUsed: false,
    accountActivated: false,
    gasFees: 5n,
    gasUsed: 500n,
    gasLimit: 1000n,
    gasCredit: null,
    mode: 0,
    exitCode: 0,
    exitArg: null,
    vmSteps: 20,
    vmInitStateHash: '0'.repeat(64),
    vmFinalStateHash: '0'.repeat(64),
  },
  action: null,
  aborted: false,
  bounce: null,
  destroyed: false,
};

const std = (a: (typeof ACCOUNTS)[number]) =>
  ({ kind: 'std', anycast: null, workchain: a.workchain, address: a.address.toString('hex') }) as const;
/** A message whose body is its label's hash: every message of the seed is a distinct cell. */
const carrying = (label: string) => ({
  init: null,
  body: beginCell().storeBytes(hash(label)).endCell(),
  initInRef: false,
  bodyInRef: false,
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
    mcRootHash: hash(`blk:-1:${n}`),
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
    const value = BigInt(n) * 1_000_000_000n;
    const inCell = messageToCell({
      info: { kind: 'externalIn', src: ADDR_NONE, dest: std(from), importFee: 0n },
      ...carrying(`msg:in:${n}:${i}`),
    });
    const outCell = messageToCell({
      info: {
        kind: 'internal',
        ihrDisabled: true,
        bounce: true,
        bounced: false,
        src: std(from),
        dest: std(to),
        value: currencyOf(value),
        ihrFee: 0n,
        fwdFee: 1000n,
        createdLt: BigInt(lt + 1),
        createdAt: now,
      },
      ...carrying(`msg:out:${n}:${i}`),
    });
    const txCell = transactionToCell({
      accountAddr: from.address.toString('hex'),
      lt: BigInt(lt),
      prevTransHash: hx(`prev:${txLabel}`),
      prevTransLt: BigInt(lt - 1),
      now,
      outmsgCnt: 1,
      origStatus: 'active',
      endStatus: 'active',
      inMsg: inCell,
      outMsgs: new Map([[0, outCell]]),
      totalFees: currencyOf(6n),
      stateUpdate: { oldHash: hx(`old:${txLabel}`), newHash: hx(`new:${txLabel}`) },
      description,
    });
    const txHash = Buffer.from(txCell.hashHex(), 'hex');
    batch.transactions.push({
      hash: txHash,
      workchain: 0,
      account: from.address,
      lt,
      now,
      mc_seqno: n,
      block_root_hash: hash(`blk:0:${n}`),
      tx_type: i === 2 ? 'tick' : 'ordinary',
      aborted: false,
      destroyed: false,
      exit_code: 0,
      result_code: 0,
      total_fees: '6',
      balance_change: String(-(n * 10 + i)),
      in_msg_hash: Buffer.from(inCell.hashHex(), 'hex'),
      boc: Buffer.from(writeBoc(txCell)),
    });
    const msg = (cell: Cell, out: boolean) => ({
      hash: Buffer.from(cell.hashHex(), 'hex'),
      msg_type: out ? ('internal' as const) : ('externalIn' as const),
      src_workchain: out ? 0 : null,
      src: out ? from.address : null,
      dst_workchain: 0,
      dst: out ? to.address : from.address,
      value: out ? String(value) : null,
      ihr_fee: out ? '0' : null,
      fwd_fee: out ? '1000' : null,
      import_fee: out ? null : '0',
      bounce: out ? true : null,
      bounced: out ? false : null,
      created_lt: out ? lt + 1 : null,
      created_at: out ? now : null,
      src_tx_hash: out ? txHash : null,
      dst_tx_hash: out ? null : txHash,
      tx_time: now,
      tx_lt: lt,
    });
    batch.messages.push(msg(inCell, false), msg(outCell, true));
    batch.accounts.push({
      workchain: from.workchain,
      address: from.address,
      balance: String(1_000_000_000 * (ACCOUNTS.indexOf(from) + 1)),
      status: 'active',
      code_hash: hash(`code:${from.name}`),
      data_hash: null,
      created_at: T0 + ACCOUNTS.indexOf(from),
      created_lt: lt,
      creator_workchain: null,
      creator_address: null,
      updated_at: now,
      last_tx_lt: lt,
      last_tx_hash: txHash,
      state_boc: null,
    });
    batch.txHashes.push(txCell.hashHex());
    batch.msgHashes.push(inCell.hashHex(), outCell.hashHex());
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
