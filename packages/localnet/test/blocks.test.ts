// Blocks the local network produces: real BOCs that decode and re-encode to the same root hash, chained
// by prev/master refs, with lt ranges that contain their transactions and grow, value flows that
// balance, state updates that chain, and the masterchain committing each shard block.
import {
  decodeBlock,
  decodeConfigParam,
  encodeBlock,
  loadTransaction,
  sha256,
  toHex,
  type ValidatorSet,
} from '@tvmscan/codec';
import { describe, expect, it } from 'vitest';
import { signedTransfer } from '../src/contracts/everWallet';
import type { Flavor } from '../src/executor';
import { createLocalnet, type Localnet, type MasterchainBatch } from '../src/localnet';

const EVER = 1_000_000_000n;

type Decoded = ReturnType<typeof decodeBlock>;

function balanced(block: Decoded['block']): boolean {
  const v = block.valueFlow;
  const inflow =
    v.fromPrevBlk.grams +
    v.imported.grams +
    v.feesImported.grams +
    v.created.grams +
    v.minted.grams +
    v.recovered.grams;
  const outflow = v.toNextBlk.grams + v.exported.grams + v.feesCollected.grams + (v.burned?.grams ?? 0n);
  return inflow === outflow;
}

async function traffic(net: Localnet): Promise<MasterchainBatch[]> {
  const { giver, wallets } = net.genesis;
  const context = { type: 'signatureId', globalId: net.globalId } as const;
  // Far enough apart that nekoton's clock drift cannot reorder one wallet's message times.
  const nowMs = Date.now();
  const send = async (from: typeof giver, to: string, value: bigint, deploy: boolean, at: number) => {
    const m = await signedTransfer(
      from.wallet,
      from.key,
      { dest: to, value, bounce: false, deploy, nowMs: at },
      context,
    );
    net.sendMessage(new Uint8Array(Buffer.from(m.boc, 'base64')));
  };
  const batches: MasterchainBatch[] = [];
  await send(giver, wallets[0].wallet.address, 50n * EVER, false, nowMs);
  await send(giver, wallets[1].wallet.address, 20n * EVER, false, nowMs + 100);
  batches.push(await net.produceBlock());
  await send(wallets[0], wallets[1].wallet.address, 5n * EVER, true, nowMs + 200);
  batches.push(await net.produceBlock());
  batches.push(await net.produceBlock()); // an empty block
  await send(wallets[1], wallets[0].wallet.address, 2n * EVER, true, nowMs + 300);
  await send(wallets[0], wallets[2].wallet.address, EVER, false, nowMs + 400);
  batches.push(await net.produceBlock());
  return batches;
}

describe.each<Flavor>(['everscale', 'tycho'])('%s blocks', (flavor) => {
  it('are real, chained, balanced blocks that round-trip through the codec', async () => {
    const net = await createLocalnet({ flavor, seed: `blocks-${flavor}`, wallets: 3, globalId: 77 });
    const batches = await traffic(net);
    expect(net.batchesSince(null)).toEqual(batches);
    expect(net.batchesSince(2)).toEqual(batches.slice(2));
    expect(net.head().mcSeqno).toBe(4);

    let prevShard: Decoded | null = null;
    let prevMc: Decoded | null = null;
    let lastEndLt = 0n;
    let transactions = 0;
    for (const [i, batch] of batches.entries()) {
      expect(batch.shards).toHaveLength(1);
      const shard = decodeBlock(batch.shards[0].boc);
      const mc = decodeBlock(batch.masterchain.boc);
      for (const d of [shard, mc]) {
        expect(d.flavor).toBe(flavor);
        expect(encodeBlock(d.block, flavor).hashHex()).toBe(d.rootHash);
        expect(d.block.globalId).toBe(77);
        expect(balanced(d.block)).toBe(true);
      }
      const si = shard.block.info;
      const mi = mc.block.info;
      expect(si.seqNo).toBe(i + 1);
      expect(mi.seqNo).toBe(i + 1);
      expect(si.shard).toEqual({ workchain: 0, prefix: 0x8000000000000000n });
      expect(mi.shard).toEqual({ workchain: -1, prefix: 0x8000000000000000n });
      // lt ranges grow: shard block, then the masterchain block after it.
      expect(si.startLt).toBeGreaterThanOrEqual(lastEndLt);
      expect(si.endLt).toBeGreaterThan(si.startLt);
      expect(mi.startLt).toBeGreaterThanOrEqual(si.endLt);
      lastEndLt = mi.endLt;
      if (prevShard && prevMc) {
        expect(si.prevRef).toEqual({
          kind: 'single',
          prev: {
            endLt: prevShard.block.info.endLt,
            seqNo: i,
            rootHash: prevShard.rootHash,
            fileHash: prevShard.fileHash,
          },
        });
        expect(si.masterRef?.rootHash).toBe(prevMc.rootHash);
        expect(mi.prevRef.kind === 'single' && mi.prevRef.prev.rootHash).toBe(prevMc.rootHash);
        expect(shard.block.stateUpdate.oldHash).toBe(prevShard.block.stateUpdate.newHash);
        expect(mc.block.stateUpdate.oldHash).toBe(prevMc.block.stateUpdate.newHash);
      }
      expect(toHex(sha256(batch.shards[0].boc))).toBe(shard.fileHash);
      // The masterchain block commits this shard block.
      const [entry] = mc.block.extra.custom?.shardHashes ?? [];
      expect(entry.descr.rootHash).toBe(shard.rootHash);
      expect(entry.descr.fileHash).toBe(shard.fileHash);
      expect(entry.descr.feesCollected.grams).toBe(shard.block.valueFlow.feesCollected.grams);

      // Transactions sit in their block's lt range; each account block's state update spans its transactions.
      for (const [, { value: accountBlock }] of shard.block.extra.accountBlocks.entries) {
        for (const [lt, { value: cell }] of accountBlock.transactions) {
          const tx = loadTransaction(cell);
          expect(tx.lt).toBe(lt);
          expect(lt).toBeGreaterThanOrEqual(si.startLt);
          expect(lt).toBeLessThan(si.endLt);
          transactions++;
        }
        const address = `0:${accountBlock.accountAddr}`;
        expect(batch.shards[0].accountStates?.has(address)).toBe(true);
      }
      expect(shard.block.extra.inMsgDescr.entries.size).toBe(
        [...shard.block.extra.accountBlocks.entries.values()].reduce(
          (n, e) => n + e.value.transactions.size,
          0,
        ),
      );
      prevShard = shard;
      prevMc = mc;
    }
    // Masterchain block 1 is a key block publishing the genesis config; later blocks point back at it.
    const first = decodeBlock(batches[0].masterchain.boc).block;
    expect(first.info.keyBlock).toBe(true);
    expect(first.extra.custom?.keyBlock).toBe(true);
    const globalIdParam = first.extra.custom?.config?.params.get(19);
    expect(globalIdParam?.beginParse().loadInt(32)).toBe(77);
    // The current validator set is the network's own: four seeded validators taking turns to sign blocks.
    const p34 = decodeConfigParam(34, first.extra.custom!.config!.params.get(34)!);
    const set = p34.kind === 'decoded' ? (p34.value as ValidatorSet) : null;
    expect(set?.list).toHaveLength(4);
    expect(set?.list[1].publicKey).toBe(first.extra.createdBy);
    expect(set!.utimeUntil).toBeGreaterThan(set!.utimeSince);
    expect(first.extra.custom?.config?.params.has(32)).toBe(false);
    for (const batch of batches.slice(1)) {
      const mc = decodeBlock(batch.masterchain.boc).block;
      expect(mc.info.keyBlock).toBe(false);
      expect(mc.extra.custom?.config).toBeNull();
      expect(mc.info.prevKeyBlockSeqno).toBe(1);
      expect(decodeBlock(batch.shards[0].boc).block.info.prevKeyBlockSeqno).toBe(1);
    }
    // giver ×2 → 2 wallets, a deploying transfer, nothing, then two transfers with their deliveries.
    expect(transactions).toBe(4 + 2 + 0 + 4);
  }, 60_000);
});
