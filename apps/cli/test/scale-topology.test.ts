// The production topology of issue [scale], end to end with the real commands: a PostgreSQL primary
// and a streaming replica this suite builds itself (test-support/pg-cluster.ts: initdb, pg_basebackup
// -R, pg_ctl; never the machine's shared server); two `tvmscan index --follow` following a running
// local network over its node GraphQL, one writing and one waiting for the lease; two `tvmscan serve`
// reading from the replica (TVMSCAN_READ_DATABASE_URL) with one shared cursor key. The writing indexer
// is killed midway: the other takes over, every masterchain block is stored once with no gap, both API
// processes' live streams see every block, and a list read through one process pages on through the
// other.
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Database, migrateToLatest, openDatabase, readCheckpoint } from '@tvmscan/db';
import { createGraphqlEndpoint, createLocalnet, type Localnet } from '@tvmscan/localnet';
import {
  type PgCluster,
  pgClusterSkipReason,
  startPgCluster,
  startPgReplica,
} from '@tvmscan/test-support/pg-cluster';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAll, tvmscan } from './command-child';

const SECRET = 'shared-cursor-secret-of-the-deployment!';

let primary: PgCluster;
let replica: PgCluster;
let primaryDb: Database;
let net: Localnet;
let graphql: Server;
let graphqlUrl: string;

async function listen(server: Server, port = 0): Promise<number> {
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((done) => probe.close(done));
  return port;
}

async function bodyOf(message: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The masterchain seqnos of the `block` events a live stream sends, and how the stream went. A refused
 * connection (503 while the process sheds load, as it may just after its start) is tried again, as a
 * browser's EventSource does.
 */
function liveBlocks(base: string) {
  let req: ReturnType<typeof request> | null = null;
  let closed = false;
  const stream = {
    seqnos: [] as number[],
    connected: false,
    said: [] as string[],
    close: () => {
      closed = true;
      req?.destroy();
    },
  };
  const retry = () => {
    if (!closed && !stream.connected) setTimeout(connect, 300);
  };
  const connect = () => {
    req = request(`${base}/api/explorer/live`, { headers: { accept: 'text/event-stream' } }, (res) => {
      stream.said.push(`status ${res.statusCode}`);
      if (res.statusCode !== 200) {
        res.resume();
        return retry();
      }
      let rest = '';
      res.setEncoding('utf8').on('data', (chunk: string) => {
        if (chunk.includes(': connected')) stream.connected = true;
        const frames = (rest + chunk).split('\n\n');
        rest = frames.pop() ?? '';
        for (const frame of frames) {
          const event = /^event: (.+)$/m.exec(frame)?.[1];
          const data = /^data: (.+)$/m.exec(frame)?.[1];
          if (event === 'block' && data)
            stream.seqnos.push((JSON.parse(data) as { mcSeqno: number }).mcSeqno);
        }
      });
      res.on('close', () => stream.said.push('closed'));
    });
    req.on('error', (error) => {
      stream.said.push(`error ${error.message}`);
      retry();
    });
    req.end();
  };
  connect();
  return stream;
}

async function waitFor(
  what: string | (() => string),
  check: () => Promise<boolean> | boolean,
  ms: number,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    await sleep(100);
  }
}

describe.skipIf(pgClusterSkipReason !== '')(
  `many API processes, one writer, a replica ${pgClusterSkipReason}`,
  () => {
    beforeAll(async () => {
      primary = await startPgCluster();
      primaryDb = await openDatabase({ url: primary.url });
      await migrateToLatest(primaryDb);
      replica = await startPgReplica(primary);
      net = await createLocalnet({ trafficTps: 10, blockIntervalMs: 60_000 });
      const endpoint = createGraphqlEndpoint(net);
      graphql = createServer(async (req, res) => {
        const body = await bodyOf(req);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(endpoint.handle(body));
      });
      graphqlUrl = `graphql+http://127.0.0.1:${await listen(graphql)}/graphql`;
    }, 180_000);

    afterAll(async () => {
      killAll();
      await net?.stop();
      await new Promise((done) => graphql?.close(done));
      await primaryDb?.close();
      await replica?.destroy();
      await primary?.destroy();
    });

    it('hands the writing over without a gap or a duplicate while both API processes stream every block', {
      timeout: 240_000,
    }, async () => {
      const indexArgs = ['index', '--source', graphqlUrl, '--follow', '--database-url', primary.url];
      const first = tvmscan(indexArgs, {});
      await first.until('indexer lease taken', 60_000);
      const second = tvmscan(indexArgs, {});
      await second.until('another indexer holds the lease', 60_000);

      const serveEnv = {
        TVMSCAN_CURSOR_SECRET: SECRET,
        TVMSCAN_READ_DATABASE_URL: replica.url,
        TVMSCAN_RATE_LIMIT: '0',
        TVMSCAN_METRICS_TOKEN: 'scrape',
      };
      const ports = [await freePort(), await freePort()];
      const apis = ports.map((port) =>
        tvmscan(
          ['serve', '--port', String(port), '--host', '127.0.0.1', '--database-url', primary.url],
          serveEnv,
        ),
      );
      for (const api of apis) await api.until('Ready:', 90_000);
      const bases = ports.map((port) => `http://127.0.0.1:${port}`);
      const streams = bases.map(liveBlocks);
      await waitFor(
        () => `the live streams to connect: ${JSON.stringify(streams.map((s) => s.said))}`,
        () => streams.every((s) => s.connected),
        30_000,
      );

      const produce = async (count: number) => {
        for (let i = 0; i < count; i++) {
          await net.produceBlock();
          await sleep(150);
        }
      };
      await produce(6);
      await waitFor(
        'the first indexer to commit block 6',
        async () => ((await readCheckpoint(primaryDb.db)) ?? 0) >= 6,
        60_000,
      );
      first.child.kill('SIGKILL');
      await produce(6);
      await second.until('indexer lease taken', 10_000);
      const head = net.head().mcSeqno;
      await waitFor(
        `block ${head} on the primary`,
        async () => (await readCheckpoint(primaryDb.db)) === head,
        60_000,
      );

      // Every masterchain block once, in order, none missing.
      const mc = await primaryDb.db
        .selectFrom('blocks')
        .select(['seqno'])
        .where('workchain', '=', -1)
        .orderBy('seqno')
        .execute();
      expect(mc.map((b) => Number(b.seqno))).toEqual(Array.from({ length: head }, (_, i) => i + 1));
      const duplicates = await sql<{ n: string }>`
      SELECT count(*) AS n FROM (SELECT hash FROM transactions GROUP BY hash HAVING count(*) > 1) d`.execute(
        primaryDb.db,
      );
      expect(Number(duplicates.rows[0].n)).toBe(0);

      // Both streams saw each block the indexers committed after they connected: the takeover's blocks too.
      await waitFor(
        () =>
          `both streams to reach block ${head}: ${JSON.stringify(streams.map((s) => s.seqnos))}\n${apis
            .flatMap((a) => a.lines.filter((l) => /error|warn|fail/i.test(l)))
            .join('\n')}`,
        () => streams.every((s) => s.seqnos.at(-1) === head),
        30_000,
      );
      for (const { seqnos } of streams) {
        const from = seqnos[0];
        expect(from).toBeLessThanOrEqual(6); // connected before the first indexer was killed
        expect(seqnos).toEqual(Array.from({ length: head - from + 1 }, (_, i) => from + i));
      }
      for (const s of streams) s.close();

      // Once the replica has the head, a list read through one process pages on through the other.
      const replicaDb = await openDatabase({ url: replica.url });
      try {
        await waitFor(
          'the replica to replay the head',
          async () => (await readCheckpoint(replicaDb.db)) === head,
          30_000,
        );
      } finally {
        await replicaDb.close();
      }
      const list = (base: string, body: object) =>
        fetch(`${base}/api/explorer/blocks/list`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then(async (r) => ({
          status: r.status,
          body: (await r.json()) as { blocks: { seqno: number }[]; nextCursor: string },
        }));
      const page = await list(bases[0], { limit: 6, workchain: -1, ordering: 'seqno' });
      expect(page.status).toBe(200);
      expect(page.body.blocks.map((b) => b.seqno)).toEqual([
        head,
        head - 1,
        head - 2,
        head - 3,
        head - 4,
        head - 5,
      ]);
      const next = await list(bases[1], {
        limit: 6,
        workchain: -1,
        ordering: 'seqno',
        cursor: page.body.nextCursor,
      });
      expect(next.status).toBe(200);
      expect(next.body.blocks.map((b) => b.seqno)).toEqual([
        head - 6,
        head - 7,
        head - 8,
        head - 9,
        head - 10,
        head - 11,
      ]);
      // Both read on the replica: each process has seen it reach the head, and it serves.
      for (const base of bases) {
        const replicaLines = async () => {
          const scrape = await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer scrape' } });
          return (await scrape.text()).split('\n').filter((l) => l.startsWith('tvmscan_replica'));
        };
        await waitFor(
          `${base} to see the replica at the head`,
          async () => (await replicaLines()).includes(`tvmscan_replica_head_mc_seqno{replica="0"} ${head}`),
          5000,
        );
        expect(await replicaLines()).toContain('tvmscan_replica_serving{replica="0"} 1');
      }
    });
  },
);
