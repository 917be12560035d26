// The network as the indexer and `npm start` use it: a timer that produces batches and stops promptly,
// seeded traffic, and a data directory from which a restart resumes the very same chain: its states (the
// next state update is a real one) and the external messages it had accepted.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeBlock, writeBoc } from '@tvmscan/codec';
import { afterEach, describe, expect, it } from 'vitest';
import type { Flavor } from '../src/executor';
import { createLocalnet, type MasterchainBatch, type RejectedEvent } from '../src/localnet';
import { giverTransfer } from './giver';
import { ChainChecker } from './invariants';

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

const transactionsIn = (batch: MasterchainBatch) =>
  [...decodeBlock(batch.shards[0].boc).block.extra.accountBlocks.entries.values()].reduce(
    (n, e) => n + e.value.transactions.size,
    0,
  );

describe('localnet', () => {
  it('produces batches on its timer and stops within a second', async () => {
    const net = await createLocalnet({ seed: 'timer', blockIntervalMs: 50, trafficTps: 20, wallets: 4 });
    const seen: MasterchainBatch[] = [];
    const rejected: RejectedEvent[] = [];
    net.on('rejected', (r) => rejected.push(r));
    const twoBatches = new Promise<void>((resolve) => {
      net.on('batch', (b) => {
        seen.push(b);
        if (seen.length === 3) resolve();
      });
    });
    await net.start();
    await twoBatches;
    const started = Date.now();
    await net.stop();
    expect(Date.now() - started).toBeLessThan(1000);
    const count = net.head().mcSeqno;
    await new Promise((r) => setTimeout(r, 150));
    expect(net.head().mcSeqno).toBe(count);
    expect(net.batchesSince(null).slice(0, 3)).toEqual(seen.slice(0, 3));
    // 20 transfers/s every 50 ms: one per block, each a wallet transaction and its delivery.
    expect(seen.map(transactionsIn).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(4);
    expect(rejected).toEqual([]);
  }, 60_000);

  it('resumes the same chain from its data directory', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tvmscan-localnet-'));
    dirs.push(dataDir);
    const first = await createLocalnet({ dataDir, seed: 'resume', trafficTps: 3, wallets: 3, globalId: 5 });
    for (let i = 0; i < 3; i++) await first.produceBlock();
    const before = first.batchesSince(null);
    expect(before.map(transactionsIn).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

    // Options given on restart do not override the saved chain.
    const second = await createLocalnet({
      dataDir,
      seed: 'other',
      flavor: 'tycho',
      globalId: 9,
      trafficTps: 3,
    });
    expect(second.head()).toEqual(first.head());
    expect(second.batchesSince(null)).toEqual(before);

    const next = await second.produceBlock();
    const lastShard = decodeBlock(before[2].shards[0].boc);
    const lastMc = decodeBlock(before[2].masterchain.boc);
    const shard = decodeBlock(next.shards[0].boc);
    const mc = decodeBlock(next.masterchain.boc);
    expect(shard.flavor).toBe('everscale');
    expect(shard.block.globalId).toBe(5);
    expect(shard.block.info.seqNo).toBe(4);
    expect(shard.block.info.prevRef).toEqual({
      kind: 'single',
      prev: {
        endLt: lastShard.block.info.endLt,
        seqNo: 3,
        rootHash: lastShard.rootHash,
        fileHash: lastShard.fileHash,
      },
    });
    expect(shard.block.stateUpdate.oldHash).toBe(lastShard.block.stateUpdate.newHash);
    expect(mc.block.stateUpdate.oldHash).toBe(lastMc.block.stateUpdate.newHash);
    expect(shard.block.info.startLt).toBeGreaterThanOrEqual(lastMc.block.info.endLt);
    expect(transactionsIn(next)).toBeGreaterThan(0);
  }, 60_000);

  it('on disk, holds only its latest batches in memory and reads older ones back as produced', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tvmscan-localnet-'));
    dirs.push(dataDir);
    const net = await createLocalnet({ dataDir, seed: 'held', trafficTps: 3, wallets: 3 });
    const produced: MasterchainBatch[] = [];
    for (let i = 0; i < 70; i++) produced.push(await net.produceBlock());
    // The latest 64 are the very objects produced; older ones are read back from their files.
    expect(net.batch(70)).toBe(produced[69]);
    expect(net.batch(7)).toBe(produced[6]);
    expect(net.batch(6)).not.toBe(produced[5]);
    expect(net.batch(6)).toEqual(produced[5]);
    expect(net.batchesSince(null)).toEqual(produced);
    expect(() => net.batch(71)).toThrow(RangeError);
    expect(() => net.batch(0)).toThrow(RangeError);
  }, 120_000);
});

describe.each<Flavor>(['everscale', 'tycho'])('a restart on %s', (flavor) => {
  it('carries on with a real state update and the messages accepted before it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tvmscan-restart-'));
    dirs.push(dataDir);
    const options = { dataDir, flavor, seed: `restart-${flavor}`, trafficTps: 4, wallets: 3 };
    const first = await createLocalnet(options);
    const checker = new ChainChecker(flavor, first.states());
    for (let i = 0; i < 3; i++) checker.batch(await first.produceBlock());
    // Accepted after the last block: kept on disk until a block executes it.
    const { giver, wallets } = first.genesis;
    const accepted = first.sendMessage(await giverTransfer(first, wallets[2].wallet.address, 2_000_000_000n));
    expect(await readdir(join(dataDir, 'pending'))).toHaveLength(1);

    const second = await createLocalnet(options);
    expect(second.states().map((state) => state.hashHex())).toEqual(
      first.states().map((state) => state.hashHex()),
    );
    const next = await second.produceBlock();
    // The first block after the restart carries a real MerkleUpdate: applied to the state before it
    // (followed from the zero state), it gives the new state.
    const { shards } = checker.batch(next);
    const [oldSide, newSide] = shards[0].decoded.block.stateUpdate.cell.refs;
    expect([oldSide.type, newSide.type]).not.toContain('prunedBranch');
    const executed = [...checker.transactions.values()].filter((tx) => tx.inMsg?.hashHex() === accepted);
    expect(executed.map((tx) => tx.accountAddr)).toEqual([giver.wallet.address.slice(2)]);
    expect(await readdir(join(dataDir, 'pending'))).toEqual([]);
  }, 60_000);
});

describe('sendMessage', () => {
  it('refuses what is not one external inbound message, with a precise error', async () => {
    const net = await createLocalnet({ seed: 'input', wallets: 1 });
    expect(() => net.sendMessage(new Uint8Array([1, 2, 3]))).toThrow(/BOC|magic|bytes/i);
    // An internal message (the giver's transfer as delivered) cannot be injected from outside.
    net.sendMessage(await giverTransfer(net, net.genesis.wallets[0].wallet.address, 1_000_000_000n));
    const batch = await net.produceBlock();
    const internal = decodeBlock(batch.shards[0].boc).block.extra.outMsgDescr.entries.values().next().value;
    const envelope = internal?.value.kind === 'exportImm' ? internal.value.outMsg : null;
    expect(envelope).not.toBeNull();
    expect(() => net.sendMessage(writeBoc(envelope!.refs[0]))).toThrow(
      'only external inbound messages can be submitted',
    );
  });
});
