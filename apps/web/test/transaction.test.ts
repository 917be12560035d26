import type { TransactionResponse } from '@tvmscan/api-schema';
import { describe, expect, it } from 'vitest';
import { exitCodeText, normalizeExitCode } from '../src/slices/transaction/exit-codes';
import { feeBreakdown, transferredValue } from '../src/slices/transaction/fees';
import { availableTxTabs, resolveTxTab } from '../src/slices/transaction/tx-tabs';

const H = 'cd'.repeat(32);
const ADDR = `0:${H}`;

// A transaction as the API answers it: an internal inbound message, a VM compute phase and an action
// phase that sent two messages.
function transaction(overrides: Partial<TransactionResponse> = {}): TransactionResponse {
  return {
    hash: H,
    workchain: 0,
    accountId: ADDR,
    lt: '1000',
    time: 1700000000,
    txType: 'Ordinary',
    tickTock: null,
    exitCode: 0,
    resultCode: 0,
    methodName: null,
    balanceChange: '-1200',
    totalFees: '1000',
    aborted: false,
    destroyed: false,
    parsedId: null,
    blockHash: H,
    blockShard: '8000000000000000',
    blockSeqno: 5,
    prevTransactionHash: H,
    prevTransactionLt: '900',
    oldHash: H,
    newHash: H,
    origStatus: 'Active',
    endStatus: 'Active',
    creditFirst: false,
    inMessage: {
      messageHash: H,
      messageType: 'Internal',
      createdAt: 1700000000,
      createdLt: '999',
      transactionHash: H,
      transactionTime: 1700000000,
      srcAddress: ADDR,
      srcWorkchain: 0,
      dstAddress: ADDR,
      dstWorkchain: 0,
      messageValue: '5000',
      bounced: false,
      bounce: true,
      ihrFee: '0',
      fwdFee: '10',
      importFee: '0',
      methodName: null,
      isOut: false,
      parsedType: null,
    },
    outMessages: [
      {
        messageHash: H,
        messageType: 'Internal',
        dstAddress: ADDR,
        messageValue: '3000',
        fwdFee: '5',
        ihrFee: '0',
      },
      {
        messageHash: H,
        messageType: 'Internal',
        dstAddress: ADDR,
        messageValue: '200',
        fwdFee: '5',
        ihrFee: '0',
      },
    ],
    storage: { storageFeesCollected: '100', storageFeesDue: null, statusChange: 'Unchanged' },
    credit: null,
    compute: {
      kind: 'Vm',
      success: true,
      msgStateUsed: false,
      accountActivated: false,
      gasFees: '600',
      gasUsed: '6000',
      gasLimit: '10000',
      gasCredit: null,
      mode: 0,
      exitCode: 0,
      exitArg: null,
      vmSteps: 100,
      vmInitStateHash: H,
      vmFinalStateHash: H,
    },
    action: {
      success: true,
      valid: true,
      noFunds: false,
      statusChange: 'Unchanged',
      totalFwdFees: '30',
      totalActionFees: '20',
      resultCode: 0,
      resultArg: null,
      totActions: 2,
      specActions: 0,
      skippedActions: 0,
      msgsCreated: 2,
      actionListHash: H,
      totMsgSize: { cells: '2', bits: '1000' },
    },
    bounce: null,
    ...overrides,
  };
}

describe('fee breakdown', () => {
  it('takes the phases and puts the remainder in "other" so the parts sum to the total', () => {
    const fees = feeBreakdown(transaction());
    expect(fees).toEqual({
      storage: 100n,
      gas: 600n,
      action: 20n,
      bounce: 0n,
      other: 280n,
      outboundForward: 30n,
      total: 1000n,
    });
    expect(fees.storage + fees.gas + fees.action + fees.bounce + fees.other).toBe(fees.total);
  });
  it('counts bounce fees and skipped compute phases', () => {
    const fees = feeBreakdown(
      transaction({
        compute: { kind: 'Skipped', reason: 'NoState' },
        bounce: { kind: 'Ok', msgSize: { cells: '1', bits: '10' }, msgFees: '50', fwdFees: '5' },
      }),
    );
    expect(fees.gas).toBe(0n);
    expect(fees.bounce).toBe(50n);
    expect(fees.other).toBe(1000n - 100n - 20n - 50n);
  });
  it('sums value received (internal inbound only) and sent', () => {
    expect(transferredValue(transaction())).toEqual({ received: 5000n, sent: 3200n });
    const external = transaction();
    external.inMessage = { ...external.inMessage!, messageType: 'ExternalIn', messageValue: '0' };
    expect(transferredValue(external).received).toBe(0n);
  });
});

describe('exit code text', () => {
  it('maps negative VM codes -3…-14 onto 2…13', () => {
    expect(normalizeExitCode(-14)).toBe(13);
    expect(normalizeExitCode(-3)).toBe(2);
    expect(normalizeExitCode(-1)).toBe(-1);
    expect(normalizeExitCode(60)).toBe(60);
  });
  it('chooses uninit, exit code, result code, success or no data', () => {
    expect(exitCodeText({ exitCode: null, resultCode: null, origStatus: 'Uninit' })).toEqual({
      key: 'uninit',
    });
    expect(exitCodeText({ exitCode: null, resultCode: null, origStatus: 'NonExist' })).toEqual({
      key: 'uninit',
    });
    expect(exitCodeText({ exitCode: null, resultCode: null, origStatus: 'Active' })).toEqual({
      key: 'noData',
    });
    expect(exitCodeText({ exitCode: -14, resultCode: null, origStatus: 'Active' })).toEqual({
      key: 'exitCode',
      code: 13,
    });
    expect(exitCodeText({ exitCode: 0, resultCode: 37, origStatus: 'Active' })).toEqual({
      key: 'resultCode',
      code: 37,
    });
    expect(exitCodeText({ exitCode: 0, resultCode: -1, origStatus: 'Active' })).toEqual({
      key: 'resultCode',
      code: -1,
    });
    expect(exitCodeText({ exitCode: 0, resultCode: 0, origStatus: 'Active' })).toEqual({ key: 'success' });
    expect(exitCodeText({ exitCode: 1, resultCode: null, origStatus: 'Active' })).toEqual({ key: 'success' });
    expect(exitCodeText({ exitCode: 4242, resultCode: 0, origStatus: 'Active' })).toEqual({
      key: 'userCode',
      code: 4242,
    });
    expect(exitCodeText({ exitCode: 99, resultCode: 0, origStatus: 'Active' })).toEqual({ key: 'noData' });
  });
});

describe('transaction tabs', () => {
  it('shows token operations after messages, and a phase tab only when the phase exists', () => {
    expect(availableTxTabs(transaction())).toEqual([
      'messages',
      'token-operations',
      'fees',
      'storage-ph',
      'compute-ph',
      'action-ph',
      'final-ph',
      'diagram',
    ]);
  });
  it('falls back to messages for an unknown or absent tab', () => {
    const tabs = availableTxTabs(transaction());
    expect(resolveTxTab('bounce-ph', tabs)).toBe('messages');
    expect(resolveTxTab(undefined, tabs)).toBe('messages');
    expect(resolveTxTab('fees', tabs)).toBe('fees');
    expect(resolveTxTab('token-operations', tabs)).toBe('token-operations');
  });
});
