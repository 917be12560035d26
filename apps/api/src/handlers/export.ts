// CSV exports of the lists (GET …/export/<list>.csv?<the list's filters>): the list's own read function
// paged along its keyset by the shared streaming helper (../csv), so filters and order match the list.
import type { Account, Block, Message, networkRoutes, Transaction, Validator } from '@tvmscan/api-schema';
import { listAccounts, listBlocks, listMessages, listTransactions, listValidators } from '@tvmscan/db';
import type { CsvColumn } from '../csv';
import type { Handlers } from '../handler-types';

type ExportRoutes = 'blocksCsv' | 'transactionsCsv' | 'messagesCsv' | 'accountsCsv' | 'validatorsCsv';
type ExportHandlers = Pick<Handlers, ExportRoutes & keyof typeof networkRoutes>;

const iso = (unix: number | null) => (unix === null ? null : new Date(unix * 1000).toISOString());

const BLOCK_COLUMNS: CsvColumn<Block>[] = [
  ['workchain', (b) => b.workchain],
  ['shard', (b) => b.shard],
  ['seqno', (b) => b.seqno],
  ['time', (b) => iso(b.genUtime)],
  ['transactions', (b) => b.transactionCount],
  ['key_block', (b) => b.isKeyBlock],
  ['software_version', (b) => b.genSoftwareVersion],
  ['root_hash', (b) => b.rootHash],
  ['file_hash', (b) => b.fileHash],
];

const TRANSACTION_COLUMNS: CsvColumn<Transaction>[] = [
  ['hash', (t) => t.hash],
  ['time', (t) => iso(t.time)],
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

const MESSAGE_COLUMNS: CsvColumn<Message>[] = [
  ['hash', (m) => m.messageHash],
  ['type', (m) => m.messageType],
  ['time', (m) => iso(m.transactionTime)],
  ['from', (m) => m.srcAddress],
  ['to', (m) => m.dstAddress],
  ['value', (m) => m.messageValue],
  ['fwd_fee', (m) => m.fwdFee],
  ['bounce', (m) => m.bounce],
  ['bounced', (m) => m.bounced],
  ['transaction', (m) => m.transactionHash],
];

const ACCOUNT_COLUMNS: CsvColumn<Account>[] = [
  ['address', (a) => a.address],
  ['balance', (a) => a.balance],
  ['state', (a) => a.state],
  ['created', (a) => iso(a.createdAt)],
  ['updated', (a) => iso(a.updatedAt)],
  ['code_hash', (a) => a.codeHash],
];

const VALIDATOR_COLUMNS: CsvColumn<Validator>[] = [
  ['rank', (v) => v.rank],
  ['public_key', (v) => v.publicKey],
  ['adnl_address', (v) => v.adnlAddress],
  ['weight', (v) => v.weight],
  ['weight_percent', (v) => v.weightPercent],
  ['address', (v) => v.address],
  ['stake', (v) => v.stake],
  ['bonuses', (v) => v.bonuses],
];

export const exportHandlers: ExportHandlers = {
  blocksCsv: async ({ limit, ...filter }) => ({
    filename: 'blocks.csv',
    columns: BLOCK_COLUMNS,
    maxRows: limit,
    page: (db, req) => listBlocks(db, filter, req),
  }),
  transactionsCsv: async ({ limit, ...filter }) => ({
    filename: 'transactions.csv',
    columns: TRANSACTION_COLUMNS,
    maxRows: limit,
    page: (db, req) => listTransactions(db, filter, req),
  }),
  messagesCsv: async ({ limit, ...filter }) => ({
    filename: 'messages.csv',
    columns: MESSAGE_COLUMNS,
    maxRows: limit,
    page: (db, req) => listMessages(db, filter, req),
  }),
  accountsCsv: async ({ limit, ...filter }) => ({
    filename: 'accounts.csv',
    columns: ACCOUNT_COLUMNS,
    maxRows: limit,
    page: (db, req) => listAccounts(db, filter, req),
  }),
  validatorsCsv: async ({ limit, set }) => ({
    filename: `validators-${set}.csv`,
    columns: VALIDATOR_COLUMNS,
    maxRows: limit,
    page: async (db, req) => (await listValidators(db, set, req)).page,
  }),
};
