// Query parameters of the chain list pages (spec §2 "Filters in query parameters"), parsed when a route
// matches — so this module is part of the initial bundle and stays small. Values stay strings in the
// URL (times as unix seconds, amounts as decimal token units); ./search-filters turns them into API
// filters.
import { MESSAGE_TYPES, TRANSACTION_TYPES } from '../shared/lib/chain';
import {
  addressesParam,
  amountParam,
  choiceParam,
  listParam,
  modeParam,
  parseParams,
  timeParam,
} from '../shared/lib/url-params';

/** Spec §3: transactions sort by time (the default) or balance change, descending by default. */
export const TRANSACTION_ORDERINGS = ['time', 'balanceChange'] as const;
export const SORT_DIRECTIONS = ['desc', 'asc'] as const;

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
};
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
};

export type TransactionsSearch = Partial<Record<keyof typeof TX_PARAMS, string>>;
export type MessagesSearch = Partial<Record<keyof typeof MSG_PARAMS, string>>;
export interface BlocksSearch {
  empty?: boolean;
}

export const parseTransactionsSearch = (search: Record<string, unknown>): TransactionsSearch =>
  parseParams(TX_PARAMS, search);
export const parseMessagesSearch = (search: Record<string, unknown>): MessagesSearch =>
  parseParams(MSG_PARAMS, search);
export function parseBlocksSearch(search: Record<string, unknown>): BlocksSearch {
  return search.empty === true || search.empty === 'true' || search.empty === 1 ? { empty: true } : {};
}

/** Drops the keys left undefined, so URLs, request bodies and query keys hold only the filters in use. */
export function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Applies a patch to the current parameters; undefined removes a parameter. */
export function mergeSearch<S extends object>(current: S, patch: Record<string, string | undefined>): S {
  return defined({ ...current, ...patch } as S);
}
