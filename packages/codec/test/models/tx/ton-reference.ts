// Field-by-field comparison of our Transaction decode with @ton/core's, the independent reference.
import {
  Cell as TonCell,
  type TransactionComputePhase as TonCompute,
  type CurrencyCollection as TonCurrency,
  type TransactionDescription as TonDescr,
  loadTransaction as tonLoadTransaction,
} from '@ton/core';
import { expect } from 'vitest';
import { type Cell, writeBoc } from '../../../src/cell';
import { formatRaw } from '../../../src/models/address';
import type { CurrencyCollection } from '../../../src/models/currency';
import { type LoadedTransaction, transactionMessages } from '../../../src/models/transaction';
import type { TrComputePhase } from '../../../src/models/transaction-phases';

const TON_STATUS = {
  uninitialized: 'uninit',
  frozen: 'frozen',
  active: 'active',
  'non-existing': 'nonexist',
};
const TON_SKIP = { 'no-state': 'noState', 'bad-state': 'badState', 'no-gas': 'noGas' };
const TON_BOUNCE = { 'negative-funds': 'negfunds', 'no-funds': 'nofunds', ok: 'ok' };
function tonCurrency(c: TonCurrency): CurrencyCollection {
  const other = new Map<number, bigint>();
  for (const [id, amount] of c.other ?? []) other.set(id, amount);
  return { grams: c.coins, other };
}

const hex256 = (v: bigint): string => v.toString(16).padStart(64, '0');
const opt = <T>(v: T | null | undefined): T | null => v ?? null;

function tonCompute(c: TonCompute): TrComputePhase {
  if (c.type === 'skipped') return { kind: 'skipped', reason: TON_SKIP[c.reason] as 'noState' };
  return {
    kind: 'vm',
    success: c.success,
    msgStateUsed: c.messageStateUsed,
    accountActivated: c.accountActivated,
    gasFees: c.gasFees,
    gasUsed: c.gasUsed,
    gasLimit: c.gasLimit,
    gasCredit: opt(c.gasCredit),
    mode: c.mode,
    exitCode: c.exitCode,
    exitArg: opt(c.exitArg),
    vmSteps: c.vmSteps,
    vmInitStateHash: hex256(c.vmInitStateHash),
    vmFinalStateHash: hex256(c.vmFinalStateHash),
  };
}

/** @ton/core's description in our shape (the kinds the fixtures contain). */
function tonDescription(d: TonDescr): unknown {
  if (d.type === 'tick-tock') {
    return {
      kind: 'tickTock',
      isTock: d.isTock,
      storagePh: { ...d.storagePhase, storageFeesDue: opt(d.storagePhase.storageFeesDue) },
      computePh: tonCompute(d.computePhase),
      action: d.actionPhase ? tonAction(d.actionPhase) : null,
      aborted: d.aborted,
      destroyed: d.destroyed,
    };
  }
  if (d.type !== 'generic') throw new Error(`fixture has an unexpected description ${d.type}`);
  const bounce = d.bouncePhase;
  return {
    kind: 'ordinary',
    creditFirst: d.creditFirst,
    storagePh: d.storagePhase
      ? { ...d.storagePhase, storageFeesDue: opt(d.storagePhase.storageFeesDue) }
      : null,
    creditPh: d.creditPhase
      ? {
          dueFeesCollected: opt(d.creditPhase.dueFeesColelcted),
          credit: tonCurrency(d.creditPhase.credit),
        }
      : null,
    computePh: tonCompute(d.computePhase),
    action: d.actionPhase ? tonAction(d.actionPhase) : null,
    aborted: d.aborted,
    bounce: !bounce
      ? null
      : bounce.type === 'negative-funds'
        ? { kind: 'negfunds' }
        : bounce.type === 'no-funds'
          ? {
              kind: TON_BOUNCE[bounce.type],
              msgSize: bounce.messageSize,
              reqFwdFees: bounce.requiredForwardFees,
            }
          : {
              kind: 'ok',
              msgSize: bounce.messageSize,
              msgFees: bounce.messageFees,
              fwdFees: bounce.forwardFees,
            },
    destroyed: d.destroyed,
  };
}

function tonAction(a: NonNullable<Extract<TonDescr, { type: 'generic' }>['actionPhase']>): unknown {
  return {
    success: a.success,
    valid: a.valid,
    noFunds: a.noFunds,
    statusChange: a.statusChange,
    totalFwdFees: opt(a.totalFwdFees),
    totalActionFees: opt(a.totalActionFees),
    resultCode: a.resultCode,
    resultArg: opt(a.resultArg),
    totActions: a.totalActions,
    specActions: a.specActions,
    skippedActions: a.skippedActions,
    msgsCreated: a.messagesCreated,
    actionListHash: hex256(a.actionListHash),
    totMsgSize: a.totalMessageSize,
  };
}

/** Parses `cell` with @ton/core and expects every field both decoders know to agree with `ours`. */
export function expectAgreesWithTonCore(ours: LoadedTransaction, cell: Cell): void {
  const theirs = tonLoadTransaction(TonCell.fromBoc(Buffer.from(writeBoc(cell)))[0].beginParse());
  expect(ours.accountAddr).toBe(hex256(theirs.address));
  expect(ours.lt).toBe(theirs.lt);
  expect(ours.prevTransHash).toBe(hex256(theirs.prevTransactionHash));
  expect(ours.prevTransLt).toBe(theirs.prevTransactionLt);
  expect(ours.now).toBe(theirs.now);
  expect(ours.outmsgCnt).toBe(theirs.outMessagesCount);
  expect(ours.origStatus).toBe(TON_STATUS[theirs.oldStatus]);
  expect(ours.endStatus).toBe(TON_STATUS[theirs.endStatus]);
  expect(ours.totalFees).toEqual(tonCurrency(theirs.totalFees));
  expect(ours.stateUpdate).toEqual({
    oldHash: theirs.stateUpdate.oldHash.toString('hex'),
    newHash: theirs.stateUpdate.newHash.toString('hex'),
  });
  expect(ours.description).toEqual(tonDescription(theirs.description));

  const msgs = transactionMessages(ours);
  const tIn = theirs.inMessage;
  expect(msgs.inMsg?.info.kind ?? null).toBe(
    tIn
      ? { internal: 'internal', 'external-in': 'externalIn', 'external-out': 'externalOut' }[tIn.info.type]
      : null,
  );
  if (msgs.inMsg && tIn) {
    const dest = msgs.inMsg.info.dest;
    expect(dest.kind === 'std' ? formatRaw(dest) : null).toBe(
      tIn.info.dest && 'workChain' in tIn.info.dest ? tIn.info.dest.toRawString() : null,
    );
    if (msgs.inMsg.info.kind === 'internal' && tIn.info.type === 'internal') {
      expect(msgs.inMsg.info.value).toEqual(tonCurrency(tIn.info.value));
      expect(msgs.inMsg.info.createdLt).toBe(tIn.info.createdLt);
    }
  }
  const tOut = theirs.outMessages.values();
  msgs.outMsgs.forEach((m, i) => {
    const t = tOut[i];
    const dest = m.info.dest;
    expect(dest.kind === 'std' ? formatRaw(dest) : null).toBe(
      t.info.dest && 'workChain' in t.info.dest ? t.info.dest.toRawString() : null,
    );
    if (m.info.kind === 'internal' && t.info.type === 'internal') {
      expect(m.info.value).toEqual(tonCurrency(t.info.value));
      expect(m.info.bounce).toBe(t.info.bounce);
      expect(m.info.fwdFee).toBe(t.info.forwardFee);
    }
    expect(m.body.hashHex()).toBe(t.body.hash().toString('hex'));
  });
}
