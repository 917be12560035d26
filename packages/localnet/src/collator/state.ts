// The ShardStateUnsplit the network maintains for each chain: its hash (and depth) is what every block's
// state_update goes from and to. Workchain states hold the real accounts; the masterchain state holds
// the shard hashes and the config in McStateExtra.
import {
  beginCell,
  type Cell,
  type ConfigParams,
  type ExtBlkRef,
  type Flavor,
  loadAccount,
  readBoc,
  type ShardHashEntry,
  type ShardIdent,
  type ShardStateUnsplit,
  storeShardStateUnsplit,
} from '@tvmscan/codec';
import { readAccountStorageHead } from '../accountLayout';
import type { AccountStore } from '../accounts';
import type { NetworkConfig } from '../genesis/config';
import { grams } from './descr';

// _ out_queue:OutMsgQueue proc_info:ProcessedInfo ihr_pending:IhrPendingInfo = OutMsgQueueInfo;
// with all three empty: ahme_empty$0 extra:uint64, hme_empty$0, hme_empty$0. The collator drains its
// queue within each block, so no message is ever left in it between blocks.
const EMPTY_QUEUE_INFO = beginCell().storeBit(0).storeUint(0, 64).storeBit(0).storeBit(0).endCell();

// ^[ flags:(## 16) validator_info:ValidatorInfo prev_blocks:OldMcBlocksInfo after_key_block:Bool
//    last_key_block:(Maybe ExtBlkRef) ] with no block_create_stats (flags = 0), an empty
// prev_blocks (ahme_empty$0 extra:KeyMaxLt = key:Bool max_end_lt:uint64) and no key block yet.
const MC_STATE_MORE = beginCell()
  .storeUint(0, 16)
  .storeUint(0, 32)
  .storeUint(0, 32)
  .storeBit(0)
  .storeBit(0)
  .storeBit(0)
  .storeUint(0, 64)
  .storeBit(0)
  .storeBit(0)
  .endCell();

export interface StateArgs {
  flavor: Flavor;
  globalId: number;
  shard: ShardIdent;
  seqNo: number;
  genUtime: number;
  genUtimeMs: number;
  genLt: bigint;
  minRefMcSeqno: number;
  masterRef: ExtBlkRef | null;
}

export interface StateRef {
  hash: string;
  depth: number;
  /** Sum of the balances of the state's accounts. */
  totalBalance: bigint;
}

/** A state just built: its reference and the cell (zero states are hashed as a BOC too). */
export interface BuiltState extends StateRef {
  cell: Cell;
}

const refOf = (cell: Cell, totalBalance: bigint): BuiltState => ({
  hash: cell.hashHex(),
  depth: cell.depth(),
  totalBalance,
  cell,
});

function stateCell(args: StateArgs, rest: Pick<ShardStateUnsplit, 'accounts' | 'custom'>, total: bigint) {
  const state: ShardStateUnsplit = {
    globalId: args.globalId,
    shardId: args.shard,
    seqNo: args.seqNo,
    vertSeqNo: 0,
    genUtime: args.genUtime,
    genUtimeMs: args.genUtimeMs,
    genLt: args.genLt,
    minRefMcSeqno: args.minRefMcSeqno,
    queueInfo: EMPTY_QUEUE_INFO,
    beforeSplit: false,
    overloadHistory: 0n,
    underloadHistory: 0n,
    totalBalance: grams(total),
    totalValidatorFees: grams(0n),
    libraries: null,
    masterRef: args.masterRef,
    unknownTail: null,
    ...rest,
  };
  const b = beginCell();
  storeShardStateUnsplit(b, state, args.flavor);
  return b.endCell();
}

/** The state of a workchain shard holding `accounts`. */
export function shardState(args: StateArgs, accounts: AccountStore): BuiltState {
  const entries: ShardStateUnsplit['accounts']['entries'] = new Map();
  let total = 0n;
  for (const [address, record] of accounts.entries()) {
    const accountCell = readBoc(record.boc)[0];
    const balance = readAccountStorageHead(accountCell).balance;
    total += balance;
    entries.set(BigInt(`0x${address.split(':')[1]}`), {
      value: {
        account: loadAccount(accountCell),
        accountCell,
        lastTransHash: record.lastTransHash,
        lastTransLt: record.lastTransLt,
      },
      extra: { splitDepth: 0, balance: grams(balance) },
    });
  }
  const cell = stateCell(
    args,
    { accounts: { entries, rootExtra: { splitDepth: 0, balance: grams(total) } }, custom: null },
    total,
  );
  return refOf(cell, total);
}

/** The config in the codec's ConfigParams shape (parameter numbers as numbers). */
export function configParamsOf(config: NetworkConfig): ConfigParams {
  const params = new Map<number, Cell>();
  for (const [index, cell] of config.params) params.set(Number(index), cell);
  return { configAddr: config.address, params };
}

/** The masterchain state: no accounts of its own yet, the shard hashes and the config. */
export function masterchainState(
  args: StateArgs,
  shardHashes: ShardHashEntry[],
  config: NetworkConfig,
  globalBalance: bigint,
): BuiltState {
  const cell = stateCell(
    args,
    {
      accounts: { entries: new Map(), rootExtra: { splitDepth: 0, balance: grams(0n) } },
      custom: {
        shardHashes,
        config: configParamsOf(config),
        validatorInfo: { validatorListHashShort: 0, catchainSeqno: 0, nxCcUpdated: false },
        more: MC_STATE_MORE,
        globalBalance: grams(globalBalance),
      },
    },
    0n,
  );
  return refOf(cell, 0n);
}
