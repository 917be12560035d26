// The endpoints an operator's load balancer and monitoring call, beside the API: GET /healthz (the
// process is up; never touches the database), GET /readyz (the database answers a trivial query within
// a second, else the API's 503) and GET /metrics (./metrics.ts, only when the deployment enables it,
// decision 0043). Registered as routes of their own, so they answer as themselves and never as the web
// app's index.html; not rate limited (a monitor polls them) and never cached.
import { createHash, timingSafeEqual } from 'node:crypto';
import { type Database, ping, unavailableReason } from '@tvmscan/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ApiConfig } from './config';
import { errorBody, sendUnavailable } from './errors';
import type { Metrics } from './metrics';
import type { ReadReplicas } from './read-replicas';

export const HEALTHZ_PATH = '/healthz';
export const READYZ_PATH = '/readyz';
export const METRICS_PATH = '/metrics';

/** How long /readyz waits for the database's answer before calling it not ready. */
export const READY_TIMEOUT_MS = 1000;

interface OperationsOptions {
  database: Database;
  /** The registry /metrics serves; null when the deployment does not serve metrics. */
  metrics: Metrics | null;
  access: ApiConfig['metrics'];
  /** The read replicas, when the deployment has them: their pools, lag and state go to /metrics too. */
  replicas: ReadReplicas | null;
}

const plain = { schema: { hide: true }, config: { rateLimit: false } } as const;
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** A constant-time comparison of a presented bearer token with the configured one. */
function tokenMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  // Digests have one length whatever was sent, so the comparison's time says nothing of the token.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(presented), digest(token));
}

export function operationsRoutes(
  app: FastifyInstance,
  { database, metrics, access, replicas }: OperationsOptions,
): void {
  if (metrics) {
    metrics.watchPool('api', database.pool);
    if (replicas) {
      for (const [i, replica] of replicas.databases.entries())
        metrics.watchPool(`replica-${i}`, replica.pool);
      metrics.watchReplicas(() => replicas.states());
    }
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observeRequest(
        request.method,
        request.routeOptions.url,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
  }

  app.get(HEALTHZ_PATH, plain, (_request, reply) => noStore(reply).send({ status: 'ok' }));

  app.get(READYZ_PATH, plain, async (request, reply) => {
    noStore(reply);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), READY_TIMEOUT_MS);
    });
    try {
      const answer = await Promise.race([ping(database.db), late]);
      if (answer === 'late') return sendUnavailable(reply, 'busy');
      return reply.send({ status: 'ready' });
    } catch (error) {
      // Not ready, whatever the cause: a load balancer only needs to know to send requests elsewhere.
      const reason = unavailableReason(error) ?? 'down';
      request.log.warn({ err: error, reason }, 'not ready: the database did not answer');
      return sendUnavailable(reply, reason);
    } finally {
      clearTimeout(timer);
    }
  });

  app.get(METRICS_PATH, plain, async (request, reply) => {
    noStore(reply);
    if (!metrics || !access) {
      return reply.code(404).send(errorBody('NOT_FOUND', `no route GET ${METRICS_PATH}`));
    }
    if (access.token !== undefined && !tokenMatches(request.headers.authorization, access.token)) {
      return reply
        .code(403)
        .send(errorBody('FORBIDDEN', 'metrics need the bearer token the operator configured'));
    }
    const { contentType, text } = await metrics.scrape();
    return reply.type(contentType).send(text);
  });
}
