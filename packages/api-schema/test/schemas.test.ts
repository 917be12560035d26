import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BlockRequest,
  BlocksListRequest,
  Hash,
  MessagesListRequest,
  NftId,
  PlainText,
  RawAddress,
  routes,
  SearchRequest,
  TokenAmount,
  TokenManifest,
  TransactionDetails,
  TransactionsListRequest,
  U64,
} from '../src/index';

const h = (c: string) => c.repeat(64);

describe('primitives', () => {
  it('takes a raw address without its workchain as the basechain (spec §5), both ways', () => {
    expect(RawAddress.parse(`:${h('C')}`)).toBe(`0:${h('c')}`);
    expect(z.encode(RawAddress, `0:${h('c')}`)).toBe(`0:${h('c')}`);
    expect(RawAddress.safeParse(`-:${h('c')}`).success).toBe(false);
  });
  it('refuses free text with a NUL or an unpaired surrogate, and takes any other', () => {
    for (const bad of ['a\u0000b', 'a\ud800b', '\udc00', 'x\ud83d'])
      expect(PlainText.safeParse(bad).success).toBe(false);
    for (const good of ['EVER', '\u{1F600} ok', '\u202e<script>', "'; --"])
      expect(PlainText.parse(good)).toBe(good);
  });
  it('lowercases hashes and addresses, rejects malformed ones', () => {
    expect(Hash.parse(h('A'))).toBe(h('a'));
    expect(RawAddress.parse(`-1:${h('B')}`)).toBe(`-1:${h('b')}`);
    expect(Hash.safeParse(h('g')).success).toBe(false);
    expect(Hash.safeParse('ab').success).toBe(false);
    expect(RawAddress.safeParse(`200:${h('0')}`).success).toBe(false);
    expect(RawAddress.safeParse(h('0')).success).toBe(false);
  });

  it('keeps u64 within range and decimal', () => {
    expect(U64.parse('18446744073709551615')).toBe('18446744073709551615');
    expect(U64.safeParse('18446744073709551616').success).toBe(false);
    expect(U64.safeParse('01').success).toBe(false);
    expect(U64.safeParse('-1').success).toBe(false);
  });
});

describe('requests', () => {
  it('applies the spec §9 default page size and caps it at 100', () => {
    expect(BlocksListRequest.parse({}).limit).toBe(20);
    expect(BlocksListRequest.safeParse({ limit: 101 }).success).toBe(false);
    expect(TransactionsListRequest.safeParse({ limit: 0 }).success).toBe(false);
  });

  it('takes a block by root hash or by workchain, shard and seqno', () => {
    expect(BlockRequest.parse({ id: h('C') })).toEqual({ id: h('c') });
    expect(BlockRequest.parse({ workchain: -1, shard: '8000000000000000', seqno: 5 })).toEqual({
      workchain: -1,
      shard: '8000000000000000',
      seqno: 5,
    });
    expect(BlockRequest.safeParse({ workchain: 0, shard: '0000000000000000', seqno: 1 }).success).toBe(false);
    expect(BlockRequest.safeParse({ id: h('c'), seqno: 1 }).success).toBe(false);
  });

  it('names the offending field of a bad filter', () => {
    const r = MessagesListRequest.safeParse({ includeSrcAccounts: ['0:zz'] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual(['includeSrcAccounts', 0]);
    expect(SearchRequest.safeParse({ query: '   ' }).success).toBe(false);
    expect(TransactionsListRequest.safeParse({ unknownFilter: 1 }).success).toBe(false);
  });
});

describe('responses', () => {
  it('accepts a full transaction with phases and rejects an unknown compute kind', () => {
    const tx = {
      hash: h('1'),
      workchain: 0,
      accountId: `0:${h('2')}`,
      lt: '100',
      time: 1700000000,
      txType: 'Ordinary',
      tickTock: null,
      exitCode: 0,
      resultCode: 0,
      methodName: null,
      balanceChange: '-5',
      totalFees: '5',
      aborted: false,
      destroyed: false,
      parsedId: null,
      blockHash: h('3'),
      blockShard: '8000000000000000',
      blockSeqno: 7,
      prevTransactionHash: h('4'),
      prevTransactionLt: '90',
      oldHash: h('5'),
      newHash: h('6'),
      origStatus: 'Active',
      endStatus: 'Active',
      creditFirst: true,
      inMessage: null,
      outMessages: [],
      storage: { storageFeesCollected: '1', storageFeesDue: null, statusChange: 'Unchanged' },
      credit: null,
      compute: { kind: 'Skipped', reason: 'NoState' },
      action: null,
      bounce: null,
    };
    expect(TransactionDetails.parse(tx)).toEqual(tx);
    expect(TransactionDetails.safeParse({ ...tx, compute: { kind: 'Other' } }).success).toBe(false);
  });
});

describe('route table', () => {
  it('turns every body and response into JSON Schema for OpenAPI', () => {
    for (const [name, route] of Object.entries(routes)) {
      expect(route.path.startsWith('/api/'), name).toBe(true);
      if ('body' in route) {
        const body = z.toJSONSchema(route.body, { io: 'input' });
        // A body is an object, or a choice of objects (a block by hash or by number).
        const kinds = body.anyOf ? body.anyOf.map((s) => (s as { type?: string }).type) : [body.type];
        expect(kinds, name).toSatisfy((k: unknown[]) => k.every((t) => t === 'object'));
      }
      expect(z.toJSONSchema(route.response, { io: 'output' }), name).toBeTypeOf('object');
    }
  });
});

describe('bounded decimal strings', () => {
  it('reject non-decimal and out-of-range values with an issue, never an exception', () => {
    for (const value of ['abc', '-1', '1e3', '', '0x10', ' 1']) {
      expect(U64.safeParse(value).success, value).toBe(false);
      expect(TokenAmount.safeParse(value).success, value).toBe(false);
      expect(NftId.safeParse(value).success, value).toBe(false);
    }
    expect(U64.safeParse('18446744073709551615').success).toBe(true);
    expect(U64.safeParse('18446744073709551616').error?.issues[0].message).toBe('exceeds 2^64-1');
    expect(TokenAmount.safeParse((2n ** 128n - 1n).toString()).success).toBe(true);
    expect(TokenAmount.safeParse((2n ** 128n).toString()).success).toBe(false);
    expect(NftId.safeParse((2n ** 256n - 1n).toString()).success).toBe(true);
  });
});

describe('TokenManifest', () => {
  const token = {
    name: 'Wrapped EVER',
    chainId: 42,
    symbol: 'WEVER',
    decimals: 9,
    address: `0:${'a'.repeat(64)}`,
  };
  const manifest = (name: string, symbol = 'WEVER') => ({
    name,
    version: { major: 1, minor: 0, patch: 3 },
    keywords: ['tvmscan'],
    timestamp: '2026-12-02T10:00:00Z',
    tokens: [{ ...token, symbol }],
  });

  it("takes the format's text pattern exactly: two or more characters, unpadded, on one line", () => {
    expect(TokenManifest.safeParse(manifest('My list')).success).toBe(true);
    expect(TokenManifest.safeParse(manifest('M')).success).toBe(false);
    expect(TokenManifest.safeParse(manifest(' My list')).success).toBe(false);
    expect(TokenManifest.safeParse(manifest('My\nlist')).success).toBe(false);
    expect(TokenManifest.safeParse(manifest('My list', 'W')).success).toBe(false);
  });
});
