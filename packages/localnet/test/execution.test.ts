// Real transactions on both executors: a giver funds a wallet, the wallet deploys itself with its first
// transfer, and every transaction keeps the chain's invariants (rejections: rejections.test.ts).
import { readBoc, toHex } from '@tvmscan/codec';
import { describe, expect, it } from 'vitest';
import { readAccountStorageHead } from '../src/accountLayout';
import { ZERO_HASH } from '../src/accounts';
import { Chain, type ExecutedTransaction } from '../src/chain';
import { signedTransfer } from '../src/contracts/everWallet';
import { createExecutor, type Flavor } from '../src/executor';
import { createGenesis, WALLET_BALANCE } from '../src/genesis';
import { MessageQueue } from '../src/queue';
import { routeOf } from '../src/routing';

const GLOBAL_ID = 1000;
const EVER = 1_000_000_000n;
const signatureContext = { type: 'signatureId', globalId: GLOBAL_ID } as const;

async function setup(flavor: Flavor) {
  const now = Math.floor(Date.now() / 1000);
  const genesis = await createGenesis({
    flavor,
    seed: 'execution-test',
    globalId: GLOBAL_ID,
    wallets: 2,
    now,
  });
  const chain = new Chain(
    await createExecutor(flavor, genesis.config, GLOBAL_ID),
    genesis.accounts,
    new MessageQueue(),
  );
  return { genesis, chain, now };
}

const balanceOf = (chain: Chain, address: string) => {
  const record = chain.accounts.get(address);
  return record ? readAccountStorageHead(readBoc(record.boc)[0]).balance : 0n;
};

/** Invariants every stored transaction must keep, checked against the transactions before it. */
function checkInvariants(transactions: ExecutedTransaction[]) {
  const last = new Map<string, { lt: bigint; hash: string }>();
  for (const tx of transactions) {
    expect(toHex(readBoc(tx.boc)[0].hash())).toBe(tx.hash);
    const s = tx.cell.beginParse();
    s.skip(4);
    expect(toHex(s.loadBits(256))).toBe(tx.address.split(':')[1]);
    expect(s.loadUintBig(64)).toBe(tx.lt);
    const prevHash = toHex(s.loadBits(256));
    const prevLt = s.loadUintBig(64);
    const previous = last.get(tx.address);
    expect({ prevHash, prevLt }).toEqual(
      previous ? { prevHash: previous.hash, prevLt: previous.lt } : { prevHash: ZERO_HASH, prevLt: 0n },
    );
    if (previous) expect(tx.lt).toBeGreaterThan(previous.lt);
    tx.outMsgs.forEach((out, i) => {
      const route = routeOf(out);
      if (route.kind !== 'externalIn') expect(route.createdLt).toBe(tx.lt + 1n + BigInt(i));
    });
    // state_update: update_hashes#72 old_hash new_hash
    const update = tx.cell.refs[1].beginParse();
    update.skip(8);
    expect(toHex(update.loadBits(256))).toBe(tx.oldStateHash);
    expect(toHex(update.loadBits(256))).toBe(tx.newStateHash);
    last.set(tx.address, { lt: tx.lt, hash: tx.hash });
  }
}

describe.each<Flavor>(['everscale', 'tycho'])('%s executor', (flavor) => {
  it('funds, deploys and transfers with real transactions and keeps the invariants', async () => {
    const { genesis, chain, now } = await setup(flavor);
    const [alice, bob] = genesis.wallets;
    const executed: ExecutedTransaction[] = [];

    chain.submit(
      Buffer.from(
        (
          await signedTransfer(
            genesis.giver.wallet,
            genesis.giver.key,
            {
              dest: alice.wallet.address,
              value: 10n * EVER,
              bounce: false,
              deploy: false,
              nowMs: now * 1000,
            },
            signatureContext,
          )
        ).boc,
        'base64',
      ),
    );
    const first = await chain.executeRound({
      now,
      startLt: 1000n,
      randSeed: '00'.repeat(32),
      maxTransactions: 100,
    });
    expect(first.rejected).toEqual([]);
    expect(first.transactions.map((t) => t.address)).toEqual([
      genesis.giver.wallet.address,
      alice.wallet.address,
    ]);
    expect(first.transactions[0].lt).toBe(1000n);
    expect(balanceOf(chain, alice.wallet.address)).toBe(WALLET_BALANCE + 10n * EVER);
    executed.push(...first.transactions);

    // Alice's first transfer carries her state init: it deploys her wallet and pays Bob.
    const transfer = await signedTransfer(
      alice.wallet,
      alice.key,
      { dest: bob.wallet.address, value: 3n * EVER, bounce: false, deploy: true, nowMs: now * 1000 },
      signatureContext,
    );
    chain.submit(Buffer.from(transfer.boc, 'base64'));
    const second = await chain.executeRound({
      now,
      startLt: first.endLt,
      randSeed: '00'.repeat(32),
      maxTransactions: 100,
    });
    expect(second.rejected).toEqual([]);
    expect(second.transactions.map((t) => t.address)).toEqual([alice.wallet.address, bob.wallet.address]);
    expect(second.transactions[0].lt).toBeGreaterThanOrEqual(first.endLt);
    expect(balanceOf(chain, bob.wallet.address)).toBe(WALLET_BALANCE + 3n * EVER);
    const aliceDebit = WALLET_BALANCE + 10n * EVER - balanceOf(chain, alice.wallet.address);
    expect(aliceDebit).toBeGreaterThan(3n * EVER);
    expect(aliceDebit).toBeLessThan(3n * EVER + EVER / 10n);
    executed.push(...second.transactions);
    checkInvariants(executed);
  });
});
