// The realistic mix of API requests, shared by bench:api (over a seeded database) and soak (over a
// running local network): every endpoint a page calls, point lookups weighted three to one list, with
// the ids each endpoint cycles through supplied by the caller, so one definition of the mix serves any
// data. Also the child-process load generator both drive it with.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import type { Load, LoadResult } from './load';

export interface Endpoint {
  name: string;
  kind: 'reference' | 'point' | 'list';
  method: 'GET' | 'POST';
  path: string;
  /** Bodies the connections cycle through (ids, cursors and filters vary); none for a GET. */
  bodies?: unknown[];
  /** GET paths the connections cycle through, in place of `path`. */
  paths?: string[];
  /** Headers every request carries (an Authorization header). */
  headers?: Record<string, string>;
}

/** The ids the mix's requests name; each list is cycled through by its endpoint. */
export interface MixIds {
  transactions: string[];
  /** Search queries (transaction hashes). */
  searches: string[];
  blocks: string[];
  messages: string[];
  /** Account pages. */
  accounts: string[];
  /** Accounts whose transactions and incoming messages are listed. */
  listedAccounts: string[];
  /** The account the filtered count is for. */
  countedAccount: string;
  tokenRoots: string[];
  tokenSymbols: string[];
  /** Token roots whose holders are listed. */
  holderRoots: string[];
  /** The token root whose transactions are listed. */
  tokenTransactionsRoot: string;
  /** A cursor deep into the transactions list. */
  deepCursor: string;
}

export function mixEndpoints(ids: MixIds): Endpoint[] {
  const E = '/api/explorer';
  const T = '/api/tokens/v1';
  return [
    { name: 'config', kind: 'reference', method: 'GET', path: '/api/config' },
    { name: 'stats', kind: 'point', method: 'GET', path: `${E}/stats` },
    {
      name: 'transaction',
      kind: 'point',
      method: 'POST',
      path: `${E}/transactions`,
      bodies: ids.transactions.map((id) => ({ id })),
    },
    {
      name: 'block',
      kind: 'point',
      method: 'POST',
      path: `${E}/blocks`,
      bodies: ids.blocks.map((id) => ({ id })),
    },
    {
      name: 'message',
      kind: 'point',
      method: 'POST',
      path: `${E}/messages`,
      bodies: ids.messages.map((id) => ({ id })),
    },
    {
      name: 'account',
      kind: 'point',
      method: 'POST',
      path: `${E}/accounts`,
      bodies: ids.accounts.map((id) => ({ id })),
    },
    {
      name: 'search',
      kind: 'point',
      method: 'POST',
      path: `${E}/search`,
      bodies: ids.searches.map((query) => ({ query })),
    },
    {
      name: 'token root',
      kind: 'point',
      method: 'GET',
      path: `${T}/root_contract/root_address/${ids.tokenRoots[0]}`,
      paths: ids.tokenRoots.map((root) => `${T}/root_contract/root_address/${root}`),
    },
    {
      name: 'token symbol',
      kind: 'point',
      method: 'GET',
      path: `${T}/root_contract/symbol_substring/${ids.tokenSymbols[0]}`,
      paths: ids.tokenSymbols.map(
        (symbol) => `${T}/root_contract/symbol_substring/${encodeURIComponent(symbol)}`,
      ),
    },
    {
      name: 'blocks/list',
      kind: 'list',
      method: 'POST',
      path: `${E}/blocks/list`,
      bodies: [
        { limit: 20, transactionCountGe: 1 },
        { limit: 20, ordering: 'seqno', direction: 'asc' },
      ],
    },
    {
      name: 'transactions/list',
      kind: 'list',
      method: 'POST',
      path: `${E}/transactions/list`,
      bodies: [
        { limit: 20 },
        { limit: 6, offset: 0, txTypes: ['Ordinary'] },
        { limit: 20, ordering: 'balanceChange' },
      ],
    },
    {
      name: 'transactions/list deep',
      kind: 'list',
      method: 'POST',
      path: `${E}/transactions/list`,
      bodies: [
        { limit: 20, cursor: ids.deepCursor },
        { limit: 20, offset: 5_000 },
      ],
    },
    {
      name: 'transactions/list rare',
      kind: 'list',
      method: 'POST',
      path: `${E}/transactions/list`,
      bodies: [
        { limit: 20, txTypes: ['TickTock'] },
        { limit: 20, balanceChangeGe: '-10', balanceChangeLe: '-5' },
      ],
    },
    {
      name: 'transactions/list account',
      kind: 'list',
      method: 'POST',
      path: `${E}/transactions/list`,
      bodies: ids.listedAccounts.map((account) => ({ limit: 20, includeAccounts: [account] })),
    },
    {
      name: 'messages/list',
      kind: 'list',
      method: 'POST',
      path: `${E}/messages/list`,
      bodies: [
        { limit: 20 },
        { limit: 20, ordering: 'messageValue' },
        { limit: 20, messageValueGe: '9990000000' },
      ],
    },
    {
      name: 'messages/list dst',
      kind: 'list',
      method: 'POST',
      path: `${E}/messages/list`,
      bodies: ids.listedAccounts.map((account) => ({ limit: 20, includeDstAccounts: [account] })),
    },
    {
      name: 'accounts/list',
      kind: 'list',
      method: 'POST',
      path: `${E}/accounts/list`,
      bodies: [{ limit: 20 }, { limit: 20, ordering: 'createdAt' }],
    },
    {
      name: 'counts',
      kind: 'list',
      method: 'POST',
      path: `${E}/transactions/count`,
      bodies: [
        {},
        { txTypes: ['Ordinary'], timeGe: 1_700_000_000 },
        { includeAccounts: [ids.countedAccount] },
      ],
    },
    { name: 'tps 10m', kind: 'list', method: 'POST', path: `${E}/stats/transactions_10m`, bodies: [{}] },
    {
      name: 'tokens/search',
      kind: 'list',
      method: 'POST',
      path: `${T}/root_contract/search`,
      bodies: [
        { limit: 20, offset: 0 },
        { limit: 20, offset: 200 },
        { filter: 'trusted', limit: 20 },
      ],
    },
    {
      name: 'token holders',
      kind: 'list',
      method: 'POST',
      path: `${T}/balances/search`,
      bodies: ids.holderRoots.map((rootAddress) => ({ rootAddress, limit: 10 })),
    },
    {
      name: 'token transactions',
      kind: 'list',
      method: 'POST',
      path: `${T}/transactions/search`,
      bodies: [
        { limit: 20 },
        { limit: 20, rootAddress: ids.tokenTransactionsRoot },
        { limit: 20, txKinds: ['Mint'] },
      ],
    },
  ];
}

/** What the Admin API's authorized point lookups send: a real access token of the embedded provider and
 *  a real personal key, both made by the caller at setup. */
export interface AdminIds {
  accessToken: string;
  personalKey: string;
}

/** The Admin API's point lookups a signed-in page makes: `is_admin` on every page that shows the admin
 *  menu (verifying the Bearer token, no database), and `pat/check`, what a service asks of each personal
 *  key its callers send (one indexed lookup). Minting a key (`api_key`) writes: not in the mix. */
export function adminEndpoints(ids: AdminIds): Endpoint[] {
  const A = '/api/admin/v1';
  return [
    {
      name: 'admin is_admin',
      kind: 'point',
      method: 'GET',
      path: `${A}/authorized/is_admin`,
      headers: { authorization: `Bearer ${ids.accessToken}` },
    },
    {
      name: 'admin pat/check',
      kind: 'point',
      method: 'POST',
      path: `${A}/pat/check`,
      bodies: [{ personal_access_token: ids.personalKey }],
    },
  ];
}

export interface MixRequest {
  method: string;
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

/** An endpoint's request list (its connections cycle through it). */
export function requestsOf(e: Endpoint): MixRequest[] {
  const json = { 'content-type': 'application/json', ...e.headers };
  if (e.paths) return e.paths.map((path) => ({ method: e.method, path, headers: e.headers }));
  if (!e.bodies) return [{ method: e.method, path: e.path, headers: e.headers }];
  return e.bodies.map((b) => ({ method: e.method, path: e.path, body: JSON.stringify(b), headers: json }));
}

/** How often a page asks for each kind: point lookups three times as often as lists. */
export const WEIGHT = { reference: 0, point: 3, list: 1 } as const;

/** The API's latency goals, p99 in ms, on PostgreSQL (the production database). */
export const POSTGRES_GOALS = { point: 25, list: 75, reference: Number.POSITIVE_INFINITY } as const;

/** The mix as one paced load: every endpoint with a weight, sharing the connections. */
export function mixLoad(
  url: string,
  endpoints: Endpoint[],
  rate: number,
  duration: number,
  connections = 64,
): Load {
  return {
    url,
    connections,
    rate,
    duration,
    groups: endpoints
      .filter((e) => WEIGHT[e.kind] > 0)
      .map((e) => ({ requests: requestsOf(e), weight: WEIGHT[e.kind] })),
  };
}

/** The load generator in a child process (./load.ts), so its work never runs on the server's event loop. */
export async function runLoad(options: Load): Promise<LoadResult[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'load.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify(options));
  const [stdout, [code]] = await Promise.all([text(child.stdout), once(child, 'exit')]);
  if (code !== 0) throw new Error(`load generator exited with ${code}`);
  return JSON.parse(stdout) as LoadResult[];
}

/** A port nothing listens on now, for a server that must name its own address before it listens (the
 *  embedded provider's issuer, a child server's URL). */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}
