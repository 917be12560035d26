// The pools the price suites run on the local network (@tvmscan/localnet poolNetwork), and what they must
// hold after the script, replayed here in the pool's integer math (997/1000 of an amount in counts,
// payouts rounded down, a swap that would pay nothing sent back). With 1,000 USD as the least liquidity:
// A is priced by its USD pool, B two hops away through A (that path is deeper than B's own thin USD
// pool), THIN's only pool holds less than 1,000 USD and EMPTY's pool nothing at all.
import { dexRoutes, parseDecimal } from '@tvmscan/api';
import { DEX_API_BASE } from '@tvmscan/api-schema';
import type { Database } from '@tvmscan/db';
import { runIndexer } from '@tvmscan/indexer';
import type { PoolNetwork, PoolSpec, PoolStep, PoolToken } from '@tvmscan/localnet';
import type { FastifyInstance } from 'fastify';
import { startApi } from './api';

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

/** `n` whole tokens in raw units. */
export const whole = (token: number, n: bigint) => n * 10n ** BigInt(TOKENS[token].decimals);

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

/** Exact n/d with d > 0. */
export type Q = [bigint, bigint];
const scale = (token: number) => 10n ** BigInt(TOKENS[token].decimals);

/** USD a whole `priced` token is worth by pool `i` holding `reserves` (what the script leaves it, unless
 *  given), given what a whole token of the pool's other side is worth. */
export function through(i: number, priced: number, known: Q, reserves = expectedReserves()[i]): Q {
  const [ra, rb] = reserves;
  const { a } = POOLS[i];
  const [rPriced, rKnown] = a === priced ? [ra, rb] : [rb, ra];
  const knownTokenOf = a === priced ? POOLS[i].b : a;
  // (rKnown / 10^dKnown) whole known tokens are worth as much as (rPriced / 10^dPriced) whole priced ones.
  return [known[0] * rKnown * scale(priced), known[1] * rPriced * scale(knownTokenOf)];
}

/** Whether the decimal string is `exact` to 17 significant digits at least. */
export function close(served: string, [n, d]: Q): boolean {
  const q = parseDecimal(served);
  if (!q) return false;
  const diff = q.n * d - n * q.d;
  return (diff < 0n ? -diff : diff) * 10n ** 17n <= n * q.d;
}

/** The pools' network indexed by the real indexer into `database`, then an API serving its prices at
 *  /api/dex (USD the USD token, 1,000 USD the least liquidity). */
export async function indexedPricesApi(network: PoolNetwork, database: Database): Promise<FastifyInstance> {
  await runIndexer({
    database,
    source: {
      async *batches() {
        yield* network.net.batchesSince(null);
      },
    },
    signal: new AbortController().signal,
  });
  // The network and the indexer ran in this process just before: no shedding on the event loop's delay.
  const app = await startApi(database);
  await app.register(dexRoutes, {
    prefix: DEX_API_BASE,
    database,
    usdTokens: [network.roots[USD]],
    minLiquidityUsd: parseDecimal('1000')!,
  });
  return app;
}
