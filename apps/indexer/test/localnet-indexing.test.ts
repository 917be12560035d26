// The real local network → indexer → database: blocks produced by @tvmscan/localnet (real TVM
// transactions, real Block BOCs, new account states) are indexed through localnetSource.
import { readCounters } from '@tvmscan/db';
import { createLocalnet } from '@tvmscan/localnet';
import { backends, dispose, openMigrated } from '@tvmscan/test-support/database';
import { describe, expect, it } from 'vitest';
import { localnetSource, runIndexer } from '../src/index';
import { abortAfterBatch } from './support';

describe.each(backends)('indexing the local network on $name', ({ open }) => {
  it('indexes produced batches with transactions and account balances, then follows live ones', async () => {
    const net = await createLocalnet({ trafficTps: 20, blockIntervalMs: 1000 });
    const database = await openMigrated(open);
    try {
      for (let i = 0; i < 2; i++) await net.produceBlock();
      const controller = new AbortController();
      const run = runIndexer({
        database,
        source: localnetSource(net),
        signal: controller.signal,
        log: abortAfterBatch(controller, 3),
      });
      await net.produceBlock(); // live: arrives through the 'batch' event
      const progress = await run;
      expect(progress).toMatchObject({ batches: 3, failedBlocks: 0, lastMcSeqno: 3 });

      const produced = net.batchesSince(null);
      expect(produced).toHaveLength(3);
      const counters = await readCounters(database.db);
      expect(counters.head_mc_seqno).toBe('3');
      expect(counters.blocks_total).toBe('6');
      expect(Number(counters.transactions_total)).toBeGreaterThan(0);
      // Workchain accounts and the masterchain's special accounts (their tick and tock run every block).
      const touched = produced.flatMap((b) =>
        [b.masterchain, ...b.shards].flatMap((s) => [...(s.accountStates?.keys() ?? [])]),
      );
      const accounts = await database.db.selectFrom('accounts').select(['balance', 'status']).execute();
      expect(accounts.length).toBe(new Set(touched).size);
      // The local network gives the new states, so every touched account has a known balance.
      expect(accounts.every((a) => a.balance !== null)).toBe(true);
    } finally {
      await dispose(database);
      await net.stop();
    }
  });
});
