// The accounts list's filters as query parameters (spec §2 "Filters in query parameters": balance-from,
// balance-to, start, end, col, dir) and the API request they select. URLs are untrusted: anything malformed
// is dropped, never sent. Balances are typed in whole tokens and the accounts list takes only their
// integer part (spec §5), scaled by the deployment's decimals; start and end are unix seconds of the
// creation time, both ends included (the date filter writes a day's first and last second).
import type { AccountsListRequest } from '@tvmscan/api-schema';
import { ACCOUNT_ORDERINGS, SORT_DIRECTIONS } from '@tvmscan/api-schema/values';

export { ACCOUNT_ORDERINGS };
export type AccountOrdering = (typeof ACCOUNT_ORDERINGS)[number];
/** Spec §3 sort order; descending (largest, newest first) is the default and stays out of the URL. */
export const ACCOUNT_DIRECTIONS = SORT_DIRECTIONS;
export type AccountDirection = (typeof ACCOUNT_DIRECTIONS)[number];

export interface AccountsSearch {
  'balance-from'?: string;
  'balance-to'?: string;
  start?: string;
  end?: string;
  col?: AccountOrdering;
  dir?: AccountDirection;
}

const AMOUNT_RE = /^(\d{1,27})(?:\.\d*)?$/;
const UNIX_RE = /^\d{1,10}$/;
const MAX_UNIX = 0xffffffff;

const text = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : null;

/** The integer part of a non-negative decimal amount ("12.5" → "12"), or null. */
export function wholeAmount(value: unknown): string | null {
  const m = AMOUNT_RE.exec(text(value) ?? '');
  return m ? BigInt(m[1]).toString() : null;
}

function unixTime(value: unknown): string | null {
  const t = text(value) ?? '';
  return UNIX_RE.test(t) && Number(t) <= MAX_UNIX ? String(Number(t)) : null;
}

export function parseAccountsSearch(search: Record<string, unknown>): AccountsSearch {
  const amount = (v: unknown) => (wholeAmount(v) === null ? null : (text(v) as string));
  const from = amount(search['balance-from']);
  const to = amount(search['balance-to']);
  const start = unixTime(search.start);
  const end = unixTime(search.end);
  const col = ACCOUNT_ORDERINGS.find((c) => c === search.col);
  const dir = ACCOUNT_DIRECTIONS.find((d) => d === search.dir);
  return {
    ...(from !== null ? { 'balance-from': from } : {}),
    ...(to !== null ? { 'balance-to': to } : {}),
    ...(start !== null ? { start } : {}),
    ...(end !== null ? { end } : {}),
    ...(col && col !== 'balance' ? { col } : {}),
    ...(dir && dir !== 'desc' ? { dir } : {}),
  };
}

export type AccountsFilter = Omit<AccountsListRequest, 'cursor' | 'limit'>;

/** The list request of parsed query parameters; balances in nano units by `decimals`. */
export function accountsRequest(search: AccountsSearch, decimals: number): AccountsFilter {
  const nano = (value: string | undefined) => {
    const whole = wholeAmount(value);
    return whole === null ? undefined : (BigInt(whole) * 10n ** BigInt(decimals)).toString();
  };
  const request: AccountsFilter = { ordering: search.col ?? 'balance' };
  if (search.dir) request.direction = search.dir;
  const balanceGe = nano(search['balance-from']);
  const balanceLe = nano(search['balance-to']);
  if (balanceGe !== undefined) request.balanceGe = balanceGe;
  if (balanceLe !== undefined) request.balanceLe = balanceLe;
  if (search.start !== undefined) request.createdAtGe = Number(search.start);
  if (search.end !== undefined) request.createdAtLe = Number(search.end);
  return request;
}
