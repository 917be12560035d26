// The token scenario's pools (scenarios/plan.ts, contracts/cp-pool.fc): after the opening the giver funds
// and deploys WLEVER/LUSD and E18/WLEVER, the provider adds liquidity and the recurring traffic swaps. At
// every block where nothing is on its way to a pool, its getReserves answers what the plan's model
// counted (the model replays x·y = k with the fee, as the pool does), and swaps have moved them.
import { describe, expect, it } from 'vitest';
import { CP_POOL_ABI, createLocalnet, localCall } from '../src/index';

const BLOCKS = 70;

describe('the scenario pools', () => {
  it('hold at every settled block the reserves the plan counted, swaps included', async () => {
    const net = await createLocalnet({ flavor: 'everscale', seed: 'traffic-pools', trafficTps: 2 });
    const checked = [0, 0];
    let swapsSeen = 0;
    for (let i = 0; i < BLOCKS; i++) {
      await net.produceBlock();
      const report = net.scenario()!;
      for (const [p, pool] of report.pools.entries()) {
        if (pool.deployedAt === null || pool.settledAt > report.mcSeqno || pool.reserves[0] === 0n) continue;
        const got = localCall(net.account(pool.address)!.boc, CP_POOL_ABI, 'getReserves');
        expect([got.rootA, got.rootB]).toEqual(pool.roots);
        expect(
          [BigInt(got.reserveA as string), BigInt(got.reserveB as string)],
          `pool ${p} at ${report.mcSeqno}`,
        ).toEqual(pool.reserves);
        checked[p]++;
      }
      swapsSeen = report.counts.swap ?? 0;
    }
    expect(checked[0]).toBeGreaterThan(0);
    expect(checked[1]).toBeGreaterThan(0);
    expect(swapsSeen).toBeGreaterThan(1);
  }, 300_000);
});
