// The one HTTP client of the app. Calls are named after the api-schema route table, so paths, bodies
// and responses are all type-checked against what the API validates — the web writes no response type
// by hand. Only types come from api-schema (zod stays out of the browser bundle); the method/path table
// below is checked against the schema's literal types, so it cannot drift.
import type { RouteName, RouteRequest, RouteResponse, routes } from '@tvmscan/api-schema';

type RouteTable = typeof routes;
type Endpoint<K extends RouteName> = Pick<RouteTable[K], 'method' | 'path'>;

/** The routes this app calls; a route added to the API does not concern it until it is listed here. */
type UsedRoute = Extract<
  RouteName,
  | 'config'
  | 'stats'
  | 'transactions10m'
  | 'blocksList'
  | 'block'
  | 'transactionsList'
  | 'transaction'
  | 'messagesList'
  | 'message'
  | 'accountsList'
  | 'account'
  | 'search'
>;

const ENDPOINTS: { [K in UsedRoute]: Endpoint<K> } = {
  config: { method: 'GET', path: '/api/config' },
  stats: { method: 'GET', path: '/api/explorer/stats' },
  transactions10m: { method: 'POST', path: '/api/explorer/stats/transactions_10m' },
  blocksList: { method: 'POST', path: '/api/explorer/blocks/list' },
  block: { method: 'POST', path: '/api/explorer/blocks' },
  transactionsList: { method: 'POST', path: '/api/explorer/transactions/list' },
  transaction: { method: 'POST', path: '/api/explorer/transactions' },
  messagesList: { method: 'POST', path: '/api/explorer/messages/list' },
  message: { method: 'POST', path: '/api/explorer/messages' },
  accountsList: { method: 'POST', path: '/api/explorer/accounts/list' },
  account: { method: 'POST', path: '/api/explorer/accounts' },
  search: { method: 'POST', path: '/api/explorer/search' },
};

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

async function errorFrom(response: Response): Promise<ApiError> {
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

/** Calls one API route by its schema name; GET routes take no body. */
export async function callApi<K extends UsedRoute>(
  name: K,
  body: RouteRequest<K>,
  signal?: AbortSignal,
): Promise<RouteResponse<K>> {
  const { method, path } = ENDPOINTS[name] as Endpoint<UsedRoute>;
  const response = await fetch(path, {
    method,
    signal,
    headers:
      method === 'POST'
        ? { accept: 'application/json', 'content-type': 'application/json' }
        : { accept: 'application/json' },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as RouteResponse<K>;
}

/** 404 from a lookup means "no such entity" — pages show not-found instead of an error. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
