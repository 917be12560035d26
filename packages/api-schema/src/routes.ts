// The route table: one entry per call, naming its method, path, body and response schemas. The api
// registers handlers from it (validation + OpenAPI), the web derives its typed client from it.
import type { z } from 'zod';
import { ConfigResponse } from './config';
import { contractRoutes } from './contracts';
import { Account, BlockDetails, MessageDetails, TransactionDetails } from './entities';
import {
  AccountRequest,
  AccountsListRequest,
  AccountsListResponse,
  BlockRequest,
  BlocksListRequest,
  BlocksListResponse,
  ChartRequest,
  ChartResponse,
  ConvertAddressRequest,
  ConvertAddressResponse,
  MessageRequest,
  MessagesListRequest,
  MessagesListResponse,
  NextBlocksRequest,
  NextBlocksResponse,
  SearchRequest,
  SearchResponse,
  StatsResponse,
  TransactionRequest,
  Transactions10mRequest,
  Transactions10mResponse,
  TransactionsListRequest,
  TransactionsListResponse,
} from './explorer';
import { networkRoutes } from './network-routes';
import { nftRoutes } from './nfts';
import type { RouteDef } from './route-def';
import { tokenRoutes } from './tokens';

export const routes = {
  config: {
    method: 'GET',
    path: '/api/config',
    tag: 'config',
    summary: 'Per-deployment configuration of the web app',
    response: ConfigResponse,
  },
  stats: {
    method: 'GET',
    path: '/api/explorer/stats',
    tag: 'explorer',
    summary: 'Network counters for the main page',
    response: StatsResponse,
  },
  transactions10m: {
    method: 'POST',
    path: '/api/explorer/stats/transactions_10m',
    tag: 'explorer',
    summary: 'Transactions in 10-second buckets over the last ten minutes (TPS = count / 10)',
    body: Transactions10mRequest,
    response: Transactions10mResponse,
  },
  transactionsChart: {
    method: 'POST',
    path: '/api/explorer/stats/transactions',
    tag: 'explorer',
    summary: 'Transactions per hour or day between start_date and end_date',
    body: ChartRequest,
    response: ChartResponse,
  },
  messagesChart: {
    method: 'POST',
    path: '/api/explorer/stats/messages',
    tag: 'explorer',
    summary: 'Messages per hour or day between start_date and end_date',
    body: ChartRequest,
    response: ChartResponse,
  },
  accountsChart: {
    method: 'POST',
    path: '/api/explorer/stats/accounts',
    tag: 'explorer',
    summary: 'New accounts per hour or day between start_date and end_date',
    body: ChartRequest,
    response: ChartResponse,
  },
  activeAccountsChart: {
    method: 'POST',
    path: '/api/explorer/stats/accounts/active',
    tag: 'explorer',
    summary: 'Distinct active accounts per hour or day between start_date and end_date',
    body: ChartRequest,
    response: ChartResponse,
  },
  blocksList: {
    method: 'POST',
    path: '/api/explorer/blocks/list',
    tag: 'explorer',
    summary: 'Blocks, newest first, keyset-paged',
    body: BlocksListRequest,
    response: BlocksListResponse,
  },
  block: {
    method: 'POST',
    path: '/api/explorer/blocks',
    tag: 'explorer',
    summary: 'One block by root hash, or by workchain, shard and seqno',
    body: BlockRequest,
    response: BlockDetails,
    notFound: true,
  },
  nextBlocks: {
    method: 'POST',
    path: '/api/explorer/blocks/next',
    tag: 'explorer',
    summary:
      "A block's next blocks by their previous-block links: one, both halves after a split, the merged block after a merge",
    body: NextBlocksRequest,
    response: NextBlocksResponse,
  },
  transactionsList: {
    method: 'POST',
    path: '/api/explorer/transactions/list',
    tag: 'explorer',
    summary: 'Transactions, newest first, keyset-paged and filtered',
    body: TransactionsListRequest,
    response: TransactionsListResponse,
  },
  transaction: {
    method: 'POST',
    path: '/api/explorer/transactions',
    tag: 'explorer',
    summary: 'One transaction by hash, with its messages and phases',
    body: TransactionRequest,
    response: TransactionDetails,
    notFound: true,
  },
  messagesList: {
    method: 'POST',
    path: '/api/explorer/messages/list',
    tag: 'explorer',
    summary: 'Message occurrences, newest first, keyset-paged and filtered',
    body: MessagesListRequest,
    response: MessagesListResponse,
  },
  message: {
    method: 'POST',
    path: '/api/explorer/messages',
    tag: 'explorer',
    summary: 'One message by hash, with its parent and child transactions',
    body: MessageRequest,
    response: MessageDetails,
    notFound: true,
  },
  accountsList: {
    method: 'POST',
    path: '/api/explorer/accounts/list',
    tag: 'explorer',
    summary: 'Accounts ordered by balance, creation or update time, keyset-paged',
    body: AccountsListRequest,
    response: AccountsListResponse,
  },
  account: {
    method: 'POST',
    path: '/api/explorer/accounts',
    tag: 'explorer',
    summary: 'One account by raw address',
    body: AccountRequest,
    response: Account,
    notFound: true,
  },
  convertAddress: {
    method: 'POST',
    path: '/api/explorer/convert_address',
    tag: 'explorer',
    summary: 'An address in raw and all four friendly forms',
    body: ConvertAddressRequest,
    response: ConvertAddressResponse,
  },
  search: {
    method: 'POST',
    path: '/api/explorer/search',
    tag: 'explorer',
    summary: 'Find blocks, accounts, transactions and messages by id or (raw or friendly) address',
    body: SearchRequest,
    response: SearchResponse,
  },
  ...tokenRoutes,
  ...nftRoutes,
  ...networkRoutes,
  ...contractRoutes,
} as const satisfies Record<string, RouteDef>;

/** Path of the Server-Sent Events stream (events in ./live). */
export const LIVE_PATH = '/api/explorer/live';

export type RouteName = keyof typeof routes;
type Routes = typeof routes;
/** What a client sends to a route (defaults not yet applied). */
export type RouteRequest<K extends RouteName> = Routes[K] extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : Routes[K] extends { query: infer Q extends z.ZodType }
    ? z.input<Q>
    : undefined;
/** The path parameters of a GET route with `:name` segments. */
export type RouteParams<K extends RouteName> = Routes[K] extends { params: infer P extends z.ZodType }
  ? z.input<P>
  : undefined;
/** What a route answers with on success. */
export type RouteResponse<K extends RouteName> = z.output<Routes[K]['response']>;
