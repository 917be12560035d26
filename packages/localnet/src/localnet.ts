// The local network: genesis, execution and collation on a timer, batches for the indexer, and
// persistence so a restart resumes the same chain.
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import {
  type ExtBlkRef,
  type Flavor,
  readBoc,
  type ShardIdent,
  sha256,
  toHex,
  writeBoc,
} from '@tvmscan/codec';
import { readAccountStorageHead } from './accountLayout';
import { Chain } from './chain';
import {
  extRef,
  MASTERCHAIN,
  masterchainBlock,
  type ProducedBlock,
  shardBlock,
  shardDescr,
} from './collator/blocks';
import { type BuiltState, masterchainState, type StateRef, shardState } from './collator/state';
import { createExecutor } from './executor';
import { createGenesis, type Genesis } from './genesis';
import { validatorKey } from './genesis/validators';
import type { SignatureContext } from './keys';
import { type PersistedChain, Persistence } from './persistence';
import { MessageQueue } from './queue';
import { Traffic } from './traffic';

export interface LocalnetOptions {
  /** Where blocks and state are kept; in memory when absent. */
  dataDir?: string;
  flavor?: Flavor;
  blockIntervalMs?: number;
  seed?: string;
  /** Background EverWallet transfers per second (0 = none). */
  trafficTps?: number;
  globalId?: number;
  /** Number of prefunded wallets. */
  wallets?: number;
  log?: (msg: string) => void;
}

export interface SourceBlock {
  boc: Uint8Array;
  accountStates?: Map<string, Uint8Array | null>;
}

export interface MasterchainBatch {
  masterchain: SourceBlock;
  shards: SourceBlock[];
}

export interface RejectedEvent {
  hash: string;
  dst: string;
  exitCode: number | null;
  reason: string;
  mcSeqno: number;
}

export interface LocalnetHead {
  flavor: Flavor;
  globalId: number;
  mcSeqno: number;
  shardSeqno: number;
  lt: bigint;
  genUtime: number;
}

export const WORKCHAIN_SHARD: ShardIdent = { workchain: 0, prefix: 0x8000000000000000n };
const MAX_TRANSACTIONS_PER_BLOCK = 10_000;
/** The config never changes after genesis yet, so masterchain block 1 is the only key block. */
const FIRST_KEY_BLOCK = 1;

/** Where each chain stands after its latest block. */
interface Tip {
  ref: ExtBlkRef;
  state: StateRef;
  genUtime: number;
}

export class Localnet {
  private readonly events = new EventEmitter();
  private readonly batches: MasterchainBatch[] = [];
  private timer: NodeJS.Timeout | null = null;
  private producing: Promise<void> = Promise.resolve();
  private stopped = true;
  /** Public key of the (single) validator that signs this network's blocks. */
  private readonly createdBy: string;

  private constructor(
    readonly flavor: Flavor,
    readonly globalId: number,
    private readonly seed: string,
    private readonly intervalMs: number,
    private readonly trafficTps: number,
    readonly genesis: Genesis,
    private readonly chain: Chain,
    private readonly traffic: Traffic,
    private readonly persistence: Persistence | null,
    private readonly genesisNow: number,
    private mc: Tip,
    private shard: Tip,
    private lt: bigint,
    private readonly log: (msg: string) => void,
  ) {
    this.createdBy = validatorKey(seed, 0).publicKey;
  }

  static async create(options: LocalnetOptions = {}): Promise<Localnet> {
    const persistence = options.dataDir ? new Persistence(options.dataDir) : null;
    const saved = persistence ? await persistence.load() : null;
    const flavor = saved?.flavor ?? options.flavor ?? 'everscale';
    const seed = saved?.seed ?? options.seed ?? 'tvmscan';
    const globalId = saved?.globalId ?? options.globalId ?? 42;
    const genesisNow = saved?.genesisNow ?? Math.floor(Date.now() / 1000);
    const wallets = saved?.wallets ?? options.wallets ?? 8;
    const genesis = await createGenesis({ seed, globalId, wallets, now: genesisNow });
    const queue = new MessageQueue();
    if (saved) saved.restore(genesis.accounts, queue);
    const chain = new Chain(await createExecutor(flavor, genesis.config, globalId), genesis.accounts, queue);
    const signatureContext: SignatureContext = { type: 'signatureId', globalId };
    const traffic = new Traffic(seed, genesis.wallets, signatureContext, (address) => {
      const record = genesis.accounts.get(address);
      return record !== undefined && readAccountStorageHead(readBoc(record.boc)[0]).status === 'active';
    });

    let mc: Tip;
    let shard: Tip;
    let lt: bigint;
    if (saved) {
      ({ mc, shard, lt } = saved.tips);
    } else {
      const zero = {
        genUtime: genesisNow,
        genUtimeMs: 0,
        genLt: 0n,
        seqNo: 0,
        minRefMcSeqno: 0,
        flavor,
        globalId,
      };
      const shardZero = shardState({ ...zero, shard: WORKCHAIN_SHARD, masterRef: null }, genesis.accounts);
      const mcZero = masterchainState(
        { ...zero, shard: MASTERCHAIN, masterRef: null },
        [],
        genesis.config,
        genesis.totalBalance,
      );
      // A zero state is its own block id: root hash = state hash, file hash = hash of its BOC.
      const zeroRef = (state: BuiltState): ExtBlkRef => ({
        endLt: 0n,
        seqNo: 0,
        rootHash: state.hash,
        fileHash: toHex(sha256(writeBoc(state.cell))),
      });
      mc = { ref: zeroRef(mcZero), state: mcZero, genUtime: genesisNow };
      shard = { ref: zeroRef(shardZero), state: shardZero, genUtime: genesisNow };
      lt = 1_000_000n;
    }
    const net = new Localnet(
      flavor,
      globalId,
      seed,
      options.blockIntervalMs ?? 1000,
      options.trafficTps ?? 0,
      genesis,
      chain,
      traffic,
      persistence,
      genesisNow,
      mc,
      shard,
      lt,
      options.log ?? (() => {}),
    );
    if (persistence) net.batches.push(...(await persistence.loadBatches()));
    return net;
  }

  start(): Promise<void> {
    if (!this.stopped) return Promise.resolve();
    this.stopped = false;
    this.log(`${this.flavor} network ${this.globalId} producing a block every ${this.intervalMs} ms`);
    const tick = () => {
      this.producing = this.producing
        .then(async () => {
          if (!this.stopped) await this.produceBlock();
        })
        .catch((error: unknown) => this.log(`block production failed: ${(error as Error).stack ?? error}`));
    };
    this.timer = setInterval(tick, this.intervalMs);
    return Promise.resolve();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.producing;
  }

  /** The latest key block before the next block: the zero state, then the first block. */
  private prevKeyBlockSeqno(): number {
    return this.mc.ref.seqNo >= FIRST_KEY_BLOCK ? FIRST_KEY_BLOCK : 0;
  }

  /** Accepts a signed external message for the next block; returns its hash. */
  sendMessage(boc: Uint8Array): string {
    return this.chain.submit(boc);
  }

  head(): LocalnetHead {
    return {
      flavor: this.flavor,
      globalId: this.globalId,
      mcSeqno: this.mc.ref.seqNo,
      shardSeqno: this.shard.ref.seqNo,
      lt: this.lt,
      genUtime: this.mc.genUtime,
    };
  }

  /** Every batch with a masterchain seqno above `mcSeqno` (all of them for null), in order. */
  batchesSince(mcSeqno: number | null): MasterchainBatch[] {
    // Batch i holds masterchain block i + 1.
    return this.batches.slice(mcSeqno ?? 0);
  }

  on(event: 'batch', cb: (batch: MasterchainBatch) => void): this;
  on(event: 'rejected', cb: (rejected: RejectedEvent) => void): this;
  on(event: string, cb: (arg: never) => void): this {
    this.events.on(event, cb as (arg: unknown) => void);
    return this;
  }

  off(event: 'batch' | 'rejected', cb: (arg: never) => void): this {
    this.events.off(event, cb as (arg: unknown) => void);
    return this;
  }

  /** Produces one shard block and the masterchain block committing it. Public for tests and tools. */
  async produceBlock(): Promise<MasterchainBatch> {
    const nowMs = Math.max(Date.now(), this.mc.genUtime * 1000 + 1);
    const now = Math.floor(nowMs / 1000);
    for (const message of await this.traffic.messages(this.trafficTps, this.intervalMs, nowMs)) {
      this.chain.submit(message);
    }
    const mcSeqno = this.mc.ref.seqNo + 1;
    const randSeed = toHex(createHash('sha256').update(`${this.seed}/rand/${mcSeqno}`).digest());
    const round = await this.chain.executeRound({
      now,
      startLt: this.lt,
      randSeed,
      maxTransactions: MAX_TRANSACTIONS_PER_BLOCK,
    });
    const common = { flavor: this.flavor, globalId: this.globalId, genUtime: now, genUtimeMs: nowMs % 1000 };

    const shardSeqno = this.shard.ref.seqNo + 1;
    const shardEnd = round.endLt > round.startLt ? round.endLt : round.startLt + 1n;
    const newShardState = shardState(
      {
        ...common,
        shard: WORKCHAIN_SHARD,
        seqNo: shardSeqno,
        genLt: shardEnd,
        minRefMcSeqno: this.mc.ref.seqNo,
        masterRef: this.mc.ref,
      },
      this.chain.accounts,
    );
    const shardProduced = shardBlock({
      ...common,
      shard: WORKCHAIN_SHARD,
      seqNo: shardSeqno,
      startLt: round.startLt,
      endLt: shardEnd,
      prev: this.shard.ref,
      master: this.mc.ref,
      minRefMcSeqno: this.mc.ref.seqNo,
      prevKeyBlockSeqno: this.prevKeyBlockSeqno(),
      oldState: this.shard.state,
      newState: newShardState,
      round,
      randSeed,
      createdBy: this.createdBy,
    });

    const mcStart = shardEnd;
    const mcEnd = mcStart + 1n;
    const newMcState = masterchainState(
      {
        ...common,
        shard: MASTERCHAIN,
        seqNo: mcSeqno,
        genLt: mcEnd,
        minRefMcSeqno: mcSeqno,
        masterRef: null,
      },
      [{ shard: WORKCHAIN_SHARD, descr: shardDescr(this.flavor, shardProduced, mcSeqno) }],
      this.genesis.config,
      this.genesis.totalBalance,
    );
    const mcProduced = masterchainBlock({
      ...common,
      seqNo: mcSeqno,
      startLt: mcStart,
      endLt: mcEnd,
      prev: this.mc.ref,
      minRefMcSeqno: mcSeqno,
      prevKeyBlockSeqno: this.prevKeyBlockSeqno(),
      // The first block after the zero state publishes the genesis config as a key block.
      keyBlockConfig: mcSeqno === FIRST_KEY_BLOCK ? this.genesis.config : null,
      oldState: this.mc.state,
      newState: newMcState,
      shards: [shardProduced],
      randSeed,
      createdBy: this.createdBy,
    });

    this.shard = { ref: extRef(shardProduced), state: newShardState, genUtime: now };
    this.mc = { ref: extRef(mcProduced), state: newMcState, genUtime: now };
    this.lt = mcEnd;
    const batch: MasterchainBatch = {
      masterchain: { boc: mcProduced.boc, accountStates: new Map() },
      shards: [{ boc: shardProduced.boc, accountStates: round.touched }],
    };
    this.batches.push(batch);
    if (this.persistence) await this.persistence.save(this.snapshot(), mcSeqno, batch);
    for (const rejected of round.rejected) this.events.emit('rejected', { ...rejected, mcSeqno });
    this.events.emit('batch', batch);
    return batch;
  }

  private snapshot(): PersistedChain {
    return {
      version: 1,
      flavor: this.flavor,
      seed: this.seed,
      globalId: this.globalId,
      genesisNow: this.genesisNow,
      wallets: this.genesis.wallets.length,
      tips: { mc: this.mc, shard: this.shard, lt: this.lt },
      accounts: this.chain.accounts,
      queue: this.chain.queue,
    };
  }
}

export function createLocalnet(options: LocalnetOptions = {}): Promise<Localnet> {
  return Localnet.create(options);
}

export type { ProducedBlock };
