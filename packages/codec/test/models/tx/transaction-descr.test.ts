// The description variants and phases the fixtures do not contain (split/merge, storage, tock, every
// skip reason and bounce kind) round-trip through store/load, and @ton/core reads our bits the same way.
import {
  Cell as TonCell,
  type TransactionDescription as TonDescr,
  loadTransactionDescription as tonLoadDescription,
} from '@ton/core';
import { describe, expect, it } from 'vitest';
import { beginCell, type Cell, CodecError, writeBoc } from '../../../src';
import {
  loadTransactionDescr,
  storeTransactionDescr,
  type TransactionDescr,
} from '../../../src/models/transaction-descr';
import type {
  SplitMergeInfo,
  TrActionPhase,
  TrComputePhase,
  TrCreditPhase,
  TrStoragePhase,
} from '../../../src/models/transaction-phases';

const H1 = 'ab'.repeat(32);
const H2 = '0f'.repeat(32);
const storage: TrStoragePhase = { storageFeesCollected: 1234n, storageFeesDue: 5n, statusChange: 'frozen' };
const credit: TrCreditPhase = {
  dueFeesCollected: 7n,
  credit: { grams: 10n ** 9n, other: new Map([[1, 2n]]) },
};
const vm: TrComputePhase = {
  kind: 'vm',
  success: false,
  msgStateUsed: true,
  accountActivated: true,
  gasFees: 99n,
  gasUsed: 3000n,
  gasLimit: 10000n,
  gasCredit: 10000n,
  mode: -1,
  exitCode: -14,
  exitArg: -7,
  vmSteps: 42,
  vmInitStateHash: H1,
  vmFinalStateHash: H2,
};
const action: TrActionPhase = {
  success: false,
  valid: true,
  noFunds: true,
  statusChange: 'deleted',
  totalFwdFees: 11n,
  totalActionFees: null,
  resultCode: 37,
  resultArg: 1,
  totActions: 3,
  specActions: 1,
  skippedActions: 0,
  msgsCreated: 2,
  actionListHash: H2,
  totMsgSize: { cells: 3n, bits: 1500n },
};
const split: SplitMergeInfo = { curShardPfxLen: 3, accSplitDepth: 4, thisAddr: H1, siblingAddr: H2 };
const prepared: Cell = beginCell().storeUint(0xdead, 16).endCell();

const CASES: TransactionDescr[] = [
  {
    kind: 'ordinary',
    creditFirst: true,
    storagePh: storage,
    creditPh: credit,
    computePh: { kind: 'skipped', reason: 'noGas' },
    action: null,
    aborted: true,
    bounce: { kind: 'negfunds' },
    destroyed: false,
  },
  {
    kind: 'ordinary',
    creditFirst: false,
    storagePh: null,
    creditPh: null,
    computePh: vm,
    action,
    aborted: true,
    bounce: { kind: 'nofunds', msgSize: { cells: 1n, bits: 600n }, reqFwdFees: 123n },
    destroyed: true,
  },
  {
    kind: 'storage',
    storagePh: { storageFeesCollected: 0n, storageFeesDue: null, statusChange: 'unchanged' },
  },
  {
    kind: 'tickTock',
    isTock: true,
    storagePh: storage,
    computePh: vm,
    action,
    aborted: false,
    destroyed: false,
  },
  {
    kind: 'splitPrepare',
    splitInfo: split,
    storagePh: null,
    computePh: { kind: 'skipped', reason: 'badState' },
    action: null,
    aborted: true,
    destroyed: false,
  },
  { kind: 'splitInstall', splitInfo: split, prepareTransaction: prepared, installed: true },
  { kind: 'mergePrepare', splitInfo: split, storagePh: storage, aborted: false },
  {
    kind: 'mergeInstall',
    splitInfo: split,
    prepareTransaction: prepared,
    storagePh: storage,
    creditPh: credit,
    computePh: vm,
    action,
    aborted: false,
    destroyed: true,
  },
];

function toCell(d: TransactionDescr): Cell {
  const b = beginCell();
  storeTransactionDescr(b, d);
  return b.endCell();
}

function load(cell: Cell): TransactionDescr {
  const s = cell.beginParse();
  const d = loadTransactionDescr(s);
  s.endParse();
  return d;
}

const TON_KIND: Record<TonDescr['type'], TransactionDescr['kind']> = {
  generic: 'ordinary',
  storage: 'storage',
  'tick-tock': 'tickTock',
  'split-prepare': 'splitPrepare',
  'split-install': 'splitInstall',
  'merge-prepare': 'mergePrepare',
  'merge-install': 'mergeInstall',
};

describe('TransactionDescr', () => {
  it.each(CASES.map((d) => [d.kind, d] as const))('%s round-trips', (_kind, d) => {
    const cell = toCell(d);
    const back = load(cell);
    expect(back).toEqual(d);
    expect(toCell(back).hashHex()).toBe(cell.hashHex());
  });

  // @ton/core reads no merge descriptions and parses split_install's prepare_transaction eagerly, so it
  // checks the kinds it can read.
  const TON_READABLE = CASES.filter((d) =>
    ['ordinary', 'storage', 'tickTock', 'splitPrepare'].includes(d.kind),
  );

  it.each(TON_READABLE.map((d) => [d.kind, d] as const))(
    '%s is read the same way by @ton/core',
    (_kind, d) => {
      const theirs = tonLoadDescription(TonCell.fromBoc(Buffer.from(writeBoc(toCell(d))))[0].beginParse());
      expect(TON_KIND[theirs.type]).toBe(d.kind);
      if ('aborted' in theirs && 'aborted' in d) expect(theirs.aborted).toBe(d.aborted);
      if (theirs.type === 'tick-tock' && d.kind === 'tickTock') expect(theirs.isTock).toBe(d.isTock);
      if ('splitInfo' in theirs && 'splitInfo' in d) {
        expect(theirs.splitInfo.currentShardPrefixLength).toBe(d.splitInfo.curShardPfxLen);
        expect(theirs.splitInfo.accountSplitDepth).toBe(d.splitInfo.accSplitDepth);
      }
      if (
        'computePhase' in theirs &&
        'computePh' in d &&
        theirs.computePhase.type === 'vm' &&
        d.computePh.kind === 'vm'
      ) {
        expect(theirs.computePhase.exitCode).toBe(d.computePh.exitCode);
        expect(theirs.computePhase.gasCredit).toBe(d.computePh.gasCredit);
      }
    },
  );

  it('reads cskip_suspended$110, which @ton/core does not know', () => {
    const d: TransactionDescr = {
      kind: 'tickTock',
      isTock: false,
      storagePh: storage,
      computePh: { kind: 'skipped', reason: 'suspended' },
      action: null,
      aborted: true,
      destroyed: false,
    };
    expect(load(toCell(d))).toEqual(d);
  });

  it('rejects unknown tags and truncated phases with a CodecError', () => {
    expect(() => load(beginCell().storeUint(0b1000, 4).endCell())).toThrow(
      /unknown transaction description tag 1000/,
    );
    expect(() => load(beginCell().storeUint(0b0000, 4).storeBit(1).endCell())).toThrow(CodecError);
    const badSkip = beginCell().storeUint(0b0001, 4);
    expect(() => load(badSkip.endCell())).toThrow(CodecError);
  });
});
