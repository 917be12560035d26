// The pools' write path, run by ingestBatch inside the batch's database transaction: a pool's row moves
// only to a strictly newer last_tx_lt, so writing a batch twice, or an older one after a newer, changes
// nothing. A pool whose getter failed or answered nonsense on a newer state loses its row: reserves it
// no longer vouches for must not keep giving a price.
import type { PoolRow } from '../pool-schema';
import { chunked, fromExcluded, type Trx } from './upserts';

/** What a batch says of the pools it touched. */
export interface PoolBatch {
  /** Pools whose getter answered, with what it answered. */
  read: PoolRow[];
  /** Pools of a known kind whose getter failed or answered nonsense, at the state of last_tx_lt. */
  unreadable: Array<Pick<PoolRow, 'workchain' | 'address' | 'last_tx_lt'>>;
}

export const emptyPoolBatch = (): PoolBatch => ({ read: [], unreadable: [] });

export async function writePools(trx: Trx, batch: PoolBatch): Promise<void> {
  for (const u of batch.unreadable) {
    await trx
      .deleteFrom('pools')
      .where('workchain', '=', u.workchain)
      .where('address', '=', Buffer.from(u.address))
      .where('last_tx_lt', '<', String(u.last_tx_lt))
      .execute();
  }
  for (const part of chunked(batch.read)) {
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
