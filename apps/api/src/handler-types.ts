// The types every handler is written against: what it receives and what it answers. Their own module
// so that the handler groups under handlers/ and the table in handlers.ts that joins them name them
// without importing each other.
import type { RouteName, RouteResponse, routes } from '@tvmscan/api-schema';
import type { Database } from '@tvmscan/db';
import type { z } from 'zod';
import type { Bodies } from './bodies';
import type { ApiConfig } from './config';
import type { AnyCsvExport } from './csv';
import type { Cursors } from './cursor';
import type { Emulator } from './emulation/emulator';
import type { StatsCache } from './stats-cache';

/** What a handler receives: the validated body, or the validated path parameters of a GET route. */
export type Body<K extends RouteName> = (typeof routes)[K] extends { body: infer B extends z.ZodType }
  ? z.output<B>
  : (typeof routes)[K] extends { params: infer P extends z.ZodType }
    ? z.output<P>
    : (typeof routes)[K] extends { query: infer Q extends z.ZodType }
      ? z.output<Q>
      : undefined;

export interface HandlerContext {
  database: Database;
  /** Decodes bodies with the known contracts' ABIs (method names, parsed data, events). */
  bodies: Bodies;
  config: ApiConfig;
  cursors: Cursors;
  stats: StatsCache;
  /** Runs dry runs of messages off the event loop (emulation/). */
  emulator: Emulator;
}

export type Handlers = {
  [K in RouteName]: (
    body: Body<K>,
    ctx: HandlerContext,
    /** Who asks: the rate limit's key (`ip:…` or `key:…`). */
    client: string,
  ) => Promise<((typeof routes)[K] extends { csv: true } ? AnyCsvExport : RouteResponse<K>) | null>;
};
