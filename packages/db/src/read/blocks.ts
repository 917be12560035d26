// Blocks: the list (by generation time or seqno, either direction) and its count, the block page by root
// hash or by (workchain, shard, seqno), a block's next blocks and its message count.
import type { Block, BlockDetails, BlockPrev, ListCountResponse } from '@tvmscan/api-schema';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { BlocksTable, Schema } from '../schema';
import { capped, counter, defined } from './counts';
import { hex, rawAddress, u32, u32OrNull } from './format';
import { type KeyColumn, keysetPage, type Page, type PageRequest } from './keyset';

type BlockRow = Selectable<BlocksTable>;

const LIST_COLUMNS = [
  'root_hash',
  'file_hash',
  'workchain',
  'shard',
  'seqno',
  'gen_utime',
  'tx_count',
  'is_key_block',
  'prev_key_block_seqno',
  'gen_software_version',
] as const;
type BlockListRow = Pick<BlockRow, (typeof LIST_COLUMNS)[number]>;

const BLOCK_KEY: KeyColumn<BlockListRow>[] = [
  { ref: 'gen_utime', kind: 'int8', of: (r) => r.gen_utime },
  { ref: 'root_hash', kind: 'bytea', of: (r) => hex(r.root_hash) },
];

export function toBlock(r: BlockListRow): Block {
  return {
    rootHash: hex(r.root_hash),
    fileHash: hex(r.file_hash),
    workchain: r.workchain,
    shard: r.shard,
    seqno: u32(r.seqno),
    genUtime: u32(r.gen_utime),
    transactionCount: r.tx_count,
    isKeyBlock: r.is_key_block,
    prevKeyBlock: u32(r.prev_key_block_seqno),
    genSoftwareVersion: u32OrNull(r.gen_software_version),
  };
}

/** Served by blocks_seqno_key (and its non-empty partial twin): seqno, then which chain. */
const SEQNO_KEY: KeyColumn<BlockListRow>[] = [
  { ref: 'seqno', kind: 'int8', of: (r) => r.seqno },
  { ref: 'workchain', kind: 'int8', of: (r) => String(r.workchain) },
  { ref: 'shard', kind: 'text', of: (r) => r.shard },
];

export interface BlocksFilter {
  /** Default: genUtime, descending (newest first). */
  ordering?: 'genUtime' | 'seqno';
  direction?: 'desc' | 'asc';
  workchain?: number;
  shard?: string;
  transactionCountGe?: number;
}

export async function listBlocks(
  db: Kysely<Schema>,
  filter: BlocksFilter,
  page: PageRequest,
): Promise<Page<Block>> {
  let q = db.selectFrom('blocks').select(LIST_COLUMNS);
  if (filter.workchain !== undefined) q = q.where('workchain', '=', filter.workchain);
  if (filter.shard !== undefined) q = q.where('shard', '=', filter.shard);
  if (filter.transactionCountGe) {
    // The literal predicate lets the planner pick the partial index blocks_nonempty_time (1000-read-indexes).
    q = q.where(sql<boolean>`tx_count > 0`).where('tx_count', '>=', filter.transactionCountGe);
  }
  const key = filter.ordering === 'seqno' ? SEQNO_KEY : BLOCK_KEY;
  return keysetPage(q, key, page, toBlock, filter.direction);
}

/** Blocks committed by one masterchain block (the live stream's `block` event). */
export async function blocksOfMasterchainBlock(db: Kysely<Schema>, mcSeqno: number): Promise<Block[]> {
  const rows = await db
    .selectFrom('blocks')
    .select(LIST_COLUMNS)
    .where('mc_seqno', '=', String(mcSeqno))
    .orderBy('workchain')
    .orderBy('shard')
    .execute();
  return rows.map(toBlock);
}

export type BlockId = { id: string } | { workchain: number; shard: string; seqno: number };

export async function getBlock(db: Kysely<Schema>, id: BlockId): Promise<BlockDetails | null> {
  let q = db.selectFrom('blocks').selectAll();
  q =
    'id' in id
      ? q.where('root_hash', '=', Buffer.from(id.id, 'hex'))
      : q
          .where('workchain', '=', id.workchain)
          .where('shard', '=', id.shard)
          .where('seqno', '=', String(id.seqno));
  const r = await q.executeTakeFirst();
  return r ? toBlockDetails(r) : null;
}

function toBlockDetails(r: BlockRow): BlockDetails {
  return {
    ...toBlock(r),
    blockInfo: {
      startLt: r.start_lt,
      endLt: r.end_lt,
      version: u32(r.version),
      afterMerge: r.after_merge,
      beforeSplit: r.before_split,
      afterSplit: r.after_split,
      wantSplit: r.want_split,
      wantMerge: r.want_merge,
      vertSeqNo: u32(r.vert_seqno),
      genValidatorListHashShort: u32(r.gen_validator_list_hash_short),
      genCatchainSeqno: u32(r.gen_catchain_seqno),
      minRefMcSeqno: u32(r.min_ref_mc_seqno),
      masterRef: r.master_ref_seqno === null ? null : { seqNo: u32(r.master_ref_seqno) },
    },
    valueFlow: {
      fromPrevBlk: r.value_flow.fromPrevBlk,
      toNextBlk: r.value_flow.toNextBlk,
      imported: r.value_flow.imported,
      exported: r.value_flow.exported,
      feesCollected: r.value_flow.feesCollected,
      feesImported: r.value_flow.feesImported,
      created: r.value_flow.created,
      minted: r.value_flow.minted,
    },
    prev: toPrev(r.prev_ref),
    shardRelations: shardRelations(r),
    shardsInfo: (r.shard_hashes ?? []).map((s) => ({
      shardIdent: { workchain: s.workchain, shardPrefix: s.shard },
      info: {
        seqNo: s.seqno,
        minRefMcSeqno: s.minRefMcSeqno,
        startLt: s.startLt,
        endLt: s.endLt,
        rootHash: s.rootHash,
      },
    })),
    accountBlocks: r.account_blocks.map((a) => ({
      wc: a.workchain,
      address: a.address.includes(':') ? a.address : rawAddress(a.workchain, Buffer.from(a.address, 'hex')),
      oldHash: a.oldHash,
      newHash: a.newHash,
      transactionCount: a.transactionCount,
    })),
    messageCount: r.msg_count,
  };
}

function toPrev(refs: BlockRow['prev_ref']): BlockPrev {
  const ref = (i: number) => ({
    endLt: refs[i].endLt,
    seqno: refs[i].seqno,
    rootHash: refs[i].rootHash,
    fileHash: refs[i].fileHash,
  });
  return refs.length > 1
    ? { kind: 'Blocks', prev1: ref(0), prev2: ref(1) }
    : { kind: 'Block', prev1: ref(0) };
}

/**
 * A shard id's prefix ends at its lowest set bit (the tag). The parent shard moves the tag one bit up;
 * the children move it one bit down, with the freed bit 0 (left) or 1 (right).
 */
function shardRelations(r: BlockRow): BlockDetails['shardRelations'] {
  const id = BigInt(`0x${r.shard}`);
  const tag = id & -id;
  const fmt = (v: bigint) => v.toString(16).padStart(16, '0');
  const parent = r.after_split && tag < 1n << 63n ? fmt((id - tag) | (tag << 1n)) : null;
  const children = (r.before_split || r.after_merge) && tag > 1n;
  return {
    parent,
    leftChild: children ? fmt(id - (tag >> 1n)) : null,
    rightChild: children ? fmt(id + (tag >> 1n)) : null,
  };
}

export async function countBlocks(db: Kysely<Schema>, f: BlocksFilter): Promise<ListCountResponse> {
  const nonEmpty = (f.transactionCountGe ?? 0) === 1;
  const rest = { shard: f.shard, transactionCountGe: nonEmpty || !f.transactionCountGe ? undefined : 1 };
  if (!defined(rest)) {
    if (f.workchain === undefined) return counter(db, [nonEmpty ? 'blocks_nonempty' : 'blocks_total']);
    return counter(db, [`${nonEmpty ? 'blocks_nonempty_wc' : 'blocks_wc'}:${f.workchain}`]);
  }
  return capped((req) => listBlocks(db, f, req));
}

/**
 * The blocks whose prev_ref names this one: the next block of its shard, both halves after a split,
 * the merged block after a merge (the block page's "next" links; seqno + 1 is wrong across those).
 */
export async function nextBlocks(db: Kysely<Schema>, rootHash: string): Promise<Block[]> {
  const hash = Buffer.from(rootHash, 'hex');
  const rows = await db
    .selectFrom('blocks')
    .selectAll()
    .where((eb) => eb.or([eb('prev1_root_hash', '=', hash), eb('prev2_root_hash', '=', hash)]))
    .orderBy('workchain')
    .orderBy('shard')
    .execute();
  return rows.map(toBlock);
}

export async function blockMessageCount(db: Kysely<Schema>, rootHash: string) {
  const b = await db
    .selectFrom('blocks')
    .select('msg_count')
    .where('root_hash', '=', Buffer.from(rootHash, 'hex'))
    .executeTakeFirst();
  return b ? { rootHash, messageCount: b.msg_count } : null;
}
