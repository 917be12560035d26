// The remaining detail and count reads of the Explorer API: counts answered by indexer counters (or a
// capped walk of the list itself when no counter fits), the shard layout, a block's next blocks, raw
// BOCs, a message's chain and occurrences, an account's history of states, transactions by message
// hashes, the count of accounts by code hash (spec §7 chain reads), and total supply.
import {
  type Block,
  COUNT_CAP,
  type ListCountResponse,
  MESSAGE_TREE_MAX,
  type MessageOccurrencesResponse,
  type MessageTreeNode,
  type MessageTreeResponse,
  type ShardLayoutResponse,
  type Transaction,
} from '@tvmscan/api-schema';
import { writeBoc } from '@tvmscan/codec';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../schema';
import { codeHashCounter } from '../write/counters';
import { type AccountsFilter, listAccounts } from './accounts';
import { type BlocksFilter, listBlocks, toBlock } from './blocks';
import { messageCell } from './contracts';
import {
  hex,
  hexOrNull,
  messageType,
  parseRawAddress,
  rawAddress,
  rawAddressOrNull,
  storedTxTypes,
  u32,
} from './format';
import { type KeyColumn, keysetPage, type Page, type PageRequest } from './keyset';
import { listMessages, type MessagesFilter, messageColumns, messageRow } from './messages';
import { baseQuery, listTransactions, type TransactionsFilter, toTransaction } from './transactions';

// ── counts ───────────────────────────────────────────────────────────────────────────────────
async function counter(db: Kysely<Schema>, names: string[]): Promise<ListCountResponse> {
  const rows = await db.selectFrom('stats_counters').select('value').where('name', 'in', names).execute();
  return { count: rows.reduce((n, r) => n + Number(r.value), 0), exact: true };
}

/** No counter answers the filter: walk the list's own (index-backed) query, keys only, up to COUNT_CAP rows. */
async function capped<T>(page: (req: PageRequest) => Promise<Page<T>>): Promise<ListCountResponse> {
  const p = await page({ limit: COUNT_CAP, countOnly: true });
  return { count: p.counted ?? 0, exact: !p.hasNext };
}

/** Whether a filter narrows the list (its ordering and direction do not change what is counted). */
function defined(filter: object): boolean {
  const { ordering: _o, direction: _d, ...f } = filter as { ordering?: unknown; direction?: unknown };
  return Object.values(f).some((v) => v !== undefined && !(Array.isArray(v) && !v.length));
}

export async function countBlocks(db: Kysely<Schema>, f: BlocksFilter): Promise<ListCountResponse> {
  const nonEmpty = (f.transactionCountGe ?? 0) === 1;
  const rest = { shard: f.shard, transactionCountGe: nonEmpty || !f.transactionCountGe ? undefined : 1 };
  if (!defined(rest)) {
    if (f.workchain === undefined) return counter(db, [nonEmpty ? 'blocks_nonempty' : 'blocks_total']);
    return counter(db, [`${nonEmpty ? 'blocks_nonempty_wc' : 'blocks_wc'}:${f.workchain}`]);
  }
  return capped((req) => listBlocks(db, f, req));
}

export async function countTransactions(
  db: Kysely<Schema>,
  f: TransactionsFilter,
): Promise<ListCountResponse> {
  const { txTypes, block, ...rest } = f;
  if (!defined(rest)) {
    if (block && !txTypes?.length) {
      const b = await db
        .selectFrom('blocks')
        .select('tx_count')
        .where('root_hash', '=', Buffer.from(block, 'hex'))
        .executeTakeFirst();
      return { count: b?.tx_count ?? 0, exact: true };
    }
    if (!block && !txTypes?.length) return counter(db, ['transactions_total']);
    if (!block && txTypes?.length) {
      return counter(
        db,
        storedTxTypes(txTypes).map((t) => `transactions_type:${t}`),
      );
    }
  }
  return capped((req) => listTransactions(db, f, req));
}

export async function countMessages(db: Kysely<Schema>, f: MessagesFilter): Promise<ListCountResponse> {
  return defined(f) ? capped((req) => listMessages(db, f, req)) : counter(db, ['messages_total']);
}

export async function countAccounts(
  db: Kysely<Schema>,
  f: Omit<AccountsFilter, 'ordering'>,
): Promise<ListCountResponse> {
  if (!defined(f)) return counter(db, ['accounts_total']);
  // Every account has an update time, so that ordering's list covers them all.
  return capped((req) =>
    listAccounts(db, { ...f, ordering: (f.createdAtGe ?? f.createdAtLe) ? 'createdAt' : 'updatedAt' }, req),
  );
}

export async function blockMessageCount(db: Kysely<Schema>, rootHash: string) {
  const b = await db
    .selectFrom('blocks')
    .select('msg_count')
    .where('root_hash', '=', Buffer.from(rootHash, 'hex'))
    .executeTakeFirst();
  return b ? { rootHash, messageCount: b.msg_count } : null;
}

// ── shards ───────────────────────────────────────────────────────────────────────────────────
export async function getShardLayout(db: Kysely<Schema>): Promise<ShardLayoutResponse> {
  const rows = await db
    .selectFrom('shard_layouts as l')
    .select(['l.workchain', 'l.mc_seqno', 'l.shards'])
    .where('l.mc_seqno', '=', (eb) =>
      eb
        .selectFrom('shard_layouts as n')
        .select(sql<string>`max(n.mc_seqno)`.as('m'))
        .whereRef('n.workchain', '=', 'l.workchain'),
    )
    .orderBy('l.workchain')
    .execute();
  const head = await db
    .selectFrom('stats_counters')
    .select('value')
    .where('name', '=', 'head_mc_seqno')
    .executeTakeFirst();
  return {
    mcSeqno: head ? u32(head.value) : null,
    workchains: rows.map((r) => ({
      workchain: r.workchain,
      shards: r.shards,
      changedAtMcSeqno: u32(r.mc_seqno),
    })),
  };
}

// ── next blocks ──────────────────────────────────────────────────────────────────────────────
/**
 * The blocks whose prev_ref names this one: the next block of its shard, both halves after a split,
 * the merged block after a merge (the block page's "next" links; seqno + 1 is wrong across those).
 */
export async function nextBlocks(db: Kysely<Schema>, rootHash: string): Promise<Block[]> {
  const hash = Buffer.from(rootHash, 'hex');
  const rows = await db
    .selectFrom('blocks')
    .selectAll()
    .where((eb) => eb.or([eb('prev1_root_hash', '=', hash), eb('prev2_root_hash', '=', hash)]))
    .orderBy('workchain')
    .orderBy('shard')
    .execute();
  return rows.map(toBlock);
}

// ── accounts by code hash: the count (spec §7 "Chain reads for NFTs") ──────────────────────────
/** How many accounts listAccountsByCodeHash pages through, from the indexer's counter. */
export async function countAccountsByCodeHash(
  db: Kysely<Schema>,
  codeHash: string,
): Promise<ListCountResponse> {
  return counter(db, [codeHashCounter(codeHash)]);
}

// ── account state and raw BOCs ───────────────────────────────────────────────────────────────
/**
 * The latest full state of a known account: its Account BOC as of its last indexed transaction (null
 * when the source gave no state with that transaction, or the account is gone).
 */
export async function getAccountStateBoc(db: Kysely<Schema>, raw: string) {
  const { workchain, address } = parseRawAddress(raw);
  const r = await db
    .selectFrom('accounts')
    .select('state_boc')
    .where('workchain', '=', workchain)
    .where('address', '=', address)
    .executeTakeFirst();
  return r ? { boc: r.state_boc } : null;
}

export async function getTransactionBoc(db: Kysely<Schema>, hash: string) {
  const r = await db
    .selectFrom('transactions')
    .select('boc')
    .where('hash', '=', Buffer.from(hash, 'hex'))
    .executeTakeFirst();
  return r ? { hash, boc: r.boc.toString('base64') } : null;
}

/** A message's own BOC, cut out of the transaction that emitted or consumed it. */
export async function getMessageBoc(db: Kysely<Schema>, hash: string) {
  const r = await db
    .selectFrom('messages as m')
    .innerJoin('transactions as t', (j) =>
      j.on((eb) => eb('t.hash', '=', eb.fn.coalesce('m.src_tx_hash', 'm.dst_tx_hash'))),
    )
    .select('t.boc')
    .where('m.hash', '=', Buffer.from(hash, 'hex'))
    .executeTakeFirst();
  if (!r) return null;
  // Every stored message is a cell of a stored transaction: the indexer writes both in one batch.
  const cell = messageCell(r.boc, hash);
  if (!cell) throw new Error(`message ${hash} is in no stored transaction BOC`);
  return { hash, boc: Buffer.from(writeBoc(cell)).toString('base64') };
}

// ── message chain and occurrences ────────────────────────────────────────────────────────────
/**
 * The chain a message belongs to: up through the transactions that sent each message to the root
 * (an external-in message, or the oldest message indexed), then breadth-first down through every
 * consuming transaction's out messages. At most MESSAGE_TREE_MAX messages, one query per level.
 */
export async function getMessageTree(db: Kysely<Schema>, hash: string): Promise<MessageTreeResponse | null> {
  let root = await messageRow(db, hash);
  if (!root) return null;
  for (let hops = 0; root.src_tx_hash && hops < MESSAGE_TREE_MAX; hops++) {
    const parent = await db
      .selectFrom('transactions as t')
      .innerJoin('messages as m', 'm.hash', 't.in_msg_hash')
      .select(messageColumns)
      .where('t.hash', '=', root.src_tx_hash)
      .executeTakeFirst();
    if (!parent) break;
    root = parent;
  }
  const nodes: MessageTreeNode[] = [];
  const seen = new Set<string>();
  let level = [root];
  let truncated = false;
  for (let depth = 0; level.length > 0; depth++) {
    const consumers: Buffer[] = [];
    for (const m of level) {
      const key = hex(m.hash);
      if (seen.has(key)) continue;
      if (nodes.length >= MESSAGE_TREE_MAX) {
        truncated = true;
        break;
      }
      seen.add(key);
      nodes.push({
        messageHash: key,
        messageType: messageType(m.msg_type),
        srcAddress: rawAddressOrNull(m.src_workchain, m.src),
        dstAddress: rawAddressOrNull(m.dst_workchain, m.dst),
        messageValue: m.value ?? '0',
        parentTransaction: hexOrNull(m.src_tx_hash),
        childTransaction: hexOrNull(m.dst_tx_hash),
        depth,
      });
      if (m.dst_tx_hash) consumers.push(m.dst_tx_hash);
    }
    if (truncated || consumers.length === 0) break;
    level = await db
      .selectFrom('messages as m')
      .select(messageColumns)
      .where('m.src_tx_hash', 'in', consumers)
      .orderBy('m.created_lt')
      .limit(MESSAGE_TREE_MAX + 1)
      .execute();
  }
  return { rootMessageHash: hex(root.hash), nodes, truncated };
}

export async function getMessageOccurrences(
  db: Kysely<Schema>,
  hash: string,
): Promise<MessageOccurrencesResponse | null> {
  const m = await db
    .selectFrom('messages')
    .select(['src_tx_hash', 'dst_tx_hash'])
    .where('hash', '=', Buffer.from(hash, 'hex'))
    .executeTakeFirst();
  if (!m) return null;
  const txs = [m.src_tx_hash, m.dst_tx_hash].filter((h): h is Buffer => h !== null);
  const rows = txs.length
    ? await db
        .selectFrom('transactions')
        .select(['hash', 'lt', 'now', 'workchain', 'account'])
        .where('hash', 'in', txs)
        .execute()
    : [];
  return {
    messageHash: hash,
    occurrences: rows
      .map((t) => ({
        transactionHash: hex(t.hash),
        transactionLt: t.lt,
        transactionTime: u32(t.now),
        accountId: rawAddress(t.workchain, t.account),
        isOut: m.src_tx_hash !== null && t.hash.equals(m.src_tx_hash),
      }))
      .sort((a, b) => (BigInt(a.transactionLt) < BigInt(b.transactionLt) ? -1 : 1)),
  };
}

// ── account balance history ──────────────────────────────────────────────────────────────────
/** One transaction of an account with the balance after it (null when no state told it). */
export interface AccountHistoryRow {
  lt: string;
  hash: Buffer;
  now: string;
  destroyed: boolean;
  /** The transaction BOC: its end status and new state hash are read from it. */
  boc: Buffer;
  balance: string | null;
}
const STATE_KEY: KeyColumn<AccountHistoryRow>[] = [{ ref: 't.lt', kind: 'int8', of: (r) => r.lt }];

/** The account's transactions newest first, each with the balance after it when known. */
export async function listAccountStates(
  db: Kysely<Schema>,
  raw: string,
  page: PageRequest,
): Promise<Page<AccountHistoryRow>> {
  const { workchain, address } = parseRawAddress(raw);
  const q = db
    .selectFrom('transactions as t')
    .select(['t.lt', 't.hash', 't.now', 't.destroyed', 't.boc', 't.balance'])
    .where('t.workchain', '=', workchain)
    .where('t.account', '=', address);
  return keysetPage(q, STATE_KEY as never, page, (r: AccountHistoryRow) => r);
}

// ── transactions by message hashes (v1 search) ───────────────────────────────────────────────
export async function transactionsByMessages(
  db: Kysely<Schema>,
  messageHashes: string[],
  limit: number,
): Promise<Transaction[]> {
  const rows = await db
    .selectFrom('messages')
    .select(['src_tx_hash', 'dst_tx_hash'])
    .where(
      'hash',
      'in',
      messageHashes.map((h) => Buffer.from(h, 'hex')),
    )
    .execute();
  const hashes = rows.flatMap((r) => [r.src_tx_hash, r.dst_tx_hash]).filter((h): h is Buffer => h !== null);
  if (hashes.length === 0) return [];
  const txs = await baseQuery(db)
    .where('t.hash', 'in', hashes)
    .orderBy('t.lt', 'desc')
    .limit(limit)
    .execute();
  return txs.map(toTransaction);
}

// ── total supply ─────────────────────────────────────────────────────────────────────────────
export async function getTotalSupply(db: Kysely<Schema>) {
  const r = await db
    .selectFrom('global_balances')
    .selectAll()
    .orderBy('mc_seqno', 'desc')
    .limit(1)
    .executeTakeFirst();
  return r ? { totalSupply: r.total, mcSeqno: u32(r.mc_seqno) } : null;
}
