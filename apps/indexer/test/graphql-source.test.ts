// A second indexer following a running local network over the node GraphQL (decision 0047): the
// network's own GraphQL endpoint is served over HTTP, the follower is named by its graphql+http URL and
// indexes into a database of its own, and ends with the blocks the network produced (root hashes and
// transaction count). Then the same over a proxy that injects faults — a 503, a 429 with Retry-After, a
// dropped connection, a page served twice, a shard block whose BOC is not the block named and a page
// that leaves a shard block out — after
// which the database holds every block once and the refused block was reported, not stored.
import { createServer, type Server } from 'node:http';
import { decodeBlock } from '@tvmscan/codec';
import { createGraphqlEndpoint, createLocalnet, type Localnet } from '@tvmscan/localnet';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlSource, runIndexer, sourceFromUrl } from '../src/index';
import { bodyOf, followsLive, jsonServer, listen, produced, recorded, stored } from './followed';

let net: Localnet;
let server: Server;
let url: string;

beforeAll(async () => {
  net = await createLocalnet({ trafficTps: 20, blockIntervalMs: 400, splitAtMcSeqno: 3 });
  const endpoint = createGraphqlEndpoint(net);
  server = jsonServer((body) => endpoint.handle(body));
  url = `http://127.0.0.1:${await listen(server)}/graphql`;
}, 120_000);

afterAll(async () => {
  await net?.stop();
  await new Promise((resolve) => server?.close(resolve));
});

describe('the GraphQL source', () => {
  it('follows a running local network over graphql+http into its own database', async () => {
    await followsLive(net, sourceFromUrl(`graphql+${url}`, { followIntervalMs: 100, env: {} }));
  }, 120_000);

  it('survives a 503, a 429 with Retry-After, a dropped connection, a page twice, a forged and a left-out block', async () => {
    for (let i = 0; i < 4; i++) await net.produceBlock();
    const head = net.head().mcSeqno;
    const log: { at: number; what: string }[] = [];
    let last = '';
    let forged: string | null = null;
    let count = 0;
    const proxy = createServer(async (request, response) => {
      const body = await bodyOf(request);
      count++;
      const at = Date.now();
      if (count === 2) {
        log.push({ at, what: '503' });
        response.writeHead(503).end('busy');
        return;
      }
      if (count === 3) {
        log.push({ at, what: '429' });
        response.writeHead(429, { 'retry-after': '1' }).end();
        return;
      }
      if (count === 4) {
        log.push({ at, what: 'drop' });
        request.socket.destroy();
        return;
      }
      if (count === 5 && last) {
        log.push({ at, what: 'twice' });
        response.writeHead(200, { 'content-type': 'application/json' }).end(last);
        return;
      }
      const upstream = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      let text = await upstream.text();
      const answer = JSON.parse(text);
      const edges = answer.data?.blockchain?.blocks?.edges ?? [];
      const shard = edges.findIndex((e: { node: { workchain_id: number } }) => e.node.workchain_id === 0);
      const later = edges.findIndex(
        (e: { node: { workchain_id: number; master_seq_no: number } }) =>
          e.node.workchain_id === 0 && e.node.master_seq_no >= 2,
      );
      if (count === 9 && later >= 0) {
        // A shard block left out: its masterchain block names it, so the range is asked for again.
        edges.splice(later, 1);
        text = JSON.stringify(answer);
        log.push({ at, what: 'lacking' });
      } else if (count === 7 && shard >= 0 && edges.length > 1) {
        // The BOC of another block under this one's hash.
        const other = edges[(shard + 1) % edges.length].node;
        forged = edges[shard].node.hash;
        edges[shard].node.boc = other.boc;
        text = JSON.stringify(answer);
        log.push({ at, what: 'forged' });
      } else {
        log.push({ at, what: 'ok' });
        last = text;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(text);
    });
    const port = await listen(proxy);
    const database = await openMigrated();
    try {
      const refused: string[] = [];
      const seen: number[] = [];
      const source = graphqlSource(`graphql+http://127.0.0.1:${port}/graphql`, {
        pageSize: 4,
        retryBaseMs: 50,
        retryCapMs: 400,
        onRefused: (message) => refused.push(message),
      });
      const progress = await runIndexer({
        database,
        source: recorded(source, seen),
        signal: new AbortController().signal,
      });
      expect(log.map((l) => l.what).slice(0, 10)).toEqual([
        'ok',
        '503',
        '429',
        'drop',
        'twice',
        'ok',
        'forged',
        'ok',
        'lacking',
        'ok',
      ]);
      // The request after the 429 waited at least its Retry-After.
      expect(log[3].at - log[2].at).toBeGreaterThanOrEqual(1000);
      expect(forged).not.toBeNull();
      expect(refused).toHaveLength(1);
      expect(refused[0]).toContain(`${forged} refused: its root hash is`);
      // Every batch once, in order, none skipped.
      expect(seen).toEqual(Array.from({ length: head }, (_, i) => i + 1));
      expect(progress.lastMcSeqno).toBe(head);
      const expected = produced(net, head);
      const actual = await stored(database);
      expect(actual.hashes).toEqual(expected.hashes);
      expect(actual.transactions).toBe(expected.transactions);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
      await dispose(database);
    }
  }, 120_000);

  it('puts TVMSCAN_GRAPHQL_PROJECT_ID in the path and sends TVMSCAN_GRAPHQL_SECRET as basic auth', async () => {
    const seen: { path?: string; authorization?: string }[] = [];
    const endpoint = createGraphqlEndpoint(net);
    const keyed = createServer(async (request, response) => {
      const body = await bodyOf(request);
      seen.push({ path: request.url, authorization: request.headers.authorization });
      const allowed =
        request.url === '/p-42/graphql' &&
        request.headers.authorization === `Basic ${Buffer.from(':s3cret').toString('base64')}`;
      if (!allowed) {
        response.writeHead(401).end('{"errors":[{"message":"unauthorized"}]}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(endpoint.handle(body));
    });
    const port = await listen(keyed);
    try {
      const env = { TVMSCAN_GRAPHQL_PROJECT_ID: 'p-42', TVMSCAN_GRAPHQL_SECRET: 's3cret' };
      const source = sourceFromUrl(`graphql+http://127.0.0.1:${port}/graphql`, { env });
      const controller = new AbortController();
      for await (const batch of source.batches(null, controller.signal)) {
        expect(decodeBlock(batch.masterchain.boc).block.info.seqNo).toBe(1);
        controller.abort();
      }
      expect(seen[0]).toEqual({
        path: '/p-42/graphql',
        authorization: `Basic ${Buffer.from(':s3cret').toString('base64')}`,
      });
      // Without the secret the server's refusal stops the source with its message.
      const bare = sourceFromUrl(`graphql+http://127.0.0.1:${port}/p-42/graphql`, { env: {} });
      await expect(
        (async () => {
          for await (const _ of bare.batches(null, new AbortController().signal)) break;
        })(),
      ).rejects.toThrow('unauthorized');
      // Its blocks start after the checkpoint: no chain of starting states to follow.
      expect(() =>
        sourceFromUrl(`graphql+http://127.0.0.1:${port}/graphql`, { states: [new Uint8Array(1)] }),
      ).toThrow('a GraphQL source takes no starting states');
    } finally {
      await new Promise((resolve) => keyed.close(resolve));
    }
  });
});
