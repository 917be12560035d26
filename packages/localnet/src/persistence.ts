// The data directory of a local network: one file per masterchain batch (the blocks exactly as
// produced) and state.json with everything needed to go on from the last batch — the settings the
// network was created with (seed, flavor, election timings, split point), the tips of the masterchain
// and of every shard chain, the accounts and the message queue. state.json is replaced atomically after the
// batch file is written, so a crash between the two leaves a consistent chain (the extra file is
// ignored and produced again).
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ExtBlkRef, type Flavor, readBoc, type ShardIdent, writeBoc } from '@tvmscan/codec';
import type { AccountStore } from './accounts';
import type { StateRef } from './collator/state';
import type { ElectionTimings } from './genesis/validators';
import type { MasterchainBatch, SourceBlock } from './localnet';
import type { MessageQueue } from './queue';

/** Where a chain stands after its latest block. */
export interface Tip {
  ref: ExtBlkRef;
  state: StateRef;
  genUtime: number;
}

export interface ShardTip extends Tip {
  shard: ShardIdent;
  /** The shard split off its parent and has no block of its own yet: `ref` is the parent's last. */
  afterSplit: boolean;
  /** The shard is its two halves merged and has no block of its own yet: `ref` is the left half's
   *  last block, this the right half's. */
  mergedFrom?: ExtBlkRef;
}

export interface ChainTips {
  mc: Tip;
  /** The workchain's shard chains, left to right. */
  shards: ShardTip[];
  /** The lt the next block starts at. */
  lt: bigint;
  lastKeyBlockSeqno: number;
}

/** What a network is created with and keeps for its whole life. */
export interface NetworkSettings {
  flavor: Flavor;
  seed: string;
  globalId: number;
  genesisNow: number;
  /** Number of prefunded wallets in genesis. */
  wallets: number;
  validators: number;
  timings: ElectionTimings;
  /** Masterchain seqno at which workchain 0 splits (0 = never). */
  splitAt: number;
  /** Masterchain seqno at which its two halves merge again (0 = never). */
  mergeAt: number;
}

export interface PersistedChain {
  version: 2;
  settings: NetworkSettings;
  tips: ChainTips;
  accounts: AccountStore;
  queue: MessageQueue;
}

export interface SavedChain {
  settings: NetworkSettings;
  mcSeqno: number;
  tips: ChainTips;
  /** Replaces the genesis accounts and queue with the saved ones. */
  restore(accounts: AccountStore, queue: MessageQueue): void;
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

// JSON with bigints as {"$big": "123"} so lts and balances survive exactly.
const replacer = (_key: string, value: unknown) =>
  typeof value === 'bigint' ? { $big: value.toString() } : value;
const reviver = (_key: string, value: unknown) =>
  value && typeof value === 'object' && '$big' in value ? BigInt((value as { $big: string }).$big) : value;

interface StateFile {
  version: 2;
  settings: NetworkSettings;
  tips: ChainTips;
  accounts: Array<[string, string, bigint, string]>;
  queue: Array<{ dst: string; createdLt: bigint; hash: string; boc: string }>;
}

interface SourceBlockFile {
  boc: string;
  accountStates: Array<[string, string | null]>;
}

interface BatchFile {
  masterchain: SourceBlockFile;
  shards: SourceBlockFile[];
}

const toFile = (block: SourceBlock): SourceBlockFile => ({
  boc: b64(block.boc),
  accountStates: [...(block.accountStates ?? new Map()).entries()].map(([a, boc]) => [
    a,
    boc ? b64(boc) : null,
  ]),
});

const fromFile = (file: SourceBlockFile): SourceBlock => ({
  boc: bytes(file.boc),
  accountStates: new Map(file.accountStates.map(([a, boc]) => [a, boc === null ? null : bytes(boc)])),
});

export class Persistence {
  constructor(private readonly dir: string) {}

  private batchPath(mcSeqno: number): string {
    return join(this.dir, 'batches', `${String(mcSeqno).padStart(10, '0')}.json`);
  }

  private statePath(): string {
    return join(this.dir, 'state.json');
  }

  async load(): Promise<SavedChain | null> {
    let text: string;
    try {
      text = await readFile(this.statePath(), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const file = JSON.parse(text, reviver) as StateFile;
    if (file.version !== 2) {
      throw new Error(
        `${this.statePath()}: a chain of state version ${file.version} cannot be resumed by this version; start a new chain (--fresh)`,
      );
    }
    return {
      settings: file.settings,
      mcSeqno: file.tips.mc.ref.seqNo,
      tips: file.tips,
      restore(accounts, queue) {
        for (const [address] of [...accounts.entries()]) accounts.delete(address);
        for (const [address, boc, lastTransLt, lastTransHash] of file.accounts) {
          accounts.set(address, { boc: bytes(boc), lastTransLt, lastTransHash });
        }
        for (const m of file.queue) {
          queue.push({ dst: m.dst, createdLt: m.createdLt, hash: m.hash, message: readBoc(bytes(m.boc))[0] });
        }
      },
    };
  }

  async loadBatches(): Promise<MasterchainBatch[]> {
    const saved = await this.load();
    const batches: MasterchainBatch[] = [];
    for (let seqno = 1; saved && seqno <= saved.mcSeqno; seqno++) {
      const file = JSON.parse(await readFile(this.batchPath(seqno), 'utf8')) as BatchFile;
      batches.push({ masterchain: fromFile(file.masterchain), shards: file.shards.map(fromFile) });
    }
    return batches;
  }

  async save(chain: PersistedChain, mcSeqno: number, batch: MasterchainBatch): Promise<void> {
    await mkdir(join(this.dir, 'batches'), { recursive: true });
    const batchFile: BatchFile = {
      masterchain: toFile(batch.masterchain),
      shards: batch.shards.map(toFile),
    };
    await writeFile(this.batchPath(mcSeqno), JSON.stringify(batchFile));
    const state: StateFile = {
      version: 2,
      settings: chain.settings,
      tips: chain.tips,
      accounts: [...chain.accounts.entries()].map(([a, r]) => [
        a,
        b64(r.boc),
        r.lastTransLt,
        r.lastTransHash,
      ]),
      queue: chain.queue.snapshot().map((m) => ({
        dst: m.dst,
        createdLt: m.createdLt,
        hash: m.hash,
        boc: b64(writeBoc(m.message)),
      })),
    };
    const tmp = `${this.statePath()}.tmp`;
    await writeFile(tmp, JSON.stringify(state, replacer));
    await rename(tmp, this.statePath());
  }
}
