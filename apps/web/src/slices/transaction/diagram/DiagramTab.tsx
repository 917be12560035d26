// The diagram tab (spec §2): the message chain this transaction belongs to, as a graph and as tables —
// messages, transactions, events (paged above 50), total fees, and the errors and warnings with their
// counts. Each sub-tab has its path under /transactions/{hash}/diagram (the spec's names:
// transactions/total-fees, transactions/errors…). Loaded lazily with @xyflow/react and dagre, so
// neither is in the initial bundle. Failures are logged and leave the no-data state (spec §8).
import '@xyflow/react/dist/style.css';
import { Badge, Box, Group, Pagination, Stack, Table, Tabs, Text } from '@mantine/core';
import { useDebouncedValue, useElementSize } from '@mantine/hooks';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { MessageTreeNode, TransactionResponse } from '@tvmscan/api-schema';
import { Background, type Edge, type Node, ReactFlow } from '@xyflow/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessagesTable } from '../../../features/message-list/MessagesTable';
import { TransactionsTable } from '../../../features/transaction-list/TransactionsTable';
import { callApi } from '../../../shared/api/client';
import { shorten } from '../../../shared/lib/address';
import { transactionUrl } from '../../../shared/lib/chain';
import { Amount } from '../../../shared/ui/Amount';
import { NoData } from '../../../shared/ui/NoData';
import type { FeeBreakdown } from '../fees';
import { type DiagramSubTab, resolveDiagramTab } from '../tx-tabs';
import {
  byLt,
  columnCount,
  EVENTS_PAGE_SIZE,
  eventsPage,
  NODE_HEIGHT,
  problemOf,
  totalFees,
  traceEvents,
  traceGraph,
  traceTransactionHashes,
} from './trace';

/** At most this many transactions of a chain are loaded for the tables (one request each). */
const MAX_TRACE_TRANSACTIONS = 100;

function useTrace(tx: TransactionResponse) {
  const root = tx.inMessage?.messageHash ?? tx.outMessages[0]?.messageHash ?? null;
  const tree = useQuery({
    queryKey: ['messageTree', root],
    queryFn: ({ signal }) => callApi('messageTree', { id: root as string }, signal),
    enabled: root !== null,
    staleTime: 10_000,
  });
  if (tree.error) console.error(tree.error);
  const nodes = tree.data?.nodes ?? [];
  const hashes = traceTransactionHashes(nodes).slice(0, MAX_TRACE_TRANSACTIONS);
  const details = useQueries({
    queries: hashes.map((id) => ({
      queryKey: ['transaction', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => callApi('transaction', { id }, signal),
      staleTime: Number.POSITIVE_INFINITY, // a committed transaction never changes
    })),
  });
  const txs = details
    .map((d) => d.data)
    .filter((d) => d !== undefined)
    .sort(byLt);
  return {
    nodes,
    txs,
    truncated: tree.data?.truncated ?? false,
    pending: (root !== null && tree.isPending) || details.some((d) => d.isPending),
  };
}

function EventsTable({ nodes }: { nodes: readonly MessageTreeNode[] }) {
  const { t } = useTranslation();
  const [requested, setPage] = useState(1);
  const { shown, pages, page } = eventsPage(nodes, requested);
  return (
    <Stack gap="xs">
      {shown.length ? <MessagesTable messages={shown} /> : <NoData />}
      {nodes.length > EVENTS_PAGE_SIZE && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          size="sm"
          // The arrows are icons: they are named for screen readers as the other pagers' buttons are.
          getControlProps={(control) => ({
            'aria-label': t(
              control === 'previous' || control === 'first' ? 'common.previous' : 'common.next',
            ),
          })}
          data-testid="diagram-events-pager"
        />
      )}
    </Stack>
  );
}

const FEE_PARTS: (keyof FeeBreakdown)[] = [
  'storage',
  'gas',
  'action',
  'bounce',
  'other',
  'outboundForward',
  'total',
];

function TotalFeesTable({ txs }: { txs: readonly TransactionResponse[] }) {
  const { t } = useTranslation();
  if (txs.length === 0) return <NoData />;
  const sum = totalFees(txs);
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing={6} data-testid="diagram-total-fees">
        <Table.Tbody>
          {FEE_PARTS.map((part) => (
            <Table.Tr key={part}>
              <Table.Td c="dimmed">{t(`tx.feeParts.${part}`)}</Table.Td>
              <Table.Td
                ta="right"
                fw={part === 'total' ? 650 : undefined}
                data-testid={`diagram-fee-${part}`}
              >
                <Amount nano={sum[part].toString()} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Graph({
  nodes,
  txs,
  current,
}: {
  nodes: readonly MessageTreeNode[];
  txs: readonly TransactionResponse[];
  current: string;
}) {
  const { t } = useTranslation();
  // Spec §9: resizing is debounced by 200 ms before the columns are laid out again.
  const { ref, width } = useElementSize();
  const [boxWidth] = useDebouncedValue(width, RESIZE_DEBOUNCE_MS);
  const graph = useMemo(() => traceGraph(nodes, boxWidth), [nodes, boxWidth]);
  const txByHash = new Map(txs.map((x) => [x.hash, x]));
  if (graph.nodes.length === 0) return <NoData />;
  const flowNodes: Node[] = graph.nodes.map((n) => {
    const tx = txByHash.get(n.id);
    const problem = tx ? problemOf(tx) : null;
    const label =
      n.kind === 'external' ? (
        <Text key={n.id} fz="xs">
          {t('tx.diagram.outside')}
        </Text>
      ) : (
        <Stack key={n.id} gap={2} align="center">
          <Link to={transactionUrl(n.id)}>
            <Text fz="xs" ff="monospace" component="span">
              {shorten(n.id, 6)}
            </Text>
          </Link>
          <Text fz="xs" ff="monospace">
            {tx ? shorten(tx.accountId, 5) : '…'}
          </Text>
          {problem && (
            <Badge size="xs" color={problem === 'error' ? 'red' : 'yellow'} variant="filled">
              {t(`tx.diagram.${problem}`)}
            </Badge>
          )}
        </Stack>
      );
    return {
      id: n.id,
      position: { x: n.x, y: n.y },
      data: { label },
      draggable: false,
      connectable: false,
      style: {
        width: n.width,
        minHeight: NODE_HEIGHT,
        borderWidth: n.id === current ? 2 : 1,
        borderColor: n.id === current ? 'var(--mantine-primary-color-filled)' : undefined,
        background: 'var(--mantine-color-body)',
        color: 'var(--mantine-color-text)',
      },
    };
  });
  const flowEdges: Edge[] = graph.edges.map((e) => ({
    id: e.id,
    source: e.source,
    target: e.target,
    label: t(`message.types.${e.message.messageType}`),
    animated: e.message.childTransaction === null && e.message.messageType === 'Internal',
  }));
  return (
    <Box
      ref={ref}
      h={Math.min(640, 160 + graph.nodes.length * 60)}
      data-testid="diagram-graph"
      data-columns={graph.columns}
      data-column-width={graph.columnWidth}
    >
      <ReactFlow
        nodes={flowNodes}
        edges={flowEdges}
        fitView
        fitViewOptions={{ maxZoom: 1 }}
        nodesDraggable={false}
        nodesConnectable={false}
        proOptions={{ hideAttribution: false }}
        colorMode="system"
      >
        <Background />
      </ReactFlow>
    </Box>
  );
}

const RESIZE_DEBOUNCE_MS = 200;

export function DiagramTab({ tx, path }: { tx: TransactionResponse; path: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sub = resolveDiagramTab(path);
  const open = (tab: DiagramSubTab) =>
    void navigate({
      to: tab === 'graph' ? `/transactions/${tx.hash}/diagram` : `/transactions/${tx.hash}/diagram/${tab}`,
      resetScroll: false,
    });
  const trace = useTrace(tx);
  const errors = trace.txs.filter((x) => problemOf(x) === 'error');
  const warnings = trace.txs.filter((x) => problemOf(x) === 'warning');
  const events = traceEvents(trace.nodes);
  if (trace.pending && trace.nodes.length === 0) return <Text c="dimmed">{t('common.loading')}</Text>;
  return (
    <Stack gap="xs" data-testid="diagram">
      <Group gap="xs">
        <Text fz="sm" c="dimmed" data-testid="diagram-summary">
          {t('tx.diagram.summary', {
            messages: trace.nodes.length,
            transactions: trace.txs.length,
            columns: columnCount(trace.nodes),
          })}
        </Text>
        {trace.truncated && (
          <Badge variant="light" color="gray">
            {t('tx.diagram.truncated')}
          </Badge>
        )}
      </Group>
      <Tabs value={sub} onChange={(v) => v && open(v as DiagramSubTab)} variant="pills" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="graph">{t('tx.diagram.tabs.graph')}</Tabs.Tab>
          <Tabs.Tab value="messages">{t('tx.diagram.tabs.messages')}</Tabs.Tab>
          <Tabs.Tab value="transactions">{t('tx.diagram.tabs.transactions')}</Tabs.Tab>
          <Tabs.Tab value="events" data-testid="diagram-tab-events">
            {t('tx.diagram.tabs.events')}
          </Tabs.Tab>
          <Tabs.Tab value="transactions/total-fees" data-testid="diagram-tab-total-fees">
            {t('tx.diagram.tabs.totalFees')}
          </Tabs.Tab>
          <Tabs.Tab value="transactions/errors" data-testid="diagram-tab-errors">
            {t('tx.diagram.tabs.errors', { count: errors.length })}
          </Tabs.Tab>
          <Tabs.Tab value="transactions/warnings" data-testid="diagram-tab-warnings">
            {t('tx.diagram.tabs.warnings', { count: warnings.length })}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="graph" pt="sm">
          <Graph nodes={trace.nodes} txs={trace.txs} current={tx.hash} />
        </Tabs.Panel>
        <Tabs.Panel value="messages" pt="sm">
          {trace.nodes.length ? <MessagesTable messages={trace.nodes} /> : <NoData />}
        </Tabs.Panel>
        <Tabs.Panel value="transactions" pt="sm">
          {trace.txs.length ? <TransactionsTable transactions={trace.txs} /> : <NoData />}
        </Tabs.Panel>
        <Tabs.Panel value="events" pt="sm">
          <EventsTable nodes={events} />
        </Tabs.Panel>
        <Tabs.Panel value="transactions/total-fees" pt="sm">
          <TotalFeesTable txs={trace.txs} />
        </Tabs.Panel>
        <Tabs.Panel value="transactions/errors" pt="sm" data-testid="diagram-errors">
          {errors.length ? <TransactionsTable transactions={errors} /> : <NoData />}
        </Tabs.Panel>
        <Tabs.Panel value="transactions/warnings" pt="sm" data-testid="diagram-warnings">
          {warnings.length ? <TransactionsTable transactions={warnings} /> : <NoData />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
