// Token page query parameters come from untrusted URLs: only known kinds, valid raw addresses and u32
// times survive, and the API filter is derived from what survived.
import { describe, expect, it } from 'vitest';
import {
  parseTokensSearch,
  parseTokenTransactionsSearch,
  tokenTransactionsFilter,
} from '../src/slices/token/token-search';

const ROOT = `0:${'ab'.repeat(32)}`;

describe('token page query parameters', () => {
  it('keeps the tokens list filter only when it is trusted or custom', () => {
    expect(parseTokensSearch({ filter: 'trusted' })).toEqual({ filter: 'trusted' });
    expect(parseTokensSearch({ filter: 'custom' })).toEqual({ filter: 'custom' });
    expect(parseTokensSearch({ filter: 'all' })).toEqual({});
    expect(parseTokensSearch({ filter: '<script>' })).toEqual({});
    expect(parseTokensSearch({})).toEqual({});
  });

  it('drops unknown kinds and repeats, keeps the order given', () => {
    expect(parseTokenTransactionsSearch({ 'tokens-tx-kind': 'Burn,Mint,Burn,Evil' })).toEqual({
      'tokens-tx-kind': 'Burn,Mint',
    });
    expect(parseTokenTransactionsSearch({ 'tokens-tx-kind': 'Nothing' })).toEqual({});
  });

  it('normalizes the token address and refuses malformed ones', () => {
    expect(
      parseTokenTransactionsSearch({ 'tokens-tx-tokens': ROOT.toUpperCase().replace('0X', '0x') }),
    ).toEqual({
      'tokens-tx-tokens': ROOT,
    });
    expect(parseTokenTransactionsSearch({ 'tokens-tx-tokens': '0:abc' })).toEqual({});
    expect(parseTokenTransactionsSearch({ 'tokens-tx-tokens': `300:${'a'.repeat(64)}` })).toEqual({});
  });

  it('accepts unix-second bounds as numbers or strings within u32', () => {
    expect(
      parseTokenTransactionsSearch({ 'tokens-tx-start': 1700000000, 'tokens-tx-end': '1700086399' }),
    ).toEqual({
      'tokens-tx-start': '1700000000',
      'tokens-tx-end': '1700086399',
    });
    expect(parseTokenTransactionsSearch({ 'tokens-tx-start': '-1', 'tokens-tx-end': '99999999999' })).toEqual(
      {},
    );
    expect(parseTokenTransactionsSearch({ 'tokens-tx-start': '1e9' })).toEqual({});
  });

  it('turns the parsed search into the Tokens API filter', () => {
    const search = parseTokenTransactionsSearch({
      'tokens-tx-kind': 'Send,Receive',
      'tokens-tx-tokens': ROOT,
      'tokens-tx-start': '10',
      'tokens-tx-end': '20',
    });
    expect(tokenTransactionsFilter(search)).toEqual({
      txKinds: ['Send', 'Receive'],
      rootAddress: ROOT,
      blockTimeGe: 10,
      blockTimeLe: 20,
    });
    expect(tokenTransactionsFilter({})).toEqual({});
  });
});
