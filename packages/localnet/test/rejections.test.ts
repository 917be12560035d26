// External messages an account does not accept produce no transaction: the network reports each as a
// 'rejected' event with the exit code of the failed acceptance, on both flavors — a transfer signed with
// another key (EverWallet exit 100), one signed for another network (no signature id: the signature does
// not verify, exit 40) and the same message sent twice (replay protection, exit 52).
import { decodeBlock } from '@tvmscan/codec';
import { describe, expect, it } from 'vitest';
import { signedTransfer } from '../src/contracts/everWallet';
import type { Flavor } from '../src/executor';
import { deriveKeyPair, type KeyPair, type SignatureContext } from '../src/keys';
import { createLocalnet, type RejectedEvent } from '../src/localnet';

const EVER = 1_000_000_000n;

describe.each<Flavor>(['everscale', 'tycho'])('rejections on %s', (flavor) => {
  it('report a wrong key, a bad signature and a replay with their exit codes', async () => {
    let time = Date.now();
    const net = await createLocalnet({
      flavor,
      seed: `rejections-${flavor}`,
      wallets: 1,
      clock: () => (time += 1000),
    });
    const rejected: RejectedEvent[] = [];
    net.on('rejected', (r) => rejected.push(r));
    const { giver, wallets } = net.genesis;
    const send = async (key: KeyPair, context: SignatureContext, at: number) => {
      const message = await signedTransfer(
        giver.wallet,
        key,
        { dest: wallets[0].wallet.address, value: EVER, bounce: false, deploy: false, nowMs: at },
        context,
      );
      return new Uint8Array(Buffer.from(message.boc, 'base64'));
    };
    const network: SignatureContext = { type: 'signatureId', globalId: net.globalId };
    const wrongKey = await send(deriveKeyPair('someone else', 'key'), network, time);
    const otherNetwork = await send(giver.key, { type: 'empty' }, time + 100);
    const good = await send(giver.key, network, time + 200);
    const hashes = [wrongKey, otherNetwork, good, good].map((m) => net.sendMessage(m));
    const batch = await net.produceBlock();

    expect(rejected.map(({ hash, exitCode, mcSeqno }) => ({ hash, exitCode, mcSeqno }))).toEqual([
      { hash: hashes[0], exitCode: 100, mcSeqno: 1 },
      { hash: hashes[1], exitCode: 40, mcSeqno: 1 },
      { hash: hashes[3], exitCode: 52, mcSeqno: 1 },
    ]);
    for (const event of rejected) expect(event.dst).toBe(giver.wallet.address);
    // The good message ran once: the giver's only transaction, and nothing of the rejected ones.
    const shard = decodeBlock(batch.shards[0].boc).block;
    const giverBlock = shard.extra.accountBlocks.entries.get(BigInt(`0x${giver.wallet.address.slice(2)}`));
    expect(giverBlock?.value.transactions.size).toBe(1);
    expect(
      [...shard.extra.inMsgDescr.entries.keys()].map((k) => k.toString(16).padStart(64, '0')),
    ).not.toContain(hashes[0]);
  }, 60_000);
});
