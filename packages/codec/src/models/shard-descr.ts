// ShardDescr: the masterchain's record of the latest block of one shard.
//
// fsm_none$0 = FutureSplitMerge;
// fsm_split$10 split_utime:uint32 interval:uint32 = FutureSplitMerge;
// fsm_merge$11 merge_utime:uint32 interval:uint32 = FutureSplitMerge;
// shard_descr#b seq_no:uint32 reg_mc_seqno:uint32 start_lt:uint64 end_lt:uint64 root_hash:bits256
//   file_hash:bits256 before_split:Bool before_merge:Bool want_split:Bool want_merge:Bool
//   nx_cc_updated:Bool flags:(## 3) { flags = 0 } next_catchain_seqno:uint32 next_validator_shard:uint64
//   min_ref_mc_seqno:uint32 gen_utime:uint32 split_merge_at:FutureSplitMerge
//   fees_collected:CurrencyCollection funds_created:CurrencyCollection = ShardDescr;
// shard_descr_new#a ... split_merge_at:FutureSplitMerge
//   ^[ fees_collected:CurrencyCollection funds_created:CurrencyCollection ] = ShardDescr;
// Everscale additions (ever-node): #c adds copyleft_rewards:(HashmapE 256 Grams) inside the ref;
// #d adds (Maybe copyleft_rewards) and proof_chain:ProofChain (len:uint8 ^Cell) inside the ref.
// Everscale fast finality #e: the ref also holds (Maybe ProofChain) and (Maybe ShardCollators); that
// tail is kept as a cell (collatorsTail) and written back verbatim.
// Tycho (#a/#b only): flag bit 2 is top_sc_block_updated and next_validator_shard:uint64 is replaced
// by ext_processed_to_anchor_id:uint32.
// _ (HashmapE 32 ^(BinTree ShardDescr)) = ShardHashes;
import { type Builder, beginCell, type Cell, type Slice } from '../cell';
import { loadBinTree, loadDictE, storeBinTree, storeDictE } from '../dict';
import { toHex } from '../util';
import type { ShardIdent } from './block-info';
import { invalid, loadTag, storeHash } from './block-tlb';
import { type CurrencyCollection, loadCurrencyCollection, storeCurrencyCollection } from './currency';
import type { Flavor } from './flavor';

export type FutureSplitMerge =
  | { kind: 'none' }
  | { kind: 'split'; splitUtime: number; interval: number }
  | { kind: 'merge'; mergeUtime: number; interval: number };

export interface ShardDescr {
  /** Constructor nibble: 0xa (shard_descr_new), 0xb (shard_descr), 0xc / 0xd / 0xe (Everscale). */
  tag: 0xa | 0xb | 0xc | 0xd | 0xe;
  seqNo: number;
  regMcSeqno: number;
  startLt: bigint;
  endLt: bigint;
  rootHash: string;
  fileHash: string;
  beforeSplit: boolean;
  beforeMerge: boolean;
  wantSplit: boolean;
  wantMerge: boolean;
  nxCcUpdated: boolean;
  /** Tycho only (false for everscale). */
  topScBlockUpdated: boolean;
  nextCatchainSeqno: number;
  /** Everscale only (null for tycho). */
  nextValidatorShard: bigint | null;
  /** Tycho only (null for everscale). */
  extProcessedToAnchorId: number | null;
  minRefMcSeqno: number;
  genUtime: number;
  splitMergeAt: FutureSplitMerge;
  feesCollected: CurrencyCollection;
  fundsCreated: CurrencyCollection;
  /** Everscale #c/#d: account → reward (null when the constructor has no copyleft field or it is absent). */
  copyleftRewards: Map<bigint, bigint> | null;
  /** Everscale #d only. */
  proofChain: { len: number; child: Cell } | null;
  /** Everscale #e only (absent otherwise): the proof chain / collator ranges part of the ref, as a cell. */
  collatorsTail?: Cell;
}

/** One shard of one workchain as listed in McBlockExtra / McStateExtra. */
export interface ShardHashEntry {
  shard: ShardIdent;
  descr: ShardDescr;
}

const TAGS: Record<Flavor, readonly number[]> = { everscale: [0xa, 0xb, 0xc, 0xd, 0xe], tycho: [0xa, 0xb] };

export function loadShardDescr(s: Slice, flavor: Flavor): ShardDescr {
  const tycho = flavor === 'tycho';
  const tag = loadTag(s, 4, TAGS[flavor], 'ShardDescr') as ShardDescr['tag'];
  const seqNo = s.loadUint(32);
  const regMcSeqno = s.loadUint(32);
  const startLt = s.loadUintBig(64);
  const endLt = s.loadUintBig(64);
  const rootHash = toHex(s.loadHash());
  const fileHash = toHex(s.loadHash());
  const flags = s.loadUint(8);
  if (flags & (tycho ? 0b11 : 0b111))
    throw invalid('ShardDescr.flags', 'reserved flag bits are set', s.bitOffset - 8);
  const nextCatchainSeqno = s.loadUint(32);
  const nextValidatorShard = tycho ? null : s.loadUintBig(64);
  const extProcessedToAnchorId = tycho ? s.loadUint(32) : null;
  const minRefMcSeqno = s.loadUint(32);
  const genUtime = s.loadUint(32);
  const splitMergeAt = loadFutureSplitMerge(s);
  const rest = tag === 0xb ? s : s.loadRef().beginParse();
  const feesCollected = loadCurrencyCollection(rest);
  const fundsCreated = loadCurrencyCollection(rest);
  let copyleftRewards: Map<bigint, bigint> | null = null;
  let proofChain: ShardDescr['proofChain'] = null;
  if (tag === 0xc) copyleftRewards = loadDictE(rest, 256, (v) => v.loadCoins());
  if (tag === 0xd) {
    if (rest.loadBit()) copyleftRewards = loadDictE(rest, 256, (v) => v.loadCoins());
    const len = rest.loadUint(8);
    if (len < 1 || len > 8)
      throw invalid('ShardDescr.proof_chain', 'length must be 1..8', rest.bitOffset - 8);
    proofChain = { len, child: rest.loadRef() };
  }
  const collatorsTail =
    tag === 0xe
      ? beginCell().storeSlice(rest.loadSlice(rest.remainingBits, rest.remainingRefs)).endCell()
      : undefined;
  return {
    ...(collatorsTail ? { collatorsTail } : {}),
    tag,
    seqNo,
    regMcSeqno,
    startLt,
    endLt,
    rootHash,
    fileHash,
    beforeSplit: (flags & 0x80) !== 0,
    beforeMerge: (flags & 0x40) !== 0,
    wantSplit: (flags & 0x20) !== 0,
    wantMerge: (flags & 0x10) !== 0,
    nxCcUpdated: (flags & 0x08) !== 0,
    topScBlockUpdated: (flags & 0x04) !== 0,
    nextCatchainSeqno,
    nextValidatorShard,
    extProcessedToAnchorId,
    minRefMcSeqno,
    genUtime,
    splitMergeAt,
    feesCollected,
    fundsCreated,
    copyleftRewards,
    proofChain,
  };
}

export function storeShardDescr(b: Builder, d: ShardDescr, flavor: Flavor): void {
  const tycho = flavor === 'tycho';
  if (!TAGS[flavor].includes(d.tag))
    throw invalid('ShardDescr', `constructor #${d.tag.toString(16)} is not ${flavor}`);
  const flags =
    (+d.beforeSplit << 7) |
    (+d.beforeMerge << 6) |
    (+d.wantSplit << 5) |
    (+d.wantMerge << 4) |
    (+d.nxCcUpdated << 3) |
    (+(tycho && d.topScBlockUpdated) << 2);
  b.storeUint(d.tag, 4).storeUint(d.seqNo, 32).storeUint(d.regMcSeqno, 32);
  b.storeUint(d.startLt, 64).storeUint(d.endLt, 64);
  storeHash(b, d.rootHash, 'ShardDescr.root_hash');
  storeHash(b, d.fileHash, 'ShardDescr.file_hash');
  b.storeUint(flags, 8).storeUint(d.nextCatchainSeqno, 32);
  if (tycho) b.storeUint(d.extProcessedToAnchorId ?? 0, 32);
  else b.storeUint(d.nextValidatorShard ?? 0n, 64);
  b.storeUint(d.minRefMcSeqno, 32).storeUint(d.genUtime, 32);
  storeFutureSplitMerge(b, d.splitMergeAt);
  const rest = d.tag === 0xb ? b : beginCell();
  storeCurrencyCollection(rest, d.feesCollected);
  storeCurrencyCollection(rest, d.fundsCreated);
  const storeRewards = (rb: Builder) =>
    storeDictE(rb, d.copyleftRewards ?? [], 256, (vb, v: bigint) => vb.storeCoins(v));
  if (d.tag === 0xc) storeRewards(rest);
  if (d.tag === 0xd) {
    if (!d.proofChain) throw invalid('ShardDescr.proof_chain', 'shard_descr#d needs a proof chain');
    rest.storeBit(d.copyleftRewards !== null);
    if (d.copyleftRewards !== null) storeRewards(rest);
    rest.storeUint(d.proofChain.len, 8).storeRef(d.proofChain.child);
  }
  if (d.tag === 0xe) {
    if (!d.collatorsTail) throw invalid('ShardDescr.collators', 'shard_descr#e needs its collators part');
    rest.storeSlice(d.collatorsTail.beginParse());
  }
  if (rest !== b) b.storeRef(rest.endCell());
}

function loadFutureSplitMerge(s: Slice): FutureSplitMerge {
  if (!s.loadBit()) return { kind: 'none' };
  if (!s.loadBit()) return { kind: 'split', splitUtime: s.loadUint(32), interval: s.loadUint(32) };
  return { kind: 'merge', mergeUtime: s.loadUint(32), interval: s.loadUint(32) };
}

function storeFutureSplitMerge(b: Builder, f: FutureSplitMerge): void {
  if (f.kind === 'none') b.storeBit(0);
  else if (f.kind === 'split') b.storeUint(0b10, 2).storeUint(f.splitUtime, 32).storeUint(f.interval, 32);
  else b.storeUint(0b11, 2).storeUint(f.mergeUtime, 32).storeUint(f.interval, 32);
}

// BinTree paths are the shard prefix bits below the workchain root: '' is the whole workchain,
// '0'/'1' its halves, and so on. The shard id is those bits followed by the terminating 1.
function shardFromPath(workchain: number, path: string): ShardIdent {
  if (path.length > 60) throw invalid('ShardHashes', 'shard tree deeper than 60 levels');
  let prefix = 0n;
  for (let i = 0; i < path.length; i++) if (path[i] === '1') prefix |= 1n << BigInt(63 - i);
  return { workchain, prefix: prefix | (1n << BigInt(63 - path.length)) };
}

function pathFromShard(shard: ShardIdent): string {
  let depth = 0;
  while (((shard.prefix >> BigInt(depth)) & 1n) === 0n) depth++;
  const len = 63 - depth;
  let path = '';
  for (let i = 0; i < len; i++) path += (shard.prefix >> BigInt(63 - i)) & 1n ? '1' : '0';
  return path;
}

export function loadShardHashes(s: Slice, flavor: Flavor): ShardHashEntry[] {
  const trees = loadDictE(s, 32, (v) => v.loadRef());
  const out: ShardHashEntry[] = [];
  for (const [key, root] of trees) {
    const workchain = Number(BigInt.asIntN(32, key));
    for (const leaf of loadBinTree(root.beginParse(), (leafSlice) => loadShardDescr(leafSlice, flavor))) {
      out.push({ shard: shardFromPath(workchain, leaf.path), descr: leaf.value });
    }
  }
  return out;
}

export function storeShardHashes(b: Builder, entries: readonly ShardHashEntry[], flavor: Flavor): void {
  const byWorkchain = new Map<number, Array<{ path: string; value: ShardDescr }>>();
  for (const { shard, descr } of entries) {
    const leaves = byWorkchain.get(shard.workchain) ?? [];
    leaves.push({ path: pathFromShard(shard), value: descr });
    byWorkchain.set(shard.workchain, leaves);
  }
  const trees: Array<[bigint, Cell]> = [];
  for (const [workchain, leaves] of byWorkchain) {
    const tree = beginCell();
    storeBinTree(tree, leaves, (lb, descr) => storeShardDescr(lb, descr, flavor));
    trees.push([BigInt.asUintN(32, BigInt(workchain)), tree.endCell()]);
  }
  storeDictE(b, trees, 32, (vb, cell: Cell) => vb.storeRef(cell));
}
