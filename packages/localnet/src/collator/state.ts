// The ShardStateUnsplit the network maintains for each chain: its hash (and depth) is what every block's
// state_update goes from and to. Each state holds the accounts that live in its shard; the masterchain
// state also holds the shard hashes and the config in McStateExtra.
import {
  beginCell,
  type Cell,
  type ConfigParams,
  type ExtBlkRef,
  type Flavor,
  loadAccount,
  type ShardHashEntry,
  type ShardIdent,
  type ShardStateUnsplit,
  storeShardStateUnsplit,
} from '@tvmscan/codec';
import { readAccountStorageHead } from '../accountLayout';
import type { AccountStore } from '../accounts';
import { cellOf } from '../bocCells';
import type { NetworkConfig } from '../genesis/config';
import { grams } from './descr';
import { shardContains } from './shards';

// _ out_queue:OutMsgQueue proc_info:ProcessedInfo ihr_pending:IhrPendingInfo = OutMsgQueueInfo;
// with all three empty: ahme_empty$0 extra:uint64, hme_empty$0, hme_empty$0. Messages waiting for
// another shard or the next round stay in the network's own queue (queue.ts), not in the states.
const EMPTY_QUEUE_INFO = beginCell().storeBit(0).storeUint(0, 64).storeBit(0).storeBit(0).endCell();

// ^[ flags:(## 16) validator_info:ValidatorInfo prev_blocks:OldMcBlocksInfo after_key_block:Bool
//    last_key_block:(Maybe ExtBlkRef) ] with no block_create_stats (flags = 0), an empty
// prev_blocks (ahme_empty$0 extra:KeyMaxLt = key:Bool max_end_lt:uint64) and no key block named;
// validator_info$_ validator_list_hash_short:uint32 catchain_seqno:uint32 nx_cc_updated:Bool.
const mcStateMore = (catchainSeqno: number) =>
  beginCell()
    .storeUint(0, 16)
    .storeUint(0, 32)
    .storeUint(catchainSeqno, 32)
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
  /** The last state of a shard before it splits. */
  beforeSplit?: boolean;
}

/** What the masterchain state adds: the validator session in force. */
export interface MasterchainStateArgs extends StateArgs {
  catchainSeqno: number;
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
    beforeSplit: args.beforeSplit ?? false,
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

/** The total balance of the accounts of `accounts` that live in `shard`. */
export function shardBalance(accounts: AccountStore, shard: ShardIdent): bigint {
  let total = 0n;
  for (const [address, record] of accounts.entries()) {
    if (shardContains(shard, address)) total += readAccountStorageHead(cellOf(record.boc)).balance;
  }
  return total;
}

/** The accounts of `accounts` that live in `shard`, as ShardAccounts, with their total balance. */
function shardAccounts(accounts: AccountStore, shard: ShardIdent) {
  const entries: ShardStateUnsplit['accounts']['entries'] = new Map();
  let total = 0n;
  for (const [address, record] of accounts.entries()) {
    if (!shardContains(shard, address)) continue;
    const cell = cellOf(record.boc);
    const balance = readAccountStorageHead(cell).balance;
    total += balance;
    entries.set(BigInt(`0x${address.split(':')[1]}`), {
      value: {
        account: loadAccount(cell),
        accountCell: cell,
        lastTransHash: record.lastTransHash,
        lastTransLt: record.lastTransLt,
      },
      extra: { splitDepth: 0, balance: grams(balance) },
    });
  }
  return { accounts: { entries, rootExtra: { splitDepth: 0, balance: grams(total) } }, total };
}

/** The state of a workchain shard: the accounts of `accounts` that live in it. */
export function shardState(args: StateArgs, accounts: AccountStore): BuiltState {
  const own = shardAccounts(accounts, args.shard);
  return refOf(stateCell(args, { accounts: own.accounts, custom: null }, own.total), own.total);
}

// split_state#5f327da5 left:^ShardStateUnsplit right:^ShardStateUnsplit = ShardState;
/** The state a merged shard starts from: its two halves' last states side by side. */
export function splitState(left: BuiltState, right: BuiltState): BuiltState {
  const cell = beginCell().storeUint(0x5f327da5, 32).storeRef(left.cell).storeRef(right.cell).endCell();
  return refOf(cell, left.totalBalance + right.totalBalance);
}

/** The config in the codec's ConfigParams shape (parameter numbers as numbers). */
export function configParamsOf(config: NetworkConfig): ConfigParams {
  const params = new Map<number, Cell>();
  for (const [index, cell] of config.params) params.set(Number(index), cell);
  return { configAddr: config.address, params };
}

/** The masterchain state: its accounts (the special ones), the shard hashes and the config. */
export function masterchainState(
  args: MasterchainStateArgs,
  accounts: AccountStore,
  shardHashes: ShardHashEntry[],
  config: NetworkConfig,
  globalBalance: bigint,
): BuiltState {
  const own = shardAccounts(accounts, args.shard);
  const cell = stateCell(
    args,
    {
      accounts: own.accounts,
      custom: {
        shardHashes,
        config: configParamsOf(config),
        validatorInfo: { validatorListHashShort: 0, catchainSeqno: args.catchainSeqno, nxCcUpdated: false },
        more: mcStateMore(args.catchainSeqno),
        globalBalance: grams(globalBalance),
      },
    },
    own.total,
  );
  return refOf(cell, own.total);
}
