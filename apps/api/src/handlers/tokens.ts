// Tokens API handlers (/api/tokens): the validated body or path parameters in, one read function
// of @tvmscan/db, the spec's envelope out (`data.<items>`, `current_cursor`/`next_cursor`).

import type { SearchResponse, Token, TokenBalance, tokenRoutes } from '@tvmscan/api-schema';
import type { Page } from '@tvmscan/db';
import {
  balancesListName,
  balancesSnapshot,
  countBalances,
  countTokenRoots,
  countTokenTransactions,
  type Database,
  getTokenBalance,
  getTokenRoot,
  getTokenSupply,
  listBalances,
  listTokenRoots,
  listTokenTransactions,
  searchTokensBySymbol,
  tokenHoldersCount,
  tokenStatsSeries,
} from '@tvmscan/db';
import type { CsvColumn } from '../csv';
import type { ListCursors } from '../cursor';
import type { Handlers } from '../handler-types';

/** Default window of the token stats series: the spec's chart default, 30 days. */
const STATS_WINDOW = 30 * 86_400;
/** Symbol lookups start above this many characters (spec §2 Search). */
const SYMBOL_MIN = 3;
const RAW_ADDRESS = /^-?\d{1,3}:[0-9a-f]{64}$/;

const iso = (unix: number | null) => (unix === null ? null : new Date(unix * 1000).toISOString());

const BALANCE_COLUMNS: CsvColumn<TokenBalance>[] = [
  ['owner', (b) => b.ownerAddress],
  ['wallet', (b) => b.walletAddress],
  ['root', (b) => b.rootAddress],
  ['token', (b) => b.token],
  ['decimals', (b) => b.scale],
  ['amount', (b) => b.amount],
  ['updated', (b) => iso(b.updatedAt)],
];

const TOKEN_COLUMNS: CsvColumn<Token>[] = [
  ['address', (t) => t.rootAddress],
  ['name', (t) => t.name],
  ['symbol', (t) => t.token],
  ['decimals', (t) => t.scale],
  ['total_supply', (t) => t.totalSupply],
  ['owner', (t) => t.ownerAddress],
  ['standard', (t) => t.tokenStandard],
  ['trusted', (t) => t.trusted],
  ['holders', (t) => t.holdersCount],
  ['created', (t) => iso(t.createdAt)],
];

/** The Tokens API spells its cursors in snake case. */
function tokenCursors<T>(cursors: ListCursors, page: Page<T>, current: string | undefined) {
  const c = cursors.around(page, current);
  return { current_cursor: c.currentCursor, next_cursor: c.nextCursor, prev_cursor: c.prevCursor };
}

export const tokenHandlers: Pick<Handlers, keyof typeof tokenRoutes> = {
  tokenActiveAddresses: async ({ root }, { database }) => {
    const totalCount = await tokenHoldersCount(database.db, root);
    return totalCount === null ? null : { data: { rootAddress: root, totalCount } };
  },
  tokenBalancesSearch: async ({ cursor, limit, ...filter }, { database, cursors }) => {
    const c = cursors.of(balancesListName(filter), filter);
    const page = await listBalances(database.db, filter, c.decode(cursor, limit));
    return { data: { balances: page.items }, ...tokenCursors(c, page, cursor) };
  },
  tokenBalancesCount: async (filter, { database }) => ({
    data: { totalCount: await countBalances(database.db, filter) },
  }),
  tokenBalancesSnapshot: async ({ ownerAddress }, { database }) => ({
    data: await balancesSnapshot(database.db, ownerAddress),
  }),
  tokenTransactionsSearch: async ({ cursor, limit, ...filter }, { database, cursors }) => {
    const c = cursors.of('token-transactions', filter);
    const page = await listTokenTransactions(database.db, filter, c.decode(cursor, limit));
    return { data: { transactions: page.items }, ...tokenCursors(c, page, cursor) };
  },
  tokenTransactionsCount: async (filter, { database }) => ({
    data: { totalCount: await countTokenTransactions(database.db, filter) },
  }),
  tokenRootByAddress: async ({ address }, { database }) => getTokenRoot(database.db, address),
  tokenRootWallet: async ({ rootAddress, address }, { database }) =>
    getTokenBalance(database.db, rootAddress, address),
  tokenRootsBySymbol: async ({ substring }, { database }) => ({
    data: { rootTokenContracts: await searchTokensBySymbol(database.db, substring) },
  }),
  tokenRootsSearch: async ({ cursor, offset, limit, filter }, { database, cursors }) => {
    // Each filter pages its own subset, so its cursors are a list of their own.
    const c = cursors.of(`tokens:${filter}`);
    const [page, totalCount] = await Promise.all([
      listTokenRoots(database.db, filter, { ...c.decode(cursor, limit), offset }),
      countTokenRoots(database.db, filter),
    ]);
    return { rootTokenContracts: page.items, totalCount, ...tokenCursors(c, page, cursor) };
  },
  tokenSupply: async ({ address }, { database }) => {
    const supply = await getTokenSupply(database.db, address);
    return supply && { data: supply };
  },
  tokenStats: async ({ start_date, end_date, ...query }, { database }) => {
    const end = end_date ?? Math.floor(Date.now() / 1000);
    const start = start_date ?? Math.max(0, end - STATS_WINDOW);
    return { data: await tokenStatsSeries(database.db, { ...query, start, end }) };
  },

  tokenHoldersCsv: async ({ limit, ...filter }) => ({
    filename: 'holders.csv',
    columns: BALANCE_COLUMNS,
    maxRows: limit,
    page: (db, req) => listBalances(db, filter, req),
  }),
  tokenBalancesCsv: async ({ limit, ownerAddress }) => ({
    filename: 'balances.csv',
    columns: BALANCE_COLUMNS,
    maxRows: limit,
    page: (db, req) => listBalances(db, { ownerAddress }, req),
  }),
  tokensCsv: async ({ limit, filter }) => ({
    filename: `tokens-${filter}.csv`,
    columns: TOKEN_COLUMNS,
    maxRows: limit,
    page: (db, req) => listTokenRoots(db, filter, req),
  }),
};

/**
 * The tokens of an explorer search: a token whose root address is the query (raw, or friendly as `id`),
 * then tokens by symbol substring for queries of 3+ characters, trusted first; each token once. Both
 * lookups run at once.
 */
export async function searchTokens(
  database: Database,
  query: string,
  id: string = query,
): Promise<SearchResponse['tokens']> {
  const q = query.trim();
  const address = id.trim().toLowerCase();
  const [byRoot, bySymbol] = await Promise.all([
    RAW_ADDRESS.test(address) ? getTokenRoot(database.db, address) : null,
    [...q].length < SYMBOL_MIN ? [] : searchTokensBySymbol(database.db, q, 10),
  ]);
  const tokens = [
    ...(byRoot ? [byRoot] : []),
    ...bySymbol.filter((t) => t.rootAddress !== byRoot?.rootAddress),
  ];
  return tokens.map((t) => ({
    name: t.name,
    symbol: t.token,
    rootAddress: t.rootAddress,
    trusted: t.trusted,
    logoUrl: t.asset?.logoUrl ?? null,
    verified: t.asset !== null,
  }));
}
