// Builders of the write path's input rows (the shape the indexer produces from decoded blocks), with
// deterministic distinct hashes, for exercising the database on its own.
import { createHash } from 'node:crypto';
import type { AccountRow, BlockRow, IngestBatch, MessageRow, TransactionRow } from '@tvmscan/db';

export const hash = (label: string): Buffer => createHash('sha256').update(label).digest();

export function blockRow(workchain: number, seqno: number, mcSeqno: number, genUtime: number): BlockRow {
  return {
    root_hash: hash(`block:${workchain}:${seqno}`),
    file_hash: hash(`file:${workchain}:${seqno}`),
    workchain,
    shard: '8000000000000000',
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
    is_key_block: false,
    vert_seqno: 1,
    gen_utime: genUtime,
    gen_utime_ms: null,
    start_lt: BigInt(seqno) * 1000n,
    end_lt: BigInt(seqno) * 1000n + 5n,
    gen_validator_list_hash_short: 1,
    gen_catchain_seqno: 1,
    min_ref_mc_seqno: mcSeqno,
    prev_key_block_seqno: 0,
    gen_software_version: 34,
    gen_software_capabilities: 464814,
    master_ref_seqno: workchain === -1 ? null : mcSeqno,
    prev1_root_hash: hash(`block:${workchain}:${seqno - 1}`),
    prev2_root_hash: null,
    prev_ref: '[]',
    value_flow: JSON.stringify({ feesCollected: '0' }),
    fees_collected: '0',
    shard_hashes: workchain === -1 ? '[]' : null,
    account_blocks: '[]',
    tx_count: 0,
    msg_count: 0,
    boc: null,
  };
}

export function txRow(
  label: string,
  block: BlockRow,
  account: Buffer,
  lt: bigint,
  now: number,
): TransactionRow {
  return {
    hash: hash(`tx:${label}`),
    workchain: block.workchain,
    account,
    lt,
    now,
    mc_seqno: block.mc_seqno,
    block_root_hash: block.root_hash,
    tx_type: 'ordinary',
    aborted: false,
    destroyed: false,
    exit_code: 0,
    result_code: 0,
    total_fees: '1000',
    balance_change: '-1000',
    in_msg_hash: null,
    boc: Buffer.from(`boc of ${label}`),
  };
}

export function internalMsg(
  label: string,
  src: TransactionRow | null,
  dst: TransactionRow | null,
  value: bigint,
) {
  const first = src ?? dst!;
  const row: MessageRow = {
    hash: hash(`msg:${label}`),
    msg_type: 'internal',
    src_workchain: 0,
    src: hash(`acc:src:${label}`),
    dst_workchain: 0,
    dst: hash(`acc:dst:${label}`),
    value,
    ihr_fee: 0,
    fwd_fee: 100,
    import_fee: null,
    bounce: true,
    bounced: false,
    created_lt: first.lt,
    created_at: first.now,
    src_tx_hash: src?.hash ?? null,
    dst_tx_hash: dst?.hash ?? null,
    tx_time: first.now,
    tx_lt: first.lt,
  };
  return row;
}

export function accountRow(tx: TransactionRow, balance: bigint, created = false): AccountRow {
  return {
    workchain: tx.workchain,
    address: tx.account as Buffer,
    balance,
    status: 'active',
    code_hash: null,
    data_hash: null,
    created_at: created ? tx.now : null,
    created_lt: created ? tx.lt : null,
    creator_workchain: null,
    creator_address: null,
    updated_at: tx.now,
    last_tx_lt: tx.lt,
    last_tx_hash: tx.hash,
    state_boc: null,
  };
}

export function batchOf(mcSeqno: number, parts: Omit<IngestBatch, 'mcSeqno' | 'mcRootHash'>): IngestBatch {
  return { mcSeqno, mcRootHash: parts.blocks[0].root_hash, ...parts };
}
