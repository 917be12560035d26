// A contract whose getters never return must not hold the indexer: the looper (the local network's
// contracts/looper.fc, every call loops until nekoton's gas limit, over a minute) is deployed twice on a
// network that also runs the token scenario, and the indexer must go through every batch with its
// thread never stalled for as long as the getter timeout, the looper's code run once and remembered as
// 'other', and the real tokens beside it derived as usual.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { nekoton } from '@tvmscan/contracts';
import type { Database } from '@tvmscan/db';
import {
  createLocalnet,
  giverMessage,
  type Localnet,
  looperDeploy,
  type MasterchainBatch,
} from '@tvmscan/localnet';
import { backends, dispose, openMigrated } from '@tvmscan/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIndexer } from '../src/index';
import { arraySource } from './support';

const BLOCKS = 16;
const TIMEOUT_MS = 2000;
const DEADLINE_MS = 90_000;

async function fund(net: Localnet, dest: string) {
  net.sendMessage(await giverMessage(net, dest, 5_000_000_000n));
}

let batches: MasterchainBatch[];
let loopers: string[];
let looperCode: string;

beforeAll(async () => {
  const net = await createLocalnet({ flavor: 'everscale', seed: 'getter-timeout', trafficTps: 5 });
  const first = await looperDeploy(1);
  const second = await looperDeploy(2);
  loopers = [first.address, second.address];
  await fund(net, first.address);
  await fund(net, second.address);
  for (let i = 0; i < 2; i++) await net.produceBlock();
  net.sendMessage(first.deploy);
  // The second looper deploys many batches later: its code must be skipped then, not run again.
  for (let i = 0; i < 8; i++) await net.produceBlock();
  net.sendMessage(second.deploy);
  for (let i = 10; i < BLOCKS; i++) await net.produceBlock();
  const states = loopers.map((a) =>
    nekoton.parseFullAccountBoc(Buffer.from(net.account(a)!.boc).toString('base64')),
  );
  for (const state of states) expect(state?.isDeployed).toBe(true);
  looperCode = states[0]!.codeHash!;
  batches = net.batchesSince(null);
}, 240_000);

describe.each(backends)('a getter that never returns, on $name', ({ open }) => {
  let database: Database;
  const timeouts: object[] = [];
  let stalledMs = 0;
  let progress: Awaited<ReturnType<typeof runIndexer>>;

  beforeAll(async () => {
    database = await openMigrated(open);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    // Indexing these batches takes seconds with the cap; without it the first probe alone runs a minute
    // or more. Whatever is not indexed by the deadline counts as not indexed.
    const deadline = AbortSignal.timeout(DEADLINE_MS);
    progress = await runIndexer({
      database,
      source: arraySource(batches),
      signal: deadline,
      getterTimeoutMs: TIMEOUT_MS,
      log: {
        info: () => {},
        warn: (fields, msg) => {
          if (msg.includes('timeout')) timeouts.push(fields);
        },
      },
    });
    delay.disable();
    stalledMs = delay.max / 1e6;
  }, 400_000);
  afterAll(async () => {
    if (database) await dispose(database);
  });

  it('indexes every batch while the thread it runs on (the API’s, in tvmscan dev) never stalls', () => {
    expect(progress.batches).toBe(BLOCKS);
    expect(stalledMs).toBeLessThan(TIMEOUT_MS);
  });

  it('runs the looping code once, cut off at the timeout, and remembers it as other', async () => {
    expect(timeouts).toEqual([{ codeHash: looperCode, account: loopers[0] }]);
    const row = await database.db
      .selectFrom('contract_interfaces')
      .selectAll()
      .where('code_hash', '=', Buffer.from(looperCode, 'hex'))
      .executeTakeFirstOrThrow();
    expect(row.kind).toBe('other');
  });

  it('derives the real tokens beside it', async () => {
    const roots = await database.db.selectFrom('token_roots').select(['address']).execute();
    expect(roots.length).toBeGreaterThan(0);
  });
});
