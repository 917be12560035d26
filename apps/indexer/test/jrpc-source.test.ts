// A second indexer following a running local network over Tycho's JSON-RPC (decision 0052): the network's
// own JSON-RPC endpoint is served over HTTP, the follower is named by its jrpc+http URL and indexes into
// a database of its own, and ends with the blocks the network produced (root hashes and transaction
// count), across the network's shard split. Then the same over a proxy that injects faults — a 503, a
// 429 with Retry-After, a dropped connection, the node's "not ready", and a block answered with another
// block's bytes — after which the database holds every block once and the forged block was reported,
// not stored. A follower resumed from a checkpoint yields exactly the batches after it, and a node
// without the block calls is refused by name.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createJrpcEndpoint, createLocalnet, type Localnet } from '@tvmscan/localnet';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jrpcSource, type MasterchainBatch, runIndexer, sourceFromUrl } from '../src/index';
import { bodyOf, followsLive, jsonServer, listen, produced, recorded, rootHash, stored } from './followed';

let net: Localnet;
let server: Server;
let url: string;

const close = (s: Server) => new Promise((resolve) => s.close(resolve));

beforeAll(async () => {
  net = await createLocalnet({ trafficTps: 20, blockIntervalMs: 400, splitAtMcSeqno: 3 });
  const endpoint = createJrpcEndpoint(net);
  server = jsonServer((body) => endpoint.handle(body));
  url = `http://127.0.0.1:${await listen(server)}/rpc`;
}, 120_000);

afterAll(async () => {
  await net?.stop();
  if (server) await close(server);
});

/** A proxy in front of the network's endpoint; `fault` answers a request itself or returns false. */
async function proxy(
  fault: (
    call: { n: number; method: string; body: string },
    response: ServerResponse,
    request: IncomingMessage,
  ) => Promise<boolean> | boolean,
) {
  let n = 0;
  const s = createServer(async (request, response) => {
    const body = await bodyOf(request);
    n++;
    const method = (JSON.parse(body) as { method: string }).method;
    if (await fault({ n, method, body }, response, request)) return;
    const upstream = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end(await upstream.text());
  });
  return { server: s, url: `jrpc+http://127.0.0.1:${await listen(s)}/rpc` };
}

describe('the JSON-RPC source', () => {
  it('follows a running local network over jrpc+http into its own database, across a shard split', async () => {
    await followsLive(net, sourceFromUrl(`jrpc+${url}`, { followIntervalMs: 100 }));
  }, 120_000);

  it('survives a 503, a 429 with Retry-After, a dropped connection, "not ready" and a forged block', async () => {
    for (let i = 0; i < 3; i++) await net.produceBlock();
    const head = net.head().mcSeqno;
    const log: { at: number; what: string }[] = [];
    let forged: string | null = null;
    let blockCalls = 0;
    const faulty = await proxy(async ({ n, method, body }, response, request) => {
      const at = Date.now();
      const say = (what: string) => log.push({ at, what });
      if (method === 'getBlockData') blockCalls++;
      if (n === 3) {
        say('503');
        response.writeHead(503).end('busy');
        return true;
      }
      if (n === 4) {
        say('429');
        response.writeHead(429, { 'retry-after': '1' }).end();
        return true;
      }
      if (n === 5) {
        say('drop');
        request.socket.destroy();
        return true;
      }
      if (n === 6) {
        say('not ready');
        const { id } = JSON.parse(body);
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32001, message: 'not ready' } }));
        return true;
      }
      if (method === 'getBlockData' && blockCalls === 3 && forged === null) {
        // Another block's bytes under this block's id.
        const { id, params } = JSON.parse(body);
        forged = params.blockId as string;
        say('forged');
        const other = Buffer.from(net.batch(1).masterchain.boc).toString('base64');
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ jsonrpc: '2.0', id, result: { data: other } }));
        return true;
      }
      return false;
    });
    const database = await openMigrated();
    try {
      const refused: string[] = [];
      const seen: number[] = [];
      const source = jrpcSource(faulty.url, {
        retryBaseMs: 50,
        retryCapMs: 400,
        onRefused: (message) => refused.push(message),
      });
      const progress = await runIndexer({
        database,
        source: recorded(source, seen),
        signal: new AbortController().signal,
      });
      expect(log.map((l) => l.what)).toEqual(['503', '429', 'drop', 'not ready', 'forged']);
      // The request after the 429 waited at least its Retry-After.
      expect(log[2].at - log[1].at).toBeGreaterThanOrEqual(1000);
      expect(refused).toHaveLength(1);
      expect(refused[0]).toContain(
        `block ${forged} refused: its root hash is ${rootHash(net.batch(1).masterchain.boc)}`,
      );
      // Every batch once, in order, none skipped.
      expect(seen).toEqual(Array.from({ length: head }, (_, i) => i + 1));
      expect(progress.lastMcSeqno).toBe(head);
      const expected = produced(net, head);
      const actual = await stored(database);
      expect(actual.hashes).toEqual(expected.hashes);
      expect(actual.transactions).toBe(expected.transactions);
    } finally {
      await close(faulty.server);
      await dispose(database);
    }
  }, 120_000);

  it('resumed from a checkpoint, yields exactly the batches after it', async () => {
    const head = net.head().mcSeqno;
    const checkpoint = 4;
    const got: MasterchainBatch[] = [];
    for await (const batch of jrpcSource(`jrpc+${url}`).batches(checkpoint, new AbortController().signal))
      got.push(batch);
    const hashes = (b: MasterchainBatch) =>
      [b.masterchain, ...b.shards].map(({ boc }) => rootHash(boc)).sort();
    expect(got.map(hashes)).toEqual(
      Array.from({ length: head - checkpoint }, (_, i) => hashes(net.batch(checkpoint + 1 + i))),
    );
  });

  it('refuses a node without the block calls, naming what it lacks', async () => {
    const light = await proxy(({ method, body }, response) => {
      if (method !== 'getCapabilities') return false;
      const { id } = JSON.parse(body);
      // A light node of Tycho: no allow_huge_requests, not full.
      const result = [
        'getCapabilities',
        'getLatestKeyBlock',
        'getBlockchainConfig',
        'getContractState',
        'getTimings',
      ];
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id, result }));
      return true;
    });
    try {
      await expect(
        (async () => {
          for await (const _ of jrpcSource(light.url).batches(null, new AbortController().signal)) break;
        })(),
      ).rejects.toThrow(/does not serve getBlockData, getTransactionBlockId: .*allow_huge_requests/);
      expect(() => sourceFromUrl(light.url, { states: [new Uint8Array(1)] })).toThrow(
        'a JSON-RPC source takes no starting states',
      );
    } finally {
      await close(light.server);
    }
  });
});
