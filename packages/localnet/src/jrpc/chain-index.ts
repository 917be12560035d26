// What a node's RPC answers from the blocks it has seen: transactions by hash, by account (newest
// first from an lt) and by inbound message, and the latest key block with its config. Built from the
// network's masterchain batches as they are produced, so it never sees a block the explorer would not.
import {
  type Block,
  beginCell,
  type Cell,
  type ConfigParams,
  decodeBlock,
  loadTransaction,
  storeConfigParams,
  writeBoc,
} from '@tvmscan/codec';
import type { MasterchainBatch } from '../localnet';
import { TransactionTable } from './transaction-table';

/** A block's full id as Tycho's RPC writes it: `workchain:shard(16 hex):seqno:root hash:file hash`. */
export interface BlockRecord {
  id: string;
  boc: Uint8Array;
}

export interface KeyBlock {
  seqno: number;
  boc: Uint8Array;
  /** The ConfigParams the key block carries, as a BOC (config address + parameter dictionary). */
  config: Uint8Array;
}

/** Blocks whose transactions are kept decoded: a wallet asks for a few transactions of the same
 *  recent blocks, and each answer from an older one costs one block decode. */
const DECODED_BLOCKS = 16;
/** More blocks than a masterchain batch ever holds (it and its shards' blocks). */
const BLOCKS_PER_BATCH = 4096;

/**
 * The index holds where each transaction is, not the transaction: a transaction's cells take some
 * kilobytes of memory, and a network that runs for days makes millions of them. Answers read the
 * block back from the network's batches (`batchOf`, from disk for old ones when the network is kept
 * there) and decode it. Where they are is kept in typed-array columns (./transaction-table).
 */
export class ChainIndex {
  private readonly transactions = new TransactionTable();
  /** Per account ("wc:hex"), the rows of its transactions in ascending lt order. */
  private readonly byAccount = new Map<string, number[]>();
  /** Transaction cells by hash of the blocks read last ("mcSeqno/block"), oldest first. */
  private readonly decoded = new Map<string, Map<string, Cell>>();
  private indexedThrough = 0;
  private smallestLt: bigint | null = null;
  private keyBlock: KeyBlock | null = null;
  private lastMc: { seqno: number; genUtime: number } | null = null;
  /** Where each block is, by its root hash: its masterchain batch × BLOCKS_PER_BATCH + its index there;
   *  and each place's block id. A few hundred bytes a block, for a node's getBlockData by block id and
   *  getTransactionBlockId, answered without decoding the block again. */
  private readonly blockAt = new Map<string, number>();
  private readonly idAt = new Map<number, string>();

  constructor(private readonly batchOf: (mcSeqno: number) => MasterchainBatch) {}

  /** Indexes a batch; one already indexed is skipped. */
  add(batch: MasterchainBatch): void {
    const decoded = [batch.masterchain, ...batch.shards].map((source) => decodeBlock(source.boc));
    const blocks = decoded.map((d) => d.block);
    const mcSeqno = blocks[0].info.seqNo;
    if (mcSeqno <= this.indexedThrough) return;
    this.indexedThrough = mcSeqno;
    for (const [i, { rootHash, fileHash, block }] of decoded.entries()) {
      this.addBlock(mcSeqno, i, block);
      const at = mcSeqno * BLOCKS_PER_BATCH + i;
      const { workchain, prefix } = block.info.shard;
      const shard = prefix.toString(16).padStart(16, '0');
      this.blockAt.set(rootHash, at);
      this.idAt.set(at, `${workchain}:${shard}:${block.info.seqNo}:${rootHash}:${fileHash}`);
    }
    const mc = blocks[0];
    this.lastMc = { seqno: mcSeqno, genUtime: mc.info.genUtime };
    const config = mc.extra.custom?.config;
    if (mc.info.keyBlock && config) {
      this.keyBlock = { seqno: mcSeqno, boc: batch.masterchain.boc, config: configBoc(config) };
    }
  }

  private addBlock(mcSeqno: number, index: number, block: Block): void {
    const workchain = block.info.shard.workchain;
    for (const accountBlock of block.extra.accountBlocks.entries.values()) {
      const address = `${workchain}:${accountBlock.value.accountAddr}`;
      const list = this.byAccount.get(address) ?? [];
      this.byAccount.set(address, list);
      for (const { value: cell } of accountBlock.value.transactions.values()) {
        const tx = loadTransaction(cell);
        const row = this.transactions.add(cell.hash(), tx.inMsg?.hash() ?? null, {
          mcSeqno,
          block: index,
          lt: tx.lt,
        });
        // An account's transactions arrive in lt order (a block lists them by lt, later blocks hold later
        // ones), so the row almost always goes last; the walk back keeps the order without sorting the
        // whole list on every block.
        let at = list.length;
        while (at > 0 && this.transactions.lt(list[at - 1]) > tx.lt) at--;
        list.splice(at, 0, row);
        if (this.smallestLt === null || tx.lt < this.smallestLt) this.smallestLt = tx.lt;
      }
    }
  }

  transaction(hash: string): Uint8Array | null {
    return this.transactionAt(this.transactions.find(Buffer.from(hash, 'hex')));
  }

  /** The BOC of the transaction in `row` (-1: none). */
  private transactionAt(row: number): Uint8Array | null {
    if (row < 0) return null;
    return writeBoc(this.cellsOf(this.transactions.at(row)).get(this.transactions.hashHex(row)) as Cell);
  }

  /** The transaction cells of the block at `mcSeqno`/`block`, decoded again when not among the last read. */
  private cellsOf({ mcSeqno, block }: { mcSeqno: number; block: number }): Map<string, Cell> {
    const key = `${mcSeqno}/${block}`;
    let cells = this.decoded.get(key);
    if (cells) {
      this.decoded.delete(key);
    } else {
      const batch = this.batchOf(mcSeqno);
      const source = block === 0 ? batch.masterchain : batch.shards[block - 1];
      cells = new Map();
      for (const accountBlock of decodeBlock(source.boc).block.extra.accountBlocks.entries.values()) {
        for (const { value: cell } of accountBlock.value.transactions.values()) {
          cells.set(cell.hashHex(), cell);
        }
      }
      if (this.decoded.size >= DECODED_BLOCKS)
        this.decoded.delete(this.decoded.keys().next().value as string);
    }
    this.decoded.set(key, cells);
    return cells;
  }

  transactionByInMessage(messageHash: string): Uint8Array | null {
    return this.transactionAt(this.transactions.findByInMessage(Buffer.from(messageHash, 'hex')));
  }

  /** Up to `limit` transactions of an account, newest first, starting at `fromLt` (inclusive). */
  accountTransactions(address: string, fromLt: bigint | null, limit: number): Uint8Array[] {
    const list = this.byAccount.get(address) ?? [];
    const out: Uint8Array[] = [];
    for (let i = list.length - 1; i >= 0 && out.length < limit; i--) {
      if (fromLt !== null && this.transactions.lt(list[i]) > fromLt) continue;
      out.push(this.transactionAt(list[i]) as Uint8Array);
    }
    return out;
  }

  /** The block with this root hash, or null when the network made none. */
  block(rootHash: string): BlockRecord | null {
    const at = this.blockAt.get(rootHash);
    if (at === undefined) return null;
    const batch = this.batchOf(Math.floor(at / BLOCKS_PER_BATCH));
    const index = at % BLOCKS_PER_BATCH;
    const { boc } = index === 0 ? batch.masterchain : batch.shards[index - 1];
    return { id: this.idAt.get(at) as string, boc };
  }

  /** The id of the block holding the transaction with this hash, or null when there is none. */
  transactionBlockId(hash: string): string | null {
    const row = this.transactions.find(Buffer.from(hash, 'hex'));
    if (row < 0) return null;
    const { mcSeqno, block } = this.transactions.at(row);
    return this.idAt.get(mcSeqno * BLOCKS_PER_BATCH + block) ?? null;
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
