// A second explorer following the first over the node GraphQL (decision 0047): the shared `tvmscan dev`
// serves its local network's blocks at /graphql, and `tvmscan dev --source graphql+http://…/graphql`
// indexes them instead of starting a network of its own. Once it has caught up with the first, both
// explorers' APIs answer the same blocks — masterchain blocks from the chain's start and its head, and
// every shard block they name — with the same headers, value flows, account blocks and transaction
// counts.
import type { BlockDetails, StatsResponse as Stats } from '@tvmscan/api-schema';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, type Stack, startStack, waitFor } from './support/stack';

const first = inject('stackUrl');
const MASTERCHAIN = { workchain: -1, shard: '8000000000000000' };

const latest = async (baseUrl: string) =>
  (await api<Stats>(baseUrl, '/api/explorer/stats')).latestMcSeqno ?? 0;
const block = (baseUrl: string, id: object) => api<BlockDetails>(baseUrl, '/api/explorer/blocks', id);

describe('tvmscan dev --source graphql+http:// (a second explorer following the first)', () => {
  let second: Stack;
  let head: number;

  beforeAll(async () => {
    // A run may start here, right after the first explorer: give it a history to follow.
    await waitFor(async () => (await latest(first)) >= 20, 60_000);
    head = await latest(first);
    const { host } = new URL(first);
    second = await startStack({ extraArgs: ['--source', `graphql+http://${host}/graphql`] });
    // Catching up reads every block the first has made so far, over pages of 50.
    await waitFor(async () => (await latest(second.baseUrl)) >= head, 300_000);
  }, 420_000);

  afterAll(async () => {
    await second?.stop();
    second?.dispose();
  });

  it('follows the first explorer instead of starting a local network', () => {
    expect(second.output()).toContain('graphql+http://');
    expect(second.output()).not.toContain('Starting the local network');
  });

  it('holds the same masterchain and shard blocks as the first', async () => {
    expect(head).toBeGreaterThan(10);
    const seqnos = [1, 2, 3, 4, 5, head - 4, head - 3, head - 2, head - 1, head];
    let shardBlocks = 0;
    let transactions = 0;
    for (const seqno of seqnos) {
      const mine = await block(first, { ...MASTERCHAIN, seqno });
      expect(await block(second.baseUrl, { ...MASTERCHAIN, seqno }), `masterchain ${seqno}`).toEqual(mine);
      transactions += mine.transactionCount;
      for (const { info } of mine.shardsInfo) {
        const shard = await block(first, { id: info.rootHash });
        expect(await block(second.baseUrl, { id: info.rootHash }), `shard block ${info.rootHash}`).toEqual(
          shard,
        );
        shardBlocks++;
        transactions += shard.transactionCount;
      }
    }
    // The comparison covered shard blocks and transactions, not only empty masterchain blocks.
    expect(shardBlocks).toBeGreaterThanOrEqual(seqnos.length);
    expect(transactions).toBeGreaterThan(0);
  });
});
