// The client of the Admin API (spec §7 "Admin API", apps/admin). It lives at the deployment's
// `services.adminApi` (GET /api/config; `/api/admin` by default). Authorized calls carry the signed-in
// user's access token as a Bearer header; failures throw the shared client's ApiError, so a 401 reads
// as the §8 authorization error (`isUnauthorized`).
import type { ApiKeyResponse } from '@tvmscan/api-schema';
import { ADMIN_API_BASE } from '@tvmscan/api-schema/values';
import { ApiError, type ServiceCallOptions, serviceCall } from './client';

/** A call of the Admin API. An authorized answer is the user's own: never from, nor into, a shared cache. */
export const adminCall = <T>(path: string, options: Omit<ServiceCallOptions, 'cache'> = {}): Promise<T> =>
  serviceCall<T>('adminApi', ADMIN_API_BASE, path, { ...options, cache: 'no-store' });

/** The call was refused for want of a valid access token (spec §8's authorization error). */
export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** GET /v1/authorized/is_admin. */
export const fetchIsAdmin = (token: string, signal?: AbortSignal): Promise<boolean> =>
  adminCall<boolean>('/v1/authorized/is_admin', { token, signal });

/** GET /v1/authorized/api_key: creates a key and revokes the current one. Called only by the API-key
 *  popup's Submit, never retried or prefetched: each call replaces the user's key. */
export const createApiKey = (token: string): Promise<ApiKeyResponse> =>
  adminCall<ApiKeyResponse>('/v1/authorized/api_key', { token });
