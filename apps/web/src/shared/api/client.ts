// The one HTTP client of the app. Calls are named after the api-schema route table, so paths, bodies
// and responses are all type-checked against what the API validates — the web writes no response type
// by hand. Types come from api-schema, and the method/path of each route from its zod-free values entry
// (`@tvmscan/api-schema/values`: zod stays out of the browser bundle), the same table the API registers.
//
// The table's paths are the default deployment's (`/api/explorer/…`, `/api/tokens/…`). A deployment may
// serve those APIs elsewhere (spec §1 "service base addresses"): every call waits for GET /api/config
// once and goes to the base it names; when the config cannot be read the defaults stand.
import type {
  ConfigResponse,
  RouteName,
  RouteParams,
  RouteRequest,
  RouteResponse,
  ServiceUrls,
} from '@tvmscan/api-schema';
import { endpoints } from '@tvmscan/api-schema/values';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The ApiError a failed response stands for (its `{ code, message, field }` body when it has one). */
export async function errorFrom(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy error page, say): the status alone describes it.
  }
  const b = (body ?? {}) as { code?: unknown; message?: unknown; field?: unknown };
  return new ApiError(
    response.status,
    typeof b.code === 'string' ? b.code : `HTTP_${response.status}`,
    typeof b.message === 'string' ? b.message : response.statusText || `HTTP ${response.status}`,
    typeof b.field === 'string' ? b.field : null,
  );
}

/** Where the default deployment serves each API; a configured base replaces the prefix. */
export const DEFAULT_SERVICES: Pick<ServiceUrls, 'explorerApi' | 'tokensApi'> = {
  explorerApi: '/api/explorer',
  tokensApi: '/api/tokens',
};
const PREFIXES = Object.entries(DEFAULT_SERVICES) as [keyof typeof DEFAULT_SERVICES, string][];

/** A default-deployment path (`/api/explorer/…`) at the deployment's base for that service. */
export function serviceUrl(path: string, services: Partial<ServiceUrls> | undefined): string {
  for (const [service, prefix] of PREFIXES) {
    if (path === prefix || path.startsWith(`${prefix}/`)) {
      const base = (services?.[service] ?? prefix).replace(/\/+$/, '');
      return `${base}${path.slice(prefix.length)}`;
    }
  }
  return path;
}

let config: Promise<ConfigResponse | null> | undefined;

/** The deployment's configuration, read once; null (defaults apply) when it cannot be read. */
export function loadDeploymentConfig(): Promise<ConfigResponse | null> {
  config ??= request('config', undefined, undefined, undefined, undefined).catch((error: unknown) => {
    console.error(error);
    config = undefined; // the next call tries again
    return null;
  });
  return config;
}

/** Calls one API route by its schema name; GET routes take no body, and `:name` path segments take `params`. */
export async function callApi<K extends RouteName>(
  name: K,
  body: RouteRequest<K>,
  signal?: AbortSignal,
  params?: RouteParams<K>,
): Promise<RouteResponse<K>> {
  const services = name === 'config' ? undefined : (await loadDeploymentConfig())?.services;
  return request(name, body, signal, params, services);
}

async function request<K extends RouteName>(
  name: K,
  body: RouteRequest<K>,
  signal: AbortSignal | undefined,
  params: RouteParams<K> | undefined,
  services: ServiceUrls | undefined,
): Promise<RouteResponse<K>> {
  const { method, path } = endpoints[name];
  const values = (params ?? {}) as Record<string, string>;
  const filled = path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));
  return fetchJson<RouteResponse<K>>(serviceUrl(filled, services), {
    method,
    signal,
    body: method === 'POST' ? (body ?? {}) : undefined,
  });
}

export interface ServiceCallOptions {
  /** The signed-in user's access token, sent as a Bearer header; absent for public calls. */
  token?: string | null;
  /** GET without a body, POST with one, unless named. */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  cache?: RequestCache;
}

/** The services outside the route table (the verification service, the Admin API, the DEX API), each at
 *  the base the deployment names for it, or at its default. */
export async function serviceCall<T>(
  service: 'verificationApi' | 'adminApi' | 'dexApi',
  defaultBase: string,
  path: string,
  options: ServiceCallOptions = {},
): Promise<T> {
  const base = ((await loadDeploymentConfig())?.services[service] ?? defaultBase).replace(/\/+$/, '');
  return fetchJson<T>(`${base}${path}`, options);
}

/** One JSON call: JSON in and out, a failure thrown as its ApiError. */
async function fetchJson<T>(url: string, options: ServiceCallOptions): Promise<T> {
  const { token, body, signal, cache } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    signal,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    cache,
  });
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as T;
}

/** 404 from a lookup means "no such entity" — pages show not-found instead of an error. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
