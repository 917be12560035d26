// Transactions: the filtered list (by time, lt, hash or by balance change, hash; either direction) and its
// count, the transaction page with its messages and phases, its stored BOC, the transactions that sent or
// consumed given messages, and the transactions committed by one masterchain block (live stream). The page
// is one primary-key lookup: phases, chain links, statuses and messages are decoded from the stored
// transaction BOC rather than read from other rows, and the account's contract comes with it (whose ABI
// names the call).
import type {
  ListCountResponse,
  Transaction,
  TransactionDetails,
  TransactionType,
} from '@tvmscan/api-schema';
import { type Cell, loadTransaction, readBoc } from '@tvmscan/codec';
import { type ExpressionBuilder, type Kysely, type Selectable, sql } from 'kysely';
import type { Schema, TransactionsTable } from '../schema';
import {
  bodyCodeKind,
  type ContractOf,
  contractColumns,
  contractOf,
  transactionAccount,
  type WithBody,
  withBody,
  withTransactionContracts,
} from './contracts';
import { capped, counter, defined } from './counts';
import { accountState, hex, rawAddress, storedTxTypes, transactionType, u32 } from './format';
import { inBlock } from './in-block';
import { allOf, type KeyColumn, keysetPage, type Page, type PageRequest, type Predicate } from './keyset';
import { accountsMatch, decodedMessageRow, toMessage, toOutMessage } from './messages';
import { toPhases } from './phases';

export type TransactionOrdering = 'time' | 'balanceChange';

export interface TransactionsFilter {
  /** Default: time, descending (newest first). */
  ordering?: TransactionOrdering;
  direction?: 'desc' | 'asc';
  block?: string;
  includeAccounts?: string[];
  excludeAccounts?: string[];
  txTypes?: TransactionType[];
  timeGe?: number;
  timeLe?: number;
  balanceChangeGe?: string;
  balanceChangeLe?: string;
}

type TxRow = Pick<
  Selectable<TransactionsTable>,
  | 'hash'
  | 'workchain'
  | 'account'
  | 'lt'
  | 'now'
  | 'tx_type'
  | 'exit_code'
  | 'result_code'
  | 'balance_change'
  | 'total_fees'
  | 'aborted'
  | 'destroyed'
  | 'block_root_hash'
> & { block_shard: string; block_seqno: string };

const TX_KEY: KeyColumn<TxRow>[] = [
  { ref: 't.now', kind: 'int8', of: (r) => r.now },
  { ref: 't.lt', kind: 'int8', of: (r) => r.lt },
  { ref: 't.hash', kind: 'bytea', of: (r) => hex(r.hash) },
];

/**
 * One account's list: (workchain, account, lt) is unique and an account's lt order is its time order,
 * so lt alone keys the page and the account index serves it in order.
 */
const ACCOUNT_TX_KEY: KeyColumn<TxRow>[] = [{ ref: 't.lt', kind: 'int8', of: (r) => r.lt }];

/** Served by transactions_balance_change; the hash makes the key unique. */
const BALANCE_CHANGE_KEY: KeyColumn<TxRow>[] = [
  { ref: 't.balance_change', kind: 'numeric', of: (r) => r.balance_change },
  { ref: 't.hash', kind: 'bytea', of: (r) => hex(r.hash) },
];

/**
 * A transaction row with its block's shard and seqno. They are scalar subqueries, not a join: they run
 * for the rows a page returns only, and a keys-only walk of the list (offset, window edge) drops them
 * and stays a walk of one index.
 */
export function baseQuery(db: Kysely<Schema>) {
  const ofBlock = (column: 'shard' | 'seqno') =>
    db.selectFrom('blocks as b').select(`b.${column}`).where(sql<boolean>`b.root_hash = t.block_root_hash`);
  return db
    .selectFrom('transactions as t')
    .select([
      't.hash',
      't.workchain',
      't.account',
      't.lt',
      't.now',
      't.tx_type',
      't.exit_code',
      't.result_code',
      't.balance_change',
      't.total_fees',
      't.aborted',
      't.destroyed',
      't.block_root_hash',
    ])
    .select((eb) => [
      eb.fn.coalesce(ofBlock('shard'), eb.val('')).as('block_shard'),
      eb.fn.coalesce(ofBlock('seqno'), eb.val('0')).as('block_seqno'),
    ]);
}

export function toTransaction(r: TxRow): Transaction {
  return {
    hash: hex(r.hash),
    workchain: r.workchain,
    accountId: rawAddress(r.workchain, r.account),
    lt: r.lt,
    time: u32(r.now),
    ...transactionType(r.tx_type),
    exitCode: r.exit_code,
    resultCode: r.result_code,
    // Method names and parsed ids need the contract's ABI: the API fills them in from the row's `body`
    // (apps/api/src/bodies.ts).
    methodName: null,
    balanceChange: r.balance_change,
    totalFees: r.total_fees,
    aborted: r.aborted,
    destroyed: r.destroyed,
    parsedId: null,
    blockHash: hex(r.block_root_hash),
    blockShard: r.block_shard,
    blockSeqno: u32(r.block_seqno),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: predicates over the transactions alias `t`
type Eb = ExpressionBuilder<any, any>;

const balanceChangeRange = (f: TransactionsFilter): Predicate[] => [
  ...(f.balanceChangeGe !== undefined
    ? [() => sql<boolean>`t.balance_change >= ${f.balanceChangeGe}::numeric`]
    : []),
  ...(f.balanceChangeLe !== undefined
    ? [() => sql<boolean>`t.balance_change <= ${f.balanceChangeLe}::numeric`]
    : []),
];

/**
 * The transactions list. Each ordering pages along its own index, and the filters split into those
 * that index serves and the rest (read inside a bounded window, keyset.ts SPARSE_WINDOW):
 * - by time: the time index (now, lt, hash); txTypes narrow it to (tx_type, now, lt, hash), one range
 *   per stored type merged by key; one included account pages its own history (workchain, account, lt);
 *   a balance-change range is sparse;
 * - by balance change: (balance_change, hash), its range served by the index, every other filter sparse.
 * Each row comes with its body (its BOC and contracts.ts `withTransactionContracts`), read in the
 * page's own query.
 */
export async function listTransactions(
  db: Kysely<Schema>,
  f: TransactionsFilter,
  page: PageRequest,
): Promise<Page<WithBody<Transaction>>> {
  const byBalance = f.ordering === 'balanceChange';
  const oneAccount = !byBalance && f.includeAccounts?.length === 1;
  const key = byBalance ? BALANCE_CHANGE_KEY : oneAccount ? ACCOUNT_TX_KEY : TX_KEY;
  const types = f.txTypes?.length ? storedTxTypes(f.txTypes) : null;
  const accounts: Predicate | null = f.includeAccounts?.length
    ? accountsMatch('t.workchain', 't.account', f.includeAccounts)
    : null;
  const excluded = f.excludeAccounts;
  const time: Predicate[] = [
    ...(f.timeGe !== undefined ? [(eb: Eb) => eb('t.now', '>=', String(f.timeGe))] : []),
    ...(f.timeLe !== undefined ? [(eb: Eb) => eb('t.now', '<=', String(f.timeLe))] : []),
  ];
  const rest: Predicate[] = [
    ...(f.block ? [() => inBlock('t.now', 't.block_root_hash', Buffer.from(f.block!, 'hex'))] : []),
    ...(excluded?.length
      ? [(eb: Eb) => eb.not(accountsMatch('t.workchain', 't.account', excluded)(eb))]
      : []),
  ];
  const typeIn: Predicate[] = types ? [(eb) => eb('t.tx_type', 'in', types)] : [];
  // What the ordering's index serves, and what is read inside a bounded window (keyset.ts).
  let served: Predicate[];
  let sparse: Predicate[];
  if (byBalance) {
    served = balanceChangeRange(f);
    sparse = [...(accounts ? [accounts] : []), ...time, ...rest, ...typeIn];
  } else if (oneAccount) {
    served = [accounts!, ...time];
    sparse = [...rest, ...typeIn, ...balanceChangeRange(f)];
  } else {
    sparse = balanceChangeRange(f);
    served = [...time, ...rest, ...(accounts && !sparse.length ? [accounts] : [])];
    if (accounts && sparse.length) sparse.push(accounts);
    if (types && sparse.length) sparse.push(...typeIn);
  }
  const base = served.reduce((q, p) => q.where(p), baseQuery(db).select('t.boc'));
  // A set of types on the time index is one range per type (tx_type, now, lt, hash), merged by key.
  const parts =
    key === TX_KEY && types && !sparse.length ? types.map((t) => base.where('t.tx_type', '=', t)) : [base];
  return keysetPage(parts, key, page, (r) => withBody(toTransaction(r), r), f.direction, {
    ...(sparse.length ? { sparse: allOf(sparse) } : {}),
    wrap: (rows) => withTransactionContracts(db, rows),
  });
}

/** Transactions committed by one masterchain block, newest first (the live stream's `transactions`). */
export async function transactionsOfMasterchainBlock(
  db: Kysely<Schema>,
  mcSeqno: number,
  limit: number,
): Promise<Transaction[]> {
  const rows = await baseQuery(db)
    .where('t.mc_seqno', '=', String(mcSeqno))
    .orderBy('t.now', 'desc')
    .orderBy('t.lt', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toTransaction);
}

/**
 * The accounts that had transactions in the blocks masterchain blocks `after` (exclusive) to `upTo`
 * committed, as raw addresses: what may have changed about them (their code, the contract their calls
 * are read with, the messages they consumed). A transaction's `now` is its block's gen_utime, so the
 * blocks' time range bounds the walk on the time index (transactions have no mc_seqno index).
 */
export async function accountsTouched(db: Kysely<Schema>, after: number, upTo: number): Promise<string[]> {
  const range = db
    .selectFrom('blocks')
    .where('mc_seqno', '>', String(after))
    .where('mc_seqno', '<=', String(upTo));
  const rows = await db
    .selectFrom('transactions as t')
    .select(['t.workchain', 't.account'])
    .distinct()
    .where(
      't.now',
      '>=',
      range.select((eb) => eb.fn.min('gen_utime').as('t0')),
    )
    .where(
      't.now',
      '<=',
      range.select((eb) => eb.fn.max('gen_utime').as('t1')),
    )
    .where('t.mc_seqno', '>', String(after))
    .where('t.mc_seqno', '<=', String(upTo))
    .execute();
  return rows.map((r) => rawAddress(r.workchain, r.account));
}

/** The transaction page's read: the details, with what the API needs to name its in message's call. */
export interface FoundTransaction {
  details: TransactionDetails;
  /** The contract of the transaction's account: its ABI reads the in message and the events. */
  contract: ContractOf;
  inMessage: Cell | null;
}

/** One primary-key lookup (the row, its block's shard and seqno, its account's contract) and the BOC. */
export async function getTransaction(db: Kysely<Schema>, hash: string): Promise<FoundTransaction | null> {
  const key = Buffer.from(hash, 'hex');
  const r = await baseQuery(db)
    .leftJoin('accounts as a', (j) => j.on(transactionAccount))
    .leftJoin('contract_interfaces as ci', (j) => j.on(bodyCodeKind))
    .select(['t.boc', ...contractColumns])
    .where('t.hash', '=', key)
    .executeTakeFirst();
  if (!r) return null;
  const tx = loadTransaction(readBoc(r.boc)[0]);
  const d = tx.description;
  // Seen from this transaction: it consumed the in message and emitted the out messages.
  const link = { tx_time: r.now, tx_lt: r.lt };
  const inMessage = tx.inMsg
    ? toMessage(decodedMessageRow(tx.inMsg, { ...link, src_tx_hash: null, dst_tx_hash: key }), {
        transactionHash: hash,
        isOut: false,
      })
    : null;
  const outMessages = [...tx.outMsgs.values()].map((cell) =>
    toOutMessage(decodedMessageRow(cell, { ...link, src_tx_hash: key, dst_tx_hash: null })),
  );
  const details = {
    ...toTransaction(r),
    prevTransactionHash: tx.prevTransHash,
    prevTransactionLt: tx.prevTransLt.toString(),
    oldHash: tx.stateUpdate.oldHash,
    newHash: tx.stateUpdate.newHash,
    origStatus: accountState(tx.origStatus),
    endStatus: accountState(tx.endStatus),
    creditFirst: 'creditFirst' in d ? d.creditFirst : null,
    inMessage,
    outMessages,
    ...toPhases(d),
  };
  return { details, contract: contractOf(r), inMessage: tx.inMsg ?? null };
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

export async function getTransactionBoc(db: Kysely<Schema>, hash: string) {
  const r = await db
    .selectFrom('transactions')
    .select('boc')
    .where('hash', '=', Buffer.from(hash, 'hex'))
    .executeTakeFirst();
  return r ? { hash, boc: r.boc.toString('base64') } : null;
}

/** Transactions that sent or consumed any of the messages (v1 search), newest first. */
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
