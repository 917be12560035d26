// The route table: one entry per call, naming its method, path, body and response schemas. The api
// registers handlers from it (validation + OpenAPI), the web derives its typed client's types from it.
// Each entity's module holds its entries (method and path from ./values); this table joins them.
import type { z } from 'zod';
import { accountRoutes } from './accounts';
import { blockRoutes } from './blocks';
import { configRoutes } from './config';
import { contractRoutes } from './contracts';
import { electionRoutes } from './elections';
import { messageRoutes } from './messages';
import { multiTokenRoutes } from './multi-tokens';
import { networkConfigRoutes } from './network-config';
import { nftRoutes } from './nfts';
import type { RouteDef } from './route-def';
import { searchRoutes } from './search';
import { shardRoutes } from './shards';
import { statsRoutes } from './stats';
import { tokenRoutes } from './tokens';
import { transactionRoutes } from './transactions';
import { validatorRoutes } from './validators';

export const routes = {
  ...configRoutes,
  ...statsRoutes,
  ...blockRoutes,
  ...transactionRoutes,
  ...messageRoutes,
  ...accountRoutes,
  ...searchRoutes,
  ...tokenRoutes,
  ...nftRoutes,
  ...multiTokenRoutes,
  ...electionRoutes,
  ...validatorRoutes,
  ...networkConfigRoutes,
  ...shardRoutes,
  ...contractRoutes,
} as const satisfies Record<string, RouteDef>;

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
