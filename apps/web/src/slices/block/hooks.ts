import { useQuery } from '@tanstack/react-query';
import type { BlockRequest } from '@tvmscan/api-schema';
import { callApi } from '../../shared/api/client';

export function useBlock(request: BlockRequest) {
  return useQuery({
    queryKey: ['block', request],
    queryFn: ({ signal }) => callApi('block', request, signal),
    // Blocks are immutable once indexed.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
