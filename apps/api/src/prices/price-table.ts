// USD prices from constant-product pools, as a pure function of the pools' reserves (decision 0048). A
// token's price is read along a path of at most two pools to a USD token: a pool of the token and a USD
// token, or a pool of the token and another token X with a pool of X and a USD token. A pool's liquidity
// in USD is its smallest reserve valued in USD (at the pool's own marginal price both sides are worth the
// same, so this is the side whose USD value is known from the path); a path is as deep as its shallowest
// pool, and of all paths the deepest gives the price. A pool with an empty side gives no price, nor one
// below the minimum liquidity. Everything is exact: prices are fractions of bigints, and the answer a
// decimal string rounded to SIGNIFICANT significant digits (a whole part longer than that is kept whole).

/** A pool as the index stores it: both roots (`wc:hex`) and both reserves in raw units. */
export interface PoolReserves {
  tokenA: string;
  tokenB: string;
  reserveA: bigint;
  reserveB: bigint;
}

/** What the deployment prices with. */
export interface PriceSettings {
  /** Roots of the USD tokens (TVMSCAN_USD_TOKENS): a whole token is 1 USD. */
  usdTokens: readonly string[];
  /** TVMSCAN_MIN_POOL_LIQUIDITY_USD: pools holding less give no price. */
  minLiquidityUsd: Fraction;
}

/** A pool as the index reads it for pricing: its reserves with both roots' decimals (null: not indexed). */
export interface PoolWithRootDecimals extends PoolReserves {
  decimalsA: number | null;
  decimalsB: number | null;
}

export interface PriceInputs {
  pools: readonly PoolReserves[];
  /** Each root's decimals (TIP-3 `decimals()`): a pool of a token whose decimals are unknown is unusable. */
  decimals: ReadonlyMap<string, number>;
  /** The USD tokens' roots: each is worth 1 USD a whole token. */
  usdTokens: readonly string[];
  /** Pools whose liquidity in USD is below this give no price. */
  minLiquidityUsd: Fraction;
}

/** n / d, d > 0. */
export interface Fraction {
  n: bigint;
  d: bigint;
}

/** Digits of a price in the answer. */
export const SIGNIFICANT = 18;

const ONE: Fraction = { n: 1n, d: 1n };
const mul = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.n, d: a.d * b.d });
const less = (a: Fraction, b: Fraction) => a.n * b.d < b.n * a.d;
const min = (a: Fraction, b: Fraction) => (less(a, b) ? a : b);

/** A non-negative decimal string ("1000", "0.5") as a fraction; null for anything else. */
export function parseDecimal(text: string): Fraction | null {
  const m = /^(\d{1,30})(?:\.(\d{1,30}))?$/.exec(text);
  if (!m) return null;
  const fraction = m[2] ?? '';
  return { n: BigInt(m[1] + fraction), d: 10n ** BigInt(fraction.length) };
}

/** `f` as a decimal string rounded half up to SIGNIFICANT significant digits (its whole part always in
 *  full), with no trailing zeros. */
export function toDecimal(f: Fraction): string {
  if (f.n === 0n) return '0';
  const whole = f.n / f.d;
  // Fraction digits so that SIGNIFICANT digits are shown: fewer beside a long whole part, more for a
  // price far below 1 (as many as it takes to reach its first digit).
  let scale = SIGNIFICANT - (whole > 0n ? whole.toString().length : 0);
  if (whole === 0n) {
    let leading = 0;
    for (let n = f.n * 10n; n < f.d; n *= 10n) leading++;
    scale += leading;
  }
  scale = Math.max(scale, 0);
  const unit = 10n ** BigInt(scale);
  const scaled = (2n * f.n * unit + f.d) / (2n * f.d);
  const digits = scaled.toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale).replace(/0+$/, '');
  return frac ? `${int}.${frac}` : int;
}

interface Quote {
  /** USD per whole token. */
  price: Fraction;
  /** The path's liquidity: its shallowest pool's, in USD. */
  depth: Fraction;
}

/** One side of a pool as the path search reads it: the token, and its reserve in whole tokens. */
interface Side {
  token: string;
  whole: Fraction;
}

/** Every usable pool as its two sides (an empty side or unknown decimals makes a pool unusable). */
function sidesOf(inputs: PriceInputs): Array<[Side, Side]> {
  const out: Array<[Side, Side]> = [];
  for (const p of inputs.pools) {
    const da = inputs.decimals.get(p.tokenA);
    const db = inputs.decimals.get(p.tokenB);
    if (da === undefined || db === undefined || p.tokenA === p.tokenB) continue;
    if (p.reserveA <= 0n || p.reserveB <= 0n) continue;
    out.push([
      { token: p.tokenA, whole: { n: p.reserveA, d: 10n ** BigInt(da) } },
      { token: p.tokenB, whole: { n: p.reserveB, d: 10n ** BigInt(db) } },
    ]);
  }
  return out;
}

/** The price table of pools as the index reads them (the current pools, or their state at an hour): what
 *  both the served prices and the price history price with. */
export function pricePools(
  pools: readonly PoolWithRootDecimals[],
  settings: PriceSettings,
): Map<string, string> {
  const decimals = new Map<string, number>();
  for (const p of pools) {
    if (p.decimalsA !== null) decimals.set(p.tokenA, p.decimalsA);
    if (p.decimalsB !== null) decimals.set(p.tokenB, p.decimalsB);
  }
  return priceTable({ pools, decimals, ...settings });
}

/** The USD price of every token some path prices, as decimal strings by root; the USD tokens at 1. */
export function priceTable(inputs: PriceInputs): Map<string, string> {
  const usd = new Set(inputs.usdTokens);
  const pools = sidesOf(inputs);
  const best = new Map<string, Quote>();
  const offer = (token: string, quote: Quote) => {
    if (usd.has(token)) return;
    const held = best.get(token);
    if (!held || less(held.depth, quote.depth)) best.set(token, quote);
  };
  // One hop: a pool of a token and a USD token. Its liquidity is the USD side's reserve.
  const direct = new Map<string, Quote[]>();
  for (const [a, b] of pools) {
    for (const [dollar, other] of [
      [a, b],
      [b, a],
    ]) {
      if (!usd.has(dollar.token) || usd.has(other.token)) continue;
      if (less(dollar.whole, inputs.minLiquidityUsd)) continue;
      const quote = {
        price: { n: dollar.whole.n * other.whole.d, d: dollar.whole.d * other.whole.n },
        depth: dollar.whole,
      };
      direct.set(other.token, [...(direct.get(other.token) ?? []), quote]);
      offer(other.token, quote);
    }
  }
  // Two hops: a pool of a token and X, X priced by one hop. This pool's liquidity is X's side in USD.
  for (const [a, b] of pools) {
    for (const [known, other] of [
      [a, b],
      [b, a],
    ]) {
      for (const first of direct.get(known.token) ?? []) {
        if (usd.has(other.token)) continue;
        const value = mul(known.whole, first.price);
        if (less(value, inputs.minLiquidityUsd)) continue;
        const price = mul(first.price, {
          n: known.whole.n * other.whole.d,
          d: known.whole.d * other.whole.n,
        });
        offer(other.token, { price, depth: min(first.depth, value) });
      }
    }
  }
  const table = new Map<string, string>();
  for (const token of usd) table.set(token, toDecimal(ONE));
  for (const [token, quote] of best) table.set(token, toDecimal(quote.price));
  return table;
}
