import { describe, expect, it } from 'vitest';
import {
  abbreviateNumber,
  formatBytes,
  formatCount,
  formatDateTime,
  formatPercent,
  formatTime,
  formatUnits,
  parseBigInt,
  parseUnits,
  tpsFromHourly,
  unitsToNumber,
} from '../src/shared/lib/format';

describe('formatUnits (nano amounts scaled by decimals)', () => {
  it('scales, groups thousands and drops trailing zeros', () => {
    expect(formatUnits('1500000000', 9)).toBe('1.5');
    expect(formatUnits('1234567000000000', 9)).toBe('1,234,567');
    expect(formatUnits('1', 9)).toBe('0.000000001');
    expect(formatUnits('0', 9)).toBe('0');
  });
  it('keeps precision beyond 2^53 and signs balance changes', () => {
    expect(formatUnits('123456789012345678901234567', 9)).toBe('123,456,789,012,345,678.901234567');
    expect(formatUnits('-2500000000', 9)).toBe('-2.5');
    expect(formatUnits('2500000000', 9, { signed: true })).toBe('+2.5');
    expect(formatUnits('0', 9, { signed: true })).toBe('0');
  });
  it('shows untrusted non-numeric input as is instead of throwing', () => {
    expect(formatUnits('12abc', 9)).toBe('12abc');
    expect(parseBigInt('1e9')).toBeNull();
  });
  it('converts to a plain number of units for abbreviations', () => {
    expect(unitsToNumber('2500000000', 9)).toBe(2.5);
    expect(Number.isNaN(unitsToNumber('x', 9))).toBe(true);
  });
});

describe('spec §9 formats', () => {
  it('formats dates as MMM dd, yyyy, HH:mm:ss and times as HH:mm:ss', () => {
    expect(formatDateTime(1700000000, { timeZone: 'UTC' })).toBe('Nov 14, 2023, 22:13:20');
    expect(formatDateTime(1704067205, { timeZone: 'UTC' })).toBe('Jan 01, 2024, 00:00:05');
    expect(formatTime(1704067205, { timeZone: 'UTC' })).toBe('00:00:05');
  });
  it('abbreviates with K, M, B … from 1000', () => {
    expect(abbreviateNumber(999)).toBe('999');
    expect(abbreviateNumber(1000)).toBe('1K');
    expect(abbreviateNumber(1234567)).toBe('1.23M');
    expect(abbreviateNumber(-2_500_000_000)).toBe('-2.5B');
    expect(abbreviateNumber(1e24)).toBe('1Y');
  });
  it('formats bytes in base 1024 from B to YB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1024 ** 8)).toBe('1 YB');
  });
  it('computes TPS as transactions1h / 3600 rounded down to 2 decimals', () => {
    expect(tpsFromHourly(3600)).toBe('1.00');
    expect(tpsFromHourly(7199)).toBe('1.99');
    expect(tpsFromHourly(0)).toBe('0.00');
  });
  it('rounds percentages down to 5 decimals', () => {
    expect(formatPercent(0.1234567891)).toBe('12.34567%');
    expect(formatPercent(1)).toBe('100%');
  });
  it('groups counts', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount('-1000')).toBe('-1,000');
    expect(formatCount(12n)).toBe('12');
  });
});

describe('parseUnits (typed token amounts to nano units)', () => {
  it('scales decimals and keeps the sign', () => {
    expect(parseUnits('1.5', 9)).toBe('1500000000');
    expect(parseUnits('-0.000000001', 9)).toBe('-1');
    expect(parseUnits('-0', 9)).toBe('0');
    expect(parseUnits('12', 0)).toBe('12');
  });
  it('refuses what formatUnits could not have produced', () => {
    expect(parseUnits('0.0000000001', 9)).toBeNull();
    expect(parseUnits('1,5', 9)).toBeNull();
    expect(parseUnits('1e9', 9)).toBeNull();
    expect(parseUnits('', 9)).toBeNull();
  });
  it('round-trips with formatUnits', () => {
    for (const nano of ['0', '1', '1500000000', '-987654321012']) {
      expect(parseUnits(formatUnits(nano, 9).replace(/,/g, ''), 9)).toBe(nano);
    }
  });
});
