// The local network's GraphQL blocks query (decision 0047) over its own produced blocks, with the shard
// chain split so a masterchain block commits blocks of two shards: the answer holds every block of the
// asked masterchain range with its BOC byte for byte and its root hash, in upstream's chain order (a
// masterchain block's shard blocks before it); cursor paging forward and back gives the same blocks;
// malformed and over-limit queries are GraphQL errors, not crashes.
import { readBoc } from '@tvmscan/codec';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createGraphqlEndpoint,
  createLocalnet,
  GRAPHQL_PAGE_LIMIT,
  type GraphqlEndpoint,
  type Localnet,
} from '../src';

let net: Localnet;
let endpoint: GraphqlEndpoint;

beforeAll(async () => {
  net = await createLocalnet({ trafficTps: 10, splitAtMcSeqno: 2 });
  for (let i = 0; i < 5; i++) await net.produceBlock();
  endpoint = createGraphqlEndpoint(net);
}, 120_000);

interface Node {
  id: string;
  hash: string;
  boc: string;
  workchain_id: number;
  seq_no: number;
  shard: string;
  master_seq_no: number;
}
interface Page {
  edges: { node: Node; cursor: string }[];
  pageInfo: {
    startCursor: string | null;
    endCursor: string | null;
    hasNextPage: boolean;
    hasPreviousPage: boolean;
  };
}

const ask = (query: string, variables?: Record<string, unknown>) =>
  JSON.parse(endpoint.handle(JSON.stringify({ query, variables }))) as {
    data?: { blockchain: { blocks: Page } };
    errors?: { message: string }[];
  };

const BLOCKS = `query($start: Int, $end: Int, $wc: Int, $first: Int, $after: String, $last: Int, $before: String) {
  blockchain { blocks(master_seq_no_range: { start: $start, end: $end }, workchain: $wc, first: $first,
      after: $after, last: $last, before: $before) {
    edges { node { id hash boc workchain_id seq_no shard master_seq_no } cursor }
    pageInfo { startCursor endCursor hasNextPage hasPreviousPage }
  } }
}`;

const blocks = (variables: Record<string, unknown>) => {
  const answer = ask(BLOCKS, variables);
  expect(answer.errors).toBeUndefined();
  return (answer.data as { blockchain: { blocks: Page } }).blockchain.blocks;
};

/** The network's own blocks of masterchain blocks start..end-1, as the query should give them. */
function produced(start: number, end: number) {
  const out: { hash: string; boc: Buffer; mcSeqno: number; workchain: number }[] = [];
  for (let seqno = start; seqno < end; seqno++) {
    const batch = net.batch(seqno);
    for (const source of [...batch.shards, batch.masterchain]) {
      out.push({
        hash: readBoc(source.boc)[0].hashHex(),
        boc: Buffer.from(source.boc),
        mcSeqno: seqno,
        workchain: source === batch.masterchain ? -1 : 0,
      });
    }
  }
  return out;
}

describe('the local network GraphQL blocks query', () => {
  it('answers a masterchain range with every block it commits, BOCs byte for byte, shard blocks first', () => {
    const page = blocks({ start: 2, end: 5 });
    const expected = produced(2, 5);
    // After the split at masterchain block 2, each masterchain block commits one block of each half.
    expect(net.batch(4).shards).toHaveLength(2);
    expect(page.edges.map((e) => e.node.hash).sort()).toEqual(expected.map((b) => b.hash).sort());
    for (const { node } of page.edges) {
      const block = expected.find((b) => b.hash === node.hash);
      expect(Buffer.from(node.boc, 'base64').equals(block?.boc as Buffer), node.hash).toBe(true);
      expect(readBoc(Buffer.from(node.boc, 'base64'))[0].hashHex()).toBe(node.hash);
      expect(node.id).toBe(`block/${node.hash}`);
      expect(node.master_seq_no).toBe(block?.mcSeqno);
      expect(node.workchain_id).toBe(block?.workchain);
      expect(node.shard).toMatch(/^[0-9a-f]{16}$/);
    }
    // Chain order: by masterchain seqno, each masterchain block after the shard blocks it commits.
    const order = page.edges.map((e) => [e.node.master_seq_no, e.node.workchain_id]);
    expect(order).toEqual(expected.map((b) => [b.mcSeqno, b.workchain]));
    expect(page.edges.map((e) => e.cursor)).toEqual([...page.edges.map((e) => e.cursor)].sort());
    expect(page.pageInfo.hasNextPage).toBe(false);
  });

  it('pages by cursor forward and backward to the same blocks, and filters by workchain', () => {
    const whole = blocks({ start: 1 }).edges.map((e) => e.node.hash);
    expect(whole).toHaveLength(produced(1, 6).length);
    const forward: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 50; pages++) {
      const page = blocks({ start: 1, first: 2, after });
      forward.push(...page.edges.map((e) => e.node.hash));
      expect(page.edges.length).toBeLessThanOrEqual(2);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(forward).toEqual(whole);
    const backward: string[] = [];
    let before: string | null = null;
    for (let pages = 0; pages < 50; pages++) {
      const page = blocks({ start: 1, last: 3, before });
      backward.unshift(...page.edges.map((e) => e.node.hash));
      if (!page.pageInfo.hasPreviousPage) break;
      before = page.pageInfo.startCursor;
    }
    expect(backward).toEqual(whole);
    const masters = blocks({ wc: -1 }).edges.map((e) => e.node);
    expect(masters.map((n) => n.seq_no)).toEqual([1, 2, 3, 4, 5]);
    expect(masters.every((n) => n.master_seq_no === n.seq_no)).toBe(true);
    // An end beyond the head and a start past it.
    expect(blocks({ start: 5, end: 100 }).edges.map((e) => e.node.hash)).toEqual(
      produced(5, 6).map((b) => b.hash),
    );
    expect(blocks({ start: 6 }).edges).toEqual([]);
  });

  it('answers malformed and over-limit queries with GraphQL errors', () => {
    const message = (body: string) =>
      (JSON.parse(endpoint.handle(body)) as { errors?: { message: string }[] }).errors?.[0]?.message;
    expect(ask(BLOCKS, { first: GRAPHQL_PAGE_LIMIT + 1 }).errors?.[0].message).toBe(
      `"first" must be from 1 to ${GRAPHQL_PAGE_LIMIT}`,
    );
    expect(ask(BLOCKS, { first: 0 }).errors?.[0].message).toContain('"first" must be');
    expect(ask(BLOCKS, { first: 1, last: 1 }).errors?.[0].message).toContain('one at a time');
    expect(ask(BLOCKS, { after: 'not a cursor' }).errors?.[0].message).toBe(
      '"after" is not a cursor of this server',
    );
    expect(message('{"query":')).toBe('the body is not JSON');
    expect(message('{"variables":{}}')).toBe('the request has no "query" string');
    expect(message(JSON.stringify({ query: '{ blockchain { blocks { edges { node { hash' }))).toMatch(
      /Syntax Error/,
    );
    expect(
      message(JSON.stringify({ query: '{ blockchain { transactions { edges { cursor } } } }' })),
    ).toMatch(/Cannot query field "transactions"/);
    expect(message(JSON.stringify({ query: 'mutation { postRequests }' }))).toMatch(/mutation/i);
    const inline = '... on BlockchainBlock { '.repeat(6);
    const deep = `{ blockchain { blocks { edges { node { ${inline} hash ${'} '.repeat(6)} } } } } }`;
    expect(message(JSON.stringify({ query: deep }))).toBe('the query nests deeper than 8 levels');
    expect(message(JSON.stringify({ query: `{ ${'blockchain { __typename } '.repeat(500)} }` }))).toMatch(
      /more that 2000 tokens/,
    );
    expect(message('x'.repeat(40_000))).toMatch(/longer than/);
    // A well-formed query still answers after all of them.
    expect(blocks({ start: 1, first: 1 }).edges).toHaveLength(1);
  });
});
