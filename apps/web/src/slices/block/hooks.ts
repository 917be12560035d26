// Block reads: one block, the blocks that follow it (only those that exist), the shard layout.
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlockRequest, BlockResponse } from '@tvmscan/api-schema';
import { callApi, isNotFound } from '../../shared/api/client';
import { useLiveEvents } from '../../shared/api/live';
import { nextCandidates } from './block-links';

export function useBlock(request: BlockRequest) {
  return useQuery({
    queryKey: ['block', request],
    queryFn: ({ signal }) => callApi('block', request, signal),
    // Blocks are immutable once indexed.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The blocks that follow `block`, asked of the API by number: a candidate that does not exist (the
 * newest block has no successor yet) is not offered. While none exists each new block asks again.
 */
export function useNextBlocks(block: BlockResponse): BlockResponse[] {
  const queryClient = useQueryClient();
  const candidates = nextCandidates(block);
  const results = useQueries({
    queries: candidates.map((request) => ({
      queryKey: ['block', request],
      queryFn: async ({ signal }: { signal: AbortSignal }) => {
        try {
          return await callApi('block', request, signal);
        } catch (error) {
          if (isNotFound(error)) return null;
          throw error;
        }
      },
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  const found = results.flatMap((r) => (r.data ? [r.data] : []));
  const waiting = results.some((r) => r.data === null);
  useLiveEvents(['block'], () => {
    if (!waiting) return;
    for (const request of candidates) void queryClient.invalidateQueries({ queryKey: ['block', request] });
  });
  // Past a merge the successor may live in the parent shard; it is offered only if the own shard's is absent.
  const own = found.filter((b) => b.shard === block.shard || block.blockInfo.beforeSplit);
  return own.length ? own : found;
}

/** The current shards of every workchain (spec §2 blocks list: shard counters per workchain). */
export function useShardLayout() {
  return useQuery({
    queryKey: ['shardLayout'],
    queryFn: ({ signal }) => callApi('shardLayout', undefined, signal),
  });
}
