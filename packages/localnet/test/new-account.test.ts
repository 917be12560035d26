// A transaction on an account that does not exist yet: the everscale executor hands executeLocal a
// stand-in carrying the collator's lt (account_none cannot carry one). What comes back must be the very
// transaction and account the legacy executor makes from account_none itself — for a plain transfer, a
// bounceable message to nothing and a deploy — but with the lt the collator asked for.
import { loadTransaction, readBoc, toHex, writeBoc } from '@tvmscan/codec';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_NONE } from '../src/accountLayout';
import { ZERO_HASH } from '../src/accounts';
import { cellOf } from '../src/bocCells';
import { everWalletOf } from '../src/contracts/everWallet';
import { createExecutor } from '../src/executor';
import { createGenesis } from '../src/genesis';
import { configParamsCell } from '../src/genesis/config';
import { deriveKeyPair } from '../src/keys';
import { nekoton } from '../src/nekoton';
import { routeOf } from '../src/routing';

const GLOBAL_ID = 42;
const EVER = 1_000_000_000n;
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('a transaction on a new account (everscale executor)', async () => {
  const now = 1_700_000_000;
  const genesis = await createGenesis({ seed: 'new-account', globalId: GLOBAL_ID, wallets: 1, now });
  const executor = await createExecutor('everscale', genesis.configAt(now), GLOBAL_ID);
  const config = base64(writeBoc(configParamsCell(genesis.configAt(now))));
  const sender = genesis.giver.wallet.address;
  const fresh = await everWalletOf(deriveKeyPair('new-account', 'fresh').publicKey);
  const comment = nekoton.packIntoCell([{ name: 'op', type: 'uint32' }], { op: 0 }).boc;
  const messages: Record<string, string> = {
    'a plain transfer': nekoton.encodeInternalMessage(sender, fresh.address, false, null, null, String(EVER)),
    'a bounceable message to nothing': nekoton.encodeInternalMessage(
      sender,
      `0:${'7'.repeat(64)}`,
      true,
      null,
      comment,
      String(EVER),
    ),
    'a deploy': nekoton.encodeInternalMessage(
      sender,
      fresh.address,
      false,
      fresh.stateInit,
      null,
      String(2n * EVER),
    ),
  };

  it.each(Object.keys(messages))('%s is the transaction account_none gives', async (kind) => {
    const message = messages[kind];
    const dst = kind === 'a bounceable message to nothing' ? `0:${'7'.repeat(64)}` : fresh.address;
    const direct = nekoton.executeLocal(
      config,
      base64(writeBoc(ACCOUNT_NONE)),
      message,
      now,
      false,
      undefined,
      GLOBAL_ID,
    );
    if ('exitCode' in direct) throw new Error(`rejected with ${direct.exitCode}`);
    const request = {
      address: dst,
      account: null,
      lastTransLt: 0n,
      lastTransHash: ZERO_HASH,
      message: new Uint8Array(Buffer.from(message, 'base64')),
      now,
      randSeed: '00'.repeat(32),
    };
    // The lt account_none gets (created_lt + 1 = 1): the stand-in must change nothing else.
    const same = await executor.execute({ ...request, minLt: 1n });
    if (same.kind !== 'executed') throw new Error(same.reason);
    expect(toHex(cellOf(same.transaction).hash())).toBe(direct.transaction.id.hash);
    const directAccount = readBoc(new Uint8Array(Buffer.from(direct.account, 'base64')))[0];
    expect(same.account ? cellOf(same.account).hashHex() : ACCOUNT_NONE.hashHex()).toBe(
      directAccount.hashHex(),
    );
    const tx = loadTransaction(cellOf(same.transaction));
    expect(tx.origStatus).toBe('nonexist');
    expect(tx.stateUpdate.oldHash).toBe(ACCOUNT_NONE.hashHex());

    // A later lt, as the collator's running lt asks: only the lts move.
    const later = await executor.execute({ ...request, minLt: 5_000_000n });
    if (later.kind !== 'executed') throw new Error(later.reason);
    const moved = loadTransaction(cellOf(later.transaction));
    expect(moved.lt).toBe(5_000_000n);
    const rest = (t: typeof tx) => ({ ...t, lt: 0n, hash: '', outMsgs: null, stateUpdate: null });
    expect(rest(moved)).toEqual(rest(tx));
    // A bounce is created right after its transaction.
    for (const [i, out] of moved.outMsgs) {
      const route = routeOf(out);
      expect(route.kind === 'internal' && route.createdLt).toBe(moved.lt + 1n + BigInt(i));
    }
  });
});
