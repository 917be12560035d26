// Shard split: workchain 0 runs as one shard, its last block before the split says before_split, then
// two shard chains 0:4000… and 0:c000… continue from it (after_split, prev = the parent's last block),
// each holding the accounts whose address starts with its prefix (its first state update goes from the
// parent's last state). A message between them leaves one
// shard as msg_export_new and arrives in the other's next block as msg_import_fin. A restart resumes
// both shard chains, the elections and the key blocks where they were.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeBlock, encodeBlock } from '@tvmscan/codec';
import { afterEach, describe, expect, it } from 'vitest';
import { shardContains, splitShard } from '../src/collator/shards';
import type { Flavor } from '../src/executor';
import { createLocalnet, type Localnet, type MasterchainBatch } from '../src/localnet';
import { giverTransfer } from './giver';

const EVER = 1_000_000_000n;
const LEFT = { workchain: 0, prefix: 0x4000000000000000n };
const RIGHT = { workchain: 0, prefix: 0xc000000000000000n };
const TIMINGS = { validatorsElectedFor: 6, electionsStartBefore: 4, electionsEndBefore: 2, stakeHeldFor: 2 };

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

type Decoded = ReturnType<typeof decodeBlock>;

function decodeChecked(boc: Uint8Array, flavor: Flavor): Decoded {
  const decoded = decodeBlock(boc);
  expect(encodeBlock(decoded.block, flavor).hashHex()).toBe(decoded.rootHash);
  const v = decoded.block.valueFlow;
  expect(
    v.fromPrevBlk.grams + v.imported.grams + v.feesImported.grams + v.created.grams + v.minted.grams,
  ).toBe(v.toNextBlk.grams + v.exported.grams + v.feesCollected.grams);
  return decoded;
}

const refOf = (d: Decoded) => ({
  endLt: d.block.info.endLt,
  seqNo: d.block.info.seqNo,
  rootHash: d.rootHash,
  fileHash: d.fileHash,
});

async function transfer(net: Localnet, to: string, at: number): Promise<string> {
  net.sendMessage(await giverTransfer(net, to, 3n * EVER, at));
  return to;
}

describe('shard arithmetic', () => {
  it('halves a shard and routes accounts by the leading bits of their id', () => {
    const whole = { workchain: 0, prefix: 0x8000000000000000n };
    expect(splitShard(whole)).toEqual([LEFT, RIGHT]);
    expect(splitShard(RIGHT)).toEqual([
      { workchain: 0, prefix: 0xa000000000000000n },
      { workchain: 0, prefix: 0xe000000000000000n },
    ]);
    const id = (head: string) => `0:${head.padEnd(64, '0')}`;
    expect(shardContains(whole, id('f'))).toBe(true);
    expect(shardContains(LEFT, id('7f'))).toBe(true);
    expect(shardContains(LEFT, id('80'))).toBe(false);
    expect(shardContains(RIGHT, id('80'))).toBe(true);
    expect(shardContains({ workchain: 0, prefix: 0xa000000000000000n }, id('9'))).toBe(true);
    expect(shardContains({ workchain: 0, prefix: 0xa000000000000000n }, id('c'))).toBe(false);
    expect(shardContains(whole, `-1:${'3'.repeat(64)}`)).toBe(false);
    expect(() => splitShard({ workchain: 0, prefix: 1n })).toThrow(/cannot split/);
  });
});

describe.each<Flavor>(['everscale', 'tycho'])('%s shard split', (flavor) => {
  it('splits workchain 0 in two shard chains that exchange messages', async () => {
    let time = Date.now();
    const net = await createLocalnet({
      flavor,
      seed: `split-${flavor}`,
      wallets: 8,
      splitAtMcSeqno: 2,
      clock: () => (time += 1000),
    });
    const batches: MasterchainBatch[] = [await net.produceBlock(), await net.produceBlock()];
    const giver = net.genesis.giver.wallet.address;
    const giverShard = shardContains(LEFT, giver) ? LEFT : RIGHT;
    const otherShard = giverShard === LEFT ? RIGHT : LEFT;
    const recipient = net.genesis.wallets
      .map((w) => w.wallet.address)
      .find((a) => shardContains(otherShard, a));
    expect(recipient).toBeDefined();
    const sent = await transfer(net, recipient!, time);
    batches.push(await net.produceBlock(), await net.produceBlock());
    expect(net.head().shards).toEqual([
      { shard: LEFT, seqNo: 4 },
      { shard: RIGHT, seqNo: 4 },
    ]);

    const [before, parentLast] = batches.slice(0, 2).map((b) => decodeChecked(b.shards[0].boc, flavor));
    expect(batches[0].shards).toHaveLength(1);
    expect(before.block.info.beforeSplit).toBe(false);
    expect(parentLast.block.info).toMatchObject({
      shard: { workchain: 0, prefix: 0x8000000000000000n },
      beforeSplit: true,
      afterSplit: false,
    });
    const mc2 = decodeChecked(batches[1].masterchain.boc, flavor).block;
    expect(mc2.extra.custom!.shardHashes.map((h) => h.descr.beforeSplit)).toEqual([true]);

    const children = batches[2].shards.map((s) => decodeChecked(s.boc, flavor));
    const mc3 = decodeChecked(batches[2].masterchain.boc, flavor).block;
    expect(children.map((c) => c.block.info.shard)).toEqual([LEFT, RIGHT]);
    expect(mc3.extra.custom!.shardHashes.map((h) => [h.shard, h.descr.rootHash])).toEqual(
      children.map((c) => [c.block.info.shard, c.rootHash]),
    );
    for (const child of children) {
      expect(child.block.info).toMatchObject({ seqNo: 3, afterSplit: true, beforeSplit: false });
      expect(child.block.info.prevRef).toEqual({ kind: 'single', prev: refOf(parentLast) });
    }
    // Both halves go on from the parent's last state, as on a reference network; their new states differ.
    for (const child of children) {
      expect(child.block.stateUpdate.oldHash).toBe(parentLast.block.stateUpdate.newHash);
    }
    expect(children[0].block.stateUpdate.newHash).not.toBe(children[1].block.stateUpdate.newHash);

    const next = batches[3].shards.map((s) => decodeChecked(s.boc, flavor));
    next.forEach((block, i) => {
      expect(block.block.info).toMatchObject({ seqNo: 4, afterSplit: false });
      expect(block.block.info.prevRef).toEqual({ kind: 'single', prev: refOf(children[i]) });
      expect(block.block.stateUpdate.oldHash).toBe(children[i].block.stateUpdate.newHash);
    });

    // Accounts are routed by address prefix.
    for (const [i, shard] of [LEFT, RIGHT].entries()) {
      for (const block of [children[i], next[i]]) {
        for (const entry of block.block.extra.accountBlocks.entries.values()) {
          expect(shardContains(shard, `0:${entry.value.accountAddr}`)).toBe(true);
        }
      }
    }

    // The transfer leaves the giver's shard in block 3 and reaches the recipient's in block 4.
    const index = (shard: typeof LEFT) => (shard === LEFT ? 0 : 1);
    const out = [...children[index(giverShard)].block.extra.outMsgDescr.entries.values()].map(
      (e) => e.value.kind,
    );
    expect(out).toEqual(['exportNew']);
    expect(children[index(otherShard)].block.extra.inMsgDescr.entries.size).toBe(0);
    const arrived = [...next[index(otherShard)].block.extra.inMsgDescr.entries.values()];
    expect(arrived.map((e) => e.value.kind)).toEqual(['importFin']);
    const accountsThere = [...next[index(otherShard)].block.extra.accountBlocks.entries.values()];
    expect(accountsThere.map((e) => `0:${e.value.accountAddr}`)).toEqual([sent]);
  }, 60_000);
});

describe.each<Flavor>(['everscale', 'tycho'])('%s shard merge', (flavor) => {
  it('merges the two halves back into one shard chain, with a message in flight', async () => {
    let time = Date.now();
    const net = await createLocalnet({
      flavor,
      seed: `merge-${flavor}`,
      wallets: 8,
      splitAtMcSeqno: 2,
      mergeAtMcSeqno: 4,
      clock: () => (time += 1000),
    });
    for (let i = 0; i < 3; i++) await net.produceBlock();
    const giver = net.genesis.giver.wallet.address;
    const otherShard = shardContains(LEFT, giver) ? RIGHT : LEFT;
    const recipient = net.genesis.wallets
      .map((w) => w.wallet.address)
      .find((a) => shardContains(otherShard, a));
    const sent = await transfer(net, recipient!, time);
    const halves = (await net.produceBlock()).shards.map((s) => decodeChecked(s.boc, flavor));
    const merged = await net.produceBlock();
    await net.produceBlock();
    expect(net.head().shards).toEqual([{ shard: { workchain: 0, prefix: 0x8000000000000000n }, seqNo: 6 }]);

    const mc4 = decodeChecked(net.batchesSince(3)[0].masterchain.boc, flavor).block;
    expect(mc4.extra.custom!.shardHashes.map((h) => [h.shard, h.descr.beforeMerge])).toEqual([
      [LEFT, true],
      [RIGHT, true],
    ]);
    expect(merged.shards).toHaveLength(1);
    const block = decodeChecked(merged.shards[0].boc, flavor);
    expect(block.block.info).toMatchObject({
      shard: { workchain: 0, prefix: 0x8000000000000000n },
      seqNo: 5,
      afterMerge: true,
      afterSplit: false,
    });
    expect(block.block.info.prevRef).toEqual({
      kind: 'afterMerge',
      prev1: refOf(halves[0]),
      prev2: refOf(halves[1]),
    });
    const oldHash = block.block.stateUpdate.oldHash;
    expect(halves.map((h) => h.block.stateUpdate.newHash)).not.toContain(oldHash);
    const mc5 = decodeChecked(merged.masterchain.boc, flavor).block;
    expect(mc5.extra.custom!.shardHashes.map((h) => [h.shard.prefix, h.descr.rootHash])).toEqual([
      [0x8000000000000000n, block.rootHash],
    ]);
    // The transfer left the giver's half before the merge and arrives in the merged shard.
    const arrived = [...block.block.extra.inMsgDescr.entries.values()].map((e) => e.value.kind);
    expect(arrived).toContain('importFin');
    const accounts = [...block.block.extra.accountBlocks.entries.values()].map(
      (e) => `0:${e.value.accountAddr}`,
    );
    expect(accounts).toContain(sent);
  }, 60_000);
});

describe('restart across a split and a rotation', () => {
  it('resumes both shard chains, the validator sets and the key blocks', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tvmscan-split-'));
    dirs.push(dataDir);
    let time = Date.now();
    const clock = () => (time += 1000);
    const options = { dataDir, seed: 'split-resume', wallets: 4, trafficTps: 2, clock };
    const first = await createLocalnet({ ...options, splitAtMcSeqno: 3, electionTimings: TIMINGS });
    for (let i = 0; i < 8; i++) await first.produceBlock();
    const head = first.head();
    expect(head.shards).toHaveLength(2);
    expect(head.lastKeyBlockSeqno).toBe(6);

    // Settings come from the data directory, not from the options of the restart.
    const second = await createLocalnet({ ...options, splitAtMcSeqno: 0 });
    expect(second.head()).toEqual(head);
    const saved = second.batchesSince(null);
    expect(saved).toEqual(first.batchesSince(null));
    const batch = await second.produceBlock();
    const last = saved[saved.length - 1];
    expect(batch.shards).toHaveLength(2);
    batch.shards.forEach((s, i) => {
      const block = decodeChecked(s.boc, 'everscale');
      const previous = decodeBlock(last.shards[i].boc);
      expect(block.block.info.prevRef).toEqual({ kind: 'single', prev: refOf(previous) });
      expect(block.block.stateUpdate.oldHash).toBe(previous.block.stateUpdate.newHash);
    });
    const mc = decodeChecked(batch.masterchain.boc, 'everscale').block;
    const previousMc = decodeBlock(last.masterchain.boc);
    expect(mc.info.prevRef).toEqual({ kind: 'single', prev: refOf(previousMc) });
    expect(mc.stateUpdate.oldHash).toBe(previousMc.block.stateUpdate.newHash);
    expect(mc.info.prevKeyBlockSeqno).toBe(6);
    expect(mc.info.keyBlock).toBe(false);
    // Block 10 falls in the closed elections of round 1: the next set is published in a key block.
    const closed = decodeChecked((await second.produceBlock()).masterchain.boc, 'everscale').block;
    expect(closed.info).toMatchObject({ seqNo: 10, keyBlock: true, prevKeyBlockSeqno: 6 });
    expect(closed.extra.custom!.config!.params.has(36)).toBe(true);
  }, 60_000);
});
