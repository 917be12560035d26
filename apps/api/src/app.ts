// buildApi: the Fastify application. Routes come from the api-schema route table (validation,
// serialization and OpenAPI from the same zod schemas); security plugins, the live stream and the
// web app (static files with SPA fallback) are wired here.
import { sep } from 'node:path';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import underPressure from '@fastify/under-pressure';
import { ErrorResponse, LIVE_PATH, type RouteName, routes } from '@tvmscan/api-schema';
import { KnownContracts } from '@tvmscan/contracts';
import { type Database, findActivePersonalKey, isPersonalKeyShaped } from '@tvmscan/db';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import { LRUCache } from 'lru-cache';
import { Bodies } from './bodies';
import {
  type ApiConfig,
  DEFAULT_PERSONAL_KEY_TTL_MS,
  DEFAULT_RATE_LIMIT,
  DEFAULT_REQUEST_TIMEOUT_MS,
} from './config';
import { type AnyCsvExport, sendCsv } from './csv';
import { Cursors } from './cursor';
import { DEFAULT_DETAIL_CACHE_BYTES, DetailCache, servedByCache } from './detail-cache';
import { Emulator } from './emulation/emulator';
import { errorBody, installErrorHandling } from './errors';
import type { HandlerContext } from './handler-types';
import { handlers } from './handlers';
import { clientFault, MAX_PARAM_LENGTH, routerFault } from './http-faults';
import { DEFAULT_LIVE_LIMITS, LiveHub } from './live';
import { Metrics } from './metrics';
import { operationsRoutes } from './operations';
import { ReadReplicas } from './read-replicas';
import { serializerCompiler } from './serializers';
import { rateLimitRedis, sharedCounterName } from './shared-limits';
import { StatsCache } from './stats-cache';

export interface BuildApiOptions {
  database: Database;
  config: ApiConfig;
  /** Directory of the built web app; absent → API only. */
  webRoot?: string;
  /**
   * The registry GET /metrics serves when `config.metrics` enables it: given by a command that also
   * feeds it the indexer's series (`tvmscan dev`); created here when absent.
   */
  metrics?: Metrics;
  /**
   * Streaming replicas of `database` (TVMSCAN_READ_DATABASE_URL): request-path reads go to them while
   * they keep up (read-replicas.ts). The indexer, the live stream and the counters stay on `database`.
   */
  readDatabases?: readonly Database[];
}

const BODY_LIMIT = 64 * 1024;
/** How often Node looks for requests past their timeout: the cut comes at most this late. */
const TIMEOUT_CHECK_MS = 1000;

type UnderPressureHandler = NonNullable<Parameters<typeof underPressure>[1]['pressureHandler']>;

/**
 * Under load only API work is refused: the web app's files are cheap to serve, and a refused lazy chunk
 * breaks the page it belongs to. The plugin answers with what this returns and stops the request there;
 * its types say "void", but a reply sent from here is written asynchronously and the plugin would pass
 * the request on to its route meanwhile.
 */
function shedApiCalls(req: FastifyRequest, reply: FastifyReply): ErrorResponse | undefined {
  if (!req.url.startsWith('/api/')) return undefined;
  reply.code(503).header('retry-after', '1');
  return errorBody('UNAVAILABLE', 'server is under load, retry');
}

/** Personal keys whose lookup is remembered at once (each a few dozen bytes). */
const PERSONAL_KEY_CACHE_ENTRIES = 10_000;

/**
 * Whether an X-API-Key is an active personal key (decision 0045). The answer, yes or no, is remembered
 * for `ttlMs` in a bounded LRU, so a client sending its key on every request costs the database one
 * indexed lookup per TTL, not one per request; concurrent requests with one key share a lookup. The
 * price is that a revoked key keeps its budget for at most `ttlMs`. Only values shaped like a personal
 * key are looked up, and a failed lookup (the database is down) counts the request against its IP and
 * is not remembered.
 */
function personalKeyCheck(database: Database, ttlMs: number): (key: string) => Promise<boolean> {
  const active = new LRUCache<string, boolean>({
    max: PERSONAL_KEY_CACHE_ENTRIES,
    ttl: ttlMs,
    fetchMethod: async (key) => (await findActivePersonalKey(database.db, key)) !== null,
  });
  return async (key) => {
    if (!isPersonalKeyShaped(key)) return false;
    try {
      return (await active.fetch(key)) === true;
    } catch {
      return false;
    }
  };
}

/** The distinct origins of the absolute http(s) service URLs among `services`. */
export function serviceOrigins(services: Record<string, string | null>): string[] {
  const origins = new Set<string>();
  for (const value of Object.values(services)) {
    if (!value || !/^https?:\/\//i.test(value)) continue;
    try {
      origins.add(new URL(value).origin);
    } catch {
      // Not a URL the browser could call either: nothing to allow.
    }
  }
  return [...origins];
}

export async function buildApi({
  database,
  config,
  webRoot,
  metrics,
  readDatabases = [],
}: BuildApiOptions): Promise<FastifyInstance> {
  const requestTimeout = config.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const app = Fastify({
    ...(config.logger ? { loggerInstance: config.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // A hop count is valid at run time (Fastify's docs); its types list only the other forms.
    trustProxy: (config.trustProxy ?? false) as boolean | string,
    // A client that never finishes sending its request (headers or body) is answered 408 and cut off,
    // so slow senders cannot hold connections open. Responses are not bounded by it: the live stream
    // and CSV exports write for as long as they need.
    requestTimeout,
    http: { headersTimeout: requestTimeout, connectionsCheckingInterval: TIMEOUT_CHECK_MS },
    frameworkErrors: routerFault,
    clientErrorHandler: clientFault,
  });
  app.setValidatorCompiler(validatorCompiler);
  const serialize = serializerCompiler(config.checkResponses ?? false);
  app.setSerializerCompiler(serialize);
  installErrorHandling(app);

  // The security headers are the same on every response, so helmet's middleware is built once (the
  // Fastify plugin builds it, parsing the CSP, on every request).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the web app compile nekoton's WebAssembly (the contract executor);
        // it does not allow eval of JavaScript.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Mantine and Swagger UI set inline styles; scripts stay same-origin only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        // The services the deployment names by absolute URL (another host's Admin API, an external
        // OpenID issuer) are called by the web app, so their origins are allowed; relative ones are 'self'.
        connectSrc: ["'self'", ...serviceOrigins(config.web.services)],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // helmet's default would make browsers fetch every subresource over HTTPS, which breaks a
        // deployment served over plain HTTP on a LAN; HTTPS deployments set HSTS at their proxy.
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  await app.register(cors, { origin: config.corsOrigins?.length ? [...config.corsOrigins] : false });
  if (config.maxEventLoopDelayMs !== 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: config.maxEventLoopDelayMs ?? 1000,
      pressureHandler: shedApiCalls as unknown as UnderPressureHandler,
    });
  }
  // Who a request counts against (the rate limit, the dry runs' per-client bound): a known X-API-Key
  // (an operator's, or an active personal key of the Admin API) has its own, larger budget; anything
  // else counts against the client IP.
  const apiKeys = new Set(config.apiKeys ?? []);
  const personalKeys = personalKeyCheck(database, config.personalKeyTtlMs ?? DEFAULT_PERSONAL_KEY_TTL_MS);
  const clientOf = async (req: FastifyRequest) => {
    const key = req.headers['x-api-key'];
    if (typeof key !== 'string') return `ip:${req.ip}`;
    return apiKeys.has(key) || (await personalKeys(key)) ? `key:${key}` : `ip:${req.ip}`;
  };
  if (config.rateLimit !== false) {
    const limits = config.rateLimit ?? DEFAULT_RATE_LIMIT;
    // Counted in Redis when the deployment names one (every process then shares one budget per client),
    // else in this process's memory.
    const shared = config.sharedRateLimit;
    const redis = shared ? await rateLimitRedis(shared, app.log) : null;
    if (redis) app.addHook('onClose', async () => redis.disconnect());
    await app.register(rateLimit, {
      timeWindow: limits.windowMs,
      keyGenerator: redis ? async (req) => sharedCounterName(await clientOf(req)) : clientOf,
      ...(redis && shared ? { redis, nameSpace: shared.namespace, skipOnError: true } : {}),
      max: (_req, key) => (key.startsWith('key:') ? limits.perKey : limits.perIp),
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        ...errorBody('RATE_LIMITED', `rate limit exceeded, retry in ${Math.ceil(ctx.ttl / 1000)} s`),
      }),
    });
  }

  const replicas =
    readDatabases.length > 0 ? new ReadReplicas(database, readDatabases, config.replicaMaxLagMs) : null;
  // /healthz, /readyz and /metrics: after the rate limit is registered, so their routes can opt out of it.
  operationsRoutes(app, {
    database,
    metrics: config.metrics ? (metrics ?? new Metrics()) : null,
    access: config.metrics,
    replicas,
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'tvmscan API', version: '0.1.0', description: 'Explorer API of a TVM-family network' },
      tags: [{ name: 'explorer' }, { name: 'tokens' }, { name: 'config' }, { name: 'verify' }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const stats = new StatsCache(database);
  const bodies = new Bodies(await KnownContracts.load());
  const details = new DetailCache(database, config.detailCacheBytes ?? DEFAULT_DETAIL_CACHE_BYTES);
  await details.start();
  app.addHook('onClose', async () => details.stop());
  app.decorate('detailCache', details);
  const emulator = new Emulator(database);
  app.addHook('onClose', () => emulator.close());
  const ctx: HandlerContext = {
    database,
    config,
    cursors: new Cursors(config.cursorSecret),
    stats,
    bodies,
    emulator,
  };
  if (replicas) {
    await replicas.start();
    app.addHook('onClose', () => replicas.stop());
  }
  /** The context of a request that must read at least head `atLeast`: on a replica when one can answer. */
  const contextAt = (atLeast: number): HandlerContext => {
    if (!replicas) return ctx;
    const target = replicas.pick(atLeast);
    return { ...ctx, database: target.database, cursors: ctx.cursors.at(target.head) };
  };
  for (const name of Object.keys(routes) as RouteName[]) {
    const route = routes[name];
    const handler = handlers[name] as (body: unknown, c: HandlerContext, client: string) => Promise<unknown>;
    // A detail call's body is serialized here, once, for its ETag and the cache (detail-cache.ts).
    const detail =
      servedByCache(name, 'notFound' in route) && !('csv' in route)
        ? serialize({ schema: route.response, method: route.method, url: route.path })
        : null;
    // The route table is heterogeneous, so handlers are typed through `handlers`, not the provider.
    app.route({
      method: route.method,
      url: route.path,
      schema: {
        operationId: name,
        summary: route.summary,
        tags: [route.tag],
        ...('body' in route ? { body: route.body } : {}),
        ...('params' in route ? { params: route.params } : {}),
        ...('query' in route ? { querystring: route.query } : {}),
        response: {
          200: route.response,
          400: ErrorResponse,
          404: ErrorResponse,
          429: ErrorResponse,
          503: ErrorResponse,
        },
      },
      handler: async (request, reply) => {
        const input = 'params' in route ? request.params : 'query' in route ? request.query : request.body;
        if (detail) {
          // What the detail cache keeps must show every commit it has heard (read-replicas.ts).
          const at = contextAt(replicas?.primaryHead ?? 0);
          if (
            await details.reply(
              name,
              input,
              request,
              reply,
              async () => handler(input, at, await clientOf(request)),
              detail,
            )
          )
            return reply;
          return reply.code(404).send(errorBody('NOT_FOUND', `${name} not found`, 'id'));
        }
        const at = contextAt(ctx.cursors.headOf((input as { cursor?: unknown } | undefined)?.cursor));
        const result = await handler(input, at, await clientOf(request));
        if (result === null) return reply.code(404).send(errorBody('NOT_FOUND', `${name} not found`, 'id'));
        if ('csv' in route) return sendCsv(reply, result as AnyCsvExport, at.database.db);
        return result;
      },
    });
  }

  const live = new LiveHub(app, database, stats, { ...DEFAULT_LIVE_LIMITS, ...config.live });
  await live.start();
  app.addHook('onClose', () => live.stop());
  app.get(LIVE_PATH, { schema: { hide: true } }, (request, reply) => {
    // request.ip is the client the rate limit counts too (behind trusted proxies, the one they name).
    const refusal = live.refusal(request.ip);
    if (refusal === 'full') {
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(errorBody('UNAVAILABLE', 'too many live clients, retry'));
    }
    if (refusal === 'client') {
      return reply
        .code(429)
        .header('retry-after', '5')
        .send(errorBody('RATE_LIMITED', 'too many live connections from this client, close one first'));
    }
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    reply.raw.write(': connected\n\n');
    live.add(reply.raw, request.ip);
    request.raw.on('close', () => reply.raw.end());
  });

  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      // The build writes .br and .gz copies of its files: sent as they are to clients that accept them.
      preCompressed: true,
      // Files under assets/ are named by their content hash, so a new build gives new names; everything
      // else (index.html naming the current assets) is checked again on each visit.
      cacheControl: false,
      setHeaders(res, path) {
        const immutable = path.includes(`${sep}assets${sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // Unknown /api paths are API 404s; any other GET is a client-side route of the SPA.
  app.setNotFoundHandler((request, reply) => {
    if (webRoot && request.method === 'GET' && !request.url.startsWith('/api')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply
      .code(404)
      .send(errorBody('NOT_FOUND', `no route ${request.method} ${request.url.split('?')[0]}`));
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The detail responses' cache, for its hit rate (bench:api, the soak). */
    detailCache: DetailCache;
  }
}
