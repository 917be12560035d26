// The elector's new state → the database, end to end: a real Tycho masterchain block with the elector
// account of the persistent state dumped right after it (its new state, as a source that knows states
// gives it) goes through runIndexer; the election in progress and its 13 members are then served by
// the elections reads exactly as the codec reads the elector's data (which packages/codec's elector
// test checks against @ton/core). An elector of another layout is logged once and skipped, never a
// failed batch.
import { readdirSync } from 'node:fs';
import { decodeShardState, loadElectorData, shardStateAccount, writeBoc } from '@tvmscan/codec';
import { getElectorElection, listElectionMembers } from '@tvmscan/db';
import { backends, dispose, openMigrated } from '@tvmscan/test-support/database';
import { fixturePath, fixturesDir, fixturesSkipReason, readFixtureBoc } from '@tvmscan/test-support/fixtures';
import { describe, expect, it } from 'vitest';
import { runIndexer } from '../src/index';
import { arraySource } from './support';

const NETWORKS = [
  { block: 'tycho_-1_8000000000000000_57_', state: 'tycho_persistent_-1_' },
  { block: 'tycho_one-shard_-1_8000000000000000_76_', state: 'tycho_one-shard_persistent_-1_' },
];
const named = (folder: string, prefix: string) =>
  readdirSync(fixturePath(folder)).find((n) => n.startsWith(prefix) && !n.endsWith('.json'))!;

/** The masterchain block and the elector's account as its new state (from the state after it). */
function blockWithElector({ block, state }: (typeof NETWORKS)[number]) {
  const decoded = decodeShardState(readFixtureBoc(`states/${named('states', state)}`));
  const electorId = decoded.state.custom!.config.params.get(1)!.beginParse().loadUintBig(256);
  const hex = electorId.toString(16).padStart(64, '0');
  const account = shardStateAccount(decoded.root, hex)!;
  const active = account.account!.storage.state;
  if (active.kind !== 'active') throw new Error('elector is not active');
  return {
    boc: readFixtureBoc(`blocks/${named('blocks', block)}`),
    electorKey: `-1:${hex}`,
    electorBoc: writeBoc(account.accountCell),
    data: loadElectorData(active.stateInit.data!.beginParse()),
  };
}

describe.skipIf(!fixturesDir).each(backends)(
  `elector data indexed on $name ${fixturesSkipReason}`,
  ({ open }) => {
    it.each(NETWORKS)('stores the open election of $state* with its 13 members', async (network) => {
      const { boc, electorKey, electorBoc, data } = blockWithElector(network);
      const database = await openMigrated(open);
      try {
        const progress = await runIndexer({
          database,
          source: arraySource([
            { masterchain: { boc, accountStates: new Map([[electorKey, electorBoc]]) }, shards: [] },
          ]),
          signal: new AbortController().signal,
        });
        expect(progress).toMatchObject({ batches: 1, failedBlocks: 0 });
        const elect = data.elect!;
        const election = await getElectorElection(database.db);
        expect(election).toEqual({
          electionId: elect.electAt,
          electClose: elect.electClose,
          minStake: elect.minStake.toString(),
          totalStake: elect.totalStake.toString(),
          members: 13,
          failed: elect.failed,
          finished: elect.finished,
          // An open election elects the set after the current one.
          inProgress: !elect.finished,
          mcSeqno: progress.lastMcSeqno,
        });
        const page = await listElectionMembers(database.db, elect.electAt, { limit: 20 });
        const expected = [...elect.members]
          .map(([publicKey, m]) => ({
            publicKey,
            stake: m.stake.toString(),
            maxFactor: m.maxFactor / 0x10000,
            address: `-1:${m.srcAddr}`,
            adnlAddress: m.adnlAddr,
            stakedAt: m.time,
          }))
          .sort((a, b) =>
            BigInt(a.stake) === BigInt(b.stake)
              ? b.publicKey.localeCompare(a.publicKey)
              : BigInt(b.stake) > BigInt(a.stake)
                ? 1
                : -1,
          );
        expect(page.items).toEqual(expected);
        expect(page.items.reduce((n, m) => n + BigInt(m.stake), 0n)).toBe(elect.totalStake);
      } finally {
        await dispose(database);
      }
    });

    it('logs an elector state of another layout once and indexes the batches all the same', async () => {
      // A real contract's Account BOC where the elector's state is expected (another elector build).
      const other = readFixtureBoc('accounts/everscale-types_simple_proof.boc');
      const elector = `-1:${'3'.repeat(64)}`;
      const database = await openMigrated(open);
      try {
        const warnings: string[] = [];
        const progress = await runIndexer({
          database,
          source: arraySource(
            ['everscale-types_mc_key_block.boc', 'everscale-types_mc_simple_block.boc'].map((name) => ({
              masterchain: {
                boc: readFixtureBoc(`blocks/${name}`),
                accountStates: new Map([[elector, other]]),
              },
              shards: [],
            })),
          ),
          signal: new AbortController().signal,
          log: { info: () => {}, warn: (_fields, msg) => warnings.push(msg) },
        });
        expect(progress).toMatchObject({ batches: 2, failedBlocks: 0 });
        expect(warnings).toHaveLength(1);
        expect(warnings[0]).toMatch(/^the elector's data did not decode: .*\(logged once per run\)$/);
        expect(await getElectorElection(database.db)).toBeNull();
      } finally {
        await dispose(database);
      }
    });
  },
);
