// Number, date and byte formatting per spec §9. Chain values arrive as decimal strings (u64 and
// larger) and stay bigint until the moment they are shown, so nothing loses precision on the way.

const MONTH_FORMATTERS = new Map<string, Intl.DateTimeFormat>();

function monthShort(date: Date, lang: string, timeZone?: string): string {
  const key = `${lang}|${timeZone ?? ''}`;
  let formatter = MONTH_FORMATTERS.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang, { month: 'short', timeZone });
    MONTH_FORMATTERS.set(key, formatter);
  }
  return formatter.format(date);
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

interface DateParts {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
}

function partsOf(date: Date, timeZone?: string): DateParts {
  if (timeZone === 'UTC') {
    return {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth(),
      day: date.getUTCDate(),
      hours: date.getUTCHours(),
      minutes: date.getUTCMinutes(),
      seconds: date.getUTCSeconds(),
    };
  }
  return {
    year: date.getFullYear(),
    month: date.getMonth(),
    day: date.getDate(),
    hours: date.getHours(),
    minutes: date.getMinutes(),
    seconds: date.getSeconds(),
  };
}

export interface DateFormatOptions {
  lang?: string;
  /** 'UTC' or undefined for the viewer's local time. */
  timeZone?: 'UTC';
}

/** Spec §9 date format 'MMM dd, yyyy, HH:mm:ss' from unix seconds (time factor 1000). */
export function formatDateTime(unixSeconds: number, opts: DateFormatOptions = {}): string {
  const date = new Date(unixSeconds * 1000);
  const p = partsOf(date, opts.timeZone);
  const month = monthShort(date, opts.lang ?? 'en', opts.timeZone);
  return `${month} ${pad2(p.day)}, ${p.year}, ${pad2(p.hours)}:${pad2(p.minutes)}:${pad2(p.seconds)}`;
}

/** HH:mm:ss, as the main page panels show times. */
export function formatTime(unixSeconds: number, opts: DateFormatOptions = {}): string {
  const p = partsOf(new Date(unixSeconds * 1000), opts.timeZone);
  return `${pad2(p.hours)}:${pad2(p.minutes)}:${pad2(p.seconds)}`;
}

const ABBREVIATIONS = ['', 'K', 'M', 'B', 'T', 'P', 'E', 'Z', 'Y'] as const;

/** 1234 → "1.23K"; below 1000 the number is shown as is (up to 2 decimals). */
export function abbreviateNumber(value: number, fractionDigits = 2): string {
  if (!Number.isFinite(value)) return String(value);
  let scaled = Math.abs(value);
  let unit = 0;
  while (scaled >= 1000 && unit < ABBREVIATIONS.length - 1) {
    scaled /= 1000;
    unit += 1;
  }
  const sign = value < 0 ? '-' : '';
  const digits = trimZeros(scaled.toFixed(fractionDigits));
  return `${sign}${digits}${ABBREVIATIONS[unit]}`;
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** Byte sizes in base 1024, B to YB. */
export function formatBytes(bytes: number, fractionDigits = 2): string {
  if (!Number.isFinite(bytes) || bytes < 0) return String(bytes);
  let scaled = bytes;
  let unit = 0;
  while (scaled >= 1024 && unit < BYTE_UNITS.length - 1) {
    scaled /= 1024;
    unit += 1;
  }
  return `${trimZeros(scaled.toFixed(fractionDigits))} ${BYTE_UNITS[unit]}`;
}

function trimZeros(fixed: string): string {
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A raw integer amount (decimal string or bigint, possibly negative) scaled by `decimals`:
 * "1500000000" with 9 decimals → "1.5". Grouped with commas, trailing zeros dropped.
 */
export function formatUnits(raw: string | bigint, decimals: number, opts: { signed?: boolean } = {}): string {
  const value = typeof raw === 'bigint' ? raw : parseBigInt(raw);
  if (value === null) return String(raw);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const base = 10n ** BigInt(decimals);
  const whole = groupThousands((abs / base).toString());
  const fraction = decimals > 0 ? (abs % base).toString().padStart(decimals, '0').replace(/0+$/, '') : '';
  const sign = negative ? '-' : opts.signed && abs > 0n ? '+' : '';
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * The inverse of formatUnits for user input: "1.5" with 9 decimals → "1500000000". Null when the text
 * is not a plain decimal or has more fraction digits than the unit holds.
 */
export function parseUnits(text: string, decimals: number): string | null {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m || (m[3] ?? '').length > decimals) return null;
  const value = BigInt(m[2] + (m[3] ?? '').padEnd(decimals, '0'));
  return (m[1] && value !== 0n ? -value : value).toString();
}

/** Decimal integer strings only; anything else (untrusted input) yields null instead of throwing. */
export function parseBigInt(text: string): bigint | null {
  return /^-?\d+$/.test(text) ? BigInt(text) : null;
}

/** Spec §9: transactions per second = transactions in the last hour / 3600, rounded down to 2 decimals. */
export function tpsFromHourly(transactions1h: number): string {
  return (Math.floor((transactions1h / 3600) * 100) / 100).toFixed(2);
}

/** Spec §9: percentages round down to 5 decimals. */
export function formatPercent(ratio: number): string {
  return `${trimZeros((Math.floor(ratio * 100 * 1e5) / 1e5).toFixed(5))}%`;
}

/** Integers with thousands separators (counts, seqnos stay ungrouped at call sites that need it). */
export function formatCount(value: number | bigint | string): string {
  const text = String(value);
  return /^-?\d+$/.test(text)
    ? text.startsWith('-')
      ? `-${groupThousands(text.slice(1))}`
      : groupThousands(text)
    : text;
}

/** A nano-unit amount as a plain number of whole units, for abbreviations and charts (not for exact display). */
export function unitsToNumber(raw: string, decimals: number): number {
  const value = parseBigInt(raw);
  return value === null ? Number.NaN : Number(value) / 10 ** decimals;
}
