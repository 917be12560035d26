// The pools' write path, run by ingestBatch inside the batch's database transaction: a pool's row moves
// only to a strictly newer last_tx_lt, so writing a batch twice, or an older one after a newer, changes
// nothing.
import type { PoolRow } from '../pool-schema';
import { chunked, fromExcluded, type Trx } from './upserts';

export async function upsertPools(trx: Trx, pools: PoolRow[]): Promise<void> {
  for (const part of chunked(pools)) {
    await trx
      .insertInto('pools')
      .values(part)
      .onConflict((oc) =>
        oc
          .columns(['workchain', 'address'])
          .doUpdateSet(
            fromExcluded([
              'kind',
              'root_a_workchain',
              'root_a',
              'root_b_workchain',
              'root_b',
              'reserve_a',
              'reserve_b',
              'mc_seqno',
              'updated_at',
              'last_tx_lt',
            ]),
          )
          .where('pools.last_tx_lt', '<', (eb) => eb.ref('excluded.last_tx_lt')),
      )
      .execute();
  }
}
