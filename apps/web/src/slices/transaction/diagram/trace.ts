// The transaction trace behind the diagram tab (spec §2 "Diagram"): the message chain the transaction
// belongs to (POST /messages/tree) and the transactions that sent or consumed its messages. Everything
// here is pure: counts, classification, the fee sums and the graph layout are computed from API data.
import dagre from '@dagrejs/dagre';
import type { MessageTreeNode, TransactionResponse } from '@tvmscan/api-schema';
import { type FeeBreakdown, feeBreakdown } from '../fees';

/** Spec §9: the events table paginates above 50. */
export const EVENTS_PAGE_SIZE = 50;

/** Transactions of the chain in the order they happened (lt, then hash for a stable order). */
export function traceTransactionHashes(nodes: readonly MessageTreeNode[]): string[] {
  const hashes = new Set<string>();
  for (const n of nodes) {
    if (n.parentTransaction) hashes.add(n.parentTransaction);
    if (n.childTransaction) hashes.add(n.childTransaction);
  }
  return [...hashes];
}

export const byLt = (a: TransactionResponse, b: TransactionResponse): number => {
  const d = BigInt(a.lt) - BigInt(b.lt);
  return d < 0n ? -1 : d > 0n ? 1 : a.hash.localeCompare(b.hash);
};

export type Problem = 'error' | 'warning';

/**
 * Spec §2: an aborted transaction with no exit code whose account is uninitialised is a warning (a
 * transfer to an address not deployed yet); every other aborted one is an error.
 */
export function problemOf(
  tx: Pick<TransactionResponse, 'aborted' | 'exitCode' | 'origStatus'>,
): Problem | null {
  if (!tx.aborted) return null;
  const uninit = tx.origStatus === 'Uninit' || tx.origStatus === 'NonExist';
  return tx.exitCode === null && uninit ? 'warning' : 'error';
}

/** Events of the chain: what its contracts emitted, i.e. the external outbound messages. */
export const traceEvents = (nodes: readonly MessageTreeNode[]): MessageTreeNode[] =>
  nodes.filter((n) => n.messageType === 'ExternalOut');

/** Fee breakdowns of every transaction and their sum, part by part. */
export function totalFees(txs: readonly TransactionResponse[]): FeeBreakdown {
  const sum: FeeBreakdown = {
    storage: 0n,
    gas: 0n,
    action: 0n,
    bounce: 0n,
    other: 0n,
    outboundForward: 0n,
    total: 0n,
  };
  for (const tx of txs) {
    const f = feeBreakdown(tx);
    for (const key of Object.keys(sum) as (keyof FeeBreakdown)[]) sum[key] += f[key];
  }
  return sum;
}

/** Accounts in order of first appearance; spec §2 sizes the columns from their count plus 2. */
export function traceAddresses(nodes: readonly MessageTreeNode[]): string[] {
  const seen = new Set<string>();
  for (const n of nodes) {
    if (n.srcAddress) seen.add(n.srcAddress);
    if (n.dstAddress) seen.add(n.dstAddress);
  }
  return [...seen];
}

export const columnCount = (nodes: readonly MessageTreeNode[]): number => traceAddresses(nodes).length + 2;

/** Spec §2: events paginate above 50; the page shown (from 1) and how many there are. */
export function eventsPage<T>(
  events: readonly T[],
  page: number,
): { shown: T[]; pages: number; page: number } {
  const pages = Math.max(1, Math.ceil(events.length / EVENTS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return {
    shown: events.slice((current - 1) * EVENTS_PAGE_SIZE, current * EVENTS_PAGE_SIZE),
    pages,
    page: current,
  };
}

export interface GraphNode {
  id: string;
  /** A transaction hash, or `ext:<message hash>` for a message from or to outside the chain. */
  kind: 'transaction' | 'external';
  x: number;
  y: number;
  width: number;
}
export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  message: MessageTreeNode;
}

export const NODE_HEIGHT = 64;
/** Below this a column's text no longer fits; the graph then gets wider than its box and is zoomed out. */
export const MIN_COLUMN_WIDTH = 120;
const COLUMN_GAP = 16;

/** Spec §2: the graph's columns share the width equally, one per address plus the two outside columns. */
export const columnWidth = (boxWidth: number, columns: number): number =>
  Math.max(MIN_COLUMN_WIDTH, Math.floor(boxWidth / Math.max(1, columns)));

/**
 * Transactions as nodes, messages as edges between the transaction that sent and the one that consumed
 * them; an external-in message starts from an "outside" node and an external-out or undelivered one ends
 * in one. Each account is a column (in order of first appearance) between an inbound-outside column on
 * the left and an outbound-outside column on the right, every column `boxWidth / (addresses + 2)` wide;
 * the rows are the causal order dagre ranks them in. Nodes that meet in one cell share its width.
 */
export function traceGraph(
  nodes: readonly MessageTreeNode[],
  boxWidth: number,
): { nodes: GraphNode[]; edges: GraphEdge[]; columns: number; columnWidth: number } {
  const addresses = traceAddresses(nodes);
  const columns = addresses.length + 2;
  const width = columnWidth(boxWidth, columns);
  const columnOf = (address: string | null, outside: number) =>
    address === null ? outside : addresses.indexOf(address) + 1;
  const g = new dagre.graphlib.Graph();
  g.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 70 });
  g.setDefaultEdgeLabel(() => ({}));
  const placed = new Map<string, { kind: GraphNode['kind']; column: number }>();
  const edges: GraphEdge[] = [];
  const node = (id: string, kind: GraphNode['kind'], column: number) => {
    if (!placed.has(id)) {
      placed.set(id, { kind, column });
      g.setNode(id, { width: width - COLUMN_GAP, height: NODE_HEIGHT });
    }
  };
  for (const m of nodes) {
    const source = m.parentTransaction ?? `ext:${m.messageHash}`;
    const target = m.childTransaction ?? `ext:${m.messageHash}`;
    // A transaction sits in its account's column: the sender's for the message it sent, the recipient's
    // for the one it consumed. An undelivered message waits in its recipient's column.
    node(
      source,
      m.parentTransaction ? 'transaction' : 'external',
      m.parentTransaction ? columnOf(m.srcAddress, 0) : 0,
    );
    node(target, m.childTransaction ? 'transaction' : 'external', columnOf(m.dstAddress, columns - 1));
    if (source === target) continue;
    g.setEdge(source, target);
    edges.push({ id: m.messageHash, source, target, message: m });
  }
  dagre.layout(g);
  const cells = new Map<string, string[]>();
  for (const [id, { column }] of placed) {
    const key = `${column}:${g.node(id).y}`;
    cells.set(key, [...(cells.get(key) ?? []), id]);
  }
  const out: GraphNode[] = [];
  for (const ids of cells.values()) {
    const share = (width - COLUMN_GAP) / ids.length;
    ids.forEach((id, i) => {
      const { kind, column } = placed.get(id)!;
      out.push({
        id,
        kind,
        x: column * width + COLUMN_GAP / 2 + i * share,
        y: g.node(id).y - NODE_HEIGHT / 2,
        width: share - (ids.length > 1 ? 4 : 0),
      });
    });
  }
  return { nodes: out, edges, columns, columnWidth: width };
}
