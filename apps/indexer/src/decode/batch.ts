// A source batch → the database's IngestBatch: decode the masterchain block and each shard block,
// map their transactions, messages and touched accounts to rows. A block that fails to decode (the
// Block itself or any transaction in it) becomes a failure record and is left out; the rest goes on.
import {
  accountStatus,
  type Cell,
  CodecError,
  type DecodedBlock,
  decodeBlock,
  loadAccount,
  readBoc,
} from '@tvmscan/codec';
import {
  type AccountRow,
  type BlockRow,
  type FailedBlockInput,
  type IngestBatch,
  type MessageRow,
  type StoredAccountBlock,
  type TransactionRow,
  toBytes,
} from '@tvmscan/db';
import { type DeriveWarning, deriveNetwork } from '../derive/network';
import type { MasterchainBatch, SourceBlock } from '../sources/types';
import { blockRow, MASTERCHAIN } from './block-row';
import { type DecodedTransaction, decodeTransaction } from './transaction-rows';

export interface PreparedBatch {
  /** null when the masterchain block itself could not be decoded. */
  ingest: IngestBatch | null;
  failures: FailedBlockInput[];
  /** Derived data left out of an otherwise good batch, and why (for the log). */
  warnings: DeriveWarning[];
  /** The elector's address (config param 1) after this batch, for the next one. */
  electorAddress: string | null;
  /** The masterchain block before this batch's, as its prev_ref names it (hex), when decoded. */
  previousMcRootHash: string | null;
}

export interface PrepareOptions {
  keepBlockBoc: boolean;
  /** The elector's address (`-1:hex`) from the last key block before this batch, if known. */
  electorAddress?: string | null;
}

interface BlockRows {
  block: BlockRow;
  transactions: DecodedTransaction[];
}

function failure(boc: Uint8Array, mcSeqno: number | null, err: unknown): FailedBlockInput {
  return {
    boc,
    mcSeqno,
    errorType: err instanceof CodecError ? err.type : err instanceof Error ? err.name : 'Error',
    errorMessage: err instanceof Error ? err.message : String(err),
  };
}

function blockRows(
  decoded: DecodedBlock,
  source: SourceBlock,
  mcSeqno: number,
  opts: PrepareOptions,
): BlockRows {
  const workchain = decoded.block.info.shard.workchain;
  const blockRootHash = toBytes(decoded.rootHash);
  const transactions: DecodedTransaction[] = [];
  const accountBlocks: StoredAccountBlock[] = [];
  for (const accountBlock of decoded.block.extra.accountBlocks.entries.values()) {
    const ab = accountBlock.value;
    const cells: Cell[] = [...ab.transactions.values()].map((e) => e.value);
    for (const cell of cells) {
      const decodedTx = decodeTransaction(cell, { workchain, mcSeqno, blockRootHash });
      // The read side finds a block's transactions by this second (packages/db read/in-block.ts).
      if (decodedTx.tx.now !== decoded.block.info.genUtime) {
        throw new Error(
          `transaction ${Buffer.from(decodedTx.row.hash).toString('hex')} has now ${decodedTx.tx.now}, its block's gen_utime is ${decoded.block.info.genUtime}`,
        );
      }
      transactions.push(decodedTx);
    }
    accountBlocks.push({
      workchain,
      address: ab.accountAddr,
      oldHash: ab.stateUpdate.oldHash,
      newHash: ab.stateUpdate.newHash,
      transactionCount: cells.length,
    });
  }
  const msgCount = transactions.reduce((n, t) => n + t.messages.length, 0);
  const block = blockRow(decoded, source.boc, {
    mcSeqno,
    keepBoc: opts.keepBlockBoc,
    txCount: transactions.length,
    msgCount,
    accountBlocks,
  });
  return { block, transactions };
}

/** The account rows for the transactions of a batch: latest per account, creation facts from the first. */
function accountRows(blocks: BlockRows[]): AccountRow[] {
  const rows = new Map<string, AccountRow>();
  const all = blocks
    .flatMap((b) => b.transactions)
    .sort((a, b) => (a.tx.lt < b.tx.lt ? -1 : a.tx.lt > b.tx.lt ? 1 : 0));
  for (const { tx, row, creator } of all) {
    const key = `${row.workchain}:${tx.accountAddr}`;
    const deployed = creator !== null || (tx.origStatus === 'nonexist' && tx.endStatus !== 'nonexist');
    const seen = rows.get(key);
    rows.set(key, {
      workchain: row.workchain,
      address: row.account,
      // A block carries no balances; applyStates fills them in when the source knows the states.
      balance: null,
      status: row.destroyed ? 'deleted' : tx.endStatus,
      code_hash: null,
      data_hash: null,
      created_at: seen?.created_at ?? (deployed ? tx.now : null),
      created_lt: seen?.created_lt ?? (deployed ? tx.lt : null),
      creator_workchain: seen?.creator_workchain ?? creator?.workchain ?? null,
      creator_address: seen?.creator_address ?? creator?.address ?? null,
      updated_at: tx.now,
      last_tx_lt: tx.lt,
      last_tx_hash: row.hash,
      state_boc: null,
    });
  }
  return [...rows.values()];
}

/**
 * Fills in what only the account's state tells (balance, status, code and data hashes) from the new
 * Account BOCs a source gave with its blocks; a null state means the account was deleted.
 */
function applyStates(accounts: AccountRow[], sources: SourceBlock[]): void {
  const states = new Map<string, Uint8Array | null>();
  for (const source of sources) for (const [k, v] of source.accountStates ?? []) states.set(k, v);
  if (states.size === 0) return;
  for (const row of accounts) {
    const key = `${row.workchain}:${Buffer.from(row.address).toString('hex')}`;
    if (!states.has(key)) continue;
    const boc = states.get(key) ?? null;
    const account = boc ? loadAccount(readBoc(boc)[0]) : null;
    if (account === null) {
      Object.assign(row, { balance: 0n, status: boc ? 'nonexist' : 'deleted', state_boc: boc });
      continue;
    }
    const init = account.storage.state.kind === 'active' ? account.storage.state.stateInit : null;
    row.balance = account.storage.balance.grams;
    row.status = accountStatus(account);
    row.code_hash = init?.code ? toBytes(init.code.hashHex()) : null;
    row.data_hash = init?.data ? toBytes(init.data.hashHex()) : null;
    row.state_boc = boc;
  }
}

/**
 * The balance after each transaction of an account whose state the source gave: the state holds the
 * balance after the account's last transaction of the batch, and each earlier one follows by undoing
 * the later transactions' exact balance changes.
 */
function fillBalances(transactions: TransactionRow[], accounts: AccountRow[]): void {
  const balances = new Map<string, bigint>();
  for (const a of accounts) {
    if (a.balance !== null && a.balance !== undefined) {
      balances.set(`${a.workchain}:${Buffer.from(a.address).toString('hex')}`, BigInt(a.balance));
    }
  }
  if (balances.size === 0) return;
  const newestFirst = [...transactions].sort((x, y) => (BigInt(y.lt) > BigInt(x.lt) ? 1 : -1));
  for (const t of newestFirst) {
    const key = `${t.workchain}:${Buffer.from(t.account).toString('hex')}`;
    const after = balances.get(key);
    if (after === undefined) continue;
    t.balance = after;
    balances.set(key, after - BigInt(t.balance_change));
  }
}

export function prepareBatch(batch: MasterchainBatch, opts: PrepareOptions): PreparedBatch {
  const unchanged = {
    ingest: null,
    warnings: [],
    electorAddress: opts.electorAddress ?? null,
    previousMcRootHash: null,
  };
  const failures: FailedBlockInput[] = [];
  let mc: DecodedBlock;
  try {
    mc = decodeBlock(batch.masterchain.boc);
    if (mc.block.info.shard.workchain !== MASTERCHAIN) {
      throw new Error(`not a masterchain block: workchain ${mc.block.info.shard.workchain}`);
    }
  } catch (err) {
    return { ...unchanged, failures: [failure(batch.masterchain.boc, null, err)] };
  }
  const mcSeqno = mc.block.info.seqNo;
  let mcRows: BlockRows;
  try {
    mcRows = blockRows(mc, batch.masterchain, mcSeqno, opts);
  } catch (err) {
    return { ...unchanged, failures: [failure(batch.masterchain.boc, mcSeqno, err)] };
  }
  const blocks: BlockRows[] = [mcRows];
  for (const shard of batch.shards) {
    try {
      blocks.push(blockRows(decodeBlock(shard.boc), shard, mcSeqno, opts));
    } catch (err) {
      failures.push(failure(shard.boc, mcSeqno, err));
    }
  }
  const accounts = accountRows(blocks);
  applyStates(accounts, [batch.masterchain, ...batch.shards]);
  const transactions: TransactionRow[] = blocks.flatMap((b) => b.transactions.map((t) => t.row));
  fillBalances(transactions, accounts);
  const messages: MessageRow[] = blocks.flatMap((b) => b.transactions.flatMap((t) => t.messages));
  const { network, electorAddress, warnings } = deriveNetwork(
    mc,
    { blocks: blocks.map((b) => b.block), transactions },
    { electorAddress: opts.electorAddress ?? null, accountStates: batch.masterchain.accountStates },
  );
  return {
    ingest: {
      mcSeqno,
      mcRootHash: toBytes(mc.rootHash),
      blocks: blocks.map((b) => b.block),
      transactions,
      messages,
      accounts,
      network,
      identity: {
        globalId: mc.block.globalId,
        // Masterchain block 1 follows the zerostate itself.
        zerostateRootHash: mcSeqno === 1 ? toBytes(mc.block.stateUpdate.oldHash) : null,
      },
    },
    failures,
    warnings,
    electorAddress,
    previousMcRootHash: mc.block.info.prevRef.kind === 'single' ? mc.block.info.prevRef.prev.rootHash : null,
  };
}
