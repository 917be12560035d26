// What a node's RPC answers from the blocks it has seen: transactions by hash, by account (newest
// first from an lt) and by inbound message, and the latest key block with its config. Built from the
// network's masterchain batches as they are produced, so it never sees a block the explorer would not.
import {
  beginCell,
  type Cell,
  type ConfigParams,
  decodeBlock,
  loadTransaction,
  storeConfigParams,
  writeBoc,
} from '@tvmscan/codec';
import type { MasterchainBatch } from '../localnet';

interface TransactionRef {
  lt: bigint;
  hash: string;
}

export interface KeyBlock {
  seqno: number;
  boc: Uint8Array;
  /** The ConfigParams the key block carries, as a BOC (config address + parameter dictionary). */
  config: Uint8Array;
}

export class ChainIndex {
  private readonly transactions = new Map<string, Cell>();
  /** Per account ("wc:hex"), its transactions in ascending lt order. */
  private readonly byAccount = new Map<string, TransactionRef[]>();
  private readonly byInMessage = new Map<string, string>();
  private smallestLt: bigint | null = null;
  private keyBlock: KeyBlock | null = null;
  private lastMc: { seqno: number; genUtime: number } | null = null;

  add(batch: MasterchainBatch): void {
    for (const source of [batch.masterchain, ...batch.shards]) this.addBlock(source.boc);
  }

  private addBlock(boc: Uint8Array): void {
    const { block } = decodeBlock(boc);
    const workchain = block.info.shard.workchain;
    for (const accountBlock of block.extra.accountBlocks.entries.values()) {
      const address = `${workchain}:${accountBlock.value.accountAddr}`;
      const list = this.byAccount.get(address) ?? [];
      this.byAccount.set(address, list);
      for (const { value: cell } of accountBlock.value.transactions.values()) {
        const tx = loadTransaction(cell);
        this.transactions.set(tx.hash, cell);
        list.push({ lt: tx.lt, hash: tx.hash });
        if (tx.inMsg) this.byInMessage.set(tx.inMsg.hashHex(), tx.hash);
        if (this.smallestLt === null || tx.lt < this.smallestLt) this.smallestLt = tx.lt;
      }
      list.sort((a, b) => (a.lt < b.lt ? -1 : a.lt > b.lt ? 1 : 0));
    }
    if (workchain !== -1) return;
    this.lastMc = { seqno: block.info.seqNo, genUtime: block.info.genUtime };
    const config = block.extra.custom?.config;
    if (block.info.keyBlock && config) {
      this.keyBlock = { seqno: block.info.seqNo, boc, config: configBoc(config) };
    }
  }

  transaction(hash: string): Uint8Array | null {
    const cell = this.transactions.get(hash);
    return cell ? writeBoc(cell) : null;
  }

  transactionByInMessage(messageHash: string): Uint8Array | null {
    const hash = this.byInMessage.get(messageHash);
    return hash ? this.transaction(hash) : null;
  }

  /** Up to `limit` transactions of an account, newest first, starting at `fromLt` (inclusive). */
  accountTransactions(address: string, fromLt: bigint | null, limit: number): Uint8Array[] {
    const list = this.byAccount.get(address) ?? [];
    const out: Uint8Array[] = [];
    for (let i = list.length - 1; i >= 0 && out.length < limit; i--) {
      if (fromLt !== null && list[i].lt > fromLt) continue;
      out.push(this.transaction(list[i].hash) as Uint8Array);
    }
    return out;
  }

  latestKeyBlock(): KeyBlock | null {
    return this.keyBlock;
  }

  lastMasterchainBlock(): { seqno: number; genUtime: number } | null {
    return this.lastMc;
  }

  smallestKnownLt(): bigint | null {
    return this.smallestLt;
  }
}

function configBoc(config: ConfigParams): Uint8Array {
  const b = beginCell();
  storeConfigParams(b, config);
  return writeBoc(b.endCell());
}
