// The dry run (POST /api/explorer/messages/emulate) against what the network then really does, on both
// flavors: a local network is indexed, a message is run dry through the API, then sent to the network,
// and the transaction it causes is indexed and compared — exit code, result code, gas used, action and
// forward fees equal; the storage fee within what the seconds between the two runs account for. A
// transfer the wallet cannot cover is predicted to fail the way it then fails; an external message the
// announcer has no handler for is predicted to be refused, as the network refuses it.
import { EMULATE_BOC_MAX_CHARS, type MessageEmulation, type TransactionResponse } from '@tvmscan/api-schema';
import { beginCell, loadAccount, loadMessage, readBoc, storeStateInit, writeBoc } from '@tvmscan/codec';
import { nekoton } from '@tvmscan/contracts';
import type { Database } from '@tvmscan/db';
import {
  ANNOUNCER_ABI,
  announceBody,
  announcerState,
  createLocalnet,
  giverMessage,
  type Localnet,
  looperDeploy,
  type RejectedEvent,
  signedTransfer,
} from '@tvmscan/localnet';
import { startApi } from '@tvmscan/test-support/api';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import { indexBatches } from '@tvmscan/test-support/indexed';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Emulator } from '../src/emulation/emulator';
import { BadRequest } from '../src/errors';

const E = '/api/explorer';
const EVER = 1_000_000_000n;

describe.each(['everscale', 'tycho'] as const)('dry runs on %s', (flavor) => {
  // The network's clock runs 20 s ahead of this machine's, a second at least between blocks, as a chain
  // whose clock is ahead of the explorer's does: messages signed now are neither expired nor from the
  // future for it, and a dry run (at this machine's time) must not start before the account last paid.
  let time = 0;
  const clock = () => {
    time = Math.max(Date.now() + 20_000, time + 1000);
    return time;
  };
  let net: Localnet;
  let database: Database;
  let app: FastifyInstance;
  let indexedUpTo: number | null = null;
  const rejected: RejectedEvent[] = [];

  const index = async () => {
    const batches = net.batchesSince(indexedUpTo);
    indexedUpTo = net.head().mcSeqno;
    await indexBatches(database, batches);
  };
  const post = async <T>(url: string, payload: object, status = 200): Promise<T> => {
    const r = await app.inject({ method: 'POST', url, payload });
    expect(r.statusCode, `${url} ${r.body.slice(0, 300)}`).toBe(status);
    return r.json() as T;
  };
  const emulate = (boc: Uint8Array | string) =>
    post<MessageEmulation>(`${E}/messages/emulate`, {
      boc: typeof boc === 'string' ? boc : Buffer.from(boc).toString('base64'),
    });
  /** Sends the message, produces a block, indexes it; the transaction the message caused. */
  const deliver = async (boc: Uint8Array, account: string): Promise<TransactionResponse> => {
    const hash = net.sendMessage(boc);
    await net.produceBlock();
    await net.produceBlock();
    await index();
    const message = await post<{ childTransactions: { hash: string }[] }>(`${E}/messages`, { id: hash });
    const tx = await post<TransactionResponse>(`${E}/transactions`, {
      id: message.childTransactions[0].hash,
    });
    expect(tx.accountId).toBe(account);
    return tx;
  };
  /** The account's storage was last paid for at this time (its state as indexed). */
  const lastPaid = async (account: string) => {
    const { boc } = await post<{ boc: string }>(`${E}/accounts/state`, { id: account });
    return loadAccount(readBoc(Buffer.from(boc, 'base64'))[0])!.storageStat.lastPaid;
  };
  /** Exit code, result code, gas and action and forward fees equal; the storage fee as the time differs. */
  const expectPredicted = (dry: MessageEmulation, real: TransactionResponse, paidUntil: number) => {
    const vm = (c: MessageEmulation['compute']) => (c?.kind === 'Vm' ? c : null);
    expect(dry.accepted).toBe(true);
    expect(dry.exitCode).toBe(real.exitCode);
    expect(dry.resultCode).toBe(real.resultCode);
    expect(dry.aborted).toBe(real.aborted);
    expect(vm(dry.compute)?.gasUsed).toBe(vm(real.compute)?.gasUsed);
    expect(dry.action?.totalActionFees ?? null).toBe(real.action?.totalActionFees ?? null);
    expect(dry.action?.totalFwdFees ?? null).toBe(real.action?.totalFwdFees ?? null);
    expect(dry.outMessages.map((m) => [m.messageType, m.dstAddress, m.messageValue])).toEqual(
      real.outMessages.map((m) => [m.messageType, m.dstAddress, m.messageValue]),
    );
    // The fee grows with the seconds since `paidUntil`: the two may differ by the fee for the seconds
    // between the dry run and the block the transaction is in.
    const predicted = Number(dry.storage?.storageFeesCollected ?? '0');
    const paid = Number(real.storage?.storageFeesCollected ?? '0');
    const perSecond = Math.max(
      paid / Math.max(1, real.time - paidUntil),
      predicted / Math.max(1, dry.time - paidUntil),
    );
    expect(Math.abs(predicted - paid)).toBeLessThanOrEqual(perSecond * Math.abs(dry.time - real.time) + 2);
  };

  beforeAll(async () => {
    net = await createLocalnet({
      flavor,
      seed: `emulate-${flavor}`,
      wallets: 1,
      clock,
    });
    net.on('rejected', (r) => rejected.push(r));
    // The giver and the announcer each make a transaction, so the index holds their states.
    net.sendMessage(
      await giverMessage(net, (await announcerState()).address, EVER, announceBody('first'), Date.now()),
    );
    for (let i = 0; i < 3; i++) await net.produceBlock();
    database = await openMigrated();
    await index();
    app = await startApi(database);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    if (database) await dispose(database);
    await net?.stop();
  });

  it('predicts a wallet transfer that calls the announcer, and the call itself with its event', async () => {
    const { giver } = net.genesis;
    const announcer = (await announcerState()).address;
    const body = announceBody('dry run');
    // The giver's signed external message: its transaction sends the call on.
    const transfer = await giverMessage(net, announcer, EVER, body, Date.now());
    const paidByGiver = await lastPaid(giver.wallet.address);
    const dryTransfer = await emulate(transfer);
    expect(dryTransfer).toMatchObject({ accountId: giver.wallet.address, accepted: true, success: true });
    // The call as the announcer will receive it: an internal message from the giver.
    const call = nekoton.encodeInternalMessage(
      giver.wallet.address,
      announcer,
      true,
      null,
      body,
      EVER.toString(),
    );
    const paidByAnnouncer = await lastPaid(announcer);
    const dryCall = await emulate(call);
    expect(dryCall).toMatchObject({ accountId: announcer, accepted: true, success: true, exitCode: 0 });
    const [event] = dryCall.outMessages.filter((m) => m.messageType === 'ExternalOut');
    const decoded = nekoton.decodeEvent(event.body!, ANNOUNCER_ABI, 'Announced');
    expect(decoded?.data.text).toBe('dry run');

    const realTransfer = await deliver(transfer, giver.wallet.address);
    expectPredicted(dryTransfer, realTransfer, paidByGiver);
    const [sent] = realTransfer.outMessages;
    const realCall = await post<{ childTransactions: { hash: string }[] }>(`${E}/messages`, {
      id: sent.messageHash,
    }).then((m) => post<TransactionResponse>(`${E}/transactions`, { id: m.childTransactions[0].hash }));
    expectPredicted(dryCall, realCall, paidByAnnouncer);
  }, 120_000);

  it('predicts a transfer the wallet cannot cover failing in its action phase, as it then does', async () => {
    const { giver } = net.genesis;
    const account = await post<{ balance: string }>(`${E}/accounts`, { id: giver.wallet.address });
    // More than the wallet holds, with flags 0 (errors not ignored): the action phase fails.
    const signed = await signedTransfer(
      giver.wallet,
      giver.key,
      {
        dest: (await announcerState()).address,
        value: BigInt(account.balance) * 2n,
        bounce: false,
        deploy: false,
        nowMs: Date.now(),
        flags: 0,
      },
      { type: 'signatureId', globalId: net.globalId },
    );
    const transfer = new Uint8Array(Buffer.from(signed.boc, 'base64'));
    const paid = await lastPaid(giver.wallet.address);
    const dry = await emulate(transfer);
    expect(dry, JSON.stringify(dry.rejection)).toMatchObject({ accepted: true, success: false });
    const real = await deliver(transfer, giver.wallet.address);
    expect(real.action?.success).toBe(false);
    expect(dry.resultCode).not.toBe(0);
    expectPredicted(dry, real, paid);
  }, 120_000);

  it('predicts that an external message the announcer cannot take is refused, as the network refuses it', async () => {
    const announcer = (await announcerState()).address;
    const [wc, id] = announcer.split(':');
    // ext_in_msg_info$10 src:addr_none dest:addr_std import_fee:0, no init, an empty body.
    const external = beginCell()
      .storeUint(0b10, 2)
      .storeUint(0, 2)
      .storeUint(0b100, 3)
      .storeInt(Number(wc), 8)
      .storeBytes(Buffer.from(id, 'hex'))
      .storeCoins(0n)
      .storeBit(0)
      .storeBit(0)
      .endCell();
    const dry = await emulate(writeBoc(external));
    expect(dry).toMatchObject({ accountId: announcer, accepted: false, success: false, totalFees: '0' });
    const before = rejected.length;
    net.sendMessage(writeBoc(external));
    await net.produceBlock();
    expect(rejected.slice(before).map((r) => r.exitCode)).toEqual([dry.rejection?.exitCode]);
  }, 60_000);

  /** A message that creates a looper (its every call loops until the gas runs out) and calls it. */
  const looperCall = async () => {
    const { address, deploy } = await looperDeploy(7);
    const b = beginCell();
    storeStateInit(b, loadMessage(readBoc(deploy)[0]).init!);
    const stateInit = Buffer.from(writeBoc(b.endCell())).toString('base64');
    return nekoton.encodeInternalMessage(
      net.genesis.giver.wallet.address,
      address,
      false,
      stateInit,
      // Any body is a call, which the looper never returns from.
      Buffer.from(writeBoc(beginCell().storeUint(1, 32).endCell())).toString('base64'),
      (10n * EVER).toString(),
    );
  };

  // Tycho's executor spends the most gas a message may buy (1M) in well under any cap worth setting.
  it.runIf(flavor === 'everscale')(
    'cuts off a message that runs past the time cap, and runs the next one',
    async () => {
      const emulator = new Emulator(database, 30);
      try {
        await expect(emulator.emulate(await looperCall(), 'ip:test')).rejects.toThrow(
          new BadRequest('boc: the message did not finish executing within 30 ms', 'boc'),
        );
        const call = nekoton.encodeInternalMessage(
          net.genesis.giver.wallet.address,
          (await announcerState()).address,
          true,
          null,
          announceBody('after the cut-off'),
          EVER.toString(),
        );
        // The successor worker answers. A short call can itself pass 30 ms on a loaded host (other
        // suites on the same two cores), so it is tried a few times; only the cap may refuse it.
        let answer: unknown = null;
        for (let attempt = 0; attempt < 5 && answer === null; attempt++) {
          answer = await emulator.emulate(call, 'ip:test').catch((error: unknown) => {
            expect(error).toEqual(
              new BadRequest('boc: the message did not finish executing within 30 ms', 'boc'),
            );
            return null;
          });
        }
        expect(answer).toMatchObject({ success: true, exitCode: 0 });
      } finally {
        await emulator.close();
      }
    },
    60_000,
  );

  it('lets one client run two at a time, and refuses a third while they run', async () => {
    const boc = await looperCall();
    const from = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: `${E}/messages/emulate`, payload: { boc }, remoteAddress });
    const answers = await Promise.all([
      from('10.0.0.1'),
      from('10.0.0.1'),
      from('10.0.0.1'),
      from('10.0.0.2'),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 429, 200]);
    expect(answers[2].json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'at most 2 dry runs at a time, wait for one to finish',
      field: null,
    });
    // The looper ran out of gas: a failed compute phase, exit code -14.
    expect(answers[0].json()).toMatchObject({ accepted: true, success: false, exitCode: -14 });
  }, 60_000);

  it('refuses to run on an account the index knows without its state', async () => {
    const announcer = (await announcerState()).address;
    const key = Buffer.from(announcer.split(':')[1], 'hex');
    const call = nekoton.encodeInternalMessage(
      net.genesis.giver.wallet.address,
      announcer,
      true,
      null,
      announceBody('no state'),
      EVER.toString(),
    );
    // As a block source that gives no states leaves it.
    await database.db.updateTable('accounts').set({ state_boc: null }).where('address', '=', key).execute();
    const r = await app.inject({ method: 'POST', url: `${E}/messages/emulate`, payload: { boc: call } });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({
      code: 'NOT_FOUND',
      message: `the state of ${announcer} is not indexed: the message cannot be run on it`,
      field: null,
    });
  });

  it('refuses what is not a message a destination executes, naming the field', async () => {
    const refused = async (boc: string, message: RegExp) => {
      const r = await app.inject({ method: 'POST', url: `${E}/messages/emulate`, payload: { boc } });
      expect(r.statusCode, boc.slice(0, 40)).toBe(400);
      expect(r.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'boc' });
      expect(r.json().message).toMatch(message);
    };
    const b64 = (cell: ReturnType<typeof beginCell>) =>
      Buffer.from(writeBoc(cell.endCell())).toString('base64');
    await refused('', /boc/);
    await refused('not base64!', /^boc: not base64$/);
    await refused('A'.repeat(EMULATE_BOC_MAX_CHARS + 4), /boc/);
    await refused(Buffer.from('not a bag of cells').toString('base64'), /^boc: not a bag of cells/);
    await refused(
      Buffer.from(writeBoc([beginCell().endCell(), beginCell().storeUint(1, 8).endCell()])).toString(
        'base64',
      ),
      /^boc: expected one root cell, found 2$/,
    );
    await refused(b64(beginCell().storeUint(0b11, 2)), /^boc: not a message/);
    // ext_out_msg_info$11 src:addr_std dest:addr_none created_lt created_at, no init, empty body.
    const [wc, id] = (await announcerState()).address.split(':');
    await refused(
      b64(
        beginCell()
          .storeUint(0b11, 2)
          .storeUint(0b100, 3)
          .storeInt(Number(wc), 8)
          .storeBytes(Buffer.from(id, 'hex'))
          .storeUint(0, 2)
          .storeUint(0, 64)
          .storeUint(0, 32)
          .storeBit(0)
          .storeBit(0),
      ),
      /^boc: an external-out message is not executed by any account$/,
    );
  });
});
