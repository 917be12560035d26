// Tick-tock: in every masterchain block the elector runs a tick transaction first and the config
// contract a tock transaction last, executed by the real executor on the special accounts' own code,
// inside the block's lt range and its account blocks, with a value flow that balances.
import { decodeBlock, decodeConfigParam, encodeBlock, loadTransaction, readBoc } from '@tvmscan/codec';
import { describe, expect, it } from 'vitest';
import { signedTransfer } from '../src/contracts/everWallet';
import type { Flavor } from '../src/executor';
import { CONFIG_ID, ELECTOR_ID, MINTER_ID } from '../src/genesis/special';
import { createLocalnet } from '../src/localnet';

const BLOCKS = 4;
const EVER = 1_000_000_000n;

/** The counter the config contract's code keeps in its data: how many transactions it has run. */
function counterOf(accountBoc: Uint8Array): number {
  // account$1 … account_active$1 StateInit: split_depth$0, special$1 tick tock, code$1 ^, data$1 ^.
  const account = readBoc(accountBoc)[0];
  const data = account.refs[account.refs.length - 1];
  return data.beginParse().loadUint(32);
}

describe.each<Flavor>(['everscale', 'tycho'])('%s tick-tock', (flavor) => {
  it('runs the elector tick and the config tock in every masterchain block', async () => {
    let time = Date.now();
    const net = await createLocalnet({
      flavor,
      seed: `ticktock-${flavor}`,
      wallets: 2,
      trafficTps: 2,
      clock: () => (time += 1000),
    });
    const first = decodeBlock((await net.produceBlock()).masterchain.boc).block;
    const fundamental = decodeConfigParam(31, first.extra.custom!.config!.params.get(31)!);
    expect(fundamental.kind === 'decoded' && fundamental.value).toEqual([MINTER_ID, ELECTOR_ID, CONFIG_ID]);
    for (let i = 1; i < BLOCKS; i++) await net.produceBlock();

    let lastEnd = 0n;
    for (const [i, batch] of net.batchesSince(null).entries()) {
      const { block, rootHash } = decodeBlock(batch.masterchain.boc);
      expect(encodeBlock(block, flavor).hashHex()).toBe(rootHash);
      const { info, valueFlow: v } = block;
      expect(info.startLt).toBeGreaterThanOrEqual(lastEnd);
      lastEnd = info.endLt;
      const transactions = [...block.extra.accountBlocks.entries.values()].flatMap((e) =>
        [...e.value.transactions.values()].map((t) => ({
          account: e.value.accountAddr,
          tx: loadTransaction(t.value),
        })),
      );
      const ticks = transactions.filter((t) => t.tx.description.kind === 'tickTock');
      expect(
        ticks.map((t) => [t.account, t.tx.description.kind === 'tickTock' && t.tx.description.isTock]),
      ).toEqual([
        [ELECTOR_ID, false],
        [CONFIG_ID, true],
      ]);
      const [tick, tock] = ticks.map((t) => t.tx);
      // The tick opens the block, the tock closes it; both run the accounts' code successfully.
      expect(tick.lt).toBe(info.startLt);
      expect(tock.lt).toBeLessThan(info.endLt);
      for (const t of [tick, tock]) {
        expect(t.inMsg).toBeNull();
        const d = t.description;
        expect(d.kind === 'tickTock' && !d.aborted && d.computePh.kind === 'vm' && d.computePh.success).toBe(
          true,
        );
      }
      // The config contract's code counts its runs, and the new states reach the indexer (the elector's
      // data is tested in elector.test.ts).
      expect(batch.masterchain.accountStates!.has(`-1:${ELECTOR_ID}`)).toBe(true);
      expect(counterOf(batch.masterchain.accountStates!.get(`-1:${CONFIG_ID}`)!)).toBe(i + 1);
      // Special accounts pay nothing; the masterchain collects the shards' fees with its own.
      const inflow =
        v.fromPrevBlk.grams + v.imported.grams + v.feesImported.grams + v.created.grams + v.minted.grams;
      expect(inflow).toBe(v.toNextBlk.grams + v.exported.grams + v.feesCollected.grams);
      expect(v.feesImported.grams).toBe(
        block.extra.custom!.shardHashes.reduce((sum, s) => sum + s.descr.feesCollected.grams, 0n),
      );
    }
    // The minter holds no tick-tock flags and runs nothing.
    expect(net.account(`-1:${MINTER_ID}`)?.lastTransLt).toBe(0n);
  }, 60_000);

  it('delivers a transfer to the elector in the masterchain block of the same round', async () => {
    let time = Date.now();
    const net = await createLocalnet({
      flavor,
      seed: `to-elector-${flavor}`,
      wallets: 1,
      clock: () => (time += 1000),
    });
    const { giver } = net.genesis;
    const message = await signedTransfer(
      giver.wallet,
      giver.key,
      { dest: `-1:${ELECTOR_ID}`, value: 5n * EVER, bounce: false, deploy: false, nowMs: time },
      { type: 'signatureId', globalId: net.globalId },
    );
    net.sendMessage(new Uint8Array(Buffer.from(message.boc, 'base64')));
    const batch = await net.produceBlock();
    const shard = decodeBlock(batch.shards[0].boc).block;
    const mc = decodeBlock(batch.masterchain.boc).block;
    expect([...shard.extra.outMsgDescr.entries.values()].map((e) => e.value.kind)).toEqual(['exportNew']);
    expect(shard.valueFlow.exported.grams).toBeGreaterThan(5n * EVER);
    expect([...mc.extra.inMsgDescr.entries.values()].map((e) => e.value.kind)).toEqual(['importFin']);
    expect(mc.valueFlow.imported.grams).toBe(shard.valueFlow.exported.grams);
    // Tick, the transfer, then tock — in lt order within the masterchain block.
    const elector = mc.extra.accountBlocks.entries.get(BigInt(`0x${ELECTOR_ID}`))!.value;
    expect([...elector.transactions.values()].map((t) => loadTransaction(t.value).description.kind)).toEqual([
      'tickTock',
      'ordinary',
    ]);
    const v = mc.valueFlow;
    expect(v.fromPrevBlk.grams + v.imported.grams + v.feesImported.grams).toBe(
      v.toNextBlk.grams + v.exported.grams + v.feesCollected.grams,
    );
  }, 60_000);
});
