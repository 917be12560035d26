// Block reads: one block, the blocks that follow it, the shard layout.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Block, BlockRequest, BlockResponse } from '@tvmscan/api-schema';
import { callApi } from '../../shared/api/client';
import { useLiveEvents } from '../../shared/api/live';

export function useBlock(request: BlockRequest) {
  return useQuery({
    queryKey: ['block', request],
    queryFn: ({ signal }) => callApi('block', request, signal),
    // Blocks are immutable once indexed.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The blocks that follow `block`, as the API finds them by their previous-block links: its shard's next,
 * both halves after a split, the merged block after a merge. While none is indexed yet, each new block
 * asks again; once there, they are final (a split's halves are committed together).
 */
export function useNextBlocks(block: BlockResponse): Block[] {
  const queryClient = useQueryClient();
  const queryKey = ['nextBlocks', block.rootHash] as const;
  const next = useQuery({
    queryKey,
    queryFn: ({ signal }) => callApi('nextBlocks', { id: block.rootHash }, signal),
  });
  const blocks = next.data?.blocks ?? [];
  useLiveEvents(['block'], () => {
    if (blocks.length === 0) void queryClient.invalidateQueries({ queryKey });
  });
  return blocks;
}

/** The current shards of every workchain (spec §2 blocks list: shard counters per workchain). */
export function useShardLayout() {
  return useQuery({
    queryKey: ['shardLayout'],
    queryFn: ({ signal }) => callApi('shardLayout', undefined, signal),
  });
}
