// A decoded Block → its `blocks` row: every field the block page shows (spec §2 "Block page",
// §3 Block), u64 and coins as decimal strings, hashes as bytes.
import type { BlkPrevInfo, DecodedBlock, ExtBlkRef, ShardHashEntry } from '@tvmscan/codec';
import type {
  BlockRow,
  StoredAccountBlock,
  StoredBlockRef,
  StoredShardDescr,
  StoredValueFlow,
} from '@tvmscan/db';
import { toBytes } from '@tvmscan/db';

export const MASTERCHAIN = -1;

/** 16-digit lowercase hex of a shard prefix (fixed width: text order equals numeric order). */
export function shardHex(prefix: bigint): string {
  return prefix.toString(16).padStart(16, '0');
}

/**
 * The shard a prev_ref points into: the same shard, except after a split (the parent, one bit shorter)
 * and after a merge (the two children).
 */
function prevShards(workchain: number, prefix: bigint, prev: BlkPrevInfo, afterSplit: boolean): string[] {
  const lowBit = prefix & -prefix;
  if (prev.kind === 'afterMerge') {
    const child = lowBit >> 1n;
    return [shardHex(prefix - child), shardHex(prefix + child)];
  }
  if (afterSplit && workchain !== MASTERCHAIN) {
    return [shardHex((prefix - lowBit) | (lowBit << 1n))];
  }
  return [shardHex(prefix)];
}

function storedRef(workchain: number, shard: string, ref: ExtBlkRef): StoredBlockRef {
  return {
    workchain,
    shard,
    seqno: ref.seqNo,
    rootHash: ref.rootHash,
    fileHash: ref.fileHash,
    endLt: ref.endLt.toString(),
  };
}

function storedShard(entry: ShardHashEntry): StoredShardDescr {
  const d = entry.descr;
  return {
    workchain: entry.shard.workchain,
    shard: shardHex(entry.shard.prefix),
    seqno: d.seqNo,
    rootHash: d.rootHash,
    fileHash: d.fileHash,
    startLt: d.startLt.toString(),
    endLt: d.endLt.toString(),
    genUtime: d.genUtime,
    minRefMcSeqno: d.minRefMcSeqno,
    beforeSplit: d.beforeSplit,
    beforeMerge: d.beforeMerge,
    wantSplit: d.wantSplit,
    wantMerge: d.wantMerge,
    feesCollected: d.feesCollected.grams.toString(),
    fundsCreated: d.fundsCreated.grams.toString(),
  };
}

export interface BlockRowOptions {
  /** seqno of the masterchain block committing this one. */
  mcSeqno: number;
  /** Keep the raw Block BOC (off saves most of the space a block takes). */
  keepBoc: boolean;
  txCount: number;
  msgCount: number;
  accountBlocks: StoredAccountBlock[];
}

export function blockRow(decoded: DecodedBlock, boc: Uint8Array, opts: BlockRowOptions): BlockRow {
  const { block } = decoded;
  const { info } = block;
  const workchain = info.shard.workchain;
  const shards = prevShards(workchain, info.shard.prefix, info.prevRef, info.afterSplit);
  const prevRefs =
    info.prevRef.kind === 'single'
      ? [storedRef(workchain, shards[0], info.prevRef.prev)]
      : [
          storedRef(workchain, shards[0], info.prevRef.prev1),
          storedRef(workchain, shards[1], info.prevRef.prev2),
        ];
  const vf = block.valueFlow;
  const valueFlow: StoredValueFlow = {
    fromPrevBlk: vf.fromPrevBlk.grams.toString(),
    toNextBlk: vf.toNextBlk.grams.toString(),
    imported: vf.imported.grams.toString(),
    exported: vf.exported.grams.toString(),
    feesCollected: vf.feesCollected.grams.toString(),
    feesImported: vf.feesImported.grams.toString(),
    recovered: vf.recovered.grams.toString(),
    created: vf.created.grams.toString(),
    minted: vf.minted.grams.toString(),
    ...(vf.burned ? { burned: vf.burned.grams.toString() } : {}),
  };
  const custom = block.extra.custom;
  return {
    root_hash: toBytes(decoded.rootHash),
    file_hash: toBytes(decoded.fileHash),
    workchain,
    shard: shardHex(info.shard.prefix),
    seqno: info.seqNo,
    mc_seqno: opts.mcSeqno,
    global_id: block.globalId,
    version: info.version,
    flavor: decoded.flavor,
    after_merge: info.afterMerge,
    before_split: info.beforeSplit,
    after_split: info.afterSplit,
    want_split: info.wantSplit,
    want_merge: info.wantMerge,
    is_key_block: info.keyBlock,
    vert_seqno: info.vertSeqNo,
    gen_utime: info.genUtime,
    gen_utime_ms: decoded.flavor === 'tycho' ? info.genUtimeMs : null,
    start_lt: info.startLt,
    end_lt: info.endLt,
    gen_validator_list_hash_short: info.genValidatorListHashShort,
    gen_catchain_seqno: info.genCatchainSeqno,
    min_ref_mc_seqno: info.minRefMcSeqno,
    prev_key_block_seqno: info.prevKeyBlockSeqno,
    gen_software_version: info.genSoftware?.version ?? null,
    gen_software_capabilities: info.genSoftware?.capabilities ?? null,
    master_ref_seqno: info.masterRef?.seqNo ?? null,
    prev1_root_hash: toBytes(prevRefs[0].rootHash),
    prev2_root_hash: prevRefs[1] ? toBytes(prevRefs[1].rootHash) : null,
    prev_ref: JSON.stringify(prevRefs),
    value_flow: JSON.stringify(valueFlow),
    fees_collected: vf.feesCollected.grams,
    shard_hashes: custom ? JSON.stringify(custom.shardHashes.map(storedShard)) : null,
    account_blocks: JSON.stringify(opts.accountBlocks),
    tx_count: opts.txCount,
    msg_count: opts.msgCount,
    boc: opts.keepBoc ? boc : null,
  };
}
