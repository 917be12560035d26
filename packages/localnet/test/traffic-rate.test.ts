// The demo traffic at a rate well past one message per wallet per block: each wallet's message times
// must keep up with the clock, not run ahead of it. EverWallet refuses a message stamped more than 30
// minutes ahead, so wallets whose times ran ahead by a fixed step per message went silent after some
// minutes at high rates (at 450 messages a second, all eight in about six and a half minutes).
import { describe, expect, it } from 'vitest';
import { cellOf } from '../src/bocCells';
import { everWalletAcceptedTime } from '../src/contracts/everWallet';
import { createLocalnet, type RejectedEvent } from '../src/localnet';

describe('demo traffic at 200 messages a second over eight wallets', () => {
  it('stamps each wallet’s messages within a second of the newest block, block after block', async () => {
    let time = Date.now();
    const net = await createLocalnet({ seed: 'traffic-rate', trafficTps: 200, clock: () => (time += 1000) });
    const rejected: RejectedEvent[] = [];
    net.on('rejected', (r) => rejected.push(r));
    for (let i = 0; i < 8; i++) await net.produceBlock();
    const ahead = [...net.accounts()]
      .map(([, record]) => everWalletAcceptedTime(cellOf(record.boc)))
      .filter((t): t is number => t !== undefined)
      .map((t) => t - time);
    expect(ahead.length).toBeGreaterThanOrEqual(8);
    expect(Math.max(...ahead)).toBeLessThanOrEqual(1000);
    expect(rejected).toEqual([]);
  }, 120_000);
});
