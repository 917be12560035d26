// Accounts (/api/explorer/accounts/…): the list, its count and CSV export, one account, its latest state
// and its states after each transaction, and an address in every form.
import type { Account, accountRoutes } from '@tvmscan/api-schema';
import { countAccounts, getAccount, getAccountState, listAccountStates, listAccounts } from '@tvmscan/db';
import { convertAddress } from '../addresses';
import { type CsvColumn, isoTime } from '../csv';
import type { Handlers } from '../handler-types';

const ACCOUNT_COLUMNS: CsvColumn<Account>[] = [
  ['address', (a) => a.address],
  ['balance', (a) => a.balance],
  ['state', (a) => a.state],
  ['created', (a) => isoTime(a.createdAt)],
  ['updated', (a) => isoTime(a.updatedAt)],
  ['code_hash', (a) => a.codeHash],
];

export const accountHandlers: Pick<Handlers, keyof typeof accountRoutes> = {
  accountsList: async ({ cursor, limit, ...filter }, { database, cursors }) => {
    // Each ordering and direction pages by a different key or order, so its cursors are their own.
    const c = cursors.of(`accounts:${filter.ordering}:${filter.direction}`, filter);
    const page = await listAccounts(database.db, filter, c.decode(cursor, limit));
    return { accounts: page.items, ...c.around(page, cursor) };
  },
  account: async ({ id }, { database }) => getAccount(database.db, id),
  accountsCount: async (f, { database }) => countAccounts(database.db, f),
  accountState: async ({ id }, { database }) => getAccountState(database.db, id),
  accountStates: async ({ id, cursor, limit }, { database, cursors }) => {
    const c = cursors.of(`account-states:${id}`);
    const page = await listAccountStates(database.db, id, c.decode(cursor, limit));
    return { states: page.items, ...c.around(page, cursor) };
  },
  convertAddress: async ({ address }) => convertAddress(address),
  accountsCsv: async ({ limit, ...filter }) => ({
    filename: 'accounts.csv',
    columns: ACCOUNT_COLUMNS,
    maxRows: limit,
    page: (db, req) => listAccounts(db, filter, req),
  }),
};
