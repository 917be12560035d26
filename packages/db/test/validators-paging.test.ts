// A validator set larger than a page (spec §9: validators page by 10) on both databases: pages of 10 by
// rank, forward to the end and back, equal weights in the order the indexer ranks them (the later entry
// of the set first, as the (weight, idx) index walks descending), and the weight percents of the whole
// set adding up to 100 less the rounding down of each.
import type { Validator } from '@tvmscan/api-schema';
import { backends, dispose } from '@tvmscan/test-support/database';
import { batchOf, blockRow, hash } from '@tvmscan/test-support/rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Database,
  ingestBatch,
  listValidators,
  migrateToLatest,
  type NetworkBatch,
  type PageRequest,
} from '../src/index';

const SIZE = 23;
// Weights 230, 220, … 10, with the 5th and 6th validators tied (the elector lists equal stakes too).
const weights = Array.from({ length: SIZE }, (_, i) => BigInt((SIZE - i) * 10 - (i === 5 ? 10 : 0)));
const totalWeight = weights.reduce((a, b) => a + b, 0n);
/** Rank by idx: largest weight first, ties to the larger idx (the indexer's rule). */
const rankOf = new Map(
  weights
    .map((weight, idx) => ({ weight, idx }))
    .sort((a, b) => (a.weight === b.weight ? b.idx - a.idx : a.weight > b.weight ? -1 : 1))
    .map(({ idx }, i) => [idx, i + 1]),
);

function network(): NetworkBatch {
  const block = blockRow(-1, 1, 1, 1001);
  const setHash = hash('set:big');
  return {
    mcSeqno: 1,
    keyBlock: {
      snapshot: {
        mc_seqno: 1,
        block_root_hash: block.root_hash,
        gen_utime: 1001,
        flavor: 'everscale',
        config_addr: hash('config'),
        prev_set_hash: null,
        current_set_hash: setHash,
        next_set_hash: null,
      },
      params: [],
      sets: [
        {
          set: {
            hash: setHash,
            utime_since: 1000,
            utime_until: 2000,
            total: SIZE,
            main: SIZE,
            total_weight: totalWeight,
            first_mc_seqno: 1,
          },
          validators: weights.map((weight, i) => ({
            set_hash: setHash,
            idx: i,
            rank: rankOf.get(i) as number,
            public_key: hash(`key:${i}`),
            weight,
            adnl_addr: null,
          })),
        },
      ],
      election: null,
    },
    shardLayout: [],
    blockCounters: [],
    globalBalance: null,
  };
}

describe.each(backends)('a set of 23 validators on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await migrateToLatest(database);
    const block = blockRow(-1, 1, 1, 1001);
    await ingestBatch(
      database,
      batchOf(1, { blocks: [block], transactions: [], messages: [], accounts: [], network: network() }),
    );
  });
  afterAll(() => dispose(database));

  const page = async (req: PageRequest) => (await listValidators(database.db, 'current', req)).page;
  const ranks = (items: Validator[]) => items.map((v) => v.rank);

  it('pages by 10 in rank order to the end and back', async () => {
    const first = await page({ limit: 10 });
    expect(ranks(first.items)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // The tied pair: the later entry of the set ranks first.
    expect(first.items.slice(5, 7).map((v) => v.weight)).toEqual(['170', '170']);
    expect(first.hasNext).toBe(true);
    const second = await page({ limit: 10, after: first.lastKey! });
    expect(ranks(second.items)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    const third = await page({ limit: 10, after: second.lastKey! });
    expect(ranks(third.items)).toEqual([21, 22, 23]);
    expect(third.hasNext).toBe(false);
    const back = await page({ limit: 10, before: second.firstKey! });
    expect(back.items).toEqual(first.items);
  });

  it('gives each weight percent to 4 decimals, rounded down, summing to just under 100', async () => {
    const all = (await page({ limit: 100 })).items;
    expect(all).toHaveLength(SIZE);
    expect(all.every((v) => /^\d+\.\d{4}$/.test(v.weightPercent))).toBe(true);
    const sum = all.reduce((s, v) => s + Number(v.weightPercent), 0);
    expect(sum).toBeLessThanOrEqual(100);
    expect(sum).toBeGreaterThan(100 - SIZE * 0.0001);
  });
});
