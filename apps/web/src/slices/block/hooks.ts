// Block reads: one block, which of the blocks that may follow it exist, the shard layout.
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockRequest, BlockResponse } from '@tvmscan/api-schema';
import { callApi } from '../../shared/api/client';
import { useLiveEvents } from '../../shared/api/live';
import { type ByNumber, nextCandidates } from './block-links';

export function useBlock(request: BlockRequest) {
  return useQuery({
    queryKey: ['block', request],
    queryFn: ({ signal }) => callApi('block', request, signal),
    // Blocks are immutable once indexed.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The blocks that follow `block` and exist: a shard chain's seqnos have no gaps, so its successor exists
 * once the shard's newest block (one row of the blocks list, no 404 to provoke) is past it. While none
 * does, each new block asks again.
 */
export function useNextBlocks(block: BlockResponse): ByNumber[] {
  const queryClient = useQueryClient();
  const candidates = nextCandidates(block);
  const newest = (shard: string) => ['newestBlock', block.workchain, shard] as const;
  const results = useQueries({
    queries: candidates.map((next) => ({
      queryKey: newest(next.shard),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(
          'blocksList',
          { workchain: next.workchain, shard: next.shard, limit: 1, transactionCountGe: 0 },
          signal,
        ),
    })),
  });
  const exists = candidates.filter((_, i) => (results[i].data?.blocks[0]?.seqno ?? -1) > block.seqno);
  useLiveEvents(['block'], () => {
    if (exists.length === candidates.length) return;
    for (const next of candidates) void queryClient.invalidateQueries({ queryKey: newest(next.shard) });
  });
  return exists;
}

/** The current shards of every workchain (spec §2 blocks list: shard counters per workchain). */
export function useShardLayout() {
  return useQuery({
    queryKey: ['shardLayout'],
    queryFn: ({ signal }) => callApi('shardLayout', undefined, signal),
  });
}
