// The data directory of a local network: one file per masterchain batch (the blocks exactly as
// produced) and state.json with everything needed to go on from the last batch — the seed and flavor,
// the chain tips, the accounts and the message queue. state.json is replaced atomically after the
// batch file is written, so a crash between the two leaves a consistent chain (the extra file is
// ignored and produced again).
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ExtBlkRef, type Flavor, readBoc, writeBoc } from '@tvmscan/codec';
import type { AccountStore } from './accounts';
import type { StateRef } from './collator/state';
import type { MasterchainBatch } from './localnet';
import type { MessageQueue } from './queue';

interface Tip {
  ref: ExtBlkRef;
  state: StateRef;
  genUtime: number;
}

export interface PersistedChain {
  version: 1;
  flavor: Flavor;
  seed: string;
  globalId: number;
  genesisNow: number;
  /** Number of prefunded wallets in genesis. */
  wallets: number;
  tips: { mc: Tip; shard: Tip; lt: bigint };
  accounts: AccountStore;
  queue: MessageQueue;
}

export interface SavedChain {
  flavor: Flavor;
  seed: string;
  globalId: number;
  genesisNow: number;
  /** Number of prefunded wallets in genesis. */
  wallets: number;
  mcSeqno: number;
  tips: { mc: Tip; shard: Tip; lt: bigint };
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
  version: 1;
  flavor: Flavor;
  seed: string;
  globalId: number;
  genesisNow: number;
  /** Number of prefunded wallets in genesis. */
  wallets: number;
  tips: { mc: Tip; shard: Tip; lt: bigint };
  accounts: Array<[string, string, bigint, string]>;
  queue: Array<{ dst: string; createdLt: bigint; hash: string; boc: string }>;
}

interface BatchFile {
  masterchain: string;
  shards: Array<{ boc: string; accountStates: Array<[string, string | null]> }>;
}

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
    if (file.version !== 1) throw new Error(`${this.statePath()}: unsupported state version ${file.version}`);
    return {
      flavor: file.flavor,
      seed: file.seed,
      globalId: file.globalId,
      genesisNow: file.genesisNow,
      wallets: file.wallets,
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
      batches.push({
        masterchain: { boc: bytes(file.masterchain), accountStates: new Map() },
        shards: file.shards.map((s) => ({
          boc: bytes(s.boc),
          accountStates: new Map(s.accountStates.map(([a, boc]) => [a, boc === null ? null : bytes(boc)])),
        })),
      });
    }
    return batches;
  }

  async save(chain: PersistedChain, mcSeqno: number, batch: MasterchainBatch): Promise<void> {
    await mkdir(join(this.dir, 'batches'), { recursive: true });
    const batchFile: BatchFile = {
      masterchain: b64(batch.masterchain.boc),
      shards: batch.shards.map((s) => ({
        boc: b64(s.boc),
        accountStates: [...(s.accountStates ?? new Map()).entries()].map(([a, boc]) => [
          a,
          boc ? b64(boc) : null,
        ]),
      })),
    };
    await writeFile(this.batchPath(mcSeqno), JSON.stringify(batchFile));
    const state: StateFile = {
      version: 1,
      flavor: chain.flavor,
      seed: chain.seed,
      globalId: chain.globalId,
      genesisNow: chain.genesisNow,
      wallets: chain.wallets,
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
