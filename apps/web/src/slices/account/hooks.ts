// The account page's reads: the account itself, its state (fetched only when something needs it: the
// expanded details, the contract code or the executor) and its type, from the token and NFT indexes.
import { useQuery } from '@tanstack/react-query';
import type {
  AccountResponse,
  CollectionResponse,
  ContractInfo,
  MultiTokenWallet,
} from '@tvmscan/api-schema';
import { callApi, isNotFound } from '../../shared/api/client';
import { verifyCall } from '../../shared/api/verify';
import type { AccountType } from './account-tabs';

/** A well-formed address the index has never seen is an account that does not exist (yet). */
export const nonexistentAccount = (address: string): AccountResponse => ({
  workchain: Number(address.slice(0, address.indexOf(':'))),
  address,
  balance: null,
  state: 'NonExist',
  creatorWc: null,
  creatorAddress: null,
  createdAt: null,
  updatedAt: null,
  codeHash: null,
});

export function useAccount(address: string) {
  return useQuery({
    queryKey: ['account', address],
    queryFn: async ({ signal }) => {
      try {
        return await callApi('account', { id: address }, signal);
      } catch (error) {
        if (isNotFound(error)) return nonexistentAccount(address);
        throw error;
      }
    },
  });
}

/** Spec §9: chain state is cached 3 s, so the executor reads a fresh state after that. */
const STATE_CACHE_MS = 3000;

export const accountStateQuery = (address: string) => ({
  queryKey: ['account', address, 'state'],
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    try {
      return await callApi('accountState', { id: address }, signal);
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  },
  staleTime: STATE_CACHE_MS,
});

export function useAccountState(address: string, enabled: boolean) {
  return useQuery({ ...accountStateQuery(address), enabled });
}

/** Resolves to the response, or null when the index answers 404 (this account is not one of those). */
async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export interface AccountTypeInfo {
  type: AccountType;
  /** Token data of a token root, for the header and the holders tab. */
  token: Awaited<ReturnType<typeof fetchToken>>;
  /** A collection's own data, for its card. */
  collection: CollectionResponse | null;
  /** A multi-token wallet's own data, for its card (the account's type stays unknown). */
  multiTokenWallet: MultiTokenWallet | null;
}

const fetchToken = (address: string, signal: AbortSignal) =>
  orNull(callApi('tokenRootByAddress', undefined, signal, { address }));

/**
 * The account's type: a token root when the tokens index knows it, an NFT or a collection when the NFT
 * index does, unknown otherwise. Spec §2: the page counts as loaded once this (the token data) and the
 * account are both in.
 */
export function useAccountType(address: string) {
  return useQuery({
    queryKey: ['account', address, 'type'],
    queryFn: async ({ signal }): Promise<AccountTypeInfo> => {
      const [token, collection, nft, multiTokenWallet] = await Promise.all([
        fetchToken(address, signal),
        orNull(callApi('collection', { id: address }, signal)),
        orNull(callApi('nft', { id: address }, signal)),
        orNull(callApi('multiTokenWallet', { id: address }, signal)),
      ]);
      const type: AccountType = token ? 'token' : nft ? 'nft' : collection ? 'collection' : 'unknown';
      return {
        type,
        token,
        collection: type === 'collection' ? collection : null,
        multiTokenWallet: type === 'unknown' ? multiTokenWallet : null,
      };
    },
  });
}

/**
 * The verified contract of the account's code (the verified badge, and the executor's ABI), or null when
 * its code is not verified. Verification never changes once recorded, so it is read once per code hash.
 */
export function useVerifiedContract(codeHash: string | null) {
  return useQuery({
    queryKey: ['verifiedContract', codeHash],
    queryFn: ({ signal }) =>
      orNull(callApi('verifiedContract', undefined, signal, { codeHash: codeHash as string })),
    enabled: codeHash !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The verified build of the code an account runs once its TVM Solidity salt is stripped (an NFT's code
 * salted with its collection, an index's with its owner), or null. Asked of the verification service
 * only when `enabled`: when the account's exact code hash is known not to be verified.
 */
export function useSaltedContract(address: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['verifiedContract', 'salted', address],
    queryFn: async ({ signal }) => {
      const info = await orNull(
        verifyCall<ContractInfo>(`/info/address/${encodeURIComponent(address as string)}`, undefined, signal),
      );
      return info?.salted ? info : null;
    },
    enabled: enabled && address !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
