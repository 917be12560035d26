// What one entry of the route table says about a call. Its own module so that the route groups
// (one per entity: blocks, transactions, tokens, NFTs…) and the table that spreads them all name it without
// importing each other.
import type { z } from 'zod';

export interface RouteDef {
  method: 'GET' | 'POST';
  path: string;
  tag: 'explorer' | 'tokens' | 'config' | 'verify';
  summary: string;
  /** Present for POST calls; GET calls take no body. */
  body?: z.ZodType;
  /** GET calls that take parameters take them as a query string. */
  query?: z.ZodType;
  /** The 200 body is streamed text/csv (an attachment), not JSON. */
  csv?: true;
  /** Path parameters (`:name` segments) of a GET call; the handler receives them in place of a body. */
  params?: z.ZodType;
  response: z.ZodType;
  /** Detail calls answer 404 when the id is unknown. */
  notFound?: true;
}
