// The elector's data as the indexer writes it (NetworkBatch.elector) and as the validators and
// elections reads serve it: a set's validators get the wallet, stake and bonus share (by weight,
// rounded up) of the past election that produced the set, matched by the set cell's hash or else by
// its start; the election in progress lists its members by stake. Rows only move to a newer state.

import { backends, dispose } from '@tvmscan/test-support/database';
import { batchOf, blockRow, hash } from '@tvmscan/test-support/rows';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Database,
  type ElectorBatch,
  getElectorElection,
  getValidatorSet,
  ingestBatch,
  listElectionMembers,
  listValidators,
  migrateToLatest,
  type NetworkBatch,
} from '../src/index';

const hexOf = (b: Buffer) => b.toString('hex');
const SET_SINCE = 1000;
const WEIGHTS = [3n << 58n, 1n << 58n];
const TOTAL_WEIGHT = WEIGHTS[0] + WEIGHTS[1];

/** A key block publishing set `label` as the current one (two validators, weights 3:1). */
function keyBlock(mcSeqno: number, label: string): NetworkBatch['keyBlock'] {
  const setHash = hash(`set:${label}`);
  return {
    snapshot: {
      mc_seqno: mcSeqno,
      block_root_hash: blockRow(-1, mcSeqno, mcSeqno, 2000).root_hash,
      gen_utime: 2000,
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
          utime_since: SET_SINCE,
          utime_until: 3000,
          total: 2,
          main: 2,
          total_weight: TOTAL_WEIGHT,
          first_mc_seqno: mcSeqno,
        },
        validators: WEIGHTS.map((weight, idx) => ({
          set_hash: setHash,
          idx,
          rank: idx + 1,
          public_key: hash(`key:${idx}`),
          weight,
          adnl_addr: null,
        })),
      },
    ],
    election: null,
  };
}

/** The elector's state: an election open for 3000 with three members, and the past election of a set. */
function elector(
  mcSeqno: number,
  opts: { vsetHash: Buffer; bonuses: bigint; electionId?: number },
): ElectorBatch {
  const electionId = opts.electionId ?? SET_SINCE;
  const stakes = [5n, 7n, 7n].map((n) => n * 1_000_000_000_000n);
  return {
    election: {
      row: {
        election_id: 3000,
        elect_close: 2900,
        min_stake: 1_000_000_000_000n,
        total_stake: stakes.reduce((a, b) => a + b),
        failed: false,
        finished: false,
        members: stakes.length,
        mc_seqno: mcSeqno,
      },
      members: stakes.map((stake, i) => ({
        election_id: 3000,
        public_key: hash(`next:${i}`),
        stake,
        stake_time: 2100 + i,
        max_factor: 3 * 65536,
        wallet: hash(`wallet:next:${i}`),
        adnl_addr: hash(`adnl:${i}`),
        mc_seqno: mcSeqno,
      })),
    },
    pastElections: [
      {
        row: {
          election_id: electionId,
          vset_hash: opts.vsetHash,
          unfreeze_at: 3060,
          stake_held: 60,
          total_stake: 40_000_000_000_000n,
          bonuses: opts.bonuses,
          mc_seqno: mcSeqno,
        },
        frozen: WEIGHTS.map((weight, idx) => ({
          election_id: electionId,
          public_key: hash(`key:${idx}`),
          wallet: hash(`wallet:${idx}`),
          weight,
          stake: (idx === 0 ? 30_000_000_000_000n : 10_000_000_000_000n) as bigint,
          banned: false,
          mc_seqno: mcSeqno,
        })),
      },
    ],
  };
}

function batch(mcSeqno: number, parts: { keyBlock?: NetworkBatch['keyBlock']; elector?: ElectorBatch }) {
  const block = blockRow(-1, mcSeqno, mcSeqno, 2000 + mcSeqno);
  return batchOf(mcSeqno, {
    blocks: [block],
    transactions: [],
    messages: [],
    accounts: [],
    network: {
      mcSeqno,
      keyBlock: parts.keyBlock ?? null,
      shardLayout: [],
      blockCounters: [],
      globalBalance: null,
      elector: parts.elector ?? null,
    },
  });
}

describe.each(backends)('elector data on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await migrateToLatest(database);
  });
  afterAll(() => dispose(database));

  it('gives each validator of a set its wallet, stake and bonus share, whichever arrived first', async () => {
    // The elector's state first, the key block publishing the set after.
    await ingestBatch(
      database,
      batch(1, { elector: elector(1, { vsetHash: hash('set:a'), bonuses: 1001n }) }),
    );
    await ingestBatch(database, batch(2, { keyBlock: keyBlock(2, 'a') }));
    const found = await getValidatorSet(database.db, 'current');
    expect(found?.set).toMatchObject({ totalStake: '40000000000000', totalBonuses: '1001' });
    const { page } = await listValidators(database.db, 'current', { limit: 10 });
    expect(page.items.map((v) => [v.rank, v.address, v.stake, v.bonuses])).toEqual([
      // 1001 × 3/4 = 750.75 and 1001 × 1/4 = 250.25, each rounded up.
      [1, `-1:${hexOf(hash('wallet:0'))}`, '30000000000000', '751'],
      [2, `-1:${hexOf(hash('wallet:1'))}`, '10000000000000', '251'],
    ]);
  });

  it('moves to a newer state only, and writes nothing for an unchanged one', async () => {
    await ingestBatch(
      database,
      batch(4, { elector: elector(4, { vsetHash: hash('set:a'), bonuses: 2000n }) }),
    );
    // An older state replayed (a re-ingest of batch 3) changes nothing.
    await ingestBatch(
      database,
      batch(3, { elector: elector(3, { vsetHash: hash('set:a'), bonuses: 1500n }) }),
    );
    const past = await database.db.selectFrom('elector_past_elections').selectAll().executeTakeFirstOrThrow();
    expect(past).toMatchObject({ bonuses: '2000', mc_seqno: '4' });
    // Frozen stakes unchanged since block 1, and block 5 repeating block 4: no row moved.
    await ingestBatch(
      database,
      batch(5, { elector: elector(5, { vsetHash: hash('set:a'), bonuses: 2000n }) }),
    );
    const { rows } = await sql<{ mc_seqno: string }>`SELECT mc_seqno FROM elector_frozen`.execute(
      database.db,
    );
    expect(rows.map((r) => r.mc_seqno)).toEqual(['1', '1']);
    const { page } = await listValidators(database.db, 'current', { limit: 10 });
    expect(page.items.map((v) => v.bonuses)).toEqual(['1500', '500']);
  });

  it("finds a set's election by its start when the elector recorded another cell hash", async () => {
    const other = await open();
    try {
      await migrateToLatest(other);
      await ingestBatch(other, batch(1, { keyBlock: keyBlock(1, 'b') }));
      await ingestBatch(
        other,
        batch(2, { elector: elector(2, { vsetHash: hash('elsewhere'), bonuses: 4n }) }),
      );
      const { set, page } = await listValidators(other.db, 'current', { limit: 10 });
      expect(set).toMatchObject({ totalBonuses: '4' });
      expect(page.items.map((v) => v.bonuses)).toEqual(['3', '1']);
      // No past election with that hash or start: stakes stay unknown.
      const none = await open();
      try {
        await migrateToLatest(none);
        await ingestBatch(none, batch(1, { keyBlock: keyBlock(1, 'c') }));
        await ingestBatch(
          none,
          batch(2, { elector: elector(2, { vsetHash: hash('elsewhere'), bonuses: 4n, electionId: 999 }) }),
        );
        const unknown = await listValidators(none.db, 'current', { limit: 10 });
        expect(unknown.set).toMatchObject({ totalStake: null, totalBonuses: null });
        expect(unknown.page.items.map((v) => [v.address, v.stake, v.bonuses])).toEqual([
          [null, null, null],
          [null, null, null],
        ]);
      } finally {
        await dispose(none);
      }
    } finally {
      await dispose(other);
    }
  });

  it('serves the election in progress and its members by stake, keyset-paged', async () => {
    expect(await getElectorElection(database.db)).toEqual({
      electionId: 3000,
      electClose: 2900,
      minStake: '1000000000000',
      totalStake: '19000000000000',
      members: 3,
      failed: false,
      finished: false,
      // It elects the set starting at 3000, after the current one's start (1000).
      inProgress: true,
      mcSeqno: 1,
    });
    expect(await getElectorElection(database.db, 3000)).toMatchObject({ electionId: 3000 });
    expect(await getElectorElection(database.db, 2999)).toBeNull();
    const first = await listElectionMembers(database.db, 3000, { limit: 2 });
    expect(first.items.map((m) => m.stake)).toEqual(['7000000000000', '7000000000000']);
    expect(first.hasNext).toBe(true);
    const second = await listElectionMembers(database.db, 3000, { limit: 2, after: first.lastKey! });
    expect(second.items).toEqual([
      {
        publicKey: hexOf(hash('next:0')),
        stake: '5000000000000',
        maxFactor: 3,
        address: `-1:${hexOf(hash('wallet:next:0'))}`,
        adnlAddress: hexOf(hash('adnl:0')),
        stakedAt: 2100,
      },
    ]);
    expect(second.hasNext).toBe(false);
  });

  it('has no election in progress once the elector finished it, and keeps the stakes it took', async () => {
    // Finishing, the elector empties the election's members.
    const finished = elector(6, { vsetHash: hash('set:a'), bonuses: 2000n });
    finished.election = { row: { ...finished.election!.row, finished: true, members: 0 }, members: [] };
    await ingestBatch(database, batch(6, { elector: finished }));
    expect(await getElectorElection(database.db)).toMatchObject({
      electionId: 3000,
      members: 3,
      finished: true,
      inProgress: false,
      mcSeqno: 6,
    });
    const { items } = await listElectionMembers(database.db, 3000, { limit: 10 });
    expect(items).toHaveLength(3);
  });
});
