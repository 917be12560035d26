// What the suites of the network sources (graphql-source, jrpc-source) share: a local HTTP server for a
// node's endpoint, what the followed network produced and what the follower's database stored (root
// hashes and transaction counts, to compare), a source wrapper recording the batches it yields, and
// the check that a source follows a live network into a database of its own.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeBlock, readBoc } from '@tvmscan/codec';
import { type Database, readCounters, toHex } from '@tvmscan/db';
import type { Localnet } from '@tvmscan/localnet';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import { expect } from 'vitest';
import { type BlockSource, type MasterchainBatch, runIndexer } from '../src/index';
import { abortAfterBatch } from './support';

export const bodyOf = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** Listens on a free loopback port; answers the port. */
export const listen = async (s: Server) => {
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return (s.address() as AddressInfo).port;
};

/** A server answering each request body with `handle(body)` as JSON. */
export const jsonServer = (handle: (body: string) => string) =>
  createServer(async (request, response) => {
    const body = await bodyOf(request);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(handle(body));
  });

export const rootHash = (boc: Uint8Array) => readBoc(boc)[0].hashHex();

/** Root hashes and transaction count of the network's batches 1..mcSeqno. */
export function produced(net: Localnet, mcSeqno: number) {
  const hashes: string[] = [];
  let transactions = 0;
  for (let seqno = 1; seqno <= mcSeqno; seqno++) {
    const batch = net.batch(seqno);
    for (const { boc } of [batch.masterchain, ...batch.shards]) {
      hashes.push(rootHash(boc));
      for (const accountBlock of decodeBlock(boc).block.extra.accountBlocks.entries.values())
        transactions += accountBlock.value.transactions.size;
    }
  }
  return { hashes: hashes.sort(), transactions };
}

/** Root hashes and transaction count of what the database holds. */
export async function stored(database: Database) {
  const rows = await database.db.selectFrom('blocks').select(['root_hash']).execute();
  const counters = await readCounters(database.db);
  return {
    hashes: rows.map((r) => toHex(r.root_hash)).sort(),
    transactions: Number(counters.transactions_total),
  };
}

/**
 * Starts the network, indexes `source` into a database of its own until masterchain block 8 is
 * committed, and checks that it holds the blocks and transactions the network made — live (the network
 * went on producing) and across its shard split (at 3) — then stops the network.
 */
export async function followsLive(net: Localnet, source: BlockSource): Promise<void> {
  await net.start();
  const database = await openMigrated();
  try {
    const controller = new AbortController();
    const progress = await runIndexer({
      database,
      source,
      signal: controller.signal,
      log: abortAfterBatch(controller, 8),
    });
    expect(progress.lastMcSeqno).toBe(8);
    expect(net.head().mcSeqno).toBeGreaterThanOrEqual(8);
    expect(net.batch(8).shards.length).toBe(2);
    const expected = produced(net, 8);
    const actual = await stored(database);
    expect(actual.hashes).toEqual(expected.hashes);
    expect(expected.transactions).toBeGreaterThan(0);
    expect(actual.transactions).toBe(expected.transactions);
  } finally {
    await net.stop();
    await dispose(database);
  }
}

/** The source, recording the masterchain seqno of every batch it yields. */
export function recorded(source: BlockSource, seen: number[]): BlockSource {
  return {
    async *batches(after, signal, storedBlocks) {
      for await (const batch of source.batches(after, signal, storedBlocks)) {
        seen.push(decodeBlock(batch.masterchain.boc).block.info.seqNo);
        yield batch as MasterchainBatch;
      }
    },
  };
}
