import type { SearchResponse } from '@tvmscan/api-schema';
import { describe, expect, it } from 'vitest';
import { classifyQuery, wantsTokenLookup } from '../src/features/search/classify-query';
import { buildSearchResults } from '../src/features/search/search-results';

const HASH = 'ab'.repeat(32);
const EMPTY: SearchResponse = { blocks: [], accounts: [], transactions: [], messages: [], tokens: [] };

describe('classifyQuery', () => {
  it('recognises addresses, block ids, seqnos and hashes', () => {
    expect(classifyQuery(`0:${HASH}`)).toEqual({ kind: 'address', address: { workchain: 0, address: HASH } });
    expect(classifyQuery(`:${HASH}`)).toEqual({ kind: 'address', address: { workchain: 0, address: HASH } });
    expect(classifyQuery('0:8000000000000000:42')).toEqual({
      kind: 'blockNumber',
      workchain: 0,
      shard: '8000000000000000',
      seqno: 42,
    });
    expect(classifyQuery(' 1234 ')).toEqual({
      kind: 'blockNumber',
      workchain: -1,
      shard: '8000000000000000',
      seqno: 1234,
    });
    expect(classifyQuery(HASH.toUpperCase())).toEqual({ kind: 'hash', hash: HASH });
    expect(classifyQuery('   ')).toEqual({ kind: 'empty' });
    expect(classifyQuery('99999999999')).toEqual({ kind: 'text', text: '99999999999' });
  });
  it('looks tokens up only for queries longer than 2 characters', () => {
    expect(wantsTokenLookup('ev')).toBe(false);
    expect(wantsTokenLookup(' eve ')).toBe(true);
  });
});

describe('buildSearchResults', () => {
  it('groups results in the spec order and sorts trusted tokens first', () => {
    const sections = buildSearchResults('wev', {
      ...EMPTY,
      transactions: [{ hash: HASH, time: 1700000000, accountId: `0:${HASH}` }],
      blocks: [{ workchain: -1, shard: '8000000000000000', seqno: 7, rootHash: HASH, genUtime: 1700000000 }],
      tokens: [
        {
          name: 'Fake',
          symbol: 'WEV',
          rootAddress: `0:${'1'.repeat(64)}`,
          trusted: false,
          logoUrl: null,
          verified: false,
        },
        {
          name: 'Wrapped EVER',
          symbol: 'WEVER',
          rootAddress: `0:${'2'.repeat(64)}`,
          trusted: true,
          logoUrl: null,
          verified: false,
        },
      ],
    });
    expect(sections.map((s) => s.group)).toEqual(['blocks', 'transactions', 'tokens']);
    expect(sections[0].results[0]).toMatchObject({ url: `/blocks/${HASH}`, primary: '-1:8:7' });
    expect(sections[1].results[0].url).toBe(`/transactions/${HASH}`);
    expect(sections[2].results.map((r) => r.primary)).toEqual(['Wrapped EVER (WEVER)', 'Fake (WEV)']);
    // A token result opens the token's page, not the root contract's account page.
    expect(sections[2].results[0].url).toBe(`/tokens/0:${'2'.repeat(64)}`);
  });
  it("carries a token's approved logo and verified mark to its result", () => {
    const logo = '/api/admin/v1/info/logo/0:1/1700000000';
    const [section] = buildSearchResults('wev', {
      ...EMPTY,
      tokens: [
        { name: 'A', symbol: 'WEV', rootAddress: `0:${HASH}`, trusted: true, logoUrl: logo, verified: true },
        {
          name: 'B',
          symbol: 'WEV',
          rootAddress: `0:${'1'.repeat(64)}`,
          trusted: false,
          logoUrl: null,
          verified: false,
        },
      ],
    });
    expect(section.results.map((r) => r.mark)).toEqual([
      { logoUrl: logo, verified: true },
      { logoUrl: null, verified: false },
    ]);
  });
  it('names a message result by its type as an i18n key, never as the raw enum', () => {
    const [section] = buildSearchResults(HASH, {
      ...EMPTY,
      messages: [{ messageHash: HASH, messageType: 'ExternalIn', transactionTime: 1700000000 }],
    });
    expect(section.group).toBe('messages');
    expect(section.results[0]).toMatchObject({
      url: `/messages/${HASH}`,
      tagKey: 'message.types.ExternalIn',
    });
    expect(section.results[0].extra).toBeUndefined();
  });
  it('drops tokens for a query of 2 characters or fewer', () => {
    const tokens = [
      { name: 'A', symbol: 'AB', rootAddress: `0:${HASH}`, trusted: true, logoUrl: null, verified: false },
    ];
    expect(buildSearchResults('ab', { ...EMPTY, tokens })).toEqual([]);
  });
  it('offers one account when nothing is found but the query is a valid address', () => {
    const sections = buildSearchResults('EQDKbjIcfM6ezt8KjKJJLshZJJSqX7XOA4ff-W72r5gqPrHF', EMPTY);
    expect(sections).toHaveLength(1);
    expect(sections[0].group).toBe('accounts');
    expect(sections[0].results[0].url).toBe(
      '/accounts/0:ca6e321c7cce9ecedf0a8ca2492ec8592494aa5fb5ce0387dff96ef6af982a3e',
    );
  });
  it('finds nothing for text that is no address', () => {
    expect(buildSearchResults('hello', EMPTY)).toEqual([]);
  });
});
