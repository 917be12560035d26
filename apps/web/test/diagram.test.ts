// The diagram's model over message chains shaped like the API's /messages/tree answers.
import type { MessageTreeNode, TransactionResponse } from '@tvmscan/api-schema';
import { describe, expect, it } from 'vitest';
import {
  byLt,
  columnCount,
  problemOf,
  totalFees,
  traceEvents,
  traceGraph,
  traceTransactionHashes,
} from '../src/slices/transaction/diagram/trace';

const h = (n: number) => n.toString(16).padStart(64, '0');
const a = (n: number) => `0:${h(n)}`;

function msg(o: Partial<MessageTreeNode> & Pick<MessageTreeNode, 'messageHash'>): MessageTreeNode {
  return {
    messageType: 'Internal',
    srcAddress: null,
    dstAddress: null,
    messageValue: '0',
    parentTransaction: null,
    childTransaction: null,
    depth: 0,
    ...o,
  };
}

// ext-in → T1 (wallet) → internal → T2 (contract) → ext-out event; T2 also sends to an address not
// deployed, consumed by T3 there.
const chain: MessageTreeNode[] = [
  msg({ messageHash: h(1), messageType: 'ExternalIn', dstAddress: a(1), childTransaction: h(101) }),
  msg({
    messageHash: h(2),
    srcAddress: a(1),
    dstAddress: a(2),
    parentTransaction: h(101),
    childTransaction: h(102),
    depth: 1,
  }),
  msg({
    messageHash: h(3),
    messageType: 'ExternalOut',
    srcAddress: a(2),
    parentTransaction: h(102),
    depth: 2,
  }),
  msg({
    messageHash: h(4),
    srcAddress: a(2),
    dstAddress: a(3),
    parentTransaction: h(102),
    childTransaction: h(103),
    depth: 2,
  }),
];

describe('transaction trace', () => {
  it('collects each transaction of the chain once', () => {
    expect(traceTransactionHashes(chain)).toEqual([h(101), h(102), h(103)]);
  });
  it('takes the external outbound messages as events', () => {
    expect(traceEvents(chain).map((m) => m.messageHash)).toEqual([h(3)]);
  });
  it('sizes the columns from the address count plus 2', () => {
    expect(columnCount(chain)).toBe(3 + 2);
  });
  it('lays transactions out as nodes and messages as edges, outside ends as their own nodes', () => {
    const g = traceGraph(chain);
    expect(g.nodes.map((n) => n.kind).sort()).toEqual([
      'external',
      'external',
      'transaction',
      'transaction',
      'transaction',
    ]);
    expect(g.edges).toHaveLength(4);
    const y = (id: string) => g.nodes.find((n) => n.id === id)!.y;
    expect(y(h(101))).toBeLessThan(y(h(102)));
    expect(y(h(102))).toBeLessThan(y(h(103)));
  });
  it('tells errors from warnings: aborted on an uninitialised account without an exit code is a warning', () => {
    expect(problemOf({ aborted: false, exitCode: 0, origStatus: 'Active' })).toBeNull();
    expect(problemOf({ aborted: true, exitCode: null, origStatus: 'Uninit' })).toBe('warning');
    expect(problemOf({ aborted: true, exitCode: null, origStatus: 'NonExist' })).toBe('warning');
    expect(problemOf({ aborted: true, exitCode: 60, origStatus: 'Active' })).toBe('error');
    expect(problemOf({ aborted: true, exitCode: null, origStatus: 'Active' })).toBe('error');
  });
  it('sums the fee breakdown of every transaction part by part, other being the remainder', () => {
    const tx = (lt: string, total: string, gas: string) =>
      ({
        hash: h(Number(lt)),
        lt,
        totalFees: total,
        storage: { storageFeesCollected: '1', storageFeesDue: null, statusChange: 'Unchanged' },
        credit: null,
        compute: { kind: 'Vm', gasFees: gas },
        action: { totalActionFees: '2', totalFwdFees: '5' },
        bounce: null,
        outMessages: [],
        inMessage: null,
      }) as unknown as TransactionResponse;
    const sum = totalFees([tx('2', '100', '50'), tx('1', '10', '3')]);
    expect(sum).toEqual({
      storage: 2n,
      gas: 53n,
      action: 4n,
      bounce: 0n,
      other: 51n,
      outboundForward: 10n,
      total: 110n,
    });
    expect([tx('2', '1', '0'), tx('1', '1', '0')].sort(byLt).map((t) => t.lt)).toEqual(['1', '2']);
  });
});
