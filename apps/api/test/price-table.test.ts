// The price table (src/prices/price-table.ts) on hand-made reserves: one and two hops, the deepest path
// chosen, thin and empty pools giving no price, unknown decimals, and exact decimal strings.
import { describe, expect, it } from 'vitest';
import { type PoolReserves, parseDecimal, priceTable, toDecimal } from '../src/prices/price-table';

const USD = `0:${'11'.repeat(32)}`;
const USD2 = `0:${'12'.repeat(32)}`;
const A = `0:${'aa'.repeat(32)}`;
const B = `0:${'bb'.repeat(32)}`;
const C = `0:${'cc'.repeat(32)}`;
const decimals = new Map([
  [USD, 6],
  [USD2, 18],
  [A, 9],
  [B, 18],
  [C, 0],
]);
const pool = (tokenA: string, reserveA: bigint, tokenB: string, reserveB: bigint): PoolReserves => ({
  tokenA,
  tokenB,
  reserveA,
  reserveB,
});
const table = (pools: PoolReserves[], min = '1000') =>
  Object.fromEntries(
    priceTable({ pools, decimals, usdTokens: [USD, USD2], minLiquidityUsd: parseDecimal(min)! }),
  );

describe('priceTable', () => {
  it('prices a token by its pool with a USD token, in whole tokens of each', () => {
    // 10,000 A (9 decimals) against 50,000 USD (6 decimals): 5 USD an A.
    expect(table([pool(A, 10_000n * 10n ** 9n, USD, 50_000n * 10n ** 6n)])).toEqual({
      [USD]: '1',
      [USD2]: '1',
      [A]: '5',
    });
  });

  it('prices a token two hops away through a priced token', () => {
    const prices = table([
      pool(A, 10_000n * 10n ** 9n, USD, 50_000n * 10n ** 6n),
      // 100 B against 20,000 A: 200 A a B, so 1000 USD.
      pool(B, 100n * 10n ** 18n, A, 20_000n * 10n ** 9n),
    ]);
    expect(prices[B]).toBe('1000');
  });

  it('takes the path whose shallowest pool is deepest', () => {
    const direct = pool(B, 2n * 10n ** 18n, USD, 2_100n * 10n ** 6n); // 1050 USD a B, 2,100 USD deep
    const hop1 = pool(A, 10_000n * 10n ** 9n, USD, 50_000n * 10n ** 6n); // 50,000 USD deep
    const hop2 = pool(B, 100n * 10n ** 18n, A, 20_000n * 10n ** 9n); // 100,000 USD deep: path 50,000
    expect(table([direct, hop1, hop2])[B]).toBe('1000');
    // A shallower second hop (1,500 USD) loses to the direct pool's 2,100.
    const thinHop2 = pool(B, 15n * 10n ** 17n, A, 300n * 10n ** 9n);
    expect(table([direct, hop1, thinHop2])[B]).toBe('1050');
    // Among direct pools too, the deeper one (USD2, 18 decimals: 3,000 USD for 3 B).
    expect(table([direct, pool(B, 3n * 10n ** 18n, USD2, 3_000n * 10n ** 18n)])[B]).toBe('1000');
  });

  it('ignores pools below the minimum liquidity, on either hop', () => {
    expect(table([pool(C, 100n, USD, 999_999_999n)])[C]).toBeUndefined();
    expect(table([pool(C, 100n, USD, 1_000_000_000n)])[C]).toBe('10');
    expect(table([pool(C, 100n, USD, 500n * 10n ** 6n)], '100')[C]).toBe('5');
    const hop1 = pool(A, 10_000n * 10n ** 9n, USD, 50_000n * 10n ** 6n);
    // 150 A are 750 USD: the second pool is too thin to price B.
    expect(table([hop1, pool(B, 10n ** 18n, A, 150n * 10n ** 9n)])[B]).toBeUndefined();
  });

  it('never prices through an empty pool or a token of unknown decimals', () => {
    expect(table([pool(A, 0n, USD, 50_000n * 10n ** 6n)])).toEqual({ [USD]: '1', [USD2]: '1' });
    expect(table([pool(A, 10n ** 9n, USD, 0n)])[A]).toBeUndefined();
    const unknown = `0:${'dd'.repeat(32)}`;
    expect(table([pool(unknown, 10n, USD, 50_000n * 10n ** 6n)])[unknown]).toBeUndefined();
    // An empty first hop leaves the second with no price either.
    expect(table([pool(A, 0n, USD, 0n), pool(B, 10n ** 18n, A, 10n ** 12n)])[B]).toBeUndefined();
  });

  it('answers exact decimal strings of 18 significant digits', () => {
    // 3 A for 10,000 USD: 3333.33… USD an A.
    expect(table([pool(A, 3n * 10n ** 9n, USD, 10_000n * 10n ** 6n)])[A]).toBe('3333.33333333333333');
    expect(toDecimal({ n: 2n, d: 3n })).toBe('0.666666666666666667');
    expect(toDecimal({ n: 1n, d: 20n })).toBe('0.05');
    expect(toDecimal({ n: 1n, d: 3n * 10n ** 30n })).toBe(
      '0.000000000000000000000000000000333333333333333333',
    );
    expect(toDecimal({ n: 10n ** 25n + 1n, d: 1n })).toBe('10000000000000000000000001');
    expect(toDecimal({ n: 0n, d: 1n })).toBe('0');
  });

  it('reads the minimum as a decimal and refuses anything else', () => {
    expect(parseDecimal('1000')).toEqual({ n: 1000n, d: 1n });
    expect(parseDecimal('0.25')).toEqual({ n: 25n, d: 100n });
    for (const bad of ['', '-1', '1e3', '1.', 'abc']) expect(parseDecimal(bad)).toBeNull();
  });
});
