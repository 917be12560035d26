// Execution of one chain's worth of messages for a block: tick transactions of special accounts (on the
// masterchain), pending external messages in arrival order, then the internal message queue in
// created_lt order until it is empty, then tock transactions — each on the current state of its
// account. A message bound for another shard waits for the next round, as it waits for the block that
// created it to be committed on a real network. Transactions and messages keep the executor's bytes;
// the collator only arranges them.
import { type Cell, loadDictE, readBoc, writeBoc } from '@tvmscan/codec';
import { ACCOUNT_NONE, readAccountStorageHead } from './accountLayout';
import { type AccountStore, ZERO_HASH } from './accounts';
import { cellOf } from './bocCells';
import type { ExecuteOutcome, ExecuteRequest, Executor, TickTockRequest } from './executor/types';
import type { NetworkConfig } from './genesis/config';
import type { MessageQueue, QueuedMessage } from './queue';
import { routeOf } from './routing';

export interface ExecutedTransaction {
  /** "wc:hex" */
  address: string;
  lt: bigint;
  hash: string;
  /** Transaction BOC as stored. */
  boc: Uint8Array;
  cell: Cell;
  /** null for tick-tock transactions. */
  inMsg: Cell | null;
  /** Out messages in their out_msgs order (index 0 first). */
  outMsgs: Cell[];
  /** total_fees of the transaction (native part). */
  totalFees: bigint;
  /** Account hash before and after, and the balance change, for the state update and value flow. */
  oldStateHash: string;
  newStateHash: string;
  balanceBefore: bigint;
  balanceAfter: bigint;
}

export interface RejectedMessage {
  /** Message hash, hex. */
  hash: string;
  dst: string;
  exitCode: number | null;
  reason: string;
}

export interface Round {
  transactions: ExecutedTransaction[];
  rejected: RejectedMessage[];
  /** New Account BOC per touched account (null = deleted), for indexers. */
  touched: Map<string, Uint8Array | null>;
  startLt: bigint;
  /** First lt after everything this round created. */
  endLt: bigint;
}

export interface RoundArgs {
  now: number;
  startLt: bigint;
  randSeed: string;
  /** Safety bound: messages left in the queue past it wait for the next block. */
  maxTransactions: number;
  /** Which destinations this round executes (default: all); other messages stay queued. */
  accepts?: (address: string) => boolean;
  /** The shard an account lives in (default: one shard for all); messages across shards wait a round. */
  shardOf?: (address: string) => string;
  /** Special accounts that run a tick transaction first and a tock transaction last. */
  tick?: readonly string[];
  tock?: readonly string[];
}

// transaction$0111 account_addr:bits256 lt:uint64 prev_trans_hash:bits256 prev_trans_lt:uint64
//   now:uint32 outmsg_cnt:uint15 orig_status end_status
//   ^[ in_msg:(Maybe ^(Message Any)) out_msgs:(HashmapE 15 ^(Message Any)) ]
//   total_fees:CurrencyCollection ...
function readTransaction(transaction: Cell): {
  lt: bigint;
  inMsg: Cell | null;
  outMsgs: Cell[];
  totalFees: bigint;
} {
  const s = transaction.beginParse();
  s.skip(4 + 256);
  const lt = s.loadUintBig(64);
  s.skip(256 + 64 + 32 + 15 + 2 + 2);
  const totalFees = s.loadCoins();
  const messages = transaction.refs[0].beginParse();
  const inMsg = messages.loadMaybeRef();
  const outMsgs = [...loadDictE(messages, 15, (v) => v.loadRef()).values()];
  return { lt, inMsg, outMsgs, totalFees };
}

const balanceOf = (account: Cell | null) => (account ? readAccountStorageHead(account).balance : 0n);

export class Chain {
  private readonly externals: Array<{ boc: Uint8Array; cell: Cell }> = [];

  constructor(
    private readonly executor: Executor,
    readonly accounts: AccountStore,
    readonly queue: MessageQueue,
  ) {}

  /** Executes every later round with `config` (the config in force changes in key blocks). */
  useConfig(config: NetworkConfig): void {
    this.executor.useConfig(config);
  }

  /** Accepts an external message for the next round; returns its hash. */
  submit(bytes: Uint8Array): string {
    // A private copy: the message waits for the next round and the caller may reuse its buffer.
    const boc = Uint8Array.from(bytes);
    const cells = readBoc(boc);
    if (cells.length !== 1) throw new Error(`a message BOC has one root, got ${cells.length}`);
    const route = routeOf(cells[0]);
    if (route.kind !== 'externalIn') throw new Error('only external inbound messages can be submitted');
    this.externals.push({ boc, cell: cells[0] });
    return cells[0].hashHex();
  }

  /** External messages accepted and not executed yet, in arrival order. */
  get pendingExternals(): Uint8Array[] {
    return this.externals.map((external) => external.boc);
  }

  /** Runs the executor; an external message it cannot even start on (no account, nothing to pay the
   *  import with) is a rejection like any other, an internal one is a bug in the network. */
  private async execute(request: ExecuteRequest, external: boolean): Promise<ExecuteOutcome> {
    try {
      return await this.executor.execute(request);
    } catch (error) {
      if (!external) throw error;
      return { kind: 'rejected', exitCode: null, reason: (error as Error).message };
    }
  }

  async executeRound(args: RoundArgs): Promise<Round> {
    const accepts = args.accepts ?? (() => true);
    const shardOf = args.shardOf ?? (() => '');
    const round: Round = {
      transactions: [],
      rejected: [],
      touched: new Map(),
      startLt: args.startLt,
      endLt: args.startLt,
    };
    let lt = args.startLt;
    // Messages this round leaves in the queue: for other chains, or for another shard.
    const waiting: QueuedMessage[] = [];
    const record = (dst: string, outcome: ExecuteOutcome & { kind: 'executed' }, before: Cell | null) => {
      const cell = cellOf(outcome.transaction);
      const { lt: txLt, inMsg, outMsgs, totalFees } = readTransaction(cell);
      const after = outcome.account ? cellOf(outcome.account) : null;
      const hash = cell.hashHex();
      if (after) this.accounts.set(dst, { boc: outcome.account!, lastTransLt: txLt, lastTransHash: hash });
      else this.accounts.delete(dst);
      round.touched.set(dst, outcome.account);
      round.transactions.push({
        address: dst,
        lt: txLt,
        hash,
        boc: outcome.transaction,
        cell,
        inMsg,
        outMsgs,
        totalFees,
        oldStateHash: before ? before.hashHex() : ACCOUNT_NONE.hashHex(),
        newStateHash: after ? after.hashHex() : ACCOUNT_NONE.hashHex(),
        balanceBefore: balanceOf(before),
        balanceAfter: balanceOf(after),
      });
      for (const out of outMsgs) {
        const route = routeOf(out);
        if (route.kind !== 'internal') continue;
        const queued = { dst: route.dst, createdLt: route.createdLt, hash: out.hashHex(), message: out };
        if (shardOf(route.dst) === shardOf(dst)) this.queue.push(queued);
        else waiting.push(queued);
      }
      // The next transaction starts after this one and every message it created.
      const next = txLt + BigInt(outMsgs.length) + 1n;
      if (next > lt) lt = next;
    };
    const run = async (dst: string, message: Cell, boc: Uint8Array, minLt: bigint, external: boolean) => {
      const stored = this.accounts.get(dst);
      const before = stored ? cellOf(stored.boc) : null;
      const outcome = await this.execute(
        {
          address: dst,
          account: stored?.boc ?? null,
          lastTransLt: stored?.lastTransLt ?? 0n,
          lastTransHash: stored?.lastTransHash ?? ZERO_HASH,
          message: boc,
          now: args.now,
          minLt,
          randSeed: args.randSeed,
        },
        external,
      );
      if (outcome.kind === 'rejected') {
        if (!external)
          throw new Error(`internal message ${message.hashHex()} was not executed: ${outcome.reason}`);
        round.rejected.push({
          hash: message.hashHex(),
          dst,
          exitCode: outcome.exitCode,
          reason: outcome.reason,
        });
        return;
      }
      record(dst, outcome, before);
    };
    const tickTock = async (which: TickTockRequest['which'], address: string) => {
      const stored = this.accounts.get(address);
      if (!stored) throw new Error(`special account ${address} does not exist`);
      const outcome = await this.executor.tickTock({
        which,
        account: stored.boc,
        lastTransLt: stored.lastTransLt,
        lastTransHash: stored.lastTransHash,
        now: args.now,
        minLt: lt,
        randSeed: args.randSeed,
      });
      if (outcome.kind === 'rejected') throw new Error(`${which} of ${address} failed: ${outcome.reason}`);
      record(address, outcome, cellOf(stored.boc));
    };

    for (const address of args.tick ?? []) await tickTock('tick', address);
    const externals = this.externals.splice(0);
    for (const external of externals) {
      const route = routeOf(external.cell);
      if (route.kind !== 'externalIn') continue;
      if (accepts(route.dst)) await run(route.dst, external.cell, external.boc, lt, true);
      else this.externals.push(external);
    }
    while (this.queue.size > 0 && round.transactions.length < args.maxTransactions) {
      const message = this.queue.pop()!;
      if (!accepts(message.dst)) {
        waiting.push(message);
        continue;
      }
      const minLt = message.createdLt + 1n > lt ? message.createdLt + 1n : lt;
      await run(message.dst, message.message, writeBoc(message.message), minLt, false);
    }
    for (const address of args.tock ?? []) await tickTock('tock', address);
    for (const message of waiting) this.queue.push(message);
    round.endLt = lt;
    return round;
  }
}
