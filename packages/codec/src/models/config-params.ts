// Decoded forms of the blockchain config parameters the explorer's config pages show.
// Scheme lines (block.tlb, with Everscale's additions) are next to each codec below. A parameter this
// module does not know stays a raw Cell; a known one whose constructor is unknown stays raw too, with
// the reason, so one odd parameter never hides the rest of the config. Tycho networks give 28, 29 and
// 43 their own layouts (config-params-tycho.ts): the caller passes the flavor of the block or state the
// config came with. One module over 400 lines because it is one table: each parameter's codec sits
// under its scheme lines, in parameter order, next to the table that maps numbers to them and the
// decode/encode entry points; split further, a reader would chase one scheme across files.
import { type Builder, beginCell, type Cell, type Slice } from '../cell';
import { buildDict, loadDict, loadDictE, storeDictE } from '../dict';
import { CodecError, toHex } from '../util';
import { type GlobalVersion, loadGlobalVersion, storeGlobalVersion } from './block-info';
import { invalid, loadTag, storeHash } from './block-tlb';
import type { ConfigParams } from './config';
import { type ParamCodec, struct, u, u64 } from './config-params-codec';
import { TYCHO_OWN_CODECS } from './config-params-tycho';
import { loadExtraCurrencies, storeExtraCurrencies } from './currency';
import type { Flavor } from './flavor';

const hex = (s: Slice) => toHex(s.loadHash());

// _ config_addr:bits256 = ConfigParam 0; (and elector 1, minter 2, fee collector 3, dns root 4)
const address: ParamCodec<string> = {
  load: hex,
  store: (b, v) => storeHash(b, v, 'ConfigParam.address'),
};

// _ to_mint:ExtraCurrencyCollection = ConfigParam 7;
const toMint: ParamCodec<Map<number, bigint>> = { load: loadExtraCurrencies, store: storeExtraCurrencies };

// _ GlobalVersion = ConfigParam 8;
const globalVersion: ParamCodec<GlobalVersion> = { load: loadGlobalVersion, store: storeGlobalVersion };

// _ mandatory_params:(Hashmap 32 True) = ConfigParam 9; _ critical_params:(Hashmap 32 True) = ConfigParam 10;
// The Hashmap root is the parameter cell itself.
const paramList: ParamCodec<number[]> = {
  load: (s) => {
    const root = beginCell().storeSlice(s.loadSlice(s.remainingBits, s.remainingRefs)).endCell();
    return [...loadDict(root, 32, () => true).keys()].map(Number);
  },
  store: (b, v) => {
    const root = buildDict(
      v.map((n): [bigint, true] => [BigInt(n), true]),
      32,
      () => {},
    );
    if (!root) throw invalid('ConfigParam.params', 'the list needs at least one parameter');
    b.storeSlice(root.beginParse());
  },
};

// cfg_vote_cfg#36 min_tot_rounds:uint8 max_tot_rounds:uint8 min_wins:uint8 max_losses:uint8
//   min_store_sec:uint32 max_store_sec:uint32 bit_price:uint32 cell_price:uint32 = ConfigProposalSetup;
// cfg_vote_setup#91 normal_params:^ConfigProposalSetup critical_params:^ConfigProposalSetup = ConfigVotingSetup;
export interface ConfigProposalSetup {
  minTotRounds: number;
  maxTotRounds: number;
  minWins: number;
  maxLosses: number;
  minStoreSec: number;
  maxStoreSec: number;
  bitPrice: number;
  cellPrice: number;
}
const proposalSetup = struct<ConfigProposalSetup>(
  0x36,
  8,
  [
    ['minTotRounds', 8],
    ['maxTotRounds', 8],
    ['minWins', 8],
    ['maxLosses', 8],
    ['minStoreSec', 32],
    ['maxStoreSec', 32],
    ['bitPrice', 32],
    ['cellPrice', 32],
  ],
  'ConfigProposalSetup',
);
const votingSetup: ParamCodec<{ normalParams: ConfigProposalSetup; criticalParams: ConfigProposalSetup }> = {
  load: (s) => {
    loadTag(s, 8, [0x91], 'ConfigVotingSetup');
    return {
      normalParams: proposalSetup.load(s.loadRef().beginParse()),
      criticalParams: proposalSetup.load(s.loadRef().beginParse()),
    };
  },
  store: (b, v) => {
    b.storeUint(0x91, 8)
      .storeRef(cellOf(proposalSetup, v.normalParams))
      .storeRef(cellOf(proposalSetup, v.criticalParams));
  },
};

// workchain#a6 enabled_since:uint32 actual_min_split:(## 8) min_split:(## 8) max_split:(## 8)
//   basic:(## 1) active:Bool accept_msgs:Bool flags:(## 13) { flags = 0 }
//   zerostate_root_hash:bits256 zerostate_file_hash:bits256 version:uint32 format:(WorkchainFormat basic)
//   = WorkchainDescr;
// wfmt_basic#1 vm_version:int32 vm_mode:uint64 = WorkchainFormat 1;
// wfmt_ext#0 min_addr_len:(## 12) max_addr_len:(## 12) addr_len_step:(## 12)
//   workchain_type_id:(## 32) { workchain_type_id >= 1 } = WorkchainFormat 0;
// _ workchains:(HashmapE 32 WorkchainDescr) = ConfigParam 12;
export interface WorkchainDescr {
  enabledSince: number;
  actualMinSplit: number;
  minSplit: number;
  maxSplit: number;
  basic: boolean;
  active: boolean;
  acceptMsgs: boolean;
  flags: number;
  zerostateRootHash: string;
  zerostateFileHash: string;
  version: number;
  format:
    | { kind: 'basic'; vmVersion: number; vmMode: bigint }
    | { kind: 'ext'; minAddrLen: number; maxAddrLen: number; addrLenStep: number; workchainTypeId: number };
}
function loadWorkchainDescr(s: Slice): WorkchainDescr {
  loadTag(s, 8, [0xa6], 'WorkchainDescr');
  const enabledSince = u(s, 32);
  const actualMinSplit = u(s, 8);
  const minSplit = u(s, 8);
  const maxSplit = u(s, 8);
  const basic = s.loadBit();
  const active = s.loadBit();
  const acceptMsgs = s.loadBit();
  const flags = u(s, 13);
  const zerostateRootHash = hex(s);
  const zerostateFileHash = hex(s);
  const version = u(s, 32);
  loadTag(s, 4, [basic ? 1 : 0], 'WorkchainFormat');
  const format: WorkchainDescr['format'] = basic
    ? { kind: 'basic', vmVersion: s.loadInt(32), vmMode: u64(s) }
    : {
        kind: 'ext',
        minAddrLen: u(s, 12),
        maxAddrLen: u(s, 12),
        addrLenStep: u(s, 12),
        workchainTypeId: u(s, 32),
      };
  return {
    enabledSince,
    actualMinSplit,
    minSplit,
    maxSplit,
    basic,
    active,
    acceptMsgs,
    flags,
    zerostateRootHash,
    zerostateFileHash,
    version,
    format,
  };
}
function storeWorkchainDescr(b: Builder, w: WorkchainDescr): void {
  b.storeUint(0xa6, 8).storeUint(w.enabledSince, 32).storeUint(w.actualMinSplit, 8).storeUint(w.minSplit, 8);
  b.storeUint(w.maxSplit, 8)
    .storeBit(w.format.kind === 'basic')
    .storeBit(w.active)
    .storeBit(w.acceptMsgs);
  b.storeUint(w.flags, 13);
  storeHash(b, w.zerostateRootHash, 'WorkchainDescr.zerostate_root_hash');
  storeHash(b, w.zerostateFileHash, 'WorkchainDescr.zerostate_file_hash');
  b.storeUint(w.version, 32);
  const f = w.format;
  if (f.kind === 'basic') b.storeUint(1, 4).storeInt(f.vmVersion, 32).storeUint(f.vmMode, 64);
  else
    b.storeUint(0, 4)
      .storeUint(f.minAddrLen, 12)
      .storeUint(f.maxAddrLen, 12)
      .storeUint(f.addrLenStep, 12)
      .storeUint(f.workchainTypeId, 32);
}
const workchains: ParamCodec<Map<number, WorkchainDescr>> = {
  load: (s) => signedKeys(loadDictE(s, 32, loadWorkchainDescr)),
  store: (b, v) => storeDictE(b, unsignedKeys(v), 32, storeWorkchainDescr),
};

// complaint_prices#1a deposit:Grams bit_price:Grams cell_price:Grams = ComplaintPricing; (ConfigParam 13)
const complaintPricing = struct<{ deposit: bigint; bitPrice: bigint; cellPrice: bigint }>(
  0x1a,
  8,
  [
    ['deposit', 'coins'],
    ['bitPrice', 'coins'],
    ['cellPrice', 'coins'],
  ],
  'ComplaintPricing',
);

// block_grams_created#6b masterchain_block_fee:Grams basechain_block_fee:Grams = BlockCreateFees; (14)
const blockCreateFees = struct<{ masterchainBlockFee: bigint; basechainBlockFee: bigint }>(
  0x6b,
  8,
  [
    ['masterchainBlockFee', 'coins'],
    ['basechainBlockFee', 'coins'],
  ],
  'BlockCreateFees',
);

// _ validators_elected_for:uint32 elections_start_before:uint32 elections_end_before:uint32
//   stake_held_for:uint32 = ConfigParam 15;
const electionTimings = struct<{
  validatorsElectedFor: number;
  electionsStartBefore: number;
  electionsEndBefore: number;
  stakeHeldFor: number;
}>(
  null,
  0,
  [
    ['validatorsElectedFor', 32],
    ['electionsStartBefore', 32],
    ['electionsEndBefore', 32],
    ['stakeHeldFor', 32],
  ],
  'ConfigParam15',
);

// _ max_validators:(## 16) max_main_validators:(## 16) min_validators:(## 16) = ConfigParam 16;
const validatorCounts = struct<{ maxValidators: number; maxMainValidators: number; minValidators: number }>(
  null,
  0,
  [
    ['maxValidators', 16],
    ['maxMainValidators', 16],
    ['minValidators', 16],
  ],
  'ConfigParam16',
);

// _ min_stake:Grams max_stake:Grams min_total_stake:Grams max_stake_factor:uint32 = ConfigParam 17;
const stakes = struct<{ minStake: bigint; maxStake: bigint; minTotalStake: bigint; maxStakeFactor: number }>(
  null,
  0,
  [
    ['minStake', 'coins'],
    ['maxStake', 'coins'],
    ['minTotalStake', 'coins'],
    ['maxStakeFactor', 32],
  ],
  'ConfigParam17',
);

// storage_prices#cc utime_since:uint32 bit_price_ps:uint64 cell_price_ps:uint64
//   mc_bit_price_ps:uint64 mc_cell_price_ps:uint64 = StoragePrices;
// _ (Hashmap 32 StoragePrices) = ConfigParam 18;
export interface StoragePrices {
  utimeSince: number;
  bitPricePs: bigint;
  cellPricePs: bigint;
  mcBitPricePs: bigint;
  mcCellPricePs: bigint;
}
const storagePrice = struct<StoragePrices>(
  0xcc,
  8,
  [
    ['utimeSince', 32],
    ['bitPricePs', 'u64'],
    ['cellPricePs', 'u64'],
    ['mcBitPricePs', 'u64'],
    ['mcCellPricePs', 'u64'],
  ],
  'StoragePrices',
);
const storagePrices: ParamCodec<StoragePrices[]> = {
  load: (s) => {
    const root = beginCell().storeSlice(s.loadSlice(s.remainingBits, s.remainingRefs)).endCell();
    return [...loadDict(root, 32, storagePrice.load).values()];
  },
  store: (b, v) => {
    const root = buildDict(
      v.map((p, i): [bigint, StoragePrices] => [BigInt(i), p]),
      32,
      storagePrice.store,
    );
    if (!root) throw invalid('ConfigParam18', 'needs at least one price');
    b.storeSlice(root.beginParse());
  },
};

// gas_prices#dd gas_price:uint64 gas_limit:uint64 gas_credit:uint64 block_gas_limit:uint64
//   freeze_due_limit:uint64 delete_due_limit:uint64 = GasLimitsPrices;
// gas_prices_ext#de gas_price:uint64 gas_limit:uint64 special_gas_limit:uint64 gas_credit:uint64
//   block_gas_limit:uint64 freeze_due_limit:uint64 delete_due_limit:uint64 = GasLimitsPrices;
// gas_flat_pfx#d1 flat_gas_limit:uint64 flat_gas_price:uint64 other:GasLimitsPrices = GasLimitsPrices;
// (ConfigParam 20 masterchain, 21 basechain)
export interface GasLimitsPrices {
  flat: { flatGasLimit: bigint; flatGasPrice: bigint } | null;
  gasPrice: bigint;
  gasLimit: bigint;
  /** gas_prices_ext only. */
  specialGasLimit: bigint | null;
  gasCredit: bigint;
  blockGasLimit: bigint;
  freezeDueLimit: bigint;
  deleteDueLimit: bigint;
}
const gasLimitsPrices: ParamCodec<GasLimitsPrices> = {
  load: (s) => {
    let tag = loadTag(s, 8, [0xd1, 0xdd, 0xde], 'GasLimitsPrices');
    let flat: GasLimitsPrices['flat'] = null;
    if (tag === 0xd1) {
      flat = { flatGasLimit: u64(s), flatGasPrice: u64(s) };
      tag = loadTag(s, 8, [0xdd, 0xde], 'GasLimitsPrices');
    }
    const gasPrice = u64(s);
    const gasLimit = u64(s);
    const specialGasLimit = tag === 0xde ? u64(s) : null;
    return {
      flat,
      gasPrice,
      gasLimit,
      specialGasLimit,
      gasCredit: u64(s),
      blockGasLimit: u64(s),
      freezeDueLimit: u64(s),
      deleteDueLimit: u64(s),
    };
  },
  store: (b, v) => {
    if (v.flat) b.storeUint(0xd1, 8).storeUint(v.flat.flatGasLimit, 64).storeUint(v.flat.flatGasPrice, 64);
    b.storeUint(v.specialGasLimit === null ? 0xdd : 0xde, 8)
      .storeUint(v.gasPrice, 64)
      .storeUint(v.gasLimit, 64);
    if (v.specialGasLimit !== null) b.storeUint(v.specialGasLimit, 64);
    b.storeUint(v.gasCredit, 64)
      .storeUint(v.blockGasLimit, 64)
      .storeUint(v.freezeDueLimit, 64)
      .storeUint(v.deleteDueLimit, 64);
  },
};

// param_limits#c3 underload:# soft_limit:# hard_limit:# = ParamLimits;
// block_limits#5d bytes:ParamLimits gas:ParamLimits lt_delta:ParamLimits = BlockLimits; (22, 23)
export interface ParamLimits {
  underload: number;
  softLimit: number;
  hardLimit: number;
}
const paramLimits = struct<ParamLimits>(
  0xc3,
  8,
  [
    ['underload', 32],
    ['softLimit', 32],
    ['hardLimit', 32],
  ],
  'ParamLimits',
);
const blockLimits: ParamCodec<{ bytes: ParamLimits; gas: ParamLimits; ltDelta: ParamLimits }> = {
  load: (s) => {
    loadTag(s, 8, [0x5d], 'BlockLimits');
    return { bytes: paramLimits.load(s), gas: paramLimits.load(s), ltDelta: paramLimits.load(s) };
  },
  store: (b, v) => {
    b.storeUint(0x5d, 8);
    paramLimits.store(b, v.bytes);
    paramLimits.store(b, v.gas);
    paramLimits.store(b, v.ltDelta);
  },
};

// msg_forward_prices#ea lump_price:uint64 bit_price:uint64 cell_price:uint64 ihr_price_factor:uint32
//   first_frac:uint16 next_frac:uint16 = MsgForwardPrices; (24 masterchain, 25 basechain)
const msgForwardPrices = struct<{
  lumpPrice: bigint;
  bitPrice: bigint;
  cellPrice: bigint;
  ihrPriceFactor: number;
  firstFrac: number;
  nextFrac: number;
}>(
  0xea,
  8,
  [
    ['lumpPrice', 'u64'],
    ['bitPrice', 'u64'],
    ['cellPrice', 'u64'],
    ['ihrPriceFactor', 32],
    ['firstFrac', 16],
    ['nextFrac', 16],
  ],
  'MsgForwardPrices',
);

// catchain_config#c1 mc_catchain_lifetime:uint32 shard_catchain_lifetime:uint32
//   shard_validators_lifetime:uint32 shard_validators_num:uint32 = CatchainConfig;
// catchain_config_new#c2 flags:(## 7) { flags = 0 } shuffle_mc_validators:Bool ...same... = CatchainConfig;
export interface CatchainConfig {
  /** null for catchain_config#c1. */
  flags: number | null;
  shuffleMcValidators: boolean;
  mcCatchainLifetime: number;
  shardCatchainLifetime: number;
  shardValidatorsLifetime: number;
  shardValidatorsNum: number;
}
const catchainConfig: ParamCodec<CatchainConfig> = {
  load: (s) => {
    const tag = loadTag(s, 8, [0xc1, 0xc2], 'CatchainConfig');
    const flags = tag === 0xc2 ? u(s, 7) : null;
    const shuffleMcValidators = tag === 0xc2 ? s.loadBit() : false;
    return {
      flags,
      shuffleMcValidators,
      mcCatchainLifetime: u(s, 32),
      shardCatchainLifetime: u(s, 32),
      shardValidatorsLifetime: u(s, 32),
      shardValidatorsNum: u(s, 32),
    };
  },
  store: (b, v) => {
    if (v.flags === null) b.storeUint(0xc1, 8);
    else b.storeUint(0xc2, 8).storeUint(v.flags, 7).storeBit(v.shuffleMcValidators);
    b.storeUint(v.mcCatchainLifetime, 32).storeUint(v.shardCatchainLifetime, 32);
    b.storeUint(v.shardValidatorsLifetime, 32).storeUint(v.shardValidatorsNum, 32);
  },
};

// consensus_config#d6 round_candidates:# next_candidate_delay_ms:uint32 consensus_timeout_ms:uint32
//   fast_attempts:uint32 attempt_duration:uint32 catchain_max_deps:uint32 max_block_bytes:uint32
//   max_collated_bytes:uint32 = ConsensusConfig;
// consensus_config_new#d7 flags:(## 7) { flags = 0 } new_catchain_ids:Bool round_candidates:(## 8) ...
// consensus_config_v3#d8 ... (as #d7) ... proto_version:uint16 = ConsensusConfig;   (ConfigParam 29)
export interface ConsensusConfig {
  tag: 0xd6 | 0xd7 | 0xd8;
  flags: number;
  newCatchainIds: boolean;
  roundCandidates: number;
  nextCandidateDelayMs: number;
  consensusTimeoutMs: number;
  fastAttempts: number;
  attemptDuration: number;
  catchainMaxDeps: number;
  maxBlockBytes: number;
  maxCollatedBytes: number;
  /** consensus_config_v3 only. */
  protoVersion: number | null;
}
const consensusConfig: ParamCodec<ConsensusConfig> = {
  load: (s) => {
    const tag = loadTag(s, 8, [0xd6, 0xd7, 0xd8], 'ConsensusConfig') as ConsensusConfig['tag'];
    const flags = tag === 0xd6 ? 0 : u(s, 7);
    const newCatchainIds = tag === 0xd6 ? false : s.loadBit();
    const roundCandidates = u(s, tag === 0xd6 ? 32 : 8);
    const rest = [u(s, 32), u(s, 32), u(s, 32), u(s, 32), u(s, 32), u(s, 32), u(s, 32)];
    const protoVersion = tag === 0xd8 ? u(s, 16) : null;
    const [
      nextCandidateDelayMs,
      consensusTimeoutMs,
      fastAttempts,
      attemptDuration,
      catchainMaxDeps,
      maxBlockBytes,
      maxCollatedBytes,
    ] = rest;
    return {
      tag,
      flags,
      newCatchainIds,
      roundCandidates,
      nextCandidateDelayMs,
      consensusTimeoutMs,
      fastAttempts,
      attemptDuration,
      catchainMaxDeps,
      maxBlockBytes,
      maxCollatedBytes,
      protoVersion,
    };
  },
  store: (b, v) => {
    b.storeUint(v.tag, 8);
    if (v.tag === 0xd6) b.storeUint(v.roundCandidates, 32);
    else b.storeUint(v.flags, 7).storeBit(v.newCatchainIds).storeUint(v.roundCandidates, 8);
    for (const n of [
      v.nextCandidateDelayMs,
      v.consensusTimeoutMs,
      v.fastAttempts,
      v.attemptDuration,
      v.catchainMaxDeps,
      v.maxBlockBytes,
      v.maxCollatedBytes,
    ]) {
      b.storeUint(n, 32);
    }
    if (v.tag === 0xd8) b.storeUint(v.protoVersion ?? 0, 16);
  },
};

// _ fundamental_smc_addr:(HashmapE 256 True) = ConfigParam 31;
const fundamentalAddrs: ParamCodec<string[]> = {
  load: (s) => [...loadDictE(s, 256, () => true).keys()].map((k) => k.toString(16).padStart(64, '0')),
  store: (b, v) =>
    storeDictE(
      b,
      v.map((h): [bigint, true] => [BigInt(`0x${h}`), true]),
      256,
      () => {},
    ),
};

// ed25519_pubkey#8e81278a pubkey:bits256 = SigPubKey;
// validator#53 public_key:SigPubKey weight:uint64 = ValidatorDescr;
// validator_addr#73 public_key:SigPubKey weight:uint64 adnl_addr:bits256 = ValidatorDescr;
// validators#11 utime_since:uint32 utime_until:uint32 total:(## 16) main:(## 16)
//   list:(Hashmap 16 ValidatorDescr) = ValidatorSet;
// validators_ext#12 utime_since:uint32 utime_until:uint32 total:(## 16) main:(## 16)
//   total_weight:uint64 list:(HashmapE 16 ValidatorDescr) = ValidatorSet;
// (ConfigParam 32 previous, 34 current, 36 next)
export interface ValidatorDescr {
  publicKey: string;
  weight: bigint;
  adnlAddr: string | null;
}
export interface ValidatorSet {
  utimeSince: number;
  utimeUntil: number;
  total: number;
  main: number;
  /** validators_ext only. */
  totalWeight: bigint | null;
  list: ValidatorDescr[];
}
function loadValidatorDescr(s: Slice): ValidatorDescr {
  const tag = loadTag(s, 8, [0x53, 0x73], 'ValidatorDescr');
  loadTag(s, 32, [0x8e81278a], 'SigPubKey');
  const publicKey = hex(s);
  const weight = u64(s);
  return { publicKey, weight, adnlAddr: tag === 0x73 ? hex(s) : null };
}
function storeValidatorDescr(b: Builder, v: ValidatorDescr): void {
  b.storeUint(v.adnlAddr === null ? 0x53 : 0x73, 8).storeUint(0x8e81278a, 32);
  storeHash(b, v.publicKey, 'ValidatorDescr.public_key');
  b.storeUint(v.weight, 64);
  if (v.adnlAddr !== null) storeHash(b, v.adnlAddr, 'ValidatorDescr.adnl_addr');
}
const validatorSet: ParamCodec<ValidatorSet> = {
  load: (s) => {
    const tag = loadTag(s, 8, [0x11, 0x12], 'ValidatorSet');
    const utimeSince = u(s, 32);
    const utimeUntil = u(s, 32);
    const total = u(s, 16);
    const main = u(s, 16);
    if (main > total || main < 1) throw invalid('ValidatorSet.main', 'main must be within 1..total');
    const totalWeight = tag === 0x12 ? u64(s) : null;
    const dict =
      tag === 0x12 ? loadDictE(s, 16, loadValidatorDescr) : loadDict(s.loadRef(), 16, loadValidatorDescr);
    return { utimeSince, utimeUntil, total, main, totalWeight, list: [...dict.values()] };
  },
  store: (b, v) => {
    b.storeUint(v.totalWeight === null ? 0x11 : 0x12, 8)
      .storeUint(v.utimeSince, 32)
      .storeUint(v.utimeUntil, 32);
    b.storeUint(v.total, 16).storeUint(v.main, 16);
    const entries = v.list.map((d, i): [bigint, ValidatorDescr] => [BigInt(i), d]);
    if (v.totalWeight !== null) {
      b.storeUint(v.totalWeight, 64);
      storeDictE(b, entries, 16, storeValidatorDescr);
    } else {
      const root = buildDict(entries, 16, storeValidatorDescr);
      if (!root) throw invalid('ValidatorSet.list', 'a validator set needs at least one validator');
      b.storeRef(root);
    }
  },
};

// _ global_id:int32 = ConfigParam 19;   (the same in ever-node's, TON's and Tycho's schemes)
const globalId: ParamCodec<number> = {
  load: (s) => s.loadInt(32),
  store: (b, v) => {
    b.storeInt(v, 32);
  },
};

const CODECS: Record<number, ParamCodec<unknown>> = {
  0: address,
  1: address,
  2: address,
  3: address,
  4: address,
  7: toMint,
  8: globalVersion,
  9: paramList,
  10: paramList,
  11: votingSetup,
  12: workchains,
  13: complaintPricing,
  14: blockCreateFees,
  15: electionTimings,
  16: validatorCounts,
  17: stakes,
  18: storagePrices,
  19: globalId,
  20: gasLimitsPrices,
  21: gasLimitsPrices,
  22: blockLimits,
  23: blockLimits,
  24: msgForwardPrices,
  25: msgForwardPrices,
  28: catchainConfig,
  29: consensusConfig,
  31: fundamentalAddrs,
  32: validatorSet,
  33: validatorSet,
  34: validatorSet,
  35: validatorSet,
  36: validatorSet,
  37: validatorSet,
} as Record<number, ParamCodec<unknown>>;

const TYCHO_CODECS: Record<number, ParamCodec<unknown>> = { ...CODECS, ...TYCHO_OWN_CODECS };

const codecsOf = (flavor: Flavor) => (flavor === 'tycho' ? TYCHO_CODECS : CODECS);

export type ConfigParamValue =
  | { index: number; kind: 'decoded'; value: unknown; cell: Cell }
  | { index: number; kind: 'raw'; cell: Cell; reason: string };

/**
 * Decodes one parameter in the layout of the network's flavor (the caller knows it from the block or
 * state the config came with); the decoder must consume the whole cell, or the parameter stays raw.
 */
export function decodeConfigParam(index: number, cell: Cell, flavor: Flavor = 'everscale'): ConfigParamValue {
  const codec = codecsOf(flavor)[index];
  if (!codec) return { index, kind: 'raw', cell, reason: 'not decoded by this explorer' };
  try {
    const s = cell.beginParse();
    const value = codec.load(s);
    s.endParse(`ConfigParam${index}`);
    return { index, kind: 'decoded', value, cell };
  } catch (e) {
    if (e instanceof CodecError) return { index, kind: 'raw', cell, reason: e.message };
    throw e;
  }
}

export function decodeConfigParams(config: ConfigParams, flavor: Flavor = 'everscale'): ConfigParamValue[] {
  return [...config.params].map(([index, cell]) => decodeConfigParam(index, cell, flavor));
}

/** Store side: the cell of a decoded parameter value (throws for parameters this module does not know). */
export function encodeConfigParam(index: number, value: unknown, flavor: Flavor = 'everscale'): Cell {
  const codec = codecsOf(flavor)[index];
  if (!codec)
    throw new CodecError('badArgument', `config parameter ${index} has no encoder`, {
      field: `ConfigParam${index}`,
    });
  return cellOf(codec, value);
}

function cellOf<T>(codec: ParamCodec<T>, v: T): Cell {
  const b = beginCell();
  codec.store(b, v);
  return b.endCell();
}

function signedKeys<V>(m: Map<bigint, V>): Map<number, V> {
  const out = new Map<number, V>();
  for (const [k, v] of m) out.set(Number(BigInt.asIntN(32, k)), v);
  return out;
}

function unsignedKeys<V>(m: Map<number, V>): Array<[bigint, V]> {
  return [...m].map(([k, v]): [bigint, V] => [BigInt.asUintN(32, BigInt(k)), v]);
}
