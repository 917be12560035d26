import { EventEmitter } from 'node:events';
import {
  type Cell,
  type ExtBlkRef,
  type Flavor,
  type ShardIdent,
  sha256,
  toHex,
  writeBoc,
} from '@tvmscan/codec';
import { readAccountStorageHead } from './accountLayout';
import type { AccountRecord } from './accounts';
import type { MasterchainBatch } from './batch';
import { BatchStore } from './batch-store';
import { cellOf } from './bocCells';
import { Chain } from './chain';
import { MASTERCHAIN, type ProducedBlock } from './collator/blocks';
import { collateRound } from './collator/round';
import { shardContains, shardKey } from './collator/shards';
import { type BuiltState, masterchainState, shardState } from './collator/state';
import { electorCredit } from './contracts/elector';
import { everWalletAcceptedTime } from './contracts/everWallet';
import { DEFAULT_METADATA_BASE_URL } from './contracts/url-nft';
import { createExecutor } from './executor';
import { createGenesis, type Genesis } from './genesis';
import type { NetworkConfig } from './genesis/config';
import { ELECTOR_ID } from './genesis/special';
import { DEFAULT_TIMINGS, type ElectionTimings } from './genesis/validators';
import type { SignatureContext } from './keys';
import { type ChainTips, type NetworkSettings, type PersistedChain, Persistence } from './persistence';
import { MessageQueue } from './queue';
import { addZeroStateAccounts } from './scenarios/accounts';
import type { ScenarioReport } from './scenarios/report';
import { Traffic } from './traffic';

export type { MasterchainBatch, SourceBlock } from './batch';

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
  /** Size of each validator set (default 4). */
  validators?: number;
  /** Config param 15 (default: a round every three minutes, see genesis/validators.ts). */
  electionTimings?: ElectionTimings;
  /** The masterchain seqno whose shard block is the last before workchain 0 splits in two
   *  (default 20; 0 = never). */
  splitAtMcSeqno?: number;
  /** The masterchain seqno whose shard blocks are the last of the two halves before they merge back
   *  into one shard (default 0 = never). */
  mergeAtMcSeqno?: number;
  /** Milliseconds since the epoch; block times follow it (default Date.now). */
  clock?: () => number;
  /** Where the token scenario's URL collection says its documents are (TIP-4.2.2), ending in `/`:
   *  `collection.json` and `nft/<id>.json` under it (default DEFAULT_METADATA_BASE_URL; `tvmscan dev`
   *  serves them on its own port). Part of the chain: a network restarted with another keeps the first. */
  metadataBaseUrl?: string;
  log?: (msg: string) => void;
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
  /** The highest seqno among the workchain's shard chains. */
  shardSeqno: number;
  /** The workchain's shards and their latest seqnos. */
  shards: Array<{ shard: ShardIdent; seqNo: number }>;
  lt: bigint;
  genUtime: number;
  /** Seqno of the latest key block (0 before the first). */
  lastKeyBlockSeqno: number;
}

export const WORKCHAIN_SHARD: ShardIdent = { workchain: 0, prefix: 0x8000000000000000n };
const _MAX_TRANSACTIONS_PER_BLOCK = 10_000;
/** Workchain 0 splits in two early, so a fresh network soon shows two shard chains. */
const DEFAULT_SPLIT_AT = 20;
const MASTERCHAIN_KEY = shardKey(MASTERCHAIN);
const inMasterchain = (address: string) => address.startsWith('-1:');
export class Localnet {
  private readonly events = new EventEmitter();
  private readonly batches: BatchStore;
  private timer: NodeJS.Timeout | null = null;
  private producing: Promise<void> = Promise.resolve();
  private stopped = true;
  /** The config of the latest phase of the elections, rebuilt only when the phase changes. */
  private current: { phase: string; config: NetworkConfig; signers: string[] } | null = null;

  private constructor(
    readonly flavor: Flavor,
    readonly globalId: number,
    private readonly settings: NetworkSettings,
    private readonly intervalMs: number,
    private readonly trafficTps: number,
    readonly genesis: Genesis,
    private readonly chain: Chain,
    private readonly traffic: Traffic,
    private readonly persistence: Persistence | null,
    private tips: ChainTips,
    private readonly clock: () => number,
    private readonly log: (msg: string) => void,
  ) {
    this.batches = new BatchStore(persistence, tips.mc.ref.seqNo);
  }

  static async create(options: LocalnetOptions = {}): Promise<Localnet> {
    const persistence = options.dataDir ? new Persistence(options.dataDir) : null;
    const saved = persistence ? await persistence.load() : null;
    const clock = options.clock ?? Date.now;
    const settings: NetworkSettings = saved?.settings ?? {
      flavor: options.flavor ?? 'everscale',
      seed: options.seed ?? 'tvmscan',
      globalId: options.globalId ?? 42,
      genesisNow: Math.floor(clock() / 1000),
      wallets: options.wallets ?? 8,
      validators: options.validators ?? 4,
      timings: options.electionTimings ?? DEFAULT_TIMINGS,
      splitAt: options.splitAtMcSeqno ?? DEFAULT_SPLIT_AT,
      mergeAt: options.mergeAtMcSeqno ?? 0,
      metadataBaseUrl: options.metadataBaseUrl ?? DEFAULT_METADATA_BASE_URL,
    };
    const { flavor, seed, globalId, genesisNow } = settings;
    const genesis = await createGenesis({
      flavor,
      seed,
      globalId,
      wallets: settings.wallets,
      now: genesisNow,
      validators: settings.validators,
      timings: settings.timings,
    });
    const queue = new MessageQueue();
    // The token scenario's dormant account, announcer and counter belong to the zero state (a saved
    // chain replaces it).
    await addZeroStateAccounts(genesis.accounts, seed, genesisNow);
    if (saved) saved.restore(genesis.accounts, queue);
    const configNow = genesis.configAt(saved?.tips.mc.genUtime ?? genesisNow);
    const chain = new Chain(await createExecutor(flavor, configNow, globalId), genesis.accounts, queue);
    const signatureContext: SignatureContext = { type: 'signatureId', globalId };
    const traffic = await Traffic.create({
      seed,
      flavor,
      giver: genesis.giver,
      wallets: genesis.wallets,
      signatureContext,
      isDeployed: (address) => {
        const record = genesis.accounts.get(address);
        return record !== undefined && readAccountStorageHead(cellOf(record.boc)).status === 'active';
      },
      acceptedTime: (address) => {
        const record = genesis.accounts.get(address);
        return record && everWalletAcceptedTime(cellOf(record.boc));
      },
      elections: genesis.elections,
      validators: genesis.validators,
      electorCredit: (wallet) => {
        const elector = genesis.accounts.get(`-1:${ELECTOR_ID}`);
        return elector ? electorCredit(cellOf(elector.boc), wallet) : 0n;
      },
      metadataBaseUrl: settings.metadataBaseUrl ?? DEFAULT_METADATA_BASE_URL,
    });

    let tips: ChainTips;
    if (saved) {
      tips = saved.tips;
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
        { ...zero, shard: MASTERCHAIN, masterRef: null, catchainSeqno: 0 },
        genesis.accounts,
        [],
        genesis.configAt(genesisNow),
        genesis.totalBalance,
      );
      // A zero state is its own block id: root hash = state hash, file hash = hash of its BOC.
      const zeroRef = (state: BuiltState): ExtBlkRef => ({
        endLt: 0n,
        seqNo: 0,
        rootHash: state.hash,
        fileHash: toHex(sha256(writeBoc(state.cell))),
      });
      tips = {
        mc: { ref: zeroRef(mcZero), state: mcZero, genUtime: genesisNow },
        shards: [
          {
            shard: WORKCHAIN_SHARD,
            ref: zeroRef(shardZero),
            state: shardZero,
            genUtime: genesisNow,
            afterSplit: false,
          },
        ],
        lt: 1_000_000n,
        lastKeyBlockSeqno: 0,
      };
    }
    const net = new Localnet(
      flavor,
      globalId,
      settings,
      options.blockIntervalMs ?? 1000,
      options.trafficTps ?? 0,
      genesis,
      chain,
      traffic,
      persistence,
      tips,
      clock,
      options.log ?? (() => {}),
    );
    if (saved) for (const message of saved.pendingExternals) chain.submit(message);
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

  /** Accepts a signed external message for the next block; returns its hash. */
  sendMessage(boc: Uint8Array): string {
    const hash = this.chain.submit(boc);
    // Kept on disk before the sender hears it was accepted, so a restart loses none.
    this.persistence?.accept(boc);
    return hash;
  }

  /** The current state of an account ("wc:hex"), as its next transaction will see it. */
  account(address: string): AccountRecord | undefined {
    return this.chain.accounts.get(address);
  }

  /** Every existing account with its current state. */
  accounts(): Iterable<[string, AccountRecord]> {
    return this.chain.accounts.entries();
  }

  head(): LocalnetHead {
    const { mc, shards, lt, lastKeyBlockSeqno } = this.tips;
    return {
      flavor: this.flavor,
      globalId: this.globalId,
      mcSeqno: mc.ref.seqNo,
      shardSeqno: Math.max(...shards.map((tip) => tip.ref.seqNo)),
      shards: shards.map((tip) => ({ shard: tip.shard, seqNo: tip.ref.seqNo })),
      lt,
      genUtime: mc.genUtime,
      lastKeyBlockSeqno,
    };
  }

  /** The states the chains' next blocks start from, masterchain first (one state for both halves right
   *  after a split): the zero states before the first block. Every block's state update applies to
   *  them, so a tool replaying the blocks can follow every account from here. */
  states(): Cell[] {
    const { mc, shards } = this.tips;
    return [...new Set([mc, ...shards].map((tip) => tip.state.cell))];
  }

  /** What the token scenario of the traffic has created up to masterchain block `mcSeqno` (the head by
   *  default): token roots, holders and balances, collections and NFTs, the first operation of each
   *  kind; null when it does not run. */
  scenario(mcSeqno = this.tips.mc.ref.seqNo): ScenarioReport | null {
    return this.traffic.scenario(mcSeqno);
  }

  /** The batch of masterchain block `mcSeqno` (1 to the head's); a RangeError for any other. */
  batch(mcSeqno: number): MasterchainBatch {
    return this.batches.get(mcSeqno);
  }

  /** Every batch with a masterchain seqno above `mcSeqno` (all of them for null), in order: for tests
   *  and tools on a short chain (a long one on disk is read back whole; iterate `batch` instead). */
  batchesSince(mcSeqno: number | null): MasterchainBatch[] {
    return [...this.batches.since(mcSeqno)];
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

  /** The config in force at `now` and the validators who sign blocks then. */
  private configAt(now: number): { config: NetworkConfig; signers: string[]; changed: boolean } {
    const elections = this.genesis.elections;
    const phase = elections.phaseKey(now);
    const changed = phase !== elections.phaseKey(this.tips.mc.genUtime);
    if (this.current?.phase !== phase) {
      const signers = elections.setOf(elections.roundAt(now)).list.map((v) => v.publicKey);
      this.current = { phase, config: this.genesis.configAt(now), signers };
      this.chain.useConfig(this.current.config);
    }
    return { ...this.current, changed };
  }

  /** The shard an account lives in, by the latest shard layout ("-1:8000…" for the masterchain). */
  private shardOf = (address: string): string => {
    if (inMasterchain(address)) return MASTERCHAIN_KEY;
    const tip = this.tips.shards.find((t) => shardContains(t.shard, address));
    if (!tip) throw new Error(`no shard of this network holds ${address}`);
    return shardKey(tip.shard);
  };

  /** Produces a block in every shard chain and the masterchain block committing them (collator/round.ts),
   *  after the round's demo traffic. Public for tests and tools. */
  async produceBlock(): Promise<MasterchainBatch> {
    const { mc } = this.tips;
    const nowMs = Math.max(this.clock(), mc.genUtime * 1000 + 1);
    for (const message of await this.traffic.stakes(nowMs, mc.genUtime)) this.chain.submit(message);
    for (const message of await this.traffic.messages(
      this.trafficTps,
      this.intervalMs,
      nowMs,
      mc.ref.seqNo + 1,
    )) {
      this.chain.submit(message);
    }
    const { config, signers, changed } = this.configAt(Math.floor(nowMs / 1000));
    const { tips, batch, rejected } = await collateRound({
      settings: this.settings,
      genesis: this.genesis,
      chain: this.chain,
      tips: this.tips,
      nowMs,
      config,
      signers,
      configChanged: changed,
      shardOf: this.shardOf,
    });
    this.tips = tips;
    this.batches.add(batch);
    const mcSeqno = tips.mc.ref.seqNo;
    if (this.persistence) await this.persistence.save(this.snapshot(), mcSeqno, batch);
    for (const message of rejected) this.events.emit('rejected', { ...message, mcSeqno });
    this.events.emit('batch', batch);
    return batch;
  }

  private snapshot(): PersistedChain {
    return {
      settings: this.settings,
      tips: this.tips,
      queue: this.chain.queue,
      pendingExternals: this.chain.pendingExternals,
    };
  }
}

export function createLocalnet(options: LocalnetOptions = {}): Promise<Localnet> {
  return Localnet.create(options);
}

export type { ProducedBlock };
