// Shards in the Explorer API (spec §7 /shards): the current shards of every workchain and when each last
// split or merged.
import { z } from 'zod';
import { Seqno, ShardId, Workchain } from './primitives';
import type { RouteDef } from './route-def';
import { endpoints } from './values';

export const ShardLayoutResponse = z.object({
  /** Masterchain block the layout is read from (the newest indexed). */
  mcSeqno: Seqno.nullable(),
  workchains: z.array(
    z.object({
      workchain: Workchain,
      shards: z.array(ShardId),
      /** Masterchain seqno where this workchain last split or merged (or was first seen). */
      changedAtMcSeqno: Seqno,
    }),
  ),
});

export type ShardLayoutResponse = z.infer<typeof ShardLayoutResponse>;

export const shardRoutes = {
  shardLayout: {
    ...endpoints.shardLayout,
    tag: 'explorer',
    summary: 'The current shards of every workchain and when each last split or merged',
    response: ShardLayoutResponse,
  },
} as const satisfies Record<string, RouteDef>;
