// The Admin API's community token-list calls (spec §7 "Token lists", the contract in
// packages/api-schema/src/token-lists.ts): the lists, their tokens and their proposals are public; the
// writes, a user's own lists and role carry the signed-in user's access token. Failures throw the shared
// client's ApiError (`status` tells 401, 403 and 404 apart; `message` is the server's spec §8 text).
import type {
  CreateTokenListRequest,
  CreateTokenListResponse,
  MyTokenListsRequest,
  MyTokenListsResponse,
  PublicTokenListsRequest,
  PublicTokenListsResponse,
  TokenList,
  TokenListCountResponse,
  TokenListEntriesQuery,
  TokenListEntriesResponse,
  TokenListRoleResponse,
  TokenOrderingRequest,
  UpdateTokenListRequest,
} from '@tvmscan/api-schema';
import { adminCall } from './admin';

const INFO = '/v1/info/token_lists';
const AUTHORIZED = '/v1/authorized/token_lists';
const at = (base: string, id: string, rest = '') => `${base}/${encodeURIComponent(id)}${rest}`;

// ── public ───────────────────────────────────────────────────────────────────────────────────────

/** GET /v1/info/token_lists/{id}. */
export const fetchTokenList = (id: string, signal?: AbortSignal): Promise<TokenList> =>
  adminCall<TokenList>(at(INFO, id), { signal });

/** GET /v1/info/token_lists/by_url/{url}: the list with that ID (url); 404 when none has it. */
export const fetchTokenListByUrl = (url: string, signal?: AbortSignal): Promise<TokenList> =>
  adminCall<TokenList>(at(`${INFO}/by_url`, url), { signal });

/** Which of a list's pages of entries: its tokens, in the list's order, or its pending proposals. */
export type EntryKind = 'tokens' | 'proposals';

/** GET /v1/info/token_lists/{id}/tokens or /proposals: one page. */
export function fetchTokenListEntries(
  id: string,
  kind: EntryKind,
  query: Required<TokenListEntriesQuery>,
  signal?: AbortSignal,
): Promise<TokenListEntriesResponse> {
  const search = new URLSearchParams({
    limit: String(query.limit),
    offset: String(query.offset),
    search: query.search,
  });
  return adminCall<TokenListEntriesResponse>(at(INFO, id, `/${kind}?${search}`), { signal });
}

/** POST /v1/info/token_lists/list: the public lists. */
export const fetchPublicTokenLists = (
  body: PublicTokenListsRequest,
  signal?: AbortSignal,
): Promise<PublicTokenListsResponse> => adminCall(`${INFO}/list`, { body, signal });

/** POST /v1/info/token_lists/list/count. */
export const fetchPublicTokenListCount = (
  body: PublicTokenListsRequest,
  signal?: AbortSignal,
): Promise<TokenListCountResponse> => adminCall(`${INFO}/list/count`, { body, signal });

// ── authorized ───────────────────────────────────────────────────────────────────────────────────

/** POST /v1/authorized/token_lists/list: with only_my, the lists the user owns or manages. */
export const fetchMyTokenLists = (
  token: string,
  body: MyTokenListsRequest,
  signal?: AbortSignal,
): Promise<MyTokenListsResponse> => adminCall(`${AUTHORIZED}/list`, { token, body, signal });

/** POST /v1/authorized/token_lists/list/count (the My token lists tab's count). */
export const fetchMyTokenListCount = (
  token: string,
  body: Pick<MyTokenListsRequest, 'only_my'>,
  signal?: AbortSignal,
): Promise<TokenListCountResponse> => adminCall(`${AUTHORIZED}/list/count`, { token, body, signal });

/** POST /v1/authorized/token_lists/{id}/is_owner: the user's role in the list. */
export const fetchTokenListRole = (
  token: string,
  id: string,
  signal?: AbortSignal,
): Promise<TokenListRoleResponse> =>
  adminCall(at(AUTHORIZED, id, '/is_owner'), { token, method: 'POST', body: {}, signal });

/** POST /v1/authorized/token_lists → {id}. */
export const createTokenList = (
  token: string,
  body: CreateTokenListRequest,
): Promise<CreateTokenListResponse> => adminCall(AUTHORIZED, { token, body });

/** PUT /v1/authorized/token_lists/{id} (the owner) → the list. */
export const updateTokenList = (
  token: string,
  id: string,
  body: UpdateTokenListRequest,
): Promise<TokenList> => adminCall(at(AUTHORIZED, id), { token, method: 'PUT', body });

/** DELETE /v1/authorized/token_lists/{id} (the owner). */
export const deleteTokenList = (token: string, id: string): Promise<unknown> =>
  adminCall(at(AUTHORIZED, id), { token, method: 'DELETE' });

/** GET /v1/authorized/token_lists/{id}/managers: the managers' emails (the owner). */
export const fetchTokenListManagers = (token: string, id: string, signal?: AbortSignal): Promise<string[]> =>
  adminCall(at(AUTHORIZED, id, '/managers'), { token, signal });

/** POST /{id}/tokens (owner and managers): add tokens to the list. */
export const addListTokens = (token: string, id: string, roots: string[]): Promise<unknown> =>
  adminCall(at(AUTHORIZED, id, '/tokens'), { token, body: { tokens: roots } });

/** DELETE /{id}/tokens (owner and managers). */
export const removeListTokens = (token: string, id: string, roots: string[]): Promise<unknown> =>
  adminCall(at(AUTHORIZED, id, '/tokens'), { token, method: 'DELETE', body: { root_addresses: roots } });

/** PUT /{id}/tokens/ordering (owner and managers): the named tokens' new positions. */
export const orderListTokens = (token: string, id: string, body: TokenOrderingRequest): Promise<unknown> =>
  adminCall(at(AUTHORIZED, id, '/tokens/ordering'), { token, method: 'PUT', body });

/** POST /{id}/proposals (any other signed-in user): propose tokens for the list. */
export const proposeListTokens = (token: string, id: string, roots: string[]): Promise<unknown> =>
  adminCall(at(AUTHORIZED, id, '/proposals'), { token, body: { tokens: roots } });

/** POST /{id}/proposals/approve (owner and managers): add the proposed tokens, or decline them. */
export const answerProposals = (
  token: string,
  id: string,
  approve: boolean,
  roots: string[],
): Promise<unknown> =>
  adminCall(at(AUTHORIZED, id, '/proposals/approve'), { token, body: { approve, root_addresses: roots } });
