// Blocks in the Explorer API (spec §7): the list (by generation time or seqno) and its count and CSV
// export, one block by root hash or by (workchain, shard, seqno), its next blocks and its message count.
import { z } from 'zod';
import { CsvBody, csvLimit } from './csv';
import { Block, BlockDetails } from './entities';
import { IdRequest, ListCountResponse, pageCursors, SortDirection } from './lists';
import { Cursor, Hash, limitWithDefault, Seqno, ShardId, Workchain } from './primitives';
import { queryStringOf } from './query-string';
import type { RouteDef } from './route-def';
import { BLOCK_ORDERINGS, endpoints, PAGE_SIZES } from './values';

/** Spec §3 "Block sort": by generation time (the default) or by seqno. */
export const BlockOrdering = z.enum(BLOCK_ORDERINGS);
/** What selects and orders the blocks list; /blocks/count and the CSV export take the same. */
export const BlocksFilter = z.strictObject({
  ordering: BlockOrdering.default('genUtime'),
  direction: SortDirection.default('desc'),
  workchain: Workchain.optional(),
  shard: ShardId.optional(),
  /** 1 hides empty blocks (the default view); 0 shows them. */
  transactionCountGe: z.number().int().min(0).max(1_000_000).optional(),
});
export const BlocksListRequest = BlocksFilter.extend({
  cursor: Cursor.optional(),
  limit: limitWithDefault(PAGE_SIZES.list),
});
export const BlocksListResponse = z.object({ blocks: z.array(Block), ...pageCursors });
/** The blocks whose previous-block links name a block: its shard's next, both halves after a split, the
 *  merged block after a merge — none while the next has not been indexed. */
export const NextBlocksRequest = z.strictObject({ id: Hash });
export const NextBlocksResponse = z.object({ blocks: z.array(Block) });

export const BlockRequest = z.union([
  z.strictObject({ id: Hash }),
  z.strictObject({ workchain: Workchain, shard: ShardId, seqno: Seqno }),
]);

/** A count takes its list's filter (ordering and direction are accepted and do not matter). */
export const BlocksCountRequest = BlocksFilter.default(BlocksFilter.parse({}));
export const BlockMessageCountResponse = z.object({ rootHash: Hash, messageCount: z.number().int() });
/** Each export takes its list's own filter and ordering (./query-string: the same fields as text). */
export const BlocksCsvQuery = queryStringOf(BlocksFilter).extend({ limit: csvLimit });

export type BlocksListRequest = z.input<typeof BlocksListRequest>;
export type BlocksListResponse = z.infer<typeof BlocksListResponse>;
export type BlockRequest = z.input<typeof BlockRequest>;
export type NextBlocksResponse = z.infer<typeof NextBlocksResponse>;
export type BlockResponse = z.infer<typeof BlockDetails>;
export type BlockOrdering = z.infer<typeof BlockOrdering>;

export const blockRoutes = {
  blocksList: {
    ...endpoints.blocksList,
    tag: 'explorer',
    summary: 'Blocks, newest first, keyset-paged',
    body: BlocksListRequest,
    response: BlocksListResponse,
  },
  block: {
    ...endpoints.block,
    tag: 'explorer',
    summary: 'One block by root hash, or by workchain, shard and seqno',
    body: BlockRequest,
    response: BlockDetails,
    notFound: true,
  },
  nextBlocks: {
    ...endpoints.nextBlocks,
    tag: 'explorer',
    summary:
      "A block's next blocks by their previous-block links: one, both halves after a split, the merged block after a merge",
    body: NextBlocksRequest,
    response: NextBlocksResponse,
  },
  blocksCount: {
    ...endpoints.blocksCount,
    tag: 'explorer',
    summary: 'Blocks matching the list filter (exact from counters; otherwise capped, see exact)',
    body: BlocksCountRequest,
    response: ListCountResponse,
  },
  blockMessageCount: {
    ...endpoints.blockMessageCount,
    tag: 'explorer',
    summary: 'Number of message occurrences in one block',
    body: IdRequest,
    response: BlockMessageCountResponse,
    notFound: true,
  },
  blocksCsv: {
    ...endpoints.blocksCsv,
    tag: 'explorer',
    summary: 'Blocks list as CSV (same filters as /blocks/list)',
    query: BlocksCsvQuery,
    response: CsvBody,
    csv: true,
  },
} as const satisfies Record<string, RouteDef>;
