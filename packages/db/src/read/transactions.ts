// Transactions: the filtered list (newest first by time, lt, hash), the transaction page with its
// messages and phases, and the transactions committed by one masterchain block (live stream).
import type { Transaction, TransactionDetails, TransactionType } from '@tvmscan/api-schema';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Schema, TransactionsTable } from '../schema';
import { accountState, hex, rawAddress, storedTxTypes, transactionType, u32 } from './format';
import { type KeyColumn, keysetPage, type Page, type PageRequest } from './keyset';
import { accountsMatch, messageColumns, toMessage, toOutMessage } from './messages';
import { toPhases } from './phases';

export interface TransactionsFilter {
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

function baseQuery(db: Kysely<Schema>) {
  return db
    .selectFrom('transactions as t')
    .innerJoin('blocks as b', 'b.root_hash', 't.block_root_hash')
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
      'b.shard as block_shard',
      'b.seqno as block_seqno',
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
    // Method names and parsed ids need the contract's ABI (verified contracts), not indexed yet.
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

export async function listTransactions(
  db: Kysely<Schema>,
  f: TransactionsFilter,
  page: PageRequest,
): Promise<Page<Transaction>> {
  let q = baseQuery(db);
  if (f.block) q = q.where('t.block_root_hash', '=', Buffer.from(f.block, 'hex'));
  if (f.includeAccounts?.length) q = q.where(accountsMatch('t.workchain', 't.account', f.includeAccounts));
  if (f.excludeAccounts?.length) {
    q = q.where((eb) => eb.not(accountsMatch('t.workchain', 't.account', f.excludeAccounts!)(eb)));
  }
  if (f.txTypes?.length) q = q.where('t.tx_type', 'in', storedTxTypes(f.txTypes));
  if (f.timeGe !== undefined) q = q.where('t.now', '>=', String(f.timeGe));
  if (f.timeLe !== undefined) q = q.where('t.now', '<=', String(f.timeLe));
  if (f.balanceChangeGe !== undefined)
    q = q.where(sql<boolean>`t.balance_change >= ${f.balanceChangeGe}::numeric`);
  if (f.balanceChangeLe !== undefined)
    q = q.where(sql<boolean>`t.balance_change <= ${f.balanceChangeLe}::numeric`);
  return keysetPage(q, TX_KEY, page, toTransaction);
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

export async function getTransaction(db: Kysely<Schema>, hash: string): Promise<TransactionDetails | null> {
  const key = Buffer.from(hash, 'hex');
  const r = await baseQuery(db)
    .select([
      't.prev_tx_hash',
      't.prev_tx_lt',
      't.old_hash',
      't.new_hash',
      't.orig_status',
      't.end_status',
      't.credit_first',
      't.in_msg_hash',
      't.compute_skip_reason',
      't.phases',
    ])
    .where('t.hash', '=', key)
    .executeTakeFirst();
  if (!r) return null;
  const [inMessage, outMessages] = await Promise.all([
    r.in_msg_hash
      ? db
          .selectFrom('messages as m')
          .select(messageColumns)
          .where('m.hash', '=', r.in_msg_hash)
          .executeTakeFirst()
      : undefined,
    db
      .selectFrom('messages as m')
      .select(messageColumns)
      .where('m.src_tx_hash', '=', key)
      .orderBy('m.created_lt')
      .execute(),
  ]);
  return {
    ...toTransaction(r),
    prevTransactionHash: hex(r.prev_tx_hash),
    prevTransactionLt: r.prev_tx_lt,
    oldHash: hex(r.old_hash),
    newHash: hex(r.new_hash),
    origStatus: accountState(r.orig_status),
    endStatus: accountState(r.end_status),
    creditFirst: r.credit_first,
    inMessage: inMessage ? toMessage(inMessage, { transactionHash: hash, isOut: false }) : null,
    outMessages: outMessages.map(toOutMessage),
    ...toPhases(r.phases, r.compute_skip_reason),
  };
}
