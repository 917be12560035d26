// A network followed over the GraphQL of Everscale and Venom nodes (`graphql+http(s)://host/path`,
// decision 0047): `blockchain { blocks(master_seq_no_range: { start }, first, after) }` pages the blocks
// after the checkpoint in chain order — each masterchain block's shard blocks (the ones whose
// `master_seq_no` is its seqno) come before it — so a masterchain block closes its batch. Every block is
// yielded with its BOC as received, once its root hash is the `hash` the server named; one that is not
// is refused through `onRefused`, never yielded, and its range asked for again. A masterchain block
// whose shard tops (shard_hashes) are neither the previous one's nor among the shard blocks given is
// asked for again for up to `shardWaitMs`, then yielded without them (reported through `onRefused`).
//
// Faults: a timeout, a connection error, an answer that is not a GraphQL response, HTTP 5xx and 429 back
// off (doubling, capped, at least the Retry-After the server gives) and the pages are asked for again
// from the last yielded masterchain block; blocks already yielded in the run (a page served twice, a
// replayed answer) are passed over, so nothing is yielded twice and nothing is skipped. Other 4xx and
// GraphQL errors stop the source with the server's message.
import { setTimeout as sleep } from 'node:timers/promises';
import { decodeBlock } from '@tvmscan/codec';
import { postJson, Refused, type RetryOptions, receivedRoot, Transient, waitOut } from './remote';
import type { BlockSource, MasterchainBatch } from './types';

export interface GraphqlSourceOptions extends RetryOptions {
  /** Keep asking for new blocks at this interval once caught up; absent = stop when caught up. */
  followIntervalMs?: number;
  /** Told of every block that is refused, and why. */
  onRefused?: (message: string) => void;
  /** Evercloud's project id: the first segment of the endpoint's path (added when the URL lacks it). */
  projectId?: string;
  /** The project's secret, sent as HTTP basic auth with an empty user name. */
  secret?: string;
  /** Edges asked for per page (1 to 50). */
  pageSize?: number;
  /** How long a masterchain block waits for shard blocks it names that the answers lack (10 s). */
  shardWaitMs?: number;
}

const PAGE_SIZE = 50;
const SHARD_WAIT_MS = 10_000;

const QUERY = `query tvmscanBlocks($start: Int, $first: Int, $after: String) {
  blockchain {
    blocks(master_seq_no_range: { start: $start }, first: $first, after: $after) {
      edges { node { hash boc workchain_id seq_no master_seq_no } cursor }
      pageInfo { endCursor hasNextPage }
    }
  }
}`;

interface BlockEdge {
  node: { hash: string; boc: string; workchain_id: number; seq_no: number; master_seq_no: number };
  cursor: string;
}

interface BlocksPage {
  edges: BlockEdge[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/** The root hashes of the shard blocks a masterchain block names as its shards' tops, or null when
 *  it does not decode (the indexer records it as failed). */
function shardTops(boc: Uint8Array): Set<string> | null {
  try {
    const tops = decodeBlock(boc).block.extra.custom?.shardHashes ?? [];
    // A zerostate (seqno 0) is no block.
    return new Set(tops.filter((t) => t.descr.seqNo > 0).map((t) => t.descr.rootHash));
  } catch {
    return null;
  }
}

/** The tops a masterchain block names that are neither the previous one's nor among `given`. Known
 *  only when the previous masterchain block's tops are. */
function lacking(tops: Set<string> | null, previous: Set<string> | null, given: Set<string>): string[] {
  if (!tops || !previous) return [];
  return [...tops].filter((hash) => !previous.has(hash) && !given.has(hash));
}

/** The endpoint a graphql+http(s) URL names, with the project id as the first path segment. */
export function graphqlEndpoint(text: string, projectId?: string): URL {
  const url = new URL(text);
  if (url.protocol !== 'graphql+http:' && url.protocol !== 'graphql+https:')
    throw new Error(`${text} is not a graphql+http(s) URL`);
  const endpoint = new URL(url.href.replace(/^graphql\+/, ''));
  if (projectId) {
    const segments = endpoint.pathname.split('/').filter(Boolean);
    if (segments[0] !== projectId)
      endpoint.pathname = `/${[encodeURIComponent(projectId), ...segments].join('/')}`;
  }
  return endpoint;
}

export function graphqlSource(url: string, opts: GraphqlSourceOptions = {}): BlockSource {
  const endpoint = graphqlEndpoint(url, opts.projectId);
  const pageSize = Math.min(Math.max(1, opts.pageSize ?? PAGE_SIZE), PAGE_SIZE);
  const headers: Record<string, string> = {};
  if (opts.secret) headers.authorization = `Basic ${Buffer.from(`:${opts.secret}`).toString('base64')}`;
  const where = `${endpoint.host}${endpoint.pathname}`;
  const shardWaitMs = opts.shardWaitMs ?? SHARD_WAIT_MS;

  const page = async (
    variables: { start: number; first: number; after: string | null },
    signal: AbortSignal,
  ): Promise<BlocksPage> => {
    const response = await postJson(endpoint, { query: QUERY, variables }, headers, where, opts, signal);
    const text = response.text;
    let body: {
      data?: { blockchain?: { blocks?: BlocksPage | null } | null };
      errors?: { message: string }[];
    };
    try {
      body = JSON.parse(text);
    } catch {
      if (!response.ok) throw new Error(`${where}: HTTP ${response.status}`);
      throw new Transient(`${where}: the answer is not JSON`);
    }
    if (body.errors?.length) throw new Error(`${where}: ${body.errors.map((e) => e.message).join('; ')}`);
    if (!response.ok) throw new Error(`${where}: HTTP ${response.status}`);
    const blocks = body.data?.blockchain?.blocks;
    if (!blocks || !Array.isArray(blocks.edges)) throw new Transient(`${where}: the answer has no blocks`);
    return blocks;
  };

  return {
    async *batches(afterMcSeqno, signal) {
      let after = afterMcSeqno ?? 0;
      let retries = 0;
      /** Where the pages go on from; null = from the last yielded masterchain block. */
      let cursor: string | null = null;
      /** Shard blocks received for masterchain blocks not yet yielded, by their root hash. */
      let pending = new Map<string, { mcSeqno: number; seqno: number; boc: Uint8Array }>();
      /** The shard tops of the last yielded masterchain block (null: not seen in this run). */
      let previousTops: Set<string> | null = null;
      /** Since when the next masterchain block has been waiting for shard blocks the answers lack. */
      let waitingSince: number | null = null;

      while (!signal.aborted) {
        let blocks: BlocksPage;
        const batches: { batch: MasterchainBatch; tops: Set<string> | null }[] = [];
        try {
          blocks = await page({ start: after + 1, first: pageSize, after: cursor }, signal);
          for (const { node } of blocks.edges) {
            if (node.master_seq_no <= after) continue; // yielded already (a page served again)
            const boc = new Uint8Array(Buffer.from(node.boc ?? '', 'base64'));
            const actual = receivedRoot(boc).hash;
            if (actual !== node.hash?.toLowerCase()) {
              opts.onRefused?.(
                `${where}: block ${node.workchain_id}:${node.seq_no} ${node.hash} refused: its root hash is ${actual}`,
              );
              throw new Refused();
            }
            if (node.workchain_id !== -1) {
              pending.set(actual, { mcSeqno: node.master_seq_no, seqno: node.seq_no, boc });
              continue;
            }
            const expected = after + batches.length + 1;
            if (node.master_seq_no !== expected)
              throw new Transient(`${where}: masterchain block ${expected} is missing from the answer`);
            const shards = [...pending.entries()]
              .filter(([, s]) => s.mcSeqno === node.master_seq_no)
              .sort(([, a], [, b]) => a.seqno - b.seqno);
            const tops = shardTops(boc);
            const before = batches.length > 0 ? (batches[batches.length - 1].tops ?? null) : previousTops;
            const missing = lacking(tops, before, new Set(shards.map(([hash]) => hash)));
            if (missing.length > 0) {
              // The server has not given every shard block this masterchain block names yet: asked
              // again for a while, then yielded without them, as the files source does.
              waitingSince ??= Date.now();
              if (Date.now() - waitingSince < shardWaitMs)
                throw new Transient(`${where}: masterchain block ${expected} lacks shard blocks`);
              opts.onRefused?.(
                `${where}: masterchain block ${expected} goes without shard blocks ${missing.join(', ')}: the server did not give them`,
              );
            }
            waitingSince = null;
            batches.push({
              batch: { masterchain: { boc }, shards: shards.map(([, s]) => ({ boc: s.boc })) },
              tops,
            });
          }
          cursor = blocks.pageInfo.endCursor ?? cursor;
          retries = 0;
        } catch (error) {
          if (signal.aborted) return;
          if (!(error instanceof Transient) && !(error instanceof Refused)) throw error;
          // Asked for again from the last yielded masterchain block, after a growing wait.
          await waitOut(error, retries, opts, signal);
          retries++;
          cursor = null;
          pending = new Map();
          continue;
        }
        for (const { batch, tops } of batches) {
          if (signal.aborted) return;
          after++;
          previousTops = tops;
          for (const [hash, s] of pending) if (s.mcSeqno <= after) pending.delete(hash);
          yield batch;
        }
        if (blocks.pageInfo.hasNextPage) continue;
        if (opts.followIntervalMs === undefined) return;
        await sleep(opts.followIntervalMs, undefined, { signal }).catch(() => {});
      }
    },
  };
}
