// The accounts list's URL filters and the total-accounts chart series.
import { describe, expect, it } from 'vitest';
import { totalsLoader } from '../src/slices/account/accounts-chart';
import { accountsRequest, parseAccountsSearch, wholeAmount } from '../src/slices/account/accounts-filter';

describe('accounts list filters in the URL', () => {
  it('keeps well-formed values and drops everything else', () => {
    expect(
      parseAccountsSearch({
        'balance-from': '10.75',
        'balance-to': 'abc',
        start: '1763769600',
        end: '-5',
        col: 'createdAt',
        dir: 'asc',
        other: 'x',
      }),
    ).toEqual({ 'balance-from': '10.75', start: '1763769600', col: 'createdAt', dir: 'asc' });
    // The defaults (balance, descending) stay out of the URL; unknown directions are dropped.
    expect(parseAccountsSearch({ col: 'balance', dir: 'desc' })).toEqual({});
    expect(parseAccountsSearch({ dir: 'up' })).toEqual({});
    expect(parseAccountsSearch({ col: 'size', start: '99999999999', 'balance-from': '1e9' })).toEqual({});
    // The router may hand numbers over for numeric-looking parameters.
    expect(parseAccountsSearch({ 'balance-to': 5, end: 1763855999 })).toEqual({
      'balance-to': '5',
      end: '1763855999',
    });
  });

  it('takes only the integer part of a balance (spec §5) and scales it by the decimals', () => {
    expect(wholeAmount('12.999')).toBe('12');
    expect(wholeAmount('007')).toBe('7');
    expect(wholeAmount('.5')).toBeNull();
    expect(wholeAmount('-1')).toBeNull();
    expect(accountsRequest({ 'balance-from': '1.5', 'balance-to': '20' }, 9)).toEqual({
      ordering: 'balance',
      balanceGe: '1000000000',
      balanceLe: '20000000000',
    });
    expect(accountsRequest({ 'balance-from': '0.9' }, 6)).toEqual({ ordering: 'balance', balanceGe: '0' });
  });

  it('passes the creation range, the ordering and its direction through', () => {
    expect(accountsRequest({ start: '100', end: '200', col: 'updatedAt' }, 9)).toEqual({
      ordering: 'updatedAt',
      createdAtGe: 100,
      createdAtLe: 200,
    });
    expect(accountsRequest({ col: 'createdAt', dir: 'asc' }, 9)).toEqual({
      ordering: 'createdAt',
      direction: 'asc',
    });
  });
});

describe('total accounts from new-accounts bars', () => {
  const DAY = 86400;
  const bars = (from: number, counts: number[]) =>
    counts.map((count, i) => ({ time: from + i * DAY, count }));

  it('walks back from the current total, across windows, counting a shared boundary bar once', async () => {
    // New accounts per day over six days; today's total is 100.
    const all = bars(0, [5, 1, 0, 4, 2, 3]);
    const load = totalsLoader(
      async (r) => ({ series: all.filter((b) => b.time + DAY > r.start_date && b.time <= r.end_date) }),
      () => 100,
    );
    // The newest window (days 3..5), then the one before, which shares day 3 with it.
    const first = await load({ start_date: 3 * DAY + 10, end_date: 5 * DAY + 10, interval: 86400 });
    expect(first.series).toEqual([
      { time: 3 * DAY, count: 95 },
      { time: 4 * DAY, count: 97 },
      { time: 5 * DAY, count: 100 },
    ]);
    const second = await load({ start_date: 0, end_date: 3 * DAY + 9, interval: 86400 });
    expect(second.series).toEqual([
      { time: 0, count: 90 },
      { time: DAY, count: 91 },
      { time: 2 * DAY, count: 91 },
    ]);
  });

  it('starts over from the current total when a new timeframe loads from now', async () => {
    let total = 10;
    const load = totalsLoader(
      async () => ({ series: bars(0, [1, 1]) }),
      () => total,
    );
    await load({ start_date: 0, end_date: DAY, interval: 86400 });
    total = 12;
    const hourly = await load({ start_date: 0, end_date: DAY, interval: 3600 });
    expect(hourly.series.at(-1)).toEqual({ time: DAY, count: 12 });
  });
});
