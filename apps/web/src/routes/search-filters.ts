// The list pages' URL parameters as API list filters: types as enums, times as numbers, amounts scaled
// from token units to nano units by the deployment's decimals.
import type {
  MessagesListRequest,
  MessageType,
  SortDirection,
  TransactionOrdering,
  TransactionsListRequest,
  TransactionType,
} from '@tvmscan/api-schema';
import { parseUnits } from '../shared/lib/format';
import { defined, type MessagesSearch, type TransactionsSearch } from './search-params';

const split = (list: string | undefined): string[] => (list ? list.split(',') : []);
/** A time parameter as a number; anything else (the URL is user input) is no filter at all. */
const num = (text: string | undefined): number | undefined => {
  const value = text === undefined || text === '' ? Number.NaN : Number(text);
  return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
};
const nano = (text: string | undefined, decimals: number): string | undefined =>
  text === undefined ? undefined : (parseUnits(text, decimals) ?? undefined);

type ListFilter<R> = Omit<NonNullable<R>, 'cursor' | 'limit'>;

export function toTransactionsFilter(
  s: TransactionsSearch,
  decimals: number,
): ListFilter<TransactionsListRequest> {
  const accounts = split(s['tx-accounts']);
  const exclude = s['tx-filter'] === 'exclude';
  return defined({
    ordering: s['tx-col'] as TransactionOrdering | undefined,
    direction: s['tx-dir'] as SortDirection | undefined,
    txTypes: s['tx-type'] ? (split(s['tx-type']) as TransactionType[]) : undefined,
    timeGe: num(s['tx-start']),
    timeLe: num(s['tx-end']),
    balanceChangeGe: nano(s['tx-from'], decimals),
    balanceChangeLe: nano(s['tx-to'], decimals),
    includeAccounts: accounts.length && !exclude ? accounts : undefined,
    excludeAccounts: accounts.length && exclude ? accounts : undefined,
  });
}

export function toMessagesFilter(s: MessagesSearch, decimals: number): ListFilter<MessagesListRequest> {
  const src = split(s['msg-src']);
  const dst = split(s['msg-dst']);
  const srcOut = s['msg-src-filter'] === 'exclude';
  const dstOut = s['msg-dst-filter'] === 'exclude';
  return defined({
    messageTypes: s['msg-types'] ? (split(s['msg-types']) as MessageType[]) : undefined,
    transactionTimeGe: num(s['msg-start']),
    transactionTimeLe: num(s['msg-end']),
    messageValueGe: nano(s['msg-from'], decimals),
    messageValueLe: nano(s['msg-to'], decimals),
    includeSrcAccounts: src.length && !srcOut ? src : undefined,
    excludeSrcAccounts: src.length && srcOut ? src : undefined,
    includeDstAccounts: dst.length && !dstOut ? dst : undefined,
    excludeDstAccounts: dst.length && dstOut ? dst : undefined,
  });
}
