// The compiled response serializers against zod's encoding of the same schemas.
import { routes, type Transaction } from '@tvmscan/api-schema';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from '../src/serializers';

const route = (schema: z.ZodType) => ({ schema, method: 'POST', url: '/x', httpStatus: '200' });

const row: Transaction = {
  hash: 'ab'.repeat(32),
  workchain: 0,
  accountId: `0:${'cd'.repeat(32)}`,
  lt: '18446744073709551615',
  time: 1_700_000_000,
  txType: 'Ordinary',
  tickTock: null,
  exitCode: -14,
  resultCode: null,
  methodName: 'transfer "quoted" \u2028 \u{1F600}',
  balanceChange: '-1500000000',
  totalFees: '0',
  aborted: false,
  destroyed: false,
  parsedId: null,
  blockHash: 'ef'.repeat(32),
  blockShard: '8000000000000000',
  blockSeqno: 4294967295,
};

describe('compiled response serializers', () => {
  it('write what zod writes, extra properties dropped', () => {
    const list = routes.transactionsList.response;
    const body = {
      transactions: [row, { ...row, extra: 1 }],
      currentCursor: null,
      nextCursor: null,
      prevCursor: 'ab.cd',
    };
    const fast = serializerCompiler(false)(route(list));
    expect(JSON.parse(fast(body))).toEqual(z.encode(list, body as z.output<typeof list>));
    expect(serializerCompiler(true)(route(list))(body)).toBe(fast(body));
  });

  it('in checking mode, refuse a body the schema does not describe instead of writing it', () => {
    const schema = z.object({ n: z.number().int(), s: z.string() });
    // The compiled form alone would coerce these (1.5 → 2, 7 → "7"); zod refuses them.
    expect(() => serializerCompiler(true)(route(schema))({ n: 1.5, s: 'a' })).toThrow();
    expect(() => serializerCompiler(true)(route(schema))({ n: 1, s: 7 })).toThrow();
    expect(serializerCompiler(false)(route(schema))({ n: 1, s: 7 })).toBe('{"n":1,"s":"7"}');
  });
});
