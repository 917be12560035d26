// The client of the Admin API (spec §7 "Admin API", apps/admin). It lives at the deployment's
// `services.adminApi` (GET /api/config; `/api/admin` by default). Authorized calls carry the signed-in
// user's access token as a Bearer header; failures throw the shared client's ApiError, so a 401 reads
// as the §8 authorization error (`isUnauthorized`).
import type { ApiKeyResponse } from '@tvmscan/api-schema';
import { ADMIN_API_BASE } from '@tvmscan/api-schema/values';
import { ApiError, errorFrom, loadDeploymentConfig } from './client';

export interface AdminCallOptions {
  /** The access token of the signed-in user; absent for the public calls. */
  token?: string | null;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export async function adminCall<T>(path: string, options: AdminCallOptions = {}): Promise<T> {
  const base = ((await loadDeploymentConfig())?.services.adminApi ?? ADMIN_API_BASE).replace(/\/+$/, '');
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    signal: options.signal,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    // An authorized answer is the user's own: never from, nor into, a shared cache.
    cache: 'no-store',
  });
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as T;
}

/** The call was refused for want of a valid access token (spec §8's authorization error). */
export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** GET /v1/authorized/is_admin. */
export const fetchIsAdmin = (token: string, signal?: AbortSignal): Promise<boolean> =>
  adminCall<boolean>('/v1/authorized/is_admin', { token, signal });

/** GET /v1/authorized/api_key: creates a key and revokes the current one. Called only by the API-key
 *  popup's Submit, never retried or prefetched: each call replaces the user's key. */
export const createApiKey = (token: string): Promise<ApiKeyResponse> =>
  adminCall<ApiKeyResponse>('/v1/authorized/api_key', { token });
