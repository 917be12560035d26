// Query parameters of the chain list pages (spec §2 "Filters in query parameters"), parsed when a route
// matches — so this module is part of the initial bundle and stays small. Values stay strings in the
// URL (times as unix seconds, amounts as decimal token units); ./search-filters turns them into API
// filters.
import { PAGE_SIZES, SORT_DIRECTIONS, TRANSACTION_ORDERINGS } from '@tvmscan/api-schema/values';
import { MESSAGE_TYPES, TRANSACTION_TYPES } from '../shared/lib/chain';
import {
  addressesParam,
  amountParam,
  choiceParam,
  cursorParam,
  limitParam,
  listParam,
  modeParam,
  parseParams,
  timeParam,
} from '../shared/lib/url-params';

/** Spec §9: the chain lists page by 20; `limit` in the URL asks for another size. */
export const LIST_PAGE_SIZE = PAGE_SIZES.list;
/** Every cursor list keeps its page in the URL: a reload or a shared link opens the same page. */
const PAGE_PARAMS = { limit: limitParam(LIST_PAGE_SIZE), cursor: cursorParam };

/** Spec §3: transactions sort by time (the default) or balance change, descending by default. */
export { SORT_DIRECTIONS, TRANSACTION_ORDERINGS };

const TX_PARAMS = {
  'tx-type': listParam(TRANSACTION_TYPES),
  'tx-start': timeParam,
  'tx-end': timeParam,
  'tx-from': amountParam(true),
  'tx-to': amountParam(true),
  'tx-accounts': addressesParam,
  'tx-filter': modeParam,
  'tx-col': choiceParam(TRANSACTION_ORDERINGS, 'time'),
  'tx-dir': choiceParam(SORT_DIRECTIONS, 'desc'),
  ...PAGE_PARAMS,
};
/** The spec's generic parameter names, read as this list's own (docs: apps/web/README.md). */
const TX_ALIASES = {
  types: 'tx-type',
  start: 'tx-start',
  end: 'tx-end',
  form: 'tx-from',
  from: 'tx-from',
  to: 'tx-to',
  col: 'tx-col',
  dir: 'tx-dir',
} as const;
const MSG_PARAMS = {
  'msg-types': listParam(MESSAGE_TYPES),
  'msg-start': timeParam,
  'msg-end': timeParam,
  'msg-from': amountParam(false),
  'msg-to': amountParam(false),
  'msg-src': addressesParam,
  'msg-src-filter': modeParam,
  'msg-dst': addressesParam,
  'msg-dst-filter': modeParam,
  ...PAGE_PARAMS,
};
const MSG_ALIASES = {
  types: 'msg-types',
  start: 'msg-start',
  end: 'msg-end',
  form: 'msg-from',
  from: 'msg-from',
  to: 'msg-to',
} as const;

export type TransactionsSearch = Partial<Record<keyof typeof TX_PARAMS, string>>;
export type MessagesSearch = Partial<Record<keyof typeof MSG_PARAMS, string>>;
export interface BlocksSearch {
  empty?: boolean;
  limit?: string;
  cursor?: string;
}

export const parseTransactionsSearch = (search: Record<string, unknown>): TransactionsSearch =>
  parseParams(TX_PARAMS, search, TX_ALIASES);
export const parseMessagesSearch = (search: Record<string, unknown>): MessagesSearch =>
  parseParams(MSG_PARAMS, search, MSG_ALIASES);
export function parseBlocksSearch(search: Record<string, unknown>): BlocksSearch {
  const empty = search.empty === true || search.empty === 'true' || search.empty === 1;
  return { ...(empty ? { empty: true } : {}), ...parseParams(PAGE_PARAMS, search) };
}

/** The page size a parsed `limit` stands for. */
export const pageSize = (search: { limit?: string }): number =>
  search.limit === undefined ? LIST_PAGE_SIZE : Number(search.limit);

/** Drops the keys left undefined, so URLs, request bodies and query keys hold only the filters in use. */
export function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Applies a patch to the current parameters; undefined removes a parameter. Any change other than the
 * cursor's is a new selection, so it starts again from the first page (drops the cursor).
 */
export function mergeSearch<S extends object>(current: S, patch: Record<string, unknown>): S {
  const newSelection = Object.keys(patch).some((key) => key !== 'cursor');
  return defined({ ...current, ...(newSelection ? { cursor: undefined } : {}), ...patch } as S);
}
