// The contracts pages' calls of the verification service (its client: shared/api/verify.ts) and the
// Explorer API's accounts running a code.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CompileRequest,
  CompileResponse,
  ContractListResponse,
  SupportedCompiler,
} from '@tvmscan/api-schema';
import { PAGE_SIZES } from '@tvmscan/api-schema/values';
import { callApi, isNotFound } from '../../shared/api/client';
import { fetchContractInfo, verifyCall } from '../../shared/api/verify';
import { useCursorPages } from '../../shared/lib/use-cursor-pages';

/** Spec §9: contracts page by 20; the accounts running a code too. */
export const CONTRACTS_PAGE_SIZE = PAGE_SIZES.list;

/** Spec §9: "Offset is (page-1)*limit". */
export const pageOffset = (page: number, limit = CONTRACTS_PAGE_SIZE): number => (page - 1) * limit;

export function useContractsList(page: number) {
  return useQuery({
    queryKey: ['contracts', 'list', page],
    queryFn: ({ signal }) =>
      verifyCall<ContractListResponse>(
        '/info/list',
        { limit: CONTRACTS_PAGE_SIZE, offset: pageOffset(page) },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useContractInfo(id: string | null) {
  return useQuery({
    queryKey: ['contracts', 'info', id],
    queryFn: ({ signal }) => fetchContractInfo(id as string, signal),
    enabled: id !== null,
    // A 404 is an answer ("not verified"), not a failure worth repeating.
    retry: (count, error) => count < 1 && !isNotFound(error),
  });
}

/** The three lists step 1 chooses from (compiler texts, linkers, compilers with their language). */
export function useSupported() {
  const texts = useQuery({
    queryKey: ['contracts', 'supported', 'solc'],
    queryFn: ({ signal }) => verifyCall<Record<string, string>>('/supported/solc', undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const linkers = useQuery({
    queryKey: ['contracts', 'supported', 'linker'],
    queryFn: ({ signal }) => verifyCall<string[]>('/supported/linker', undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const compilers = useQuery({
    queryKey: ['contracts', 'supported', 'compilers'],
    queryFn: ({ signal }) => verifyCall<SupportedCompiler[]>('/supported/compilers', undefined, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return {
    /** Newest first: the map's own order (spec §7). */
    compilerTexts: Object.entries(texts.data ?? {}),
    /** Shown reversed (spec §7). */
    linkers: [...(linkers.data ?? [])].reverse(),
    compilers: compilers.data ?? [],
    isPending: texts.isPending || linkers.isPending || compilers.isPending,
    error: texts.error ?? linkers.error ?? compilers.error,
  };
}

export const compile = (request: CompileRequest): Promise<CompileResponse> =>
  verifyCall<CompileResponse>('/compile', request);

/** The accounts running a code (Explorer API, keyset-paged by 20). */
export function useAccountsWithCode(codeHash: string) {
  return useCursorPages({
    queryKey: ['contracts', codeHash, 'accounts'],
    fetchPage: (cursor, signal) =>
      callApi(
        'accountsByCodeHash',
        { codeHash, limit: CONTRACTS_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
        signal,
      ),
    count: (p) => p.accounts.length,
    limit: CONTRACTS_PAGE_SIZE,
  });
}
