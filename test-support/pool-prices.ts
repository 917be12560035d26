// The pools the price suites run on the local network (@tvmscan/localnet poolNetwork), and what they must
// hold after the script, replayed here in the pool's integer math (997/1000 of an amount in counts,
// payouts rounded down, a swap that would pay nothing sent back). With 1,000 USD as the least liquidity:
// A is priced by its USD pool, B two hops away through A (that path is deeper than B's own thin USD
// pool), THIN's only pool holds less than 1,000 USD and EMPTY's pool nothing at all.
import type { PoolSpec, PoolStep, PoolToken } from '@tvmscan/localnet';

export const USD = 0;
export const A = 1;
export const B = 2;
export const THIN = 3;
export const EMPTY = 4;

export const TOKENS: PoolToken[] = [
  { symbol: 'USDT', decimals: 6 },
  { symbol: 'A', decimals: 9 },
  { symbol: 'B', decimals: 18 },
  { symbol: 'THIN', decimals: 0 },
  { symbol: 'EMPTY', decimals: 9 },
];
export const MINTED = [10n ** 12n, 10n ** 15n, 10n ** 21n, 10n ** 6n, 10n ** 12n];

export const POOLS: PoolSpec[] = [
  { a: A, b: USD },
  { a: B, b: A },
  { a: B, b: USD },
  { a: THIN, b: USD },
  { a: EMPTY, b: USD },
  // One token against itself: its getter answers the same root twice, nonsense the index keeps no row of.
  { a: A, b: A },
];

/** The pool whose getter answers nonsense. */
export const NONSENSE_POOL = 5;

const whole = (token: number, n: bigint) => n * 10n ** BigInt(TOKENS[token].decimals);

export const STEPS: Array<PoolStep | PoolStep[]> = [
  [
    // 10,000 A against 50,000 USD; 100 B against 20,000 A; 2 B against 2,100 USD; 100 THIN against 500 USD.
    { kind: 'liquidity', pool: 0, token: A, amount: whole(A, 10_000n) },
    { kind: 'liquidity', pool: 0, token: USD, amount: whole(USD, 50_000n) },
    { kind: 'liquidity', pool: 1, token: B, amount: whole(B, 100n) },
    { kind: 'liquidity', pool: 1, token: A, amount: whole(A, 20_000n) },
    { kind: 'liquidity', pool: 2, token: B, amount: whole(B, 2n) },
    { kind: 'liquidity', pool: 2, token: USD, amount: whole(USD, 2_100n) },
    { kind: 'liquidity', pool: 3, token: THIN, amount: 100n },
    { kind: 'liquidity', pool: 3, token: USD, amount: whole(USD, 500n) },
  ],
  { kind: 'swap', pool: 0, token: A, amount: whole(A, 100n) },
  { kind: 'swap', pool: 0, token: USD, amount: 1_234_567_891n },
  { kind: 'swap', pool: 1, token: B, amount: whole(B, 1n) },
  // Into the empty pool: pays nothing, so the tokens come back and it stays empty.
  { kind: 'swap', pool: 4, token: EMPTY, amount: whole(EMPTY, 5n) },
];

/** Each pool's [reserveA, reserveB] after the script, in the pool's own integer math. */
export function expectedReserves(): Array<[bigint, bigint]> {
  const reserves = POOLS.map((): [bigint, bigint] => [0n, 0n]);
  for (const s of STEPS.flat()) {
    const r = reserves[s.pool];
    const side = s.token === POOLS[s.pool].a ? 0 : 1;
    if (s.kind === 'liquidity') {
      r[side] += s.amount;
      continue;
    }
    const [rin, rout] = [r[side], r[1 - side]];
    const out = rin === 0n || rout === 0n ? 0n : (s.amount * 997n * rout) / (rin * 1000n + s.amount * 997n);
    if (out === 0n) continue;
    r[side] += s.amount;
    r[1 - side] -= out;
  }
  return reserves;
}
