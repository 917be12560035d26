// Shards (spec §2 "Shards"): the current shard layout of every workchain and the masterchain block
// where each last split or merged, read from the layouts the indexer records per key change.
import type { ShardLayoutResponse } from '@tvmscan/api-schema';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../schema';
import { u32 } from './format';

export async function getShardLayout(db: Kysely<Schema>): Promise<ShardLayoutResponse> {
  const rows = await db
    .selectFrom('shard_layouts as l')
    .select(['l.workchain', 'l.mc_seqno', 'l.shards'])
    .where('l.mc_seqno', '=', (eb) =>
      eb
        .selectFrom('shard_layouts as n')
        .select(sql<string>`max(n.mc_seqno)`.as('m'))
        .whereRef('n.workchain', '=', 'l.workchain'),
    )
    .orderBy('l.workchain')
    .execute();
  const head = await db
    .selectFrom('stats_counters')
    .select('value')
    .where('name', '=', 'head_mc_seqno')
    .executeTakeFirst();
  return {
    mcSeqno: head ? u32(head.value) : null,
    workchains: rows.map((r) => ({
      workchain: r.workchain,
      shards: r.shards,
      changedAtMcSeqno: u32(r.mc_seqno),
    })),
  };
}
