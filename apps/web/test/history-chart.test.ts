import { describe, expect, it } from 'vitest';
import { exportCsvUrl } from '../src/shared/ui/ExportCsvButton';
import { CHART_WINDOW_SECONDS, mergePoints, previousWindow } from '../src/shared/ui/HistoryChart';
import { dayToUnix, unixToDay } from '../src/shared/ui/ListFilters';

describe('chart windows', () => {
  it('asks for the 30 days before the oldest bar, never below zero', () => {
    expect(CHART_WINDOW_SECONDS).toBe(2_592_000);
    expect(previousWindow(10_000_000)).toEqual({ start_date: 10_000_000 - 2_592_000, end_date: 9_999_999 });
    expect(previousWindow(100)).toEqual({ start_date: 0, end_date: 99 });
  });
  it('merges an older window in time order, one bar per time', () => {
    const shown = [
      { time: 200, count: 2 },
      { time: 300, count: 3 },
    ];
    const older = [
      { time: 100, count: 1 },
      { time: 200, count: 9 },
    ];
    expect(mergePoints(shown, older)).toEqual([
      { time: 100, count: 1 },
      { time: 200, count: 2 },
      { time: 300, count: 3 },
    ]);
  });
});

describe('list filter helpers', () => {
  it('maps calendar days to the first and last second of the UTC day', () => {
    expect(dayToUnix('2024-01-02', false)).toBe(1704153600);
    expect(dayToUnix('2024-01-02', true)).toBe(1704153600 + 86399);
    expect(dayToUnix('2024-13-02', false)).toBeUndefined();
    expect(dayToUnix('', false)).toBeUndefined();
    expect(unixToDay('1704153600')).toBe('2024-01-02');
    expect(unixToDay(undefined)).toBe('');
    // Whatever reaches the field from a URL, it renders instead of throwing.
    expect(unixToDay('yesterday')).toBe('');
    expect(unixToDay('99999999999')).toBe('');
  });
  it('exports every filter of the chain lists, and refuses a field an export does not take', () => {
    expect(exportCsvUrl('transactions', { balanceChangeGe: '1' })).toBe(
      '/api/explorer/export/transactions.csv?balanceChangeGe=1',
    );
    expect(exportCsvUrl('messages', { excludeSrcAccounts: ['0:ab'], isOut: false })).toBe(
      '/api/explorer/export/messages.csv?excludeSrcAccounts=0%3Aab&isOut=false',
    );
    expect(exportCsvUrl('messages', { messageValueGe: undefined })).toBe('/api/explorer/export/messages.csv');
    expect(exportCsvUrl('collections', { owner: '0:ab' })).toBeNull();
    expect(exportCsvUrl('balances', { rootAddress: '0:ab' })).toBeNull();
  });
  it('builds export links from the list filter, arrays comma-separated, empty values left out', () => {
    expect(exportCsvUrl('blocks', {})).toBe('/api/explorer/export/blocks.csv');
    expect(
      exportCsvUrl('transactions', {
        txTypes: ['Ordinary', 'TickTock'],
        timeGe: 5,
        includeAccounts: ['0:ab'],
        balanceChangeLe: undefined,
      }),
    ).toBe(
      '/api/explorer/export/transactions.csv?txTypes=Ordinary%2CTickTock&timeGe=5&includeAccounts=0%3Aab',
    );
  });
});
