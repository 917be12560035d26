// The local network's blocks in the GraphQL dialect of the Everscale and Venom node servers
// (ever-q-server's `blockchain { blocks(…) }`, decision 0047), so a tvmscan following a real network over
// GraphQL can follow this one over the same wire format. Only the blocks query is served, with the
// block fields a follower needs; any well-formed query of those fields is executed by the `graphql`
// package. The caller mounts `handle` on an HTTP POST route (the CLI serves it at /graphql).
//
// As upstream: `master_seq_no_range` takes masterchain seqnos, `start` inclusive and `end` exclusive; a
// shard block belongs to the masterchain block that commits it (its `master_seq_no`); the cursor is the
// block's `chain_order`, which sorts a masterchain block's shard blocks before it and everything of
// masterchain block N before N+1. Unlike upstream, `first` or `last` above the page limit is an error
// rather than quietly cut to it.

import { decodeBlock, sha256, toHex } from '@tvmscan/codec';
import {
  buildSchema,
  type DocumentNode,
  executeSync,
  GraphQLError,
  Kind,
  parse,
  type ValidationContext,
  type ValidationRule,
  validate,
} from 'graphql';
import type { MasterchainBatch } from '../batch';

const SCHEMA = buildSchema(`
  type Query {
    blockchain: BlockchainQuery
  }

  type BlockchainQuery {
    "Blocks in chain order, optionally of one workchain (and shard), by masterchain seqno range."
    blocks(
      allow_latest_inconsistent_data: Boolean
      master_seq_no_range: BlockchainMasterSeqNoFilter
      workchain: Int
      shard: String
      first: Int
      after: String
      last: Int
      before: String
      archive: Boolean
    ): BlockchainBlocksConnection
  }

  "Masterchain seqnos: start inclusive, end exclusive."
  input BlockchainMasterSeqNoFilter {
    start: Int
    end: Int
  }

  type BlockchainBlocksConnection {
    edges: [BlockchainBlocksEdge!]!
    pageInfo: PageInfo!
  }

  type BlockchainBlocksEdge {
    node: BlockchainBlock!
    cursor: String!
  }

  type PageInfo {
    startCursor: String
    endCursor: String
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
  }

  type BlockchainBlock {
    "block/ and the root hash"
    id: ID!
    "Root hash, hex"
    hash: String
    "The block's bag of cells, base64"
    boc: String
    chain_order: String
    "sha256 of the BOC, hex"
    file_hash: String
    gen_utime: Float
    key_block: Boolean
    "seq_no of the masterchain block that committed the block"
    master_seq_no: Float
    seq_no: Float
    "Shard prefix, 16 hex digits"
    shard: String
    workchain_id: Int
  }
`);

/** The most edges one page holds (upstream's limit too). */
export const GRAPHQL_PAGE_LIMIT = 50;
/** Request bodies longer than this are refused before parsing. */
const MAX_BODY = 32 * 1024;
/** Parser tokens per query, and selection depth. */
const MAX_TOKENS = 2000;
const MAX_DEPTH = 8;

/** What the endpoint reads of the network (the `@tvmscan/localnet` Localnet satisfies it). */
export interface GraphqlNetwork {
  head(): { mcSeqno: number };
  batch(mcSeqno: number): MasterchainBatch;
}

export interface GraphqlEndpoint {
  /** Answers one request body (`{ query, variables?, operationName? }`) with a response body. */
  handle(body: string): string;
}

interface BlockNode {
  id: string;
  hash: string;
  boc: () => string;
  chain_order: string;
  file_hash: () => string;
  gen_utime: number;
  key_block: boolean;
  master_seq_no: number;
  seq_no: number;
  shard: string;
  workchain_id: number;
}

/** upstream's u64 order string: one hex digit of (length - 1), then the hex digits. */
const u64 = (value: number | bigint) => {
  const hex = value.toString(16);
  return `${(hex.length - 1).toString(16)}${hex}`;
};

/** The masterchain seqno a cursor (a chain_order) names, or null when it is not one. */
function cursorSeqno(cursor: string): number | null {
  if (!/^[0-9a-f]+m?$/.test(cursor)) return null;
  const length = Number.parseInt(cursor[0], 16) + 1;
  if (cursor.length < 1 + length) return null;
  return Number.parseInt(cursor.slice(1, 1 + length), 16);
}

/** Rejects selections nested deeper than MAX_DEPTH. */
const depthLimit: ValidationRule = (context: ValidationContext) => {
  const depthOf = (selectionSet: { selections: readonly unknown[] } | undefined, depth: number): number => {
    if (!selectionSet) return depth;
    let deepest = depth;
    for (const selection of selectionSet.selections as {
      kind: string;
      selectionSet?: { selections: readonly unknown[] };
    }[]) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) continue; // fragments are measured on their own
      deepest = Math.max(deepest, depthOf(selection.selectionSet, depth + 1));
    }
    return deepest;
  };
  return {
    OperationDefinition(node) {
      if (depthOf(node.selectionSet, 0) > MAX_DEPTH)
        context.reportError(new GraphQLError(`the query nests deeper than ${MAX_DEPTH} levels`));
    },
    FragmentDefinition(node) {
      if (depthOf(node.selectionSet, 0) > MAX_DEPTH)
        context.reportError(new GraphQLError(`the fragment nests deeper than ${MAX_DEPTH} levels`));
    },
  };
};

const errors = (...messages: string[]) =>
  JSON.stringify({ errors: messages.map((message) => ({ message })) });

interface BlocksArgs {
  master_seq_no_range?: { start?: number | null; end?: number | null } | null;
  workchain?: number | null;
  shard?: string | null;
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export function createGraphqlEndpoint(net: GraphqlNetwork): GraphqlEndpoint {
  /** Each batch's blocks in chain order, for the batches read last. */
  const cache = new Map<number, BlockNode[]>();
  const CACHED = 256;

  const nodesOf = (mcSeqno: number): BlockNode[] => {
    const cached = cache.get(mcSeqno);
    if (cached) return cached;
    const batch = net.batch(mcSeqno);
    const master = u64(mcSeqno);
    const nodes = [batch.masterchain, ...batch.shards].map(({ boc }): BlockNode => {
      const { rootHash, block } = decodeBlock(boc);
      const { workchain, prefix } = block.info.shard;
      const seqNo = block.info.seqNo;
      return {
        id: `block/${rootHash}`,
        hash: rootHash,
        boc: () => Buffer.from(boc).toString('base64'),
        chain_order:
          workchain === -1 ? `${master}m` : `${master}${u64(Math.abs(workchain))}${u64(seqNo)}${u64(prefix)}`,
        file_hash: () => toHex(sha256(boc)),
        gen_utime: block.info.genUtime,
        key_block: block.info.keyBlock,
        master_seq_no: mcSeqno,
        seq_no: seqNo,
        shard: prefix.toString(16).padStart(16, '0'),
        workchain_id: workchain,
      };
    });
    nodes.sort((a, b) => (a.chain_order < b.chain_order ? -1 : 1));
    if (cache.size >= CACHED) cache.delete(cache.keys().next().value as number);
    cache.set(mcSeqno, nodes);
    return nodes;
  };

  const blocks = (args: BlocksArgs) => {
    const { first, last, after, before } = args;
    if (first != null && last != null) throw new GraphQLError('"first" and "last" go one at a time');
    if (first != null && before != null) throw new GraphQLError('"first" does not go with "before"');
    if (last != null && after != null) throw new GraphQLError('"last" does not go with "after"');
    for (const [name, value] of [
      ['first', first],
      ['last', last],
    ] as const) {
      if (value != null && (value < 1 || value > GRAPHQL_PAGE_LIMIT))
        throw new GraphQLError(`"${name}" must be from 1 to ${GRAPHQL_PAGE_LIMIT}`);
    }
    if (args.shard != null && args.workchain == null)
      throw new GraphQLError('the shard filter needs the workchain filter');
    const limit = first ?? last ?? GRAPHQL_PAGE_LIMIT;
    const backward = last != null || before != null;
    let low = Math.max(1, args.master_seq_no_range?.start ?? 1);
    let high = Math.min(net.head().mcSeqno, (args.master_seq_no_range?.end ?? Number.MAX_SAFE_INTEGER) - 1);
    for (const [name, cursor] of [
      ['after', after],
      ['before', before],
    ] as const) {
      if (cursor == null) continue;
      const seqno = cursorSeqno(cursor);
      if (seqno === null) throw new GraphQLError(`"${name}" is not a cursor of this server`);
      if (name === 'after') low = Math.max(low, seqno);
      else high = Math.min(high, seqno);
    }
    const wanted = (node: BlockNode) =>
      (args.workchain == null || node.workchain_id === args.workchain) &&
      (args.shard == null || node.shard === args.shard.toLowerCase()) &&
      (after == null || node.chain_order > after) &&
      (before == null || node.chain_order < before);
    // One more than the page, to tell whether there is a next one.
    const found: BlockNode[] = [];
    if (backward) {
      for (let seqno = high; seqno >= low && found.length <= limit; seqno--)
        found.unshift(...nodesOf(seqno).filter(wanted));
    } else {
      for (let seqno = low; seqno <= high && found.length <= limit; seqno++)
        found.push(...nodesOf(seqno).filter(wanted));
    }
    const more = found.length > limit;
    const page = backward ? found.slice(Math.max(0, found.length - limit)) : found.slice(0, limit);
    return {
      edges: page.map((node) => ({ node, cursor: node.chain_order })),
      pageInfo: {
        startCursor: page[0]?.chain_order ?? null,
        endCursor: page.at(-1)?.chain_order ?? null,
        hasNextPage: !backward && more,
        hasPreviousPage: backward && more,
      },
    };
  };

  const root = { blockchain: () => ({ blocks }) };

  return {
    handle(body) {
      if (body.length > MAX_BODY) return errors(`the request is longer than ${MAX_BODY} bytes`);
      let request: unknown;
      try {
        request = JSON.parse(body);
      } catch {
        return errors('the body is not JSON');
      }
      const { query, variables, operationName } = (request ?? {}) as Record<string, unknown>;
      if (typeof query !== 'string') return errors('the request has no "query" string');
      if (variables != null && (typeof variables !== 'object' || Array.isArray(variables)))
        return errors('"variables" must be an object');
      if (operationName != null && typeof operationName !== 'string')
        return errors('"operationName" must be a string');
      let document: DocumentNode;
      try {
        document = parse(query, { maxTokens: MAX_TOKENS });
      } catch (error) {
        return errors((error as Error).message);
      }
      const invalid = validate(SCHEMA, document, undefined, { maxErrors: 10 }).concat(
        validate(SCHEMA, document, [depthLimit]),
      );
      if (invalid.length > 0) return errors(...invalid.map((e) => e.message));
      try {
        const result = executeSync({
          schema: SCHEMA,
          document,
          rootValue: root,
          variableValues: variables as Record<string, unknown> | undefined,
          operationName: operationName as string | undefined,
        });
        return JSON.stringify(result);
      } catch (error) {
        return errors((error as Error).message);
      }
    },
  };
}
