// Transactions (/api/explorer/transactions/…): the list, its count and CSV export, one transaction, its
// BOC, its bodies decoded and its events (../bodies), and the transactions of given messages.
import type { Transaction, transactionRoutes } from '@tvmscan/api-schema';
import {
  countTransactions,
  getTransaction,
  getTransactionBoc,
  listTransactions,
  transactionsByMessages,
} from '@tvmscan/db';
import { type CsvColumn, isoTime } from '../csv';
import type { Body, HandlerContext, Handlers } from '../handler-types';

const TRANSACTION_COLUMNS: CsvColumn<Transaction>[] = [
  ['hash', (t) => t.hash],
  ['time', (t) => isoTime(t.time)],
  ['account', (t) => t.accountId],
  ['lt', (t) => t.lt],
  ['type', (t) => t.tickTock ?? t.txType],
  ['exit_code', (t) => t.exitCode],
  ['result_code', (t) => t.resultCode],
  ['balance_change', (t) => t.balanceChange],
  ['total_fees', (t) => t.totalFees],
  ['aborted', (t) => t.aborted],
  ['block', (t) => t.blockHash],
];

/** /transactions/parsed, and the verification service's /parse/transaction/{id}: one handler for both
 *  (and for the service alone, ../verify-parse.ts). */
export const parsedTransaction = async (
  { id }: Body<'transactionParsed'>,
  { database, bodies }: Pick<HandlerContext, 'database' | 'bodies'>,
) => {
  const found = await getTransaction(database.db, id);
  return found && bodies.parsedTransaction(database, found);
};

export const transactionHandlers: Pick<Handlers, keyof typeof transactionRoutes> = {
  transactionsList: async ({ cursor, offset, limit, ...filter }, { database, cursors, bodies }) => {
    const c = cursors.of(`transactions:${filter.ordering}:${filter.direction}`, filter);
    const page = await listTransactions(database.db, filter, { ...c.decode(cursor, limit), offset });
    return { transactions: bodies.transactions(page.items), ...c.around(page, cursor) };
  },
  transaction: async ({ id }, { database, bodies }) => {
    const found = await getTransaction(database.db, id);
    return found && bodies.transaction(found);
  },
  transactionsCount: async (f, { database }) => countTransactions(database.db, f),
  transactionRaw: async ({ id }, { database }) => getTransactionBoc(database.db, id),
  transactionParsed: parsedTransaction,
  verifyParsedTransaction: parsedTransaction,
  transactionEvents: async ({ id }, { database, bodies }) => bodies.events(database, id),
  transactionsByMessages: async ({ messageHashes, limit }, { database }) => ({
    transactions: await transactionsByMessages(database.db, messageHashes, limit),
  }),
  transactionsCsv: async ({ limit, ...filter }) => ({
    filename: 'transactions.csv',
    columns: TRANSACTION_COLUMNS,
    maxRows: limit,
    page: (db, req) => listTransactions(db, filter, req),
  }),
};
