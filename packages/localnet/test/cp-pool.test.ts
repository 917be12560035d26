// The constant-product pool (contracts/cp-pool.fc) on a real network with the @broxus/tip3 builds: the
// pool asks both roots for its wallets, takes liquidity and swaps through TIP-3 transfers with notify, and
// its getReserves answers what x·y = k with the 0.3% fee gives — computed here in integer math from the
// scripted amounts — which is also what its two token wallets hold. A swap against an empty side pays
// nothing and sends the tokens back; a notification from anyone but its own wallets is refused.
import { loadTransaction, transactionMessages } from '@tvmscan/codec';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CP_POOL_ABI,
  localCall,
  type PoolNetwork,
  type PoolStep,
  poolNetwork,
  SWAP_PAYLOAD,
  tokenWallet,
  tokenWalletAddress,
} from '../src/index';
import { nekoton } from '../src/nekoton';
import { batchTransactions } from './block-transactions';
import { accountBoc, sendFromGiver } from './giver';

const USD = 0;
const A = 1;
const LONE = 2;
const MINTED = [10n ** 12n, 10n ** 15n, 10n ** 12n];
// Pool 0: A against USD; pool 1: LONE against USD with no USD in it.
const STEPS: Array<PoolStep | PoolStep[]> = [
  [
    { kind: 'liquidity', pool: 0, token: A, amount: 10_000n * 10n ** 9n },
    { kind: 'liquidity', pool: 0, token: USD, amount: 50_000n * 10n ** 6n },
    { kind: 'liquidity', pool: 1, token: LONE, amount: 1_000n },
  ],
  { kind: 'swap', pool: 0, token: A, amount: 100n * 10n ** 9n },
  { kind: 'swap', pool: 0, token: USD, amount: 1_234_567_891n },
  { kind: 'swap', pool: 0, token: A, amount: 7n },
  { kind: 'swap', pool: 1, token: LONE, amount: 500n },
];

/** The pools' reserves after the steps, by the pool's rule: 997/1000 of the amount in counts, rounded down. */
function expectedReserves(pools: Array<{ a: number; b: number }>): Array<[bigint, bigint]> {
  const reserves = pools.map((): [bigint, bigint] => [0n, 0n]);
  for (const s of STEPS.flat()) {
    const r = reserves[s.pool];
    const side = s.token === pools[s.pool].a ? 0 : 1;
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

describe('the constant-product pool', () => {
  const pools = [
    { a: A, b: USD },
    { a: LONE, b: USD },
  ];
  let network: PoolNetwork;
  const reservesOf = (pool: string) => localCall(accountBoc(network.net, pool), CP_POOL_ABI, 'getReserves');
  const balanceOf = (root: string, owner: string) =>
    BigInt(
      localCall(accountBoc(network.net, tokenWalletAddress(root, owner)), tokenWallet().abi, 'balance')
        .value0 as string,
    );

  beforeAll(async () => {
    network = await poolNetwork(
      'cp-pool',
      [
        { symbol: 'USD', decimals: 6 },
        { symbol: 'A', decimals: 9 },
        { symbol: 'LONE', decimals: 0 },
      ],
      MINTED,
      pools,
      STEPS,
    );
  }, 120_000);

  it('answers the reserves x·y = k with the fee gives, and its wallets hold them', () => {
    const expected = expectedReserves(pools);
    for (const [i, pool] of network.pools.entries()) {
      const r = reservesOf(pool);
      expect(r.rootA).toBe(network.roots[pools[i].a]);
      expect(r.rootB).toBe(network.roots[pools[i].b]);
      expect([BigInt(r.reserveA as string), BigInt(r.reserveB as string)]).toEqual(expected[i]);
      expect(balanceOf(network.roots[pools[i].a], pool)).toBe(expected[i][0]);
      expect(balanceOf(network.roots[pools[i].b], pool)).toBe(expected[i][1]);
    }
  });

  it('pays the swapper what it takes from the pool, and sends back what buys nothing', () => {
    const expected = expectedReserves(pools);
    const spentA = MINTED[A] - 10_000n * 10n ** 9n - balanceOf(network.roots[A], network.giver);
    expect(spentA).toBe(expected[0][0] - 10_000n * 10n ** 9n);
    const usdOut = MINTED[USD] - 50_000n * 10n ** 6n - balanceOf(network.roots[USD], network.giver);
    expect(usdOut).toBe(expected[0][1] - 50_000n * 10n ** 6n);
    // The swap into the pool with no USD came back: the giver holds all of LONE but the liquidity.
    expect(balanceOf(network.roots[LONE], network.giver)).toBe(MINTED[LONE] - 1_000n);
    expect(expected[1]).toEqual([1_000n, 0n]);
  });

  it('refuses a transfer notification that does not come from its own wallets', async () => {
    const {
      net,
      pools: [pool],
      roots,
      giver,
    } = network;
    const body = nekoton.encodeInternalInput(CP_POOL_ABI, 'onAcceptTokensTransfer', {
      tokenRoot: roots[A],
      amount: '1000000000000',
      sender: giver,
      senderWallet: giver,
      remainingGasTo: giver,
      payload: SWAP_PAYLOAD,
    });
    const before = reservesOf(pool);
    await sendFromGiver(net, pool, 10n ** 9n, body);
    const exits: number[] = [];
    for (let i = 0; i < 4; i++) {
      for (const { address, cell } of batchTransactions(await net.produceBlock())) {
        if (address !== pool) continue;
        const tx = loadTransaction(cell);
        const compute = 'computePh' in tx.description ? tx.description.computePh : null;
        if (transactionMessages(tx).inMsg && compute?.kind === 'vm') exits.push(compute.exitCode);
      }
    }
    expect(exits).toEqual([101]);
    expect(reservesOf(pool)).toEqual(before);
  });
});
