// BlockInfo and the small block-reference types it is made of.
//
// shard_ident$00 shard_pfx_bits:(#<= 60) workchain_id:int32 shard_prefix:uint64 = ShardIdent;
// ext_blk_ref$_ end_lt:uint64 seq_no:uint32 root_hash:bits256 file_hash:bits256 = ExtBlkRef;
// prev_blk_info$_ prev:ExtBlkRef = BlkPrevInfo 0;
// prev_blks_info$_ prev1:^ExtBlkRef prev2:^ExtBlkRef = BlkPrevInfo 1;
// master_info$_ master:ExtBlkRef = BlkMasterInfo;
// capabilities#c4 version:uint32 capabilities:uint64 = GlobalVersion;
// block_info#9bc7a987 version:uint32 not_master:(## 1) after_merge:(## 1) before_split:(## 1)
//   after_split:(## 1) want_split:Bool want_merge:Bool key_block:Bool vert_seqno_incr:(## 1)
//   flags:(## 8) seq_no:# vert_seq_no:# shard:ShardIdent gen_utime:uint32
//   [tycho, block_info#9bc7a988: gen_utime_ms:uint16]
//   start_lt:uint64 end_lt:uint64 gen_validator_list_hash_short:uint32 gen_catchain_seqno:uint32
//   min_ref_mc_seqno:uint32 prev_key_block_seqno:uint32 gen_software:flags.0?GlobalVersion
//   master_ref:not_master?^BlkMasterInfo prev_ref:^(BlkPrevInfo after_merge)
//   prev_vert_ref:vert_seqno_incr?^(BlkPrevInfo 0) = BlockInfo;
import { type Builder, beginCell, type Cell, type Slice } from '../cell';
import { toHex } from '../util';
import { invalid, loadTag, storeHash } from './block-tlb';
import type { Flavor } from './flavor';

export interface ShardIdent {
  workchain: number;
  /** Shard prefix with its terminating bit, as a 64-bit unsigned value (0x8000000000000000 = whole chain). */
  prefix: bigint;
  /** Set when the serialization included the terminating bit (kept so re-encoding is identical). */
  storedWithTag?: true;
}

export interface ExtBlkRef {
  endLt: bigint;
  seqNo: number;
  rootHash: string;
  fileHash: string;
}

export type BlkPrevInfo =
  | { kind: 'single'; prev: ExtBlkRef }
  | { kind: 'afterMerge'; prev1: ExtBlkRef; prev2: ExtBlkRef };

export interface GlobalVersion {
  version: number;
  capabilities: bigint;
}

export interface BlockInfo {
  version: number;
  notMaster: boolean;
  afterMerge: boolean;
  beforeSplit: boolean;
  afterSplit: boolean;
  wantSplit: boolean;
  wantMerge: boolean;
  keyBlock: boolean;
  vertSeqnoIncr: boolean;
  flags: number;
  seqNo: number;
  vertSeqNo: number;
  shard: ShardIdent;
  genUtime: number;
  /** Milliseconds part of gen_utime (block_info#9bc7a988); 0 when the block does not carry it. */
  genUtimeMs: number;
  /**
   * Whether the #9bc7a988 constructor (with gen_utime_ms) is used. Absent: the flavor's default (tycho
   * yes, everscale no); set when a block differs from it, e.g. ever-node "fast finality" blocks.
   */
  withGenUtimeMs?: boolean;
  startLt: bigint;
  endLt: bigint;
  genValidatorListHashShort: number;
  genCatchainSeqno: number;
  minRefMcSeqno: number;
  prevKeyBlockSeqno: number;
  /** Present when bit 0 of `flags` is set. */
  genSoftware: GlobalVersion | null;
  /** Present exactly when `notMaster`. */
  masterRef: ExtBlkRef | null;
  prevRef: BlkPrevInfo;
  /** Present exactly when `vertSeqnoIncr`. */
  prevVertRef: ExtBlkRef | null;
}

const BLOCK_INFO_TAG = 0x9bc7a987;
const BLOCK_INFO_TAG_TYCHO = 0x9bc7a988;
const GLOBAL_VERSION_TAG = 0xc4;
const SHARD_PREFIX_MASK = (1n << 64n) - 1n;

// The shard prefix is stored as a plain prefix plus its length; inside we keep the usual
// "prefix with terminating bit" form, which is what shard ids look like everywhere else.
export function loadShardIdent(s: Slice): ShardIdent {
  loadTag(s, 2, [0], 'ShardIdent');
  const pfxBits = s.loadUint(6);
  if (pfxBits > 60)
    throw invalid('ShardIdent.shard_pfx_bits', 'shard prefix longer than 60 bits', s.bitOffset - 6);
  const workchain = s.loadInt(32);
  const raw = s.loadUintBig(64);
  const tag = 1n << BigInt(63 - pfxBits);
  if ((raw & (tag - 1n)) !== 0n) {
    throw invalid('ShardIdent.shard_prefix', 'shard prefix has bits below its length', s.bitOffset - 64);
  }
  // Some ever-node states (the Everscale basechain zerostate) store the terminating bit too.
  return (raw & tag) !== 0n
    ? { workchain, prefix: raw, storedWithTag: true }
    : { workchain, prefix: raw | tag };
}

export function storeShardIdent(b: Builder, shard: ShardIdent): void {
  const prefix = shard.prefix & SHARD_PREFIX_MASK;
  if (prefix === 0n) throw invalid('ShardIdent.shard_prefix', 'shard prefix has no terminating bit');
  const tz = trailingZeros64(prefix);
  const pfxBits = 63 - tz;
  if (pfxBits > 60) throw invalid('ShardIdent.shard_pfx_bits', 'shard prefix longer than 60 bits');
  b.storeUint(0, 2).storeUint(pfxBits, 6).storeInt(shard.workchain, 32);
  b.storeUint(shard.storedWithTag ? prefix : prefix & ~(1n << BigInt(tz)), 64);
}

function trailingZeros64(v: bigint): number {
  let n = 0;
  while (((v >> BigInt(n)) & 1n) === 0n) n++;
  return n;
}

/** `0:8000000000000000` style text of a shard, as explorers show it. */
export function shardToString(shard: ShardIdent): string {
  return `${shard.workchain}:${shard.prefix.toString(16).padStart(16, '0')}`;
}

export function loadExtBlkRef(s: Slice): ExtBlkRef {
  return {
    endLt: s.loadUintBig(64),
    seqNo: s.loadUint(32),
    rootHash: toHex(s.loadHash()),
    fileHash: toHex(s.loadHash()),
  };
}

export function storeExtBlkRef(b: Builder, r: ExtBlkRef): void {
  b.storeUint(r.endLt, 64).storeUint(r.seqNo, 32);
  storeHash(b, r.rootHash, 'ExtBlkRef.root_hash');
  storeHash(b, r.fileHash, 'ExtBlkRef.file_hash');
}

export function loadGlobalVersion(s: Slice): GlobalVersion {
  loadTag(s, 8, [GLOBAL_VERSION_TAG], 'GlobalVersion');
  return { version: s.loadUint(32), capabilities: s.loadUintBig(64) };
}

export function storeGlobalVersion(b: Builder, v: GlobalVersion): void {
  b.storeUint(GLOBAL_VERSION_TAG, 8).storeUint(v.version, 32).storeUint(v.capabilities, 64);
}

export function loadBlockInfo(s: Slice, flavor: Flavor): BlockInfo {
  const withMs = loadTag(s, 32, [BLOCK_INFO_TAG, BLOCK_INFO_TAG_TYCHO], 'BlockInfo') === BLOCK_INFO_TAG_TYCHO;
  const version = s.loadUint(32);
  const packed = s.loadUint(8);
  const flags = s.loadUint(8);
  if (flags > 1) throw invalid('BlockInfo.flags', 'unknown flags', s.bitOffset - 8);
  const seqNo = s.loadUint(32);
  const vertSeqNo = s.loadUint(32);
  const shard = loadShardIdent(s);
  const genUtime = s.loadUint(32);
  const genUtimeMs = withMs ? s.loadUint(16) : 0;
  const startLt = s.loadUintBig(64);
  const endLt = s.loadUintBig(64);
  const genValidatorListHashShort = s.loadUint(32);
  const genCatchainSeqno = s.loadUint(32);
  const minRefMcSeqno = s.loadUint(32);
  const prevKeyBlockSeqno = s.loadUint(32);
  const genSoftware = flags & 1 ? loadGlobalVersion(s) : null;
  const notMaster = (packed & 0x80) !== 0;
  const afterMerge = (packed & 0x40) !== 0;
  const vertSeqnoIncr = (packed & 0x01) !== 0;
  if (vertSeqNo < (vertSeqnoIncr ? 1 : 0))
    throw invalid('BlockInfo.vert_seq_no', 'vert_seq_no < vert_seqno_incr');
  const masterRef = notMaster ? loadExtBlkRef(s.loadRef().beginParse()) : null;
  const prevRef = loadBlkPrevInfo(s.loadRef().beginParse(), afterMerge);
  const prevVertRef = vertSeqnoIncr ? loadExtBlkRef(s.loadRef().beginParse()) : null;
  return {
    version,
    notMaster,
    afterMerge,
    beforeSplit: (packed & 0x20) !== 0,
    afterSplit: (packed & 0x10) !== 0,
    wantSplit: (packed & 0x08) !== 0,
    wantMerge: (packed & 0x04) !== 0,
    keyBlock: (packed & 0x02) !== 0,
    vertSeqnoIncr,
    flags,
    seqNo,
    vertSeqNo,
    shard,
    genUtime,
    genUtimeMs,
    ...(withMs !== (flavor === 'tycho') ? { withGenUtimeMs: withMs } : {}),
    startLt,
    endLt,
    genValidatorListHashShort,
    genCatchainSeqno,
    minRefMcSeqno,
    prevKeyBlockSeqno,
    genSoftware,
    masterRef,
    prevRef,
    prevVertRef,
  };
}

export function storeBlockInfo(b: Builder, info: BlockInfo, flavor: Flavor): void {
  // The presence bits are derived from the optional fields so the two can never disagree.
  const notMaster = info.masterRef !== null;
  const vertSeqnoIncr = info.prevVertRef !== null;
  const afterMerge = info.prevRef.kind === 'afterMerge';
  const flags = (info.flags & ~1) | (info.genSoftware ? 1 : 0);
  const packed =
    (+notMaster << 7) |
    (+afterMerge << 6) |
    (+info.beforeSplit << 5) |
    (+info.afterSplit << 4) |
    (+info.wantSplit << 3) |
    (+info.wantMerge << 2) |
    (+info.keyBlock << 1) |
    +vertSeqnoIncr;
  const withMs = info.withGenUtimeMs ?? flavor === 'tycho';
  b.storeUint(withMs ? BLOCK_INFO_TAG_TYCHO : BLOCK_INFO_TAG, 32);
  b.storeUint(info.version, 32).storeUint(packed, 8).storeUint(flags, 8);
  b.storeUint(info.seqNo, 32).storeUint(info.vertSeqNo, 32);
  storeShardIdent(b, info.shard);
  b.storeUint(info.genUtime, 32);
  if (withMs) b.storeUint(info.genUtimeMs, 16);
  b.storeUint(info.startLt, 64).storeUint(info.endLt, 64);
  b.storeUint(info.genValidatorListHashShort, 32).storeUint(info.genCatchainSeqno, 32);
  b.storeUint(info.minRefMcSeqno, 32).storeUint(info.prevKeyBlockSeqno, 32);
  if (info.genSoftware) storeGlobalVersion(b, info.genSoftware);
  if (info.masterRef) b.storeRef(extBlkRefCell(info.masterRef));
  b.storeRef(blkPrevInfoCell(info.prevRef));
  if (info.prevVertRef) b.storeRef(extBlkRefCell(info.prevVertRef));
}

export function loadBlkPrevInfo(s: Slice, afterMerge: boolean): BlkPrevInfo {
  if (!afterMerge) return { kind: 'single', prev: loadExtBlkRef(s) };
  return {
    kind: 'afterMerge',
    prev1: loadExtBlkRef(s.loadRef().beginParse()),
    prev2: loadExtBlkRef(s.loadRef().beginParse()),
  };
}

function blkPrevInfoCell(p: BlkPrevInfo): Cell {
  if (p.kind === 'single') return extBlkRefCell(p.prev);
  return beginCell().storeRef(extBlkRefCell(p.prev1)).storeRef(extBlkRefCell(p.prev2)).endCell();
}

function extBlkRefCell(r: ExtBlkRef): Cell {
  const b = beginCell();
  storeExtBlkRef(b, r);
  return b.endCell();
}
