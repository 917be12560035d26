import type { BlockResponse } from '@tvmscan/api-schema';
import { describe, expect, it } from 'vitest';
import { toMessagesFilter, toTransactionsFilter } from '../src/routes/search-filters';
import {
  type MessagesSearch,
  mergeSearch,
  pageSize,
  parseBlocksSearch,
  parseMessagesSearch,
  parseTransactionsSearch,
  type TransactionsSearch,
} from '../src/routes/search-params';
import { previousBlocks } from '../src/slices/block/BlockNavigation';
import { averageBlockTime } from '../src/slices/block/BlocksTable';
import { shardChildren, shardParent } from '../src/slices/block/block-links';
import { availableBlockTabs, resolveBlockTab } from '../src/slices/block/block-tabs';
import { visibleBarCount } from '../src/slices/main/TpsChart';

const H1 = '11'.repeat(32);
const H2 = '22'.repeat(32);

describe('list filters from the URL', () => {
  it('keeps only known transaction types and valid raw accounts, normalized', () => {
    const s = parseTransactionsSearch({
      'tx-type': 'Ordinary,Bogus,TickTock,Ordinary',
      'tx-accounts': `0:${H1.toUpperCase()},<script>,-1:${H2}`,
    });
    expect(s).toEqual({ 'tx-type': 'Ordinary,TickTock', 'tx-accounts': `0:${H1},-1:${H2}` });
    expect(parseTransactionsSearch({ 'tx-type': 42, 'tx-accounts': '<script>' })).toEqual({});
    // Spec §5: a raw address may leave its workchain out; it is the basechain's.
    expect(parseTransactionsSearch({ 'tx-accounts': `:${H1}` })).toEqual({ 'tx-accounts': `0:${H1}` });
  });

  it('turns transaction parameters into the list request, amounts scaled by the decimals', () => {
    const s = parseTransactionsSearch({
      'tx-start': 1700000000, // the router hands numeric values over as numbers
      'tx-end': '1700086399',
      'tx-from': '-1.5',
      'tx-to': 2,
      'tx-accounts': `0:${H1}`,
      'tx-filter': 'exclude',
    });
    expect(toTransactionsFilter(s, 9)).toEqual({
      timeGe: 1700000000,
      timeLe: 1700086399,
      balanceChangeGe: '-1500000000',
      balanceChangeLe: '2000000000',
      excludeAccounts: [`0:${H1}`],
    });
    expect(toTransactionsFilter(parseTransactionsSearch({ 'tx-accounts': `0:${H1}` }), 9)).toEqual({
      includeAccounts: [`0:${H1}`],
    });
  });

  it('sends no time filter for a time parameter that is not unix seconds, even unparsed', () => {
    const raw = { 'tx-start': 'yesterday', 'tx-end': '-5' } as TransactionsSearch;
    expect(toTransactionsFilter(raw, 9)).toEqual({});
    expect(toMessagesFilter({ 'msg-start': '1.5' } as MessagesSearch, 9)).toEqual({});
  });

  it('drops malformed times, amounts and modes instead of sending them', () => {
    expect(
      parseTransactionsSearch({
        'tx-start': '2024-01-01',
        'tx-end': 99999999999,
        'tx-from': '1e9',
        'tx-to': '1,5',
        'tx-filter': 'both',
      }),
    ).toEqual({});
    expect(parseMessagesSearch({ 'msg-from': '-1', 'msg-to': '0.5' })).toEqual({ 'msg-to': '0.5' });
    // More fraction digits than the token has: no filter rather than a rounded one.
    expect(toMessagesFilter({ 'msg-from': '0.0000000001' }, 9)).toEqual({});
  });

  it('takes the sort from tx-col and tx-dir, leaving the default (time, descending) out of the URL', () => {
    const s = parseTransactionsSearch({ 'tx-col': 'balanceChange', 'tx-dir': 'asc' });
    expect(s).toEqual({ 'tx-col': 'balanceChange', 'tx-dir': 'asc' });
    expect(toTransactionsFilter(s, 9)).toEqual({ ordering: 'balanceChange', direction: 'asc' });
    expect(parseTransactionsSearch({ 'tx-col': 'time', 'tx-dir': 'desc' })).toEqual({});
    expect(parseTransactionsSearch({ 'tx-col': 'fees', 'tx-dir': 'up' })).toEqual({});
    expect(toTransactionsFilter(parseTransactionsSearch({}), 9)).toEqual({});
  });

  it('turns message parameters into the list request', () => {
    const s = parseMessagesSearch({
      'msg-types': 'ExternalIn,x',
      'msg-start': 10,
      'msg-src': `0:${H1}`,
      'msg-dst': `0:${H2}`,
      'msg-dst-filter': 'exclude',
      'msg-from': '0.000000001',
    });
    expect(toMessagesFilter(s, 9)).toEqual({
      messageTypes: ['ExternalIn'],
      transactionTimeGe: 10,
      messageValueGe: '1',
      includeSrcAccounts: [`0:${H1}`],
      excludeDstAccounts: [`0:${H2}`],
    });
  });

  it('caps an address list at the API limit of 50', () => {
    const many = Array.from({ length: 60 }, (_, i) => `0:${i.toString(16).padStart(64, '0')}`).join(',');
    expect(parseTransactionsSearch({ 'tx-accounts': many })['tx-accounts']?.split(',')).toHaveLength(50);
  });

  it('parses the empty-blocks flag and merges patches, removing cleared parameters', () => {
    expect(parseBlocksSearch({ empty: true })).toEqual({ empty: true });
    expect(parseBlocksSearch({ empty: 'no' })).toEqual({});
    expect(
      mergeSearch({ 'tx-type': 'Ordinary', 'tx-start': '1' }, { 'tx-start': undefined, 'tx-end': '2' }),
    ).toEqual({ 'tx-type': 'Ordinary', 'tx-end': '2' });
  });

  const CURSOR = 'eyJsIjoidHgiLCJkIjoibiJ9.AbC-_0';
  it('keeps limit and cursor in the URL of every chain list, dropping malformed values', () => {
    for (const parse of [parseTransactionsSearch, parseMessagesSearch, parseBlocksSearch]) {
      expect(parse({ limit: '50', cursor: CURSOR })).toEqual({ limit: '50', cursor: CURSOR });
      expect(parse({ limit: 50 })).toEqual({ limit: '50' });
      // The default size, sizes the API refuses, and anything that is no cursor the API issued.
      for (const limit of ['20', '0', '101', '-5', '1e2', 'all']) expect(parse({ limit })).toEqual({});
      for (const cursor of ['', 'abc', 'a.b.c', '<script>.x', `${'a'.repeat(600)}.b`])
        expect(parse({ cursor })).toEqual({});
    }
    expect(pageSize(parseMessagesSearch({ limit: '7' }))).toBe(7);
    expect(pageSize(parseMessagesSearch({}))).toBe(20);
    // The size goes to the API with the filter; the cursor is the pager's, not the filter's.
    expect(toTransactionsFilter(parseTransactionsSearch({ limit: '7', cursor: CURSOR }), 9)).toEqual({});
  });

  it('starts a changed selection from its first page, and moves pages without touching the filters', () => {
    const at = { 'tx-type': 'Ordinary', cursor: CURSOR };
    expect(mergeSearch(at, { 'tx-type': 'TickTock' })).toEqual({ 'tx-type': 'TickTock' });
    expect(mergeSearch(at, { limit: '50' })).toEqual({ 'tx-type': 'Ordinary', limit: '50' });
    expect(mergeSearch({ 'tx-type': 'Ordinary' }, { cursor: CURSOR })).toEqual(at);
    expect(mergeSearch(at, { cursor: undefined })).toEqual({ 'tx-type': 'Ordinary' });
  });

  it("reads the spec's generic names (types, start, end, form, to, col, dir) as each list's own", () => {
    expect(
      parseTransactionsSearch({
        types: 'TickTock',
        start: '10',
        end: '20',
        form: '1',
        to: '2',
        col: 'balanceChange',
        dir: 'asc',
      }),
    ).toEqual({
      'tx-type': 'TickTock',
      'tx-start': '10',
      'tx-end': '20',
      'tx-from': '1',
      'tx-to': '2',
      'tx-col': 'balanceChange',
      'tx-dir': 'asc',
    });
    expect(parseMessagesSearch({ types: 'Internal', from: '3', to: '4', start: '5', end: '6' })).toEqual({
      'msg-types': 'Internal',
      'msg-from': '3',
      'msg-to': '4',
      'msg-start': '5',
      'msg-end': '6',
    });
    // The list's own name wins over a generic one.
    expect(parseMessagesSearch({ types: 'Internal', 'msg-types': 'ExternalIn' })).toEqual({
      'msg-types': 'ExternalIn',
    });
  });
});

function block(overrides: Partial<BlockResponse> = {}): BlockResponse {
  return {
    rootHash: H1,
    fileHash: H1,
    workchain: 0,
    shard: '8000000000000000',
    seqno: 10,
    genUtime: 1700000000,
    transactionCount: 1,
    isKeyBlock: false,
    prevKeyBlock: 0,
    genSoftwareVersion: 1,
    blockInfo: {
      startLt: '1',
      endLt: '2',
      version: 0,
      afterMerge: false,
      beforeSplit: false,
      afterSplit: false,
      wantSplit: false,
      wantMerge: false,
      vertSeqNo: 0,
      genValidatorListHashShort: 0,
      genCatchainSeqno: 0,
      minRefMcSeqno: 0,
      masterRef: null,
    },
    valueFlow: {
      fromPrevBlk: '0',
      toNextBlk: '0',
      imported: '0',
      exported: '0',
      feesCollected: '0',
      feesImported: '0',
      created: '0',
      minted: '0',
    },
    prev: { kind: 'Block', prev1: { endLt: '1', seqno: 9, rootHash: H2, fileHash: H2 } },
    shardRelations: { parent: null, leftChild: null, rightChild: null },
    shardsInfo: [],
    accountBlocks: [],
    messageCount: 0,
    ...overrides,
  };
}

describe('block page', () => {
  it('offers account-blocks and shard-hashes tabs only when present', () => {
    expect(availableBlockTabs(block())).toEqual(['transactions', 'messages', 'value-flow']);
    const withBoth = block({
      accountBlocks: [{ wc: 0, address: `0:${H1}`, oldHash: H1, newHash: H2, transactionCount: 1 }],
      shardsInfo: [
        {
          shardIdent: { workchain: 0, shardPrefix: '8000000000000000' },
          info: { seqNo: 3, minRefMcSeqno: 1, startLt: '1', endLt: '2', rootHash: H2 },
        },
      ],
    });
    expect(availableBlockTabs(withBoth)).toHaveLength(5);
    expect(resolveBlockTab('account-blocks', availableBlockTabs(block()))).toBe('transactions');
  });
  it('links one previous block, or two after a merge', () => {
    expect(previousBlocks(block()).map((l) => l.to)).toEqual([`/blocks/${H2}`]);
    const merged = block({
      prev: {
        kind: 'Blocks',
        prev1: { endLt: '1', seqno: 9, rootHash: H1, fileHash: H1 },
        prev2: { endLt: '1', seqno: 8, rootHash: H2, fileHash: H2 },
      },
    });
    expect(previousBlocks(merged).map((l) => l.to)).toEqual([`/blocks/${H1}`, `/blocks/${H2}`]);
  });
  it('names the shards of the previous blocks: the parent after a split, the children after a merge', () => {
    expect(shardChildren('8000000000000000')).toEqual(['4000000000000000', 'c000000000000000']);
    expect(shardParent('c000000000000000')).toBe('8000000000000000');
    expect(shardParent('8000000000000000')).toBeNull();
    const split = block({ shard: 'c000000000000000', blockInfo: { ...block().blockInfo, afterSplit: true } });
    expect(previousBlocks(split)[0].label).toBe('0:8:9');
    const merged = block({
      prev: {
        kind: 'Blocks',
        prev1: { endLt: '1', seqno: 9, rootHash: H1, fileHash: H1 },
        prev2: { endLt: '1', seqno: 8, rootHash: H2, fileHash: H2 },
      },
    });
    expect(previousBlocks(merged).map((l) => l.label)).toEqual(['0:4:9', '0:c:8']);
  });
  it('averages masterchain block intervals', () => {
    const mc = (genUtime: number) => block({ workchain: -1, genUtime });
    expect(averageBlockTime([mc(100), mc(103), mc(106), block({ genUtime: 0 })])).toBe(3);
    expect(averageBlockTime([mc(100)])).toBeNull();
  });
});

describe('TPS chart width', () => {
  it('fits 5 px bars into the width capped at 1360 px', () => {
    expect(visibleBarCount(0)).toBe(0);
    expect(visibleBarCount(503)).toBe(100);
    expect(visibleBarCount(4000)).toBe(272);
  });
});
