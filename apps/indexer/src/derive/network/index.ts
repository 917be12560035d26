// Network data of one masterchain batch (the IngestBatch's `network` part): the key block's config
// snapshot, the shard layout the block commits, per-block counter deltas for filtered counts, and the
// global balance.
import type { DecodedBlock } from '@tvmscan/codec';
import type { BlockRow, NetworkBatch, TransactionRow } from '@tvmscan/db';
import { shardHex } from '../../decode/block-row';
import { keyBlockConfig } from './config';
import { globalBalance } from './global-balance';

export interface BatchRows {
  blocks: BlockRow[];
  transactions: TransactionRow[];
}

export function deriveNetwork(mc: DecodedBlock, rows: BatchRows): NetworkBatch {
  const custom = mc.block.extra.custom;
  return {
    mcSeqno: mc.block.info.seqNo,
    keyBlock: custom?.config ? keyBlockConfig(mc, custom.config) : null,
    shardLayout: shardLayout(mc),
    blockCounters: blockCounters(rows),
    globalBalance: globalBalance(mc),
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
