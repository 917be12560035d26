// Block assembly: a workchain shard block from a round of executed transactions, and the masterchain
// block that commits it. Both are encoded with the codec and returned with the ids the next blocks
// refer to them by.
import {
  BLOCK_EXTRA_TAG,
  type Block,
  type BlockInfo,
  type Cell,
  createMerkleUpdate,
  type ExtBlkRef,
  encodeBlock,
  type Flavor,
  type McBlockExtra,
  type MerkleUpdate,
  type ShardDescr,
  type ShardIdent,
  sha256,
  toHex,
  type ValueFlow,
  writeBoc,
} from '@tvmscan/codec';
import type { Round } from '../chain';
import type { NetworkConfig } from '../genesis/config';
import { grams, shardDescriptors } from './descr';
import { type BuiltState, configParamsOf } from './state';

export const MASTERCHAIN: ShardIdent = { workchain: -1, prefix: 0x8000000000000000n };
const ZERO_HASH = '0'.repeat(64);
const ZERO = grams(0n);

export interface ProducedBlock {
  shard: ShardIdent;
  seqNo: number;
  rootHash: string;
  fileHash: string;
  startLt: bigint;
  endLt: bigint;
  genUtime: number;
  minRefMcSeqno: number;
  /** Fees the block collected, for its masterchain ShardDescr and ShardFees. */
  feesCollected: bigint;
  /** The shard splits after this block. */
  beforeSplit: boolean;
  /** The shard merges with its sibling after this block. */
  beforeMerge: boolean;
  catchainSeqno: number;
  boc: Uint8Array;
  root: Cell;
}

export const extRef = (b: Pick<ProducedBlock, 'endLt' | 'seqNo' | 'rootHash' | 'fileHash'>): ExtBlkRef => ({
  endLt: b.endLt,
  seqNo: b.seqNo,
  rootHash: b.rootHash,
  fileHash: b.fileHash,
});

// !merkle_update#04 old_hash:bits256 new_hash:bits256 old_depth:uint16 new_depth:uint16 old:^X new:^X.
// With both states' cells at hand the update carries exactly the cells that changed, so anyone holding
// the old state can rebuild the new one.
export function stateUpdate(oldState: BuiltState, newState: BuiltState): MerkleUpdate {
  return {
    oldHash: oldState.hash,
    newHash: newState.hash,
    oldDepth: oldState.depth,
    newDepth: newState.depth,
    cell: createMerkleUpdate(oldState.cell, newState.cell),
  };
}

interface CommonArgs {
  /** Seqno of the latest masterchain key block before this block (0 = the zero state). */
  prevKeyBlockSeqno: number;
  flavor: Flavor;
  globalId: number;
  seqNo: number;
  genUtime: number;
  genUtimeMs: number;
  startLt: bigint;
  endLt: bigint;
  prev: ExtBlkRef;
  minRefMcSeqno: number;
  oldState: BuiltState;
  newState: BuiltState;
  randSeed: string;
  createdBy: string;
  /** The validator session that produced the block: the elections round on this network. */
  catchainSeqno: number;
  /** The last block of a shard before it splits; the first block of a shard that split off. */
  beforeSplit?: boolean;
  afterSplit?: boolean;
  /** The last block of a shard before it merges with its sibling (its ShardDescr says so). */
  beforeMerge?: boolean;
  /** The first block of a merged shard: `prev` is the left half's last block, this the right's. */
  prev2?: ExtBlkRef;
}

function blockInfo(
  args: CommonArgs,
  shard: ShardIdent,
  masterRef: ExtBlkRef | null,
  keyBlock = false,
): BlockInfo {
  return {
    version: 0,
    notMaster: masterRef !== null,
    afterMerge: args.prev2 !== undefined,
    beforeSplit: args.beforeSplit ?? false,
    afterSplit: args.afterSplit ?? false,
    wantSplit: false,
    wantMerge: false,
    keyBlock,
    vertSeqnoIncr: false,
    flags: 0,
    seqNo: args.seqNo,
    vertSeqNo: 0,
    shard,
    genUtime: args.genUtime,
    genUtimeMs: args.flavor === 'tycho' ? args.genUtimeMs : 0,
    startLt: args.startLt,
    endLt: args.endLt,
    genValidatorListHashShort: 0,
    genCatchainSeqno: args.catchainSeqno,
    minRefMcSeqno: args.minRefMcSeqno,
    prevKeyBlockSeqno: args.prevKeyBlockSeqno,
    genSoftware: null,
    masterRef,
    prevRef: args.prev2
      ? { kind: 'afterMerge', prev1: args.prev, prev2: args.prev2 }
      : { kind: 'single', prev: args.prev },
    prevVertRef: null,
  };
}

function valueFlow(flows: Partial<Record<keyof ValueFlow, bigint>>): ValueFlow {
  const of = (k: keyof ValueFlow) => grams(flows[k] ?? 0n);
  return {
    fromPrevBlk: of('fromPrevBlk'),
    toNextBlk: of('toNextBlk'),
    imported: of('imported'),
    exported: of('exported'),
    feesCollected: of('feesCollected'),
    burned: null,
    feesImported: of('feesImported'),
    recovered: of('recovered'),
    created: of('created'),
    minted: of('minted'),
    copyleftRewards: null,
  };
}

function produce(args: CommonArgs, shard: ShardIdent, block: Block, feesCollected: bigint): ProducedBlock {
  const root = encodeBlock(block, args.flavor);
  const boc = writeBoc(root);
  return {
    shard,
    seqNo: args.seqNo,
    rootHash: root.hashHex(),
    fileHash: toHex(sha256(boc)),
    startLt: args.startLt,
    endLt: args.endLt,
    genUtime: args.genUtime,
    minRefMcSeqno: args.minRefMcSeqno,
    feesCollected,
    beforeSplit: args.beforeSplit ?? false,
    beforeMerge: args.beforeMerge ?? false,
    catchainSeqno: args.catchainSeqno,
    boc,
    root,
  };
}

export interface ShardBlockArgs extends CommonArgs {
  shard: ShardIdent;
  master: ExtBlkRef;
  /** The transactions of accounts in this shard. */
  round: Pick<Round, 'transactions'>;
}

export function shardBlock(args: ShardBlockArgs): ProducedBlock {
  const descr = shardDescriptors(args.round);
  const block: Block = {
    globalId: args.globalId,
    info: blockInfo(args, args.shard, args.master),
    valueFlow: valueFlow({
      fromPrevBlk: args.oldState.totalBalance,
      toNextBlk: args.newState.totalBalance,
      imported: descr.inMsgDescr.rootExtra.valueImported.grams,
      exported: descr.outMsgDescr.rootExtra.grams,
      feesCollected: descr.feesCollected,
    }),
    stateUpdate: stateUpdate(args.oldState, args.newState),
    // Tycho's queue diff hash: no diff is produced, the queue is drained within each block.
    outMsgQueueUpdates: args.flavor === 'tycho' ? { diffHash: ZERO_HASH, tailLen: 0 } : null,
    extra: {
      tag: BLOCK_EXTRA_TAG,
      inMsgDescr: descr.inMsgDescr,
      outMsgDescr: descr.outMsgDescr,
      accountBlocks: descr.accountBlocks,
      randSeed: args.randSeed,
      createdBy: args.createdBy,
      custom: null,
    },
  };
  return produce(args, args.shard, block, descr.feesCollected);
}

/** The masterchain's record of a shard block. */
export function shardDescr(flavor: Flavor, block: ProducedBlock, regMcSeqno: number): ShardDescr {
  return {
    tag: 0xa,
    seqNo: block.seqNo,
    regMcSeqno,
    startLt: block.startLt,
    endLt: block.endLt,
    rootHash: block.rootHash,
    fileHash: block.fileHash,
    beforeSplit: block.beforeSplit,
    beforeMerge: block.beforeMerge,
    wantSplit: false,
    wantMerge: false,
    nxCcUpdated: false,
    topScBlockUpdated: false,
    nextCatchainSeqno: block.catchainSeqno,
    nextValidatorShard: flavor === 'everscale' ? block.shard.prefix : null,
    extProcessedToAnchorId: flavor === 'tycho' ? 0 : null,
    minRefMcSeqno: block.minRefMcSeqno,
    genUtime: block.genUtime,
    splitMergeAt: { kind: 'none' },
    feesCollected: grams(block.feesCollected),
    fundsCreated: ZERO,
    copyleftRewards: null,
    proofChain: null,
  };
}

export interface MasterchainBlockArgs extends CommonArgs {
  /** The masterchain's own transactions: tick, ordinary, tock. */
  round: Pick<Round, 'transactions'>;
  shards: ProducedBlock[];
  /** The config a key block publishes; null for an ordinary block. */
  keyBlockConfig: NetworkConfig | null;
}

export function masterchainBlock(args: MasterchainBlockArgs): ProducedBlock {
  const shardFees: McBlockExtra['shardFees'] = {
    entries: new Map(),
    rootExtra: { fees: ZERO, create: ZERO },
  };
  let fees = 0n;
  for (const shard of args.shards) {
    const value = { fees: grams(shard.feesCollected), create: ZERO };
    // ShardFees key: workchain:int32 then shard prefix:uint64.
    const key = (BigInt.asUintN(32, BigInt(shard.shard.workchain)) << 64n) | shard.shard.prefix;
    shardFees.entries.set(key, { value, extra: value });
    fees += shard.feesCollected;
  }
  shardFees.rootExtra = { fees: grams(fees), create: ZERO };
  const custom: McBlockExtra = {
    keyBlock: args.keyBlockConfig !== null,
    shardHashes: args.shards.map((b) => ({
      shard: b.shard,
      descr: shardDescr(args.flavor, b, args.seqNo),
    })),
    shardFees,
    prevBlkSignatures: new Map(),
    recoverCreateMsg: null,
    mintMsg: null,
    copyleftMsgs: null,
    config: args.keyBlockConfig && configParamsOf(args.keyBlockConfig),
  };
  const descr = shardDescriptors(args.round);
  const block: Block = {
    globalId: args.globalId,
    info: blockInfo(args, MASTERCHAIN, null, args.keyBlockConfig !== null),
    // It imports the shards' fees and collects them with its own transactions' fees.
    valueFlow: valueFlow({
      fromPrevBlk: args.oldState.totalBalance,
      toNextBlk: args.newState.totalBalance,
      imported: descr.inMsgDescr.rootExtra.valueImported.grams,
      exported: descr.outMsgDescr.rootExtra.grams,
      feesImported: fees,
      feesCollected: fees + descr.feesCollected,
    }),
    stateUpdate: stateUpdate(args.oldState, args.newState),
    outMsgQueueUpdates: args.flavor === 'tycho' ? { diffHash: ZERO_HASH, tailLen: 0 } : null,
    extra: {
      tag: BLOCK_EXTRA_TAG,
      inMsgDescr: descr.inMsgDescr,
      outMsgDescr: descr.outMsgDescr,
      accountBlocks: descr.accountBlocks,
      randSeed: args.randSeed,
      createdBy: args.createdBy,
      custom,
    },
  };
  return produce(args, MASTERCHAIN, block, fees + descr.feesCollected);
}
