// Query parameters of the token pages (spec §2 "Filters in query parameters": tokens-tx-kind,
// tokens-tx-start, tokens-tx-end, tokens-tx-tokens; and the tokens list's all/trusted/custom filter),
// parsed from untrusted URLs: unknown values are dropped rather than sent to the API.
import type { TokenFilter, TokenTransactionsSearchRequest, TokenTxKind } from '@tvmscan/api-schema';
import { TOKEN_FILTERS, TOKEN_TX_KINDS } from '@tvmscan/api-schema/values';
import { parseRawAddress } from '../../shared/lib/address';

/** Spec §3 token transaction kinds, in the order the filter offers them. */
export { TOKEN_TX_KINDS };

export interface TokensSearch {
  filter?: Exclude<TokenFilter, 'all'>;
}

export function parseTokensSearch(search: Record<string, unknown>): TokensSearch {
  const f = search.filter;
  return (f === 'trusted' || f === 'custom') && TOKEN_FILTERS.includes(f) ? { filter: f } : {};
}

export interface TokenTransactionsSearch {
  'tokens-tx-kind'?: string;
  'tokens-tx-start'?: string;
  'tokens-tx-end'?: string;
  'tokens-tx-tokens'?: string;
}

const UNIX_RE = /^\d{1,10}$/;

function unixParam(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && UNIX_RE.test(text) && Number(text) <= 0xffffffff ? text : undefined;
}

export function parseTokenTransactionsSearch(search: Record<string, unknown>): TokenTransactionsSearch {
  const raw = search['tokens-tx-kind'];
  const kinds =
    typeof raw === 'string'
      ? [
          ...new Set(
            raw.split(',').filter((k): k is TokenTxKind => TOKEN_TX_KINDS.includes(k as TokenTxKind)),
          ),
        ]
      : [];
  const root =
    typeof search['tokens-tx-tokens'] === 'string' ? parseRawAddress(search['tokens-tx-tokens']) : null;
  const start = unixParam(search['tokens-tx-start']);
  const end = unixParam(search['tokens-tx-end']);
  return {
    ...(kinds.length ? { 'tokens-tx-kind': kinds.join(',') } : {}),
    ...(start ? { 'tokens-tx-start': start } : {}),
    ...(end ? { 'tokens-tx-end': end } : {}),
    ...(root ? { 'tokens-tx-tokens': `${root.workchain}:${root.address}` } : {}),
  };
}

/** The Tokens API filter a parsed search stands for (without cursor and limit). */
export function tokenTransactionsFilter(
  s: TokenTransactionsSearch,
): Omit<TokenTransactionsSearchRequest, 'cursor' | 'limit'> {
  const kinds = s['tokens-tx-kind']?.split(',') as TokenTxKind[] | undefined;
  return {
    ...(kinds ? { txKinds: kinds } : {}),
    ...(s['tokens-tx-start'] ? { blockTimeGe: Number(s['tokens-tx-start']) } : {}),
    ...(s['tokens-tx-end'] ? { blockTimeLe: Number(s['tokens-tx-end']) } : {}),
    ...(s['tokens-tx-tokens'] ? { rootAddress: s['tokens-tx-tokens'] } : {}),
  };
}
