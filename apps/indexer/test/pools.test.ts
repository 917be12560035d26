// Pools read by the indexer end to end: a local network with the constant-product pools of
// contracts/cp-pool.fc (TIP-3 liquidity and swaps, test-support/pool-prices.ts) is indexed, and each
// pool's row must hold the reserves the test replays from the script in the pool's integer math, the
// reserves its getReserves answers on the state of the block the row names, and its two roots; a pool
// whose getter answers nonsense (one root twice) has no row.

import { type Database, listPoolsWithDecimals, toBytes } from '@tvmscan/db';
import { CP_POOL_ABI, localCall, type PoolNetwork, poolNetwork } from '@tvmscan/localnet';
import { backends, dispose, openMigrated } from '@tvmscan/test-support/database';
import {
  expectedReserves,
  MINTED,
  NONSENSE_POOL,
  POOLS,
  STEPS,
  TOKENS,
} from '@tvmscan/test-support/pool-prices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIndexer } from '../src/index';
import { arraySource } from './support';

let network: PoolNetwork;

beforeAll(async () => {
  network = await poolNetwork('pools-indexing', TOKENS, MINTED, POOLS, STEPS);
}, 180_000);

describe.each(backends)('pools indexed on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await openMigrated(open);
    const batches = network.net.batchesSince(null);
    await runIndexer({ database, source: arraySource(batches), signal: new AbortController().signal });
  }, 180_000);
  afterAll(async () => {
    if (database) await dispose(database);
  });

  it("holds each pool's reserves as the script gives them and as its getter answers them at that block", async () => {
    const rows = await listPoolsWithDecimals(database.db);
    const expected = expectedReserves();
    // Every pool but the one whose getter answers the same root twice.
    const sensible = network.pools.filter((_, i) => i !== NONSENSE_POOL);
    expect(rows.map((r) => r.pool).sort()).toEqual([...sensible].sort());
    const nonsense = localCall(
      network.net.account(network.pools[NONSENSE_POOL])!.boc,
      CP_POOL_ABI,
      'getReserves',
    );
    expect(nonsense.rootA).toBe(nonsense.rootB);
    for (const [i, address] of network.pools.entries()) {
      if (i === NONSENSE_POOL) continue;
      const row = rows.find((r) => r.pool === address)!;
      expect(row.kind).toBe('tvmscan_cp');
      expect([row.tokenA, row.tokenB]).toEqual([network.roots[POOLS[i].a], network.roots[POOLS[i].b]]);
      expect([row.reserveA, row.reserveB], `pool ${i}`).toEqual(expected[i]);
      expect([row.decimalsA, row.decimalsB]).toEqual([
        TOKENS[POOLS[i].a].decimals,
        TOKENS[POOLS[i].b].decimals,
      ]);
      // Read at the pool's last transaction, in the masterchain block that committed it: its getter on the
      // state the index holds for that transaction answers the same reserves.
      const id = { workchain: 0, address: toBytes(address.split(':')[1]) };
      const stored = await database.db
        .selectFrom('pools')
        .select(['last_tx_lt', 'mc_seqno'])
        .where('workchain', '=', id.workchain)
        .where('address', '=', id.address)
        .executeTakeFirstOrThrow();
      const last = await database.db
        .selectFrom('transactions')
        .select(['lt', 'mc_seqno'])
        .where('workchain', '=', id.workchain)
        .where('account', '=', id.address)
        .orderBy('lt', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ last_tx_lt: last.lt, mc_seqno: last.mc_seqno });
      const state = await database.db
        .selectFrom('accounts')
        .select(['state_boc', 'last_tx_lt'])
        .where('workchain', '=', id.workchain)
        .where('address', '=', id.address)
        .executeTakeFirstOrThrow();
      expect(state.last_tx_lt).toBe(last.lt);
      const got = localCall(state.state_boc!, CP_POOL_ABI, 'getReserves');
      expect([BigInt(got.reserveA as string), BigInt(got.reserveB as string)]).toEqual(expected[i]);
    }
  });
});
