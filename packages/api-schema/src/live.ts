// Server-Sent Events of GET /api/explorer/live: one shared broadcast after each indexed
// masterchain block. Each SSE `event:` name maps to the schema of its JSON `data:`.
import { z } from 'zod';
import { Block, Stats, Transaction } from './entities';
import { Seqno } from './primitives';

export const LiveBlockEvent = z.object({ mcSeqno: Seqno, blocks: z.array(Block) });
export const LiveTransactionsEvent = z.object({ mcSeqno: Seqno, transactions: z.array(Transaction) });
export const LiveStatsEvent = Stats;

export const liveEvents = {
  block: LiveBlockEvent,
  transactions: LiveTransactionsEvent,
  stats: LiveStatsEvent,
} as const;

export type LiveEventName = keyof typeof liveEvents;
export type LiveEvent = {
  [K in LiveEventName]: { event: K; data: z.infer<(typeof liveEvents)[K]> };
}[LiveEventName];
