// A second explorer following the first over each network protocol the first serves: the node GraphQL
// at /graphql (decision 0047) and Tycho's JSON-RPC block calls at /rpc (decision 0052). The shared
// `tvmscan dev` serves its local network's blocks there, and `tvmscan dev --source <protocol>://…`
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

describe.each([
  { protocol: 'graphql+http', path: '/graphql' },
  { protocol: 'jrpc+http', path: '/rpc' },
])('tvmscan dev --source $protocol:// (a second explorer following the first)', ({ protocol, path }) => {
  let second: Stack;
  let head: number;

  beforeAll(async () => {
    // A run may start here, right after the first explorer: give it a history to follow.
    await waitFor(async () => (await latest(first)) >= 20, 60_000);
    head = await latest(first);
    const { host } = new URL(first);
    second = await startStack({ extraArgs: ['--source', `${protocol}://${host}${path}`] });
    // Catching up reads every block the first has made so far.
    await waitFor(async () => (await latest(second.baseUrl)) >= head, 300_000);
  }, 420_000);

  afterAll(async () => {
    await second?.stop();
    second?.dispose();
  });

  it('follows the first explorer instead of starting a local network', () => {
    expect(second.output()).toContain(`${protocol}://`);
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
