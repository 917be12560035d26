// The token scenario's plan on its own: the same seed gives the same operations, a plan resumed at any
// block goes on exactly as one that never stopped, the model never spends what a holder does not have
// or touches what is still in flight, and token operations stay a minority of the traffic.
import { describe, expect, it } from 'vitest';
import { POOLS, RELAYED_NFT } from '../src/scenarios/catalog';
import { type Op, type OpKind, SCENARIO_WALLETS, ScenarioPlan, SETTLE } from '../src/scenarios/plan';

const BLOCKS = 3000;

function opsOf(plan: ScenarioPlan, from: number, to: number): Op[][] {
  const ops: Op[][] = [];
  for (let seqno = from; seqno <= to; seqno++) ops.push(plan.opsFor(seqno));
  return ops;
}

describe('token scenario plan', () => {
  it('is a function of the seed and the block: resumed anywhere, it goes on the same way', () => {
    const whole = opsOf(new ScenarioPlan('plan', true), 1, 600);
    const resumed = new ScenarioPlan('plan', true);
    resumed.stateAt(347);
    expect(opsOf(resumed, 348, 600)).toEqual(whole.slice(347));
    // A plan asked about an earlier block replays from the start.
    expect(opsOf(resumed, 100, 120)).toEqual(whole.slice(99, 120));
    expect(opsOf(new ScenarioPlan('other seed', true), 21, 600)).not.toEqual(whole.slice(20));
  });

  it.each([true, false])('keeps balances whole and waits for operations in flight (NFTs: %s)', (withNfts) => {
    const plan = new ScenarioPlan('model', withNfts);
    const counts = new Map<OpKind, number>();
    let operations = 0;
    // Plain checks gathered into one list: a few hundred thousand expect() calls would take too long.
    const problems: string[] = [];
    const check = (ok: boolean, what: string) => ok || problems.push(what);
    for (let seqno = 1; seqno <= BLOCKS; seqno++) {
      const before = plan.stateAt(seqno - 1);
      // When what each operation may touch is free again, as the model stood before the block.
      const busy = new Map(
        before.tokens.flatMap((t, token) =>
          [...t.holders].map(([w, h]) => [`${token}/${w}`, h.readyAt] as const),
        ),
      );
      const nftBusy = new Map(
        before.collections.flatMap((c, i) => c.nfts.map((n) => [`${i}/${n.id}`, n.readyAt] as const)),
      );
      const multiHoldings = new Map(
        before.multiCollection.tokens.flatMap((t) => [...t.holders].map(([w, h]) => [`${t.id}/${w}`, h])),
      );
      const multiBusy = new Map([...multiHoldings].map(([key, h]) => [key, h.readyAt]));
      const free = (key: string, map: Map<string, number>) => (map.get(key) ?? 0) <= seqno;
      for (const op of plan.opsFor(seqno)) {
        operations++;
        counts.set(op.kind, (counts.get(op.kind) ?? 0) + 1);
        if (seqno <= 20) continue; // the opening is a fixed script, checked on a real chain
        const where = `block ${seqno} ${op.kind}`;
        if ('token' in op && 'from' in op && op.kind !== 'foreignMint')
          check(free(`${op.token}/${op.from}`, busy), where);
        if (op.kind === 'transfer' || op.kind === 'mint') check(free(`${op.token}/${op.to}`, busy), where);
        if ('collection' in op && 'id' in op && op.kind !== 'mintNft')
          check(free(`${op.collection}/${op.id}`, nftBusy), where);
        if (op.kind === 'multiTransfer' || op.kind === 'multiBurn') {
          const balance = multiHoldings.get(`${op.id}/${op.from}`)?.balance ?? 0n;
          check(free(`${op.id}/${op.from}`, multiBusy) && balance >= op.count, where);
        }
        if (op.kind === 'multiTransfer') {
          check(free(`${op.id}/${op.to}`, multiBusy) && op.to !== op.from, where);
          check(op.deployWallet === !multiBusy.has(`${op.id}/${op.to}`), `${where}: deployWallet`);
        }
      }
      for (const [i, token] of plan.stateAt(seqno).tokens.entries()) {
        // What the pools hold is held by no wallet of the network.
        let sum = plan
          .stateAt(seqno)
          .pools.reduce(
            (held, pool, p) =>
              held + (POOLS[p].a === i ? pool.reserves[0] : POOLS[p].b === i ? pool.reserves[1] : 0n),
            0n,
          );
        for (const holding of token.holders.values()) {
          check(holding.balance >= 0n, `block ${seqno}: negative balance of token ${i}`);
          sum += holding.balance;
        }
        check(sum === token.totalSupply, `block ${seqno}: token ${i} supply`);
      }
      for (const token of plan.stateAt(seqno).multiCollection.tokens) {
        const balances = [...token.holders.values()].map((h) => h.balance);
        check(
          balances.every((b) => b >= 0n),
          `block ${seqno}: negative balance of multi-token ${token.id}`,
        );
        check(
          balances.reduce((a, b) => a + b, 0n) === token.supply,
          `block ${seqno}: multi-token ${token.id} supply`,
        );
      }
    }
    expect(problems).toEqual([]);
    const nftKinds: OpKind[] = ['mintNft', 'changeOwner', 'changeManager', 'nftTransfer', 'burnNft'];
    for (const kind of [
      'transfer',
      'mint',
      'burn',
      'bouncingTransfer',
      'overdraft',
      'overspend',
      'foreignMint',
      'announce',
      'multiTransfer',
      'multiBurn',
    ] as OpKind[]) {
      expect(counts.get(kind)).toBeGreaterThan(10);
    }
    for (const kind of nftKinds) expect(counts.has(kind)).toBe(withNfts);
    // The URL collection is deployed and mints on both flavors.
    expect([counts.get('deployUrlCollection'), counts.get('mintUrlNft')]).toEqual([1, 3]);
    // So is the multi-token collection, which mints its two tokens in the opening.
    expect([counts.get('deployMultiCollection'), counts.get('mintMultiToken')]).toEqual([1, 2]);
    // Every kind of operation happens within the opening, but the giver's periodic top-up and the pools'
    // liquidity and swaps, which follow it.
    const opening = [...plan.stateAt(20).first.keys()];
    expect([...counts.keys()].filter((kind) => !opening.includes(kind)).sort()).toEqual([
      'poolLiquidity',
      'swap',
      'topUp',
    ]);
    expect(counts.get('swap')).toBeGreaterThan(10);
    // One NFT changes hands a dozen times in the first minute after the opening.
    const relayed = opsOf(new ScenarioPlan('model', withNfts), 21, 70)
      .flat()
      .filter(
        (op) =>
          'collection' in op &&
          'id' in op &&
          op.collection === RELAYED_NFT.collection &&
          op.id === RELAYED_NFT.id,
      );
    expect(relayed.length).toBe(withNfts ? 12 : 0);
    // About 0.7 operations a block: at the default 5 messages a block, wallet transfers stay most.
    expect(operations / BLOCKS).toBeGreaterThan(0.5);
    expect(operations / BLOCKS).toBeLessThan(0.9);
    expect(SETTLE).toBeGreaterThanOrEqual(3);
    expect(SCENARIO_WALLETS).toBe(8);
  });
});
