// The Admin API's token-ownership and asset-update calls (spec §7 "Admin API", the contract in
// packages/api-schema/src/token-assets.ts): the owner's calls carry the signed-in user's access token,
// the proposals of one token and its approved information are public, and the vote and the previous
// Approved version are the admin's. Failures throw the shared client's ApiError (`status` tells a 401,
// 403, 409 or 412 apart).
import type {
  ApprovedTokenInfo,
  AssetCountRequest,
  AssetCountResponse,
  AssetListRequest,
  AssetListResponse,
  AssetUpdateRequest,
  AssetUpdateResponse,
  LinkOwnerResponse,
  ProposalStatusResponse,
  PublicProposalsResponse,
  TokenProposal,
  VoteRequest,
} from '@tvmscan/api-schema';
import { adminCall } from '../../shared/api/admin';
import { ApiError, loadDeploymentConfig } from '../../shared/api/client';

/** POST /v1/authorized/tokens/is_owner: whether the user has already linked the root. */
export const fetchIsOwner = (token: string, rootAddress: string): Promise<boolean> =>
  adminCall<boolean>('/v1/authorized/tokens/is_owner', { token, body: { root_address: rootAddress } });

/** POST /v1/authorized/tokens/link_owner: 412 when the transaction does not prove the ownership. */
export const linkOwner = (token: string, rootAddress: string, txHash: string): Promise<LinkOwnerResponse> =>
  adminCall<LinkOwnerResponse>('/v1/authorized/tokens/link_owner', {
    token,
    body: { root_address: rootAddress, tx_hash: txHash },
  });

/** PUT /v1/authorized/tokens/proposals: a new Pending version (403 not the owner, 409 one pending). */
export const submitAssetUpdate = (token: string, body: AssetUpdateRequest): Promise<AssetUpdateResponse> =>
  adminCall<AssetUpdateResponse>('/v1/authorized/tokens/proposals', { token, method: 'PUT', body });

/** POST /v1/authorized/tokens/list: the user's own tokens, or (an admin, only_for_owner false) all. */
export const fetchAssetList = (
  token: string,
  body: AssetListRequest,
  signal?: AbortSignal,
): Promise<AssetListResponse> =>
  adminCall<AssetListResponse>('/v1/authorized/tokens/list', { token, body, signal });

/** POST /v1/authorized/tokens/proposals/count. */
export const fetchAssetCount = (
  token: string,
  body: AssetCountRequest,
  signal?: AbortSignal,
): Promise<AssetCountResponse> =>
  adminCall<AssetCountResponse>('/v1/authorized/tokens/proposals/count', { token, body, signal });

/** GET /v1/tokens_proposals/{root}/status (signed in). */
export const fetchProposalStatus = (token: string, rootAddress: string): Promise<ProposalStatusResponse> =>
  adminCall<ProposalStatusResponse>(`/v1/tokens_proposals/${encodeURIComponent(rootAddress)}/status`, {
    token,
  });

/** GET /v1/tokens_proposals?root_address=…: one token's versions, newest first (public). */
export async function fetchTokenProposals(
  rootAddress: string,
  signal?: AbortSignal,
): Promise<TokenProposal[]> {
  const { proposals } = await adminCall<PublicProposalsResponse>(
    `/v1/tokens_proposals?root_address=${encodeURIComponent(rootAddress)}`,
    { signal },
  );
  return proposals;
}

/** GET /v1/info/address/{root}: the token's approved information; null when it has none (404). */
export async function fetchApprovedInfo(
  rootAddress: string,
  signal?: AbortSignal,
): Promise<ApprovedTokenInfo | null> {
  try {
    return await adminCall<ApprovedTokenInfo>(`/v1/info/address/${encodeURIComponent(rootAddress)}`, {
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** PUT /v1/admin/vote_for_token_proposal. */
export const voteForProposal = (token: string, body: VoteRequest): Promise<TokenProposal> =>
  adminCall<TokenProposal>('/v1/admin/vote_for_token_proposal', { token, method: 'PUT', body });

/** POST /v1/admin/previous_proposal_version: the newest Approved version before `activeFrom`, or null. */
export const fetchPreviousApproved = (
  token: string,
  rootAddress: string,
  activeFrom: number,
  signal?: AbortSignal,
): Promise<TokenProposal | null> =>
  adminCall<TokenProposal | null>('/v1/admin/previous_proposal_version', {
    token,
    signal,
    body: { root_address: rootAddress, active_from: activeFrom, status: ['Approved'] },
  });

/** The ownership verifier's raw address from GET /api/config, null when the deployment names none. */
export async function ownershipVerifierAddress(): Promise<string | null> {
  return (await loadDeploymentConfig())?.ownershipVerifier ?? null;
}
