// The one HTTP client of the app. Calls are named after the api-schema route table, so paths, bodies
// and responses are all type-checked against what the API validates — the web writes no response type
// by hand. Only types come from api-schema (zod stays out of the browser bundle); the method/path table
// below is checked against the schema's literal types, so it cannot drift.
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
  routes,
  ServiceUrls,
} from '@tvmscan/api-schema';

type RouteTable = typeof routes;
type Endpoint<K extends RouteName> = Pick<RouteTable[K], 'method' | 'path'>;

/** The routes this app calls; a route added to the API does not concern it until it is listed here. */
type UsedRoute = Extract<
  RouteName,
  | 'config'
  | 'stats'
  | 'transactions10m'
  | 'transactionsChart'
  | 'messagesChart'
  | 'blocksList'
  | 'block'
  | 'nextBlocks'
  | 'transactionsList'
  | 'transaction'
  | 'messagesList'
  | 'message'
  | 'accountsList'
  | 'account'
  | 'search'
  | 'tokenTransactionsSearch'
  | 'transactionRaw'
  | 'transactionParsed'
  | 'messageParsed'
  | 'messageTree'
  | 'tokenRootsSearch'
  | 'tokenRootByAddress'
  | 'tokenBalancesSearch'
  | 'tokenStats'
  | 'collectionsList'
  | 'collectionsCount'
  | 'nft'
  | 'accountsChart'
  | 'activeAccountsChart'
  | 'accountState'
  | 'collection'
  | 'nftsList'
  | 'validatorsList'
  | 'electionParticipants'
  | 'electionsState'
  | 'electionsBonuses'
  | 'keyBlockConfig'
  | 'shardLayout'
  | 'verifiedContract'
>;

const ENDPOINTS: { [K in UsedRoute]: Endpoint<K> } = {
  config: { method: 'GET', path: '/api/config' },
  stats: { method: 'GET', path: '/api/explorer/stats' },
  transactions10m: { method: 'POST', path: '/api/explorer/stats/transactions_10m' },
  transactionsChart: { method: 'POST', path: '/api/explorer/stats/transactions' },
  messagesChart: { method: 'POST', path: '/api/explorer/stats/messages' },
  blocksList: { method: 'POST', path: '/api/explorer/blocks/list' },
  block: { method: 'POST', path: '/api/explorer/blocks' },
  nextBlocks: { method: 'POST', path: '/api/explorer/blocks/next' },
  transactionsList: { method: 'POST', path: '/api/explorer/transactions/list' },
  transaction: { method: 'POST', path: '/api/explorer/transactions' },
  messagesList: { method: 'POST', path: '/api/explorer/messages/list' },
  message: { method: 'POST', path: '/api/explorer/messages' },
  accountsList: { method: 'POST', path: '/api/explorer/accounts/list' },
  account: { method: 'POST', path: '/api/explorer/accounts' },
  search: { method: 'POST', path: '/api/explorer/search' },
  tokenTransactionsSearch: { method: 'POST', path: '/api/tokens/v1/transactions/search' },
  transactionRaw: { method: 'POST', path: '/api/explorer/transactions/raw' },
  transactionParsed: { method: 'POST', path: '/api/explorer/transactions/parsed' },
  messageParsed: { method: 'POST', path: '/api/explorer/messages/parsed' },
  messageTree: { method: 'POST', path: '/api/explorer/messages/tree' },
  tokenRootsSearch: { method: 'POST', path: '/api/tokens/v1/root_contract/search' },
  tokenRootByAddress: { method: 'GET', path: '/api/tokens/v1/root_contract/root_address/:address' },
  tokenBalancesSearch: { method: 'POST', path: '/api/tokens/v1/balances/search' },
  tokenStats: { method: 'POST', path: '/api/tokens/v1/stats/search' },
  collectionsList: { method: 'POST', path: '/api/explorer/collections/list' },
  collectionsCount: { method: 'POST', path: '/api/explorer/collections/count' },
  nft: { method: 'POST', path: '/api/explorer/nfts' },
  accountsChart: { method: 'POST', path: '/api/explorer/stats/accounts' },
  activeAccountsChart: { method: 'POST', path: '/api/explorer/stats/accounts/active' },
  accountState: { method: 'POST', path: '/api/explorer/accounts/state' },
  collection: { method: 'POST', path: '/api/explorer/collections' },
  nftsList: { method: 'POST', path: '/api/explorer/nfts/list' },
  validatorsList: { method: 'POST', path: '/api/explorer/validators/list' },
  electionParticipants: { method: 'POST', path: '/api/explorer/elections/participants' },
  electionsState: { method: 'GET', path: '/api/explorer/elections/state' },
  electionsBonuses: { method: 'GET', path: '/api/explorer/elections/bonuses' },
  keyBlockConfig: { method: 'POST', path: '/api/explorer/blocks/key-block-config' },
  shardLayout: { method: 'GET', path: '/api/explorer/shards' },
  verifiedContract: { method: 'GET', path: '/api/explorer/contracts/by_code_hash/:codeHash' },
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
export async function callApi<K extends UsedRoute>(
  name: K,
  body: RouteRequest<K>,
  signal?: AbortSignal,
  params?: RouteParams<K>,
): Promise<RouteResponse<K>> {
  const services = name === 'config' ? undefined : (await loadDeploymentConfig())?.services;
  return request(name, body, signal, params, services);
}

async function request<K extends UsedRoute>(
  name: K,
  body: RouteRequest<K>,
  signal: AbortSignal | undefined,
  params: RouteParams<K> | undefined,
  services: ServiceUrls | undefined,
): Promise<RouteResponse<K>> {
  const { method, path } = ENDPOINTS[name] as Endpoint<UsedRoute>;
  const values = (params ?? {}) as Record<string, string>;
  const filled = path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));
  const response = await fetch(serviceUrl(filled, services), {
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
