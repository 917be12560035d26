// Query-parameter filters of the list pages (spec §2 "Filters in query parameters"), parsed from
// untrusted URLs: unknown values are dropped rather than sent to the API.
import type { MessageType, TransactionType } from '@tvmscan/api-schema';
import { parseRawAddress } from '../shared/lib/address';

const TX_TYPES: readonly TransactionType[] = [
  'Ordinary',
  'Storage',
  'TickTock',
  'SplitPrepare',
  'SplitInstall',
  'MergePrepare',
  'MergeInstall',
];
const MSG_TYPES: readonly MessageType[] = ['Internal', 'ExternalIn', 'ExternalOut'];

function listOf<T extends string>(value: unknown, allowed: readonly T[]): T[] {
  if (typeof value !== 'string') return [];
  const parts = value.split(',').filter((p): p is T => (allowed as readonly string[]).includes(p));
  return [...new Set(parts)];
}

export interface BlocksSearch {
  empty?: boolean;
}

export function parseBlocksSearch(search: Record<string, unknown>): BlocksSearch {
  return search.empty === true || search.empty === 'true' || search.empty === 1 ? { empty: true } : {};
}

export interface TransactionsSearch {
  'tx-type'?: string;
  'tx-accounts'?: string;
}

export function parseTransactionsSearch(search: Record<string, unknown>): TransactionsSearch {
  const types = listOf(search['tx-type'], TX_TYPES);
  const account = typeof search['tx-accounts'] === 'string' ? parseRawAddress(search['tx-accounts']) : null;
  return {
    ...(types.length ? { 'tx-type': types.join(',') } : {}),
    ...(account ? { 'tx-accounts': `${account.workchain}:${account.address}` } : {}),
  };
}

export const transactionTypesOf = (s: TransactionsSearch): TransactionType[] =>
  listOf(s['tx-type'], TX_TYPES);

export interface MessagesSearch {
  'msg-types'?: string;
}

export function parseMessagesSearch(search: Record<string, unknown>): MessagesSearch {
  const types = listOf(search['msg-types'], MSG_TYPES);
  return types.length ? { 'msg-types': types.join(',') } : {};
}

export const messageTypesOf = (s: MessagesSearch): MessageType[] => listOf(s['msg-types'], MSG_TYPES);
