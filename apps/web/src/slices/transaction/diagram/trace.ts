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

export interface GraphNode {
  id: string;
  /** A transaction hash, or `ext:<message hash>` for a message from or to outside the chain. */
  kind: 'transaction' | 'external';
  x: number;
  y: number;
}
export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  message: MessageTreeNode;
}

export const NODE_WIDTH = 220;
export const NODE_HEIGHT = 64;

/**
 * Transactions as nodes, messages as edges between the transaction that sent and the one that consumed
 * them; an external-in message starts from an "outside" node and an external-out or undelivered one ends
 * in one. Laid out top to bottom by dagre.
 */
export function traceGraph(nodes: readonly MessageTreeNode[]): { nodes: GraphNode[]; edges: GraphEdge[] } {
  const g = new dagre.graphlib.Graph();
  g.setGraph({ rankdir: 'TB', nodesep: 40, ranksep: 70 });
  g.setDefaultEdgeLabel(() => ({}));
  const kinds = new Map<string, GraphNode['kind']>();
  const edges: GraphEdge[] = [];
  const node = (id: string, kind: GraphNode['kind']) => {
    if (!kinds.has(id)) {
      kinds.set(id, kind);
      g.setNode(id, { width: NODE_WIDTH, height: NODE_HEIGHT });
    }
  };
  for (const m of nodes) {
    const source = m.parentTransaction ?? `ext:${m.messageHash}`;
    const target = m.childTransaction ?? `ext:${m.messageHash}`;
    node(source, m.parentTransaction ? 'transaction' : 'external');
    node(target, m.childTransaction ? 'transaction' : 'external');
    if (source === target) continue;
    g.setEdge(source, target);
    edges.push({ id: m.messageHash, source, target, message: m });
  }
  dagre.layout(g);
  return {
    nodes: [...kinds].map(([id, kind]) => {
      const p = g.node(id);
      return { id, kind, x: p.x - NODE_WIDTH / 2, y: p.y - NODE_HEIGHT / 2 };
    }),
    edges,
  };
}
