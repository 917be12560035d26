// USD values of token amounts, exact: an amount in the token's smallest units times the DEX's decimal
// price string (USD per whole token) is worked out in bigint and rounded half up to cents only to be
// shown; a float would misstate uint128 amounts. An amount with no price has no USD value (null), which
// the pages show as nothing rather than $0.

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** A decimal string as n / 10^k; null for anything but a plain non-negative decimal. */
function parsePrice(price: string): { n: bigint; k: number } | null {
  const m = DECIMAL.exec(price);
  if (!m) return null;
  const fraction = m[2] ?? '';
  return { n: BigInt(m[1] + fraction), k: fraction.length };
}

/** n / d rounded half up (n, d ≥ 0, d > 0). */
const roundDiv = (n: bigint, d: bigint) => (2n * n + d) / (2n * d);

/** `amount` raw units of a token with `decimals` at `price` USD a whole token, in cents rounded half up;
 *  null when there is no price (or it, or the amount, is not a number). */
export function usdCents(
  amount: string | bigint,
  decimals: number,
  price: string | undefined,
): bigint | null {
  if (price === undefined) return null;
  const p = parsePrice(price);
  const raw = typeof amount === 'bigint' ? amount : /^-?\d+$/.test(amount) ? BigInt(amount) : null;
  if (!p || raw === null) return null;
  const negative = raw < 0n;
  const cents = roundDiv((negative ? -raw : raw) * p.n * 100n, 10n ** BigInt(decimals + p.k));
  return negative ? -cents : cents;
}

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Cents as "$1,234.56"; a value that is not zero but rounds to no cent reads "<$0.01". */
export function formatUsdCents(cents: bigint, opts: { nonZero?: boolean } = {}): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  if (abs === 0n && opts.nonZero) return '<$0.01';
  const text = `$${group((abs / 100n).toString())}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** The USD value of an amount as shown, or null (no price: show nothing). */
export function formatUsdValue(amount: string, decimals: number, price: string | undefined): string | null {
  const cents = usdCents(amount, decimals, price);
  if (cents === null) return null;
  return formatUsdCents(cents, { nonZero: /[1-9]/.test(amount) && /[1-9]/.test(price ?? '') });
}

/** Significant digits a price below one dollar keeps. */
const PRICE_DIGITS = 4;

/** A price (USD per whole token) as shown: to the cent from a dollar up, else to its first
 *  PRICE_DIGITS significant digits ("$0.0001234"), rounded half up; null for none or a malformed one. */
export function formatUsdPrice(price: string | undefined): string | null {
  const p = price === undefined ? null : parsePrice(price);
  if (!p) return null;
  const unit = 10n ** BigInt(p.k);
  if (p.n >= unit || p.n === 0n) return formatUsdCents(roundDiv(p.n * 100n, unit));
  // Fraction digits up to the first significant one, then PRICE_DIGITS - 1 more.
  let leading = 0;
  for (let n = p.n * 10n; n < unit; n *= 10n) leading++;
  const scale = leading + PRICE_DIGITS;
  const scaled = roundDiv(p.n * 10n ** BigInt(scale), unit);
  // Rounding may reach a whole dollar ("0.99999" → 1.000): then it is shown to the cent.
  if (scaled >= 10n ** BigInt(scale)) return formatUsdCents(100n);
  const fraction = scaled.toString().padStart(scale, '0').replace(/0+$/, '');
  return `$0.${fraction}`;
}

/** The sum of the values that have one; null when none has (nothing priced: no total). */
export function sumCents(values: ReadonlyArray<bigint | null>): bigint | null {
  let total: bigint | null = null;
  for (const v of values) if (v !== null) total = (total ?? 0n) + v;
  return total;
}
