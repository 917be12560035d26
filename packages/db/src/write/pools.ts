// The pools' write path, run by ingestBatch inside the batch's database transaction: a pool's row moves
// only to a strictly newer last_tx_lt, so writing a batch twice, or an older one after a newer, changes
// nothing. A pool whose getter failed or answered nonsense on a newer state loses its row: reserves it
// no longer vouches for must not keep giving a price. Each reading is also the latest of its hour in
// pool_hours (the price history) unless that hour already holds a newer one; an unreadable state leaves
// the hours alone, as the history is what the pool answered when it answered.
import type { PoolHourRow, PoolRow } from '../pool-schema';
import { chunked, fromExcluded, hexKey, type Trx } from './upserts';

/** What a batch says of the pools it touched. */
export interface PoolBatch {
  /** Pools whose getter answered, with what it answered. */
  read: PoolRow[];
  /** Pools of a known kind whose getter failed or answered nonsense, at the state of last_tx_lt. */
  unreadable: Array<Pick<PoolRow, 'workchain' | 'address' | 'last_tx_lt'>>;
}

/** Seconds in a history point. */
export const POOL_HOUR_SECONDS = 3600;

/** The batch's readings as hour rows, one per pool and hour (the newest, should a batch hold two). */
function hourRows(read: readonly PoolRow[]): PoolHourRow[] {
  const byKey = new Map<string, PoolHourRow>();
  for (const r of read) {
    const time = Number(r.updated_at);
    const row: PoolHourRow = {
      workchain: r.workchain,
      address: r.address,
      hour: String(time - (time % POOL_HOUR_SECONDS)),
      reserve_a: r.reserve_a,
      reserve_b: r.reserve_b,
      last_tx_lt: r.last_tx_lt,
    };
    const key = `${hexKey(r.workchain, r.address)}@${row.hour}`;
    const held = byKey.get(key);
    if (!held || BigInt(held.last_tx_lt) < BigInt(row.last_tx_lt)) byKey.set(key, row);
  }
  return [...byKey.values()];
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
  for (const part of chunked(hourRows(batch.read))) {
    await trx
      .insertInto('pool_hours')
      .values(part)
      .onConflict((oc) =>
        oc
          .columns(['workchain', 'address', 'hour'])
          .doUpdateSet(fromExcluded(['reserve_a', 'reserve_b', 'last_tx_lt']))
          .where('pool_hours.last_tx_lt', '<', (eb) => eb.ref('excluded.last_tx_lt')),
      )
      .execute();
  }
}
