// The data directory of a local network: one file per masterchain batch (the blocks exactly as
// produced), state.json with everything needed to go on from the last batch, and pending/ with the
// external messages accepted since.
//
// state.json holds the settings the network was created with (seed, flavor, election timings, split
// point), the tips of the masterchain and of every shard chain with the shard states they end in (as
// BOCs: the next block's state update starts from them, and the accounts with their last transactions
// are read back out of them), the message queue and the external messages accepted but not executed
// yet. It is replaced atomically after the batch file is written, so a crash between the two leaves a
// consistent chain (the extra file is ignored and produced again).
//
// An external message accepted between two blocks is written to pending/ at once, numbered in the order
// of acceptance; state.json records the highest number it accounts for (executed or listed as pending),
// so the files up to it are removed after the save and the ones above it are resubmitted on a restart.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type Cell,
  type ExtBlkRef,
  type Flavor,
  loadShardStateUnsplit,
  readBoc,
  type ShardIdent,
  writeBoc,
} from '@tvmscan/codec';
import type { AccountStore } from './accounts';
import type { MasterchainBatch, SourceBlock } from './batch';
import { bocOf } from './bocCells';
import type { BuiltState, StateRef } from './collator/state';
import type { ElectionTimings } from './genesis/validators';
import type { MessageQueue } from './queue';

/** Where a chain stands after its latest block. */
export interface Tip<S extends StateRef = BuiltState> {
  ref: ExtBlkRef;
  /** The shard state the chain's next block starts from. */
  state: S;
  genUtime: number;
}

export interface ShardTip<S extends StateRef = BuiltState> extends Tip<S> {
  shard: ShardIdent;
  /** The shard split off its parent and has no block of its own yet: `ref` is the parent's last. */
  afterSplit: boolean;
  /** The shard is its two halves merged and has no block of its own yet: `ref` is the left half's
   *  last block, this the right half's. */
  mergedFrom?: ExtBlkRef;
}

export interface ChainTips<S extends StateRef = BuiltState> {
  mc: Tip<S>;
  /** The workchain's shard chains, left to right. */
  shards: ShardTip<S>[];
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
  /** Where the token scenario's URL collection says its documents are (absent in chains saved before
   *  it existed, which have no such collection). */
  metadataBaseUrl?: string;
}

export interface PersistedChain {
  settings: NetworkSettings;
  tips: ChainTips;
  queue: MessageQueue;
  /** External messages accepted and not executed yet, in arrival order. */
  pendingExternals: Uint8Array[];
}

export interface SavedChain {
  settings: NetworkSettings;
  mcSeqno: number;
  tips: ChainTips;
  /** External messages accepted and not executed yet, in arrival order. */
  pendingExternals: Uint8Array[];
  /** Replaces the genesis accounts and queue with the saved ones. */
  restore(accounts: AccountStore, queue: MessageQueue): void;
}

const VERSION = 3;

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

// JSON with bigints as {"$big": "123"} so lts and balances survive exactly.
const replacer = (_key: string, value: unknown) =>
  typeof value === 'bigint' ? { $big: value.toString() } : value;
const reviver = (_key: string, value: unknown) =>
  value && typeof value === 'object' && '$big' in value ? BigInt((value as { $big: string }).$big) : value;

interface StateFile {
  version: typeof VERSION;
  settings: NetworkSettings;
  tips: ChainTips<StateRef>;
  /** The BOC of every state a tip refers to (a state both halves of a split start from, once). */
  states: string[];
  queue: Array<{ dst: string; createdLt: bigint; hash: string; boc: string }>;
  pendingExternals: string[];
  /** The number of the latest external message in pending/ that this file accounts for. */
  acceptedThrough: number;
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

const refOf = ({ hash, depth, totalBalance }: StateRef): StateRef => ({ hash, depth, totalBalance });

/** The tips with their states as references only, for JSON. */
function tipsToFile(tips: ChainTips): ChainTips<StateRef> {
  return {
    ...tips,
    mc: { ...tips.mc, state: refOf(tips.mc.state) },
    shards: tips.shards.map((tip) => ({ ...tip, state: refOf(tip.state) })),
  };
}

/** The tips with their states' cells, from the saved BOCs. */
function tipsFromFile(tips: ChainTips<StateRef>, cells: Map<string, Cell>): ChainTips {
  const withCell = (state: StateRef): BuiltState => {
    const cell = cells.get(state.hash);
    if (!cell) throw new Error(`state.json lacks the shard state ${state.hash}`);
    return { ...state, cell };
  };
  return {
    ...tips,
    mc: { ...tips.mc, state: withCell(tips.mc.state) },
    shards: tips.shards.map((tip) => ({ ...tip, state: withCell(tip.state) })),
  };
}

// split_state#5f327da5 left:^ShardStateUnsplit right:^ShardStateUnsplit = ShardState;
const SPLIT_STATE_TAG = 0x5f327da5;

/** The ShardStateUnsplit cells of a state: itself, or both halves of a split_state. */
function unsplitStates(state: Cell): Cell[] {
  const isSplit =
    state.bitLength === 32 && state.refs.length === 2 && state.beginParse().loadUint(32) === SPLIT_STATE_TAG;
  return isSplit ? [...state.refs] : [state];
}

/** Every account of the states, as the account store keeps it. */
function restoreAccounts(accounts: AccountStore, states: Iterable<Cell>, flavor: Flavor): void {
  for (const [address] of [...accounts.entries()]) accounts.delete(address);
  for (const state of states) {
    for (const unsplit of unsplitStates(state)) {
      const { shardId, accounts: shardAccounts } = loadShardStateUnsplit(unsplit.beginParse(), flavor);
      for (const [id, { value }] of shardAccounts.entries) {
        accounts.set(`${shardId.workchain}:${id.toString(16).padStart(64, '0')}`, {
          boc: bocOf(value.accountCell),
          lastTransLt: value.lastTransLt,
          lastTransHash: value.lastTransHash,
        });
      }
    }
  }
}

const PENDING_NAME = /^(\d{12})\.boc$/;

export class Persistence {
  /** The number of the latest external message written to pending/. */
  private accepted = 0;

  constructor(private readonly dir: string) {}

  private batchPath(mcSeqno: number): string {
    return join(this.dir, 'batches', `${String(mcSeqno).padStart(10, '0')}.json`);
  }

  private statePath(): string {
    return join(this.dir, 'state.json');
  }

  private pendingDir(): string {
    return join(this.dir, 'pending');
  }

  private async readState(): Promise<StateFile | null> {
    let text: string;
    try {
      text = await readFile(this.statePath(), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const file = JSON.parse(text, reviver) as StateFile;
    if (file.version !== VERSION) {
      throw new Error(
        `${this.statePath()}: a chain of state version ${file.version} cannot be resumed by this version; start a new chain (--fresh)`,
      );
    }
    return file;
  }

  /** The numbered messages in pending/, in order. */
  private async pendingFiles(): Promise<Array<{ number: number; path: string }>> {
    let names: string[];
    try {
      names = await readdir(this.pendingDir());
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    return names
      .flatMap((name) => {
        const match = PENDING_NAME.exec(name);
        return match ? [{ number: Number(match[1]), path: join(this.pendingDir(), name) }] : [];
      })
      .sort((a, b) => a.number - b.number);
  }

  async load(): Promise<SavedChain | null> {
    const file = await this.readState();
    const files = await this.pendingFiles();
    this.accepted = Math.max(file?.acceptedThrough ?? 0, ...files.map((f) => f.number));
    const journaled: Uint8Array[] = [];
    for (const f of files) {
      if (f.number > (file?.acceptedThrough ?? 0)) journaled.push(new Uint8Array(await readFile(f.path)));
    }
    if (!file) {
      if (journaled.length > 0) throw new Error(`${this.pendingDir()}: pending messages without a chain`);
      return null;
    }
    const cells = new Map(
      file.states.map((boc) => readBoc(bytes(boc))[0]).map((cell) => [cell.hashHex(), cell]),
    );
    return {
      settings: file.settings,
      mcSeqno: file.tips.mc.ref.seqNo,
      tips: tipsFromFile(file.tips, cells),
      pendingExternals: [...file.pendingExternals.map(bytes), ...journaled],
      restore(accounts, queue) {
        restoreAccounts(accounts, cells.values(), file.settings.flavor);
        for (const m of file.queue) {
          queue.push({ dst: m.dst, createdLt: m.createdLt, hash: m.hash, message: readBoc(bytes(m.boc))[0] });
        }
      },
    };
  }

  /** The batch of masterchain block `mcSeqno`, read back from its file (synchronously: the batch store
   *  answers callers that cannot wait, and a batch file is small). */
  readBatch(mcSeqno: number): MasterchainBatch {
    const file = JSON.parse(readFileSync(this.batchPath(mcSeqno), 'utf8')) as BatchFile;
    return { masterchain: fromFile(file.masterchain), shards: file.shards.map(fromFile) };
  }

  /** Writes an accepted external message to pending/ before the caller is told it was accepted. */
  accept(message: Uint8Array): void {
    mkdirSync(this.pendingDir(), { recursive: true });
    this.accepted++;
    writeFileSync(join(this.pendingDir(), `${String(this.accepted).padStart(12, '0')}.boc`), message);
  }

  async save(chain: PersistedChain, mcSeqno: number, batch: MasterchainBatch): Promise<void> {
    // Everything accepted so far is executed or in chain.pendingExternals.
    const acceptedThrough = this.accepted;
    await mkdir(join(this.dir, 'batches'), { recursive: true });
    const batchFile: BatchFile = {
      masterchain: toFile(batch.masterchain),
      shards: batch.shards.map(toFile),
    };
    await writeFile(this.batchPath(mcSeqno), JSON.stringify(batchFile));
    const { mc, shards } = chain.tips;
    const states = new Map([mc, ...shards].map((tip) => [tip.state.hash, tip.state.cell]));
    const state: StateFile = {
      version: VERSION,
      settings: chain.settings,
      tips: tipsToFile(chain.tips),
      states: [...states.values()].map((cell) => b64(writeBoc(cell))),
      queue: chain.queue.snapshot().map((m) => ({
        dst: m.dst,
        createdLt: m.createdLt,
        hash: m.hash,
        boc: b64(writeBoc(m.message)),
      })),
      pendingExternals: chain.pendingExternals.map(b64),
      acceptedThrough,
    };
    const tmp = `${this.statePath()}.tmp`;
    await writeFile(tmp, JSON.stringify(state, replacer));
    await rename(tmp, this.statePath());
    for (const f of await this.pendingFiles())
      if (f.number <= acceptedThrough) await rm(f.path, { force: true });
  }
}
