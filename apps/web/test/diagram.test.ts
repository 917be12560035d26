// The diagram's model over message chains shaped like the API's /messages/tree answers.
import type { MessageTreeNode, TransactionResponse } from '@tvmscan/api-schema';
import { describe, expect, it } from 'vitest';
import {
  byLt,
  columnCount,
  EVENTS_PAGE_SIZE,
  eventsPage,
  MIN_COLUMN_WIDTH,
  problemOf,
  totalFees,
  traceEvents,
  traceGraph,
  traceTransactionHashes,
} from '../src/slices/transaction/diagram/trace';
import { resolveDiagramTab } from '../src/slices/transaction/tx-tabs';

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
    const g = traceGraph(chain, 1000);
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
  it('gives each address a column between the two outside columns, the width shared equally', () => {
    const g = traceGraph(chain, 1000);
    expect(g.columns).toBe(5);
    expect(g.columnWidth).toBe(200);
    const column = (id: string) => Math.floor(g.nodes.find((n) => n.id === id)!.x / g.columnWidth);
    expect(column(`ext:${h(1)}`)).toBe(0); // the external-in message comes from outside, left
    expect(column(h(101))).toBe(1); // a(1), the wallet
    expect(column(h(102))).toBe(2); // a(2), the contract
    expect(column(h(103))).toBe(3); // a(3)
    expect(column(`ext:${h(3)}`)).toBe(4); // the event leaves to the outside, right
    for (const n of g.nodes) expect(n.width).toBeLessThanOrEqual(g.columnWidth);
    // A wider box widens every column; a narrow one keeps a readable minimum (and the view zooms out).
    expect(traceGraph(chain, 2000).columnWidth).toBe(400);
    expect(traceGraph(chain, 300).columnWidth).toBe(MIN_COLUMN_WIDTH);
  });
  it('lets nodes that meet in one cell share its width', () => {
    // Two external-out events of one transaction land in the outside column on the same row.
    const twoEvents = [
      ...chain,
      msg({ messageHash: h(5), messageType: 'ExternalOut', srcAddress: a(2), parentTransaction: h(102) }),
    ];
    const g = traceGraph(twoEvents, 1000);
    const events = g.nodes.filter((n) => n.id === `ext:${h(3)}` || n.id === `ext:${h(5)}`);
    expect(events).toHaveLength(2);
    expect(events[0].y).toBe(events[1].y);
    const [left, right] = events.sort((p, q) => p.x - q.x);
    expect(left.x + left.width).toBeLessThanOrEqual(right.x);
  });
  it('pages events by 50 and clamps the page', () => {
    const events = Array.from({ length: 2 * EVENTS_PAGE_SIZE + 3 }, (_, i) =>
      msg({
        messageHash: h(1000 + i),
        messageType: 'ExternalOut',
        srcAddress: a(2),
        parentTransaction: h(102),
      }),
    );
    expect(eventsPage(events.slice(0, 50), 1).pages).toBe(1);
    const third = eventsPage(events, 3);
    expect(third).toMatchObject({ pages: 3, page: 3 });
    expect(third.shown.map((e) => e.messageHash)).toEqual([h(1100), h(1101), h(1102)]);
    expect(eventsPage(events, 9).page).toBe(3);
    expect(eventsPage(events, 0).shown[0].messageHash).toBe(h(1000));
    expect(eventsPage([], 1)).toEqual({ shown: [], pages: 1, page: 1 });
  });
  it('opens the sub-tab the URL names under …/diagram/, the graph otherwise', () => {
    expect(resolveDiagramTab(undefined)).toBe('graph');
    expect(resolveDiagramTab('transactions/errors')).toBe('transactions/errors');
    expect(resolveDiagramTab('transactions/warnings/')).toBe('transactions/warnings');
    expect(resolveDiagramTab('transactions/total-fees')).toBe('transactions/total-fees');
    expect(resolveDiagramTab('events')).toBe('events');
    expect(resolveDiagramTab('errors')).toBe('graph');
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
