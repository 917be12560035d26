// Network data of one masterchain batch (the IngestBatch's `network` part): the key block's config
// snapshot, the shard layout the block commits, per-block counter deltas for filtered counts, the
// global balance, and the elector's data when the batch carries the elector's new state.
import type { DecodedBlock } from '@tvmscan/codec';
import type { BlockRow, NetworkBatch, TransactionRow } from '@tvmscan/db';
import { MASTERCHAIN, shardHex } from '../../decode/block-row';
import { keyBlockConfig } from './config';
import { deriveElector } from './elector';
import { globalBalance } from './global-balance';

export interface BatchRows {
  blocks: BlockRow[];
  transactions: TransactionRow[];
}

export interface NetworkContext {
  /** The elector's address (`-1:hex`) as known before this block, from the last key block seen. */
  electorAddress: string | null;
  /** The new account states the source gave with the masterchain block. */
  accountStates?: Map<string, Uint8Array | null>;
}

/** Derived data left out of an otherwise good batch: what (a stable kind) and why. */
export interface DeriveWarning {
  kind: 'elector';
  message: string;
}

export interface DerivedNetwork {
  network: NetworkBatch;
  /** The elector's address after this block (a key block may name a new one). */
  electorAddress: string | null;
  warnings: DeriveWarning[];
}

const ELECTOR_PARAM = 1;
/**
 * Where the zerostate tooling of Everscale, Venom, Tycho and TON puts the elector: used only until the
 * first key block tells config param 1 (a network indexed from a state, not from its first key block).
 * A different account there simply does not decode as an elector, which is logged and skipped.
 */
const CONVENTIONAL_ELECTOR = `${MASTERCHAIN}:${'3'.repeat(64)}`;

export function deriveNetwork(mc: DecodedBlock, rows: BatchRows, context: NetworkContext): DerivedNetwork {
  const custom = mc.block.extra.custom;
  const mcSeqno = mc.block.info.seqNo;
  const param1 = custom?.config?.params.get(ELECTOR_PARAM);
  const electorAddress = param1
    ? `${MASTERCHAIN}:${param1.beginParse().loadUintBig(256).toString(16).padStart(64, '0')}`
    : context.electorAddress;
  const warnings: DeriveWarning[] = [];
  let elector: NetworkBatch['elector'] = null;
  const electorState = context.accountStates?.get(electorAddress ?? CONVENTIONAL_ELECTOR);
  if (electorState) {
    const derived = deriveElector(electorState, mcSeqno);
    if ('warning' in derived) warnings.push({ kind: 'elector', message: derived.warning });
    else elector = derived.batch;
  }
  return {
    network: {
      mcSeqno,
      keyBlock: custom?.config ? keyBlockConfig(mc, custom.config) : null,
      shardLayout: shardLayout(mc),
      blockCounters: blockCounters(rows),
      globalBalance: globalBalance(mc),
      elector,
    },
    electorAddress,
    warnings,
  };
}

function shardLayout(mc: DecodedBlock): NetworkBatch['shardLayout'] {
  const byWorkchain = new Map<number, string[]>();
  for (const { shard } of mc.block.extra.custom?.shardHashes ?? []) {
    const list = byWorkchain.get(shard.workchain) ?? [];
    list.push(shardHex(shard.prefix));
    byWorkchain.set(shard.workchain, list);
  }
  return [...byWorkchain].map(([workchain, shards]) => ({ workchain, shards: shards.sort() }));
}

const bytesKey = (b: unknown) => Buffer.from(b as Uint8Array).toString('hex');

function blockCounters({ blocks, transactions }: BatchRows): NetworkBatch['blockCounters'] {
  const byBlock = new Map<string, Record<string, number>>();
  for (const b of blocks) {
    const c: Record<string, number> = { [`blocks_wc:${b.workchain}`]: 1 };
    if (b.tx_count > 0) {
      c.blocks_nonempty = 1;
      c[`blocks_nonempty_wc:${b.workchain}`] = 1;
    }
    byBlock.set(bytesKey(b.root_hash), c);
  }
  for (const t of transactions) {
    const c = byBlock.get(bytesKey(t.block_root_hash));
    if (!c) continue;
    const name = `transactions_type:${t.tx_type}`;
    c[name] = (c[name] ?? 0) + 1;
  }
  return blocks.map((b) => ({ rootHash: b.root_hash, counters: byBlock.get(bytesKey(b.root_hash)) ?? {} }));
}
