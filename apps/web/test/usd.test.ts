// USD values in exact arithmetic (shared/lib/usd.ts) and the DEX price calls' batching
// (shared/api/prices.ts): amounts far beyond a float's precision, rounding half up to the cent, no value
// without a price, and roots deduplicated into calls of at most 100.
import { describe, expect, it } from 'vitest';
import { priceBatches, pricesInBatches } from '../src/shared/api/prices';
import { formatUsdCents, formatUsdPrice, formatUsdValue, sumCents, usdCents } from '../src/shared/lib/usd';

const root = (i: number) => `0:${i.toString(16).padStart(64, '0')}`;

describe('usdCents', () => {
  it('multiplies raw units by a decimal price exactly and rounds half up to the cent', () => {
    // 1.5 tokens of 9 decimals at 2.345 USD: 3.5175 → 3.52.
    expect(usdCents('1500000000', 9, '2.345')).toBe(352n);
    // 0.005 USD rounds up, 0.00499… down.
    expect(usdCents('5', 3, '1')).toBe(1n);
    expect(usdCents('4999', 6, '1')).toBe(0n);
    // A uint128 amount of an 18-decimal token: a float would lose the last digits.
    const max = 2n ** 128n - 1n;
    expect(usdCents(max, 18, '1.000000000000000001')).toBe(
      (2n * (max * 1_000_000_000_000_000_001n * 100n) + 10n ** 36n) / (2n * 10n ** 36n),
    );
    expect(usdCents(max.toString(), 0, '0.5')).toBe(max * 50n);
  });

  it('has no value without a price, or for a malformed price or amount', () => {
    expect(usdCents('100', 2, undefined)).toBeNull();
    expect(usdCents('100', 2, '1e3')).toBeNull();
    expect(usdCents('100', 2, '-1')).toBeNull();
    expect(usdCents('1.5', 2, '1')).toBeNull();
  });

  it('keeps the sign of a negative amount', () => {
    expect(usdCents('-250', 2, '2')).toBe(-500n);
  });
});

describe('formatting', () => {
  it('shows cents grouped, and a priced amount too small for a cent as <$0.01', () => {
    expect(formatUsdCents(123456789n)).toBe('$1,234,567.89');
    expect(formatUsdCents(5n)).toBe('$0.05');
    expect(formatUsdCents(-5n)).toBe('-$0.05');
    expect(formatUsdValue('1', 9, '1')).toBe('<$0.01');
    expect(formatUsdValue('0', 9, '1')).toBe('$0.00');
    expect(formatUsdValue('1000000000', 9, '0')).toBe('$0.00');
    expect(formatUsdValue('1000000000', 9, undefined)).toBeNull();
  });

  it('shows a price to the cent from a dollar up, else to four significant digits', () => {
    expect(formatUsdPrice('4.98765')).toBe('$4.99');
    expect(formatUsdPrice('1234.5')).toBe('$1,234.50');
    expect(formatUsdPrice('1')).toBe('$1.00');
    expect(formatUsdPrice('0.000123456')).toBe('$0.0001235');
    expect(formatUsdPrice('0.5')).toBe('$0.5');
    expect(formatUsdPrice('0.99999')).toBe('$1.00');
    expect(formatUsdPrice('0')).toBe('$0.00');
    expect(formatUsdPrice('abc')).toBeNull();
    expect(formatUsdPrice(undefined)).toBeNull();
  });

  it('totals only what has a value, and nothing when nothing has', () => {
    expect(sumCents([100n, null, 250n])).toBe(350n);
    expect(sumCents([null, null])).toBeNull();
    expect(sumCents([])).toBeNull();
  });
});

describe('price batches', () => {
  it('asks for each root once, in calls of at most 100', async () => {
    const roots = Array.from({ length: 250 }, (_, i) => root(i));
    const asked: string[][] = [];
    const prices = await pricesInBatches([...roots, ...roots.slice(0, 30)], async (batch) => {
      asked.push(batch);
      // The service prices the even roots only.
      return Object.fromEntries(
        batch.filter((r) => Number.parseInt(r.slice(2), 16) % 2 === 0).map((r) => [r, '1.5']),
      );
    });
    expect(asked.map((b) => b.length)).toEqual([100, 100, 50]);
    expect(new Set(asked.flat()).size).toBe(250);
    expect(prices.size).toBe(125);
    expect(prices.get(root(4))).toBe('1.5');
    expect(prices.has(root(5))).toBe(false);
  });

  it('makes no call for no roots', async () => {
    expect(priceBatches([])).toEqual([]);
    let calls = 0;
    const none = await pricesInBatches([], async () => {
      calls++;
      return {};
    });
    expect(none.size).toBe(0);
    expect(calls).toBe(0);
  });
});
