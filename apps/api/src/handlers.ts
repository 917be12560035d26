// One handler per route of the api-schema route table: the validated body in, one read function,
// the wire shape out. `null` means "no such id" and becomes a 404.
import { isPlainText } from '@tvmscan/api-schema';
import {
  chartSeries,
  emptySearch,
  getAccount,
  getBlock,
  getMessage,
  getTransaction,
  listAccounts,
  listBlocks,
  listMessages,
  listTransactions,
  nextBlocks,
  searchById,
} from '@tvmscan/db';
import { addressToRaw, convertAddress } from './addresses';
import type { Body, Handlers } from './handler-types';
import { contractHandlers } from './handlers/contracts';
import { networkHandlers } from './handlers/network';
import { nftHandlers } from './handlers/nfts';
import { searchTokens, tokenHandlers } from './handlers/tokens';

const range = (r: Body<'transactionsChart'>) => ({
  start: r.start_date,
  end: r.end_date,
  interval: r.interval,
});

export const handlers: Handlers = {
  config: async (_b, { config }) => config.web,
  stats: async (_b, { stats }) => stats.get(),
  transactions10m: async (_b, { stats }) => ({ buckets: await stats.tps() }),

  transactionsChart: async (r, { database }) => ({
    series: await chartSeries(database.db, 'transactions', range(r)),
  }),
  messagesChart: async (r, { database }) => ({
    series: await chartSeries(database.db, 'messages', range(r)),
  }),
  accountsChart: async (r, { database }) => ({
    series: await chartSeries(database.db, 'new_accounts', range(r)),
  }),
  activeAccountsChart: async (r, { database }) => ({
    series: await chartSeries(database.db, 'active_accounts', range(r)),
  }),

  blocksList: async ({ cursor, limit, ...filter }, { database, cursors }) => {
    // Each ordering and direction pages by a different key or order, so its cursors are their own.
    const c = cursors.of(`blocks:${filter.ordering}:${filter.direction}`, filter);
    const page = await listBlocks(database.db, filter, c.decode(cursor, limit));
    return { blocks: page.items, ...c.around(page, cursor) };
  },
  block: async (id, { database }) => getBlock(database.db, id),
  nextBlocks: async ({ id }, { database }) => ({ blocks: await nextBlocks(database.db, id) }),

  transactionsList: async ({ cursor, offset, limit, ...filter }, { database, cursors, bodies }) => {
    const c = cursors.of(`transactions:${filter.ordering}:${filter.direction}`, filter);
    const page = await listTransactions(database.db, filter, { ...c.decode(cursor, limit), offset });
    const transactions = await bodies.transactions(database, page.items);
    return { transactions, ...c.around(page, cursor) };
  },
  transaction: async ({ id }, { database, bodies }) => {
    const found = await getTransaction(database.db, id);
    return found && bodies.transaction(found);
  },

  messagesList: async ({ cursor, limit, ...filter }, { database, cursors, bodies }) => {
    const c = cursors.of(`messages:${filter.ordering}:${filter.direction}`, filter);
    const page = await listMessages(database.db, filter, c.decode(cursor, limit));
    const messages = await bodies.messages(database, page.items);
    return { messages, ...c.around(page, cursor) };
  },
  message: async ({ id }, { database, bodies }) => {
    const found = await getMessage(database.db, id);
    return found && bodies.message(found);
  },

  accountsList: async ({ cursor, limit, ...filter }, { database, cursors }) => {
    // Each ordering and direction pages by a different key or order, so its cursors are their own.
    const c = cursors.of(`accounts:${filter.ordering}:${filter.direction}`, filter);
    const page = await listAccounts(database.db, filter, c.decode(cursor, limit));
    return { accounts: page.items, ...c.around(page, cursor) };
  },
  account: async ({ id }, { database }) => getAccount(database.db, id),

  convertAddress: async ({ address }) => convertAddress(address),
  search: async ({ query }, { database }) => {
    // Text the database cannot hold (a NUL, an unpaired surrogate) matches nothing that is stored.
    if (!isPlainText(query)) return emptySearch();
    const id = addressToRaw(query) ?? query;
    // The chain's ids and the tokens are independent lookups: asked at once, one round trip of latency.
    const [found, tokens] = await Promise.all([
      searchById(database.db, id),
      searchTokens(database, query, id),
    ]);
    return { ...found, tokens };
  },
  ...tokenHandlers,
  ...nftHandlers,
  ...networkHandlers,
  ...contractHandlers,
};
