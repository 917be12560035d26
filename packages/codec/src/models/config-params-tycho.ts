// Tycho's own layouts of config parameters 28 (collation), 29 (consensus) and 43 (size limits), read
// from tycho-types' scheme (field names are the scheme's, camelCased). config-params.ts uses them in
// place of the Everscale layouts when the config comes from a Tycho block or state.
import { loadDictE, storeDictE } from '../dict';
import { invalid, loadTag } from './block-tlb';
import { type ParamCodec, struct, u, u64 } from './config-params-codec';

// msgs_execution_params_tycho#00 buffer_limit:uint32 group_limit:uint16 group_vert_size:uint16
//   externals_expire_timeout:uint16 open_ranges_limit:uint16 par_0_int_msgs_count_limit:uint32
//   par_0_ext_msgs_count_limit:uint32 group_slots_fractions:(HashmapE 16 uint8) = MsgsExecutionParams;
// msgs_execution_params_tycho#01 ...as #00... range_messages_limit:uint32 = MsgsExecutionParams;
export interface TychoMsgsExecutionParams {
  bufferLimit: number;
  groupLimit: number;
  groupVertSize: number;
  externalsExpireTimeout: number;
  openRangesLimit: number;
  par0IntMsgsCountLimit: number;
  par0ExtMsgsCountLimit: number;
  /** subgroup number → fraction. */
  groupSlotsFractions: Map<number, number>;
  /** #01 only. */
  rangeMessagesLimit: number | null;
}
const msgsExecutionParams: ParamCodec<TychoMsgsExecutionParams> = {
  load: (s) => {
    const tag = loadTag(s, 8, [0x00, 0x01], 'MsgsExecutionParams');
    const out = {
      bufferLimit: u(s, 32),
      groupLimit: u(s, 16),
      groupVertSize: u(s, 16),
      externalsExpireTimeout: u(s, 16),
      openRangesLimit: u(s, 16),
      par0IntMsgsCountLimit: u(s, 32),
      par0ExtMsgsCountLimit: u(s, 32),
      groupSlotsFractions: new Map<number, number>(),
      rangeMessagesLimit: null as number | null,
    };
    for (const [k, v] of loadDictE(s, 16, (vs) => u(vs, 8))) out.groupSlotsFractions.set(Number(k), v);
    if (tag === 0x01) out.rangeMessagesLimit = u(s, 32);
    return out;
  },
  store: (b, v) => {
    b.storeUint(v.rangeMessagesLimit === null ? 0x00 : 0x01, 8)
      .storeUint(v.bufferLimit, 32)
      .storeUint(v.groupLimit, 16)
      .storeUint(v.groupVertSize, 16);
    b.storeUint(v.externalsExpireTimeout, 16)
      .storeUint(v.openRangesLimit, 16)
      .storeUint(v.par0IntMsgsCountLimit, 32)
      .storeUint(v.par0ExtMsgsCountLimit, 32);
    storeDictE(
      b,
      [...v.groupSlotsFractions].map(([k, f]): [bigint, number] => [BigInt(k), f]),
      16,
      (vb, f) => {
        vb.storeUint(f, 8);
      },
    );
    if (v.rangeMessagesLimit !== null) b.storeUint(v.rangeMessagesLimit, 32);
  },
};

// work_units_params_prepare_tycho#00 fixed:uint32 msgs_stats:uint16 remaning_msgs_stats:uint16
//   read_ext_msgs:uint16 read_int_msgs:uint16 read_new_msgs:uint16 add_to_msg_groups:uint16
//   = WorkUnitsParamsPrepare;
const wuPrepare = struct<Record<string, number>>(
  0x00,
  8,
  [
    ['fixed', 32],
    ['msgsStats', 16],
    ['remaningMsgsStats', 16],
    ['readExtMsgs', 16],
    ['readIntMsgs', 16],
    ['readNewMsgs', 16],
    ['addToMsgGroups', 16],
  ],
  'WorkUnitsParamsPrepare',
);
// work_units_params_execute_tycho#00 prepare:uint32 execute:uint16 execute_err:uint16
//   execute_delimiter:uint32 serialize_enqueue:uint16 serialize_dequeue:uint16 insert_new_msgs:uint16
//   subgroup_size:uint16 = WorkUnitsParamsExecute;
const wuExecute = struct<Record<string, number>>(
  0x00,
  8,
  [
    ['prepare', 32],
    ['execute', 16],
    ['executeErr', 16],
    ['executeDelimiter', 32],
    ['serializeEnqueue', 16],
    ['serializeDequeue', 16],
    ['insertNewMsgs', 16],
    ['subgroupSize', 16],
  ],
  'WorkUnitsParamsExecute',
);
// work_units_params_finalize_tycho#00 build_transactions:uint16 build_accounts:uint16 build_in_msg:uint16
//   build_out_msg:uint16 serialize_min:uint32 serialize_accounts:uint16 serialize_msg:uint16
//   state_update_min:uint32 state_update_accounts:uint16 state_update_msg:uint16 create_diff:uint16
//   serialize_diff:uint16 apply_diff:uint16 diff_tail_len:uint16 = WorkUnitsParamsFinalize;
const wuFinalize = struct<Record<string, number>>(
  0x00,
  8,
  [
    ['buildTransactions', 16],
    ['buildAccounts', 16],
    ['buildInMsg', 16],
    ['buildOutMsg', 16],
    ['serializeMin', 32],
    ['serializeAccounts', 16],
    ['serializeMsg', 16],
    ['stateUpdateMin', 32],
    ['stateUpdateAccounts', 16],
    ['stateUpdateMsg', 16],
    ['createDiff', 16],
    ['serializeDiff', 16],
    ['applyDiff', 16],
    ['diffTailLen', 16],
  ],
  'WorkUnitsParamsFinalize',
);
// work_units_params_tycho#00 prepare:WorkUnitParamsPrepare execute:WorkUnitParamsExecute
//   finalize:WorkUnitParamsFinalize = WorkUnitsParams;
export interface TychoWorkUnitsParams {
  prepare: Record<string, number>;
  execute: Record<string, number>;
  finalize: Record<string, number>;
}
const workUnitsParams: ParamCodec<TychoWorkUnitsParams> = {
  load: (s) => {
    loadTag(s, 8, [0x00], 'WorkUnitsParams');
    return { prepare: wuPrepare.load(s), execute: wuExecute.load(s), finalize: wuFinalize.load(s) };
  },
  store: (b, v) => {
    b.storeUint(0x00, 8);
    wuPrepare.store(b, v.prepare);
    wuExecute.store(b, v.execute);
    wuFinalize.store(b, v.finalize);
  },
};

// collation_config_tycho#a6 shuffle_mc_validators:Bool mc_block_min_interval_ms:uint32
//   empty_sc_block_interval_ms:uint32 max_uncommitted_chain_length:uint8 wu_used_to_import_next_anchor:uint64
//   msgs_exec_params:MsgsExecutionParams work_units_params:WorkUnitsParams = CollationConfig;
// (Tycho's ConfigParam 28.) tycho-types' scheme comment puts empty_sc_block_interval_ms in #a7 only, but its
// structure (since the versioning was dropped) and the real Tycho zerostate store it in #a6 as above.
// #a7, as the real Tycho states carry it: #a6 with one more uint32 right after empty_sc_block_interval_ms.
// No stored tycho-types version names that field, so it is kept under a neutral name, `a7Uint32`.
export interface TychoCollationConfig {
  tag: 0xa6 | 0xa7;
  shuffleMcValidators: boolean;
  mcBlockMinIntervalMs: number;
  emptyScBlockIntervalMs: number;
  /** #a7 only: the unnamed uint32 after empty_sc_block_interval_ms. */
  a7Uint32: number | null;
  maxUncommittedChainLength: number;
  wuUsedToImportNextAnchor: bigint;
  msgsExecParams: TychoMsgsExecutionParams;
  workUnitsParams: TychoWorkUnitsParams;
}
const collationConfig: ParamCodec<TychoCollationConfig> = {
  load: (s) => {
    const tag = loadTag(s, 8, [0xa6, 0xa7], 'CollationConfig') as TychoCollationConfig['tag'];
    const shuffleMcValidators = s.loadBit();
    const mcBlockMinIntervalMs = u(s, 32);
    const emptyScBlockIntervalMs = u(s, 32);
    const a7Uint32 = tag === 0xa7 ? u(s, 32) : null;
    return {
      tag,
      shuffleMcValidators,
      mcBlockMinIntervalMs,
      emptyScBlockIntervalMs,
      a7Uint32,
      maxUncommittedChainLength: u(s, 8),
      wuUsedToImportNextAnchor: u64(s),
      msgsExecParams: msgsExecutionParams.load(s),
      workUnitsParams: workUnitsParams.load(s),
    };
  },
  store: (b, v) => {
    b.storeUint(v.tag, 8).storeBit(v.shuffleMcValidators).storeUint(v.mcBlockMinIntervalMs, 32);
    b.storeUint(v.emptyScBlockIntervalMs, 32);
    if (v.tag === 0xa7) {
      if (v.a7Uint32 === null)
        throw invalid('CollationConfig', '#a7 needs its uint32 after empty_sc_block_interval_ms');
      b.storeUint(v.a7Uint32, 32);
    }
    b.storeUint(v.maxUncommittedChainLength, 8).storeUint(v.wuUsedToImportNextAnchor, 64);
    msgsExecutionParams.store(b, v.msgsExecParams);
    workUnitsParams.store(b, v.workUnitsParams);
  },
};

// consensus_config_tycho#d8 clock_skew_millis:uint16 payload_batch_bytes:uint32 commit_history_rounds:uint16
//   deduplicate_rounds:uint16 max_consensus_lag_rounds:uint16 payload_buffer_bytes:uint32
//   broadcast_retry_millis:uint16 download_retry_millis:uint16 download_peers:uint8 download_tasks:uint16
//   sync_support_rounds:uint16 = ConsensusConfig;   (Tycho's ConfigParam 29; the widths are those the
// tycho-types structure and the real states use — its scheme comment still says uint8 for some)
export interface TychoConsensusConfig {
  clockSkewMillis: number;
  payloadBatchBytes: number;
  commitHistoryRounds: number;
  deduplicateRounds: number;
  maxConsensusLagRounds: number;
  payloadBufferBytes: number;
  broadcastRetryMillis: number;
  downloadRetryMillis: number;
  downloadPeers: number;
  downloadTasks: number;
  syncSupportRounds: number;
}
const tychoConsensusConfig = struct<TychoConsensusConfig>(
  0xd8,
  8,
  [
    ['clockSkewMillis', 16],
    ['payloadBatchBytes', 32],
    ['commitHistoryRounds', 16],
    ['deduplicateRounds', 16],
    ['maxConsensusLagRounds', 16],
    ['payloadBufferBytes', 32],
    ['broadcastRetryMillis', 16],
    ['downloadRetryMillis', 16],
    ['downloadPeers', 8],
    ['downloadTasks', 16],
    ['syncSupportRounds', 16],
  ],
  'ConsensusConfig',
);

// size_limits_config_v2#02 max_msg_bits:uint32 max_msg_cells:uint32 max_library_cells:uint32
//   max_vm_data_depth:uint16 max_ext_msg_size:uint32 max_ext_msg_depth:uint16 max_acc_state_cells:uint32
//   max_acc_state_bits:uint32 max_acc_public_libraries:uint32 defer_out_queue_size_limit:uint32
//   = SizeLimitsConfig;   (Tycho's ConfigParam 43)
export interface TychoSizeLimitsConfig {
  maxMsgBits: number;
  maxMsgCells: number;
  maxLibraryCells: number;
  maxVmDataDepth: number;
  maxExtMsgSize: number;
  maxExtMsgDepth: number;
  maxAccStateCells: number;
  maxAccStateBits: number;
  maxAccPublicLibraries: number;
  deferOutQueueSizeLimit: number;
}
const sizeLimitsConfig = struct<TychoSizeLimitsConfig>(
  0x02,
  8,
  [
    ['maxMsgBits', 32],
    ['maxMsgCells', 32],
    ['maxLibraryCells', 32],
    ['maxVmDataDepth', 16],
    ['maxExtMsgSize', 32],
    ['maxExtMsgDepth', 16],
    ['maxAccStateCells', 32],
    ['maxAccStateBits', 32],
    ['maxAccPublicLibraries', 32],
    ['deferOutQueueSizeLimit', 32],
  ],
  'SizeLimitsConfig',
);

/** Where Tycho's layout of a parameter differs from (or is absent in) the Everscale one. */
export const TYCHO_OWN_CODECS: Record<number, ParamCodec<unknown>> = {
  28: collationConfig,
  29: tychoConsensusConfig,
  43: sizeLimitsConfig,
} as Record<number, ParamCodec<unknown>>;
