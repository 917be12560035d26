// The verification service alone: its routes under /api/verify on a Fastify server of their own, for a
// deployment that runs it apart from the explorer's API (`tvmscan verify serve`). Errors the routes do
// not answer themselves end here in the same `{ code, message, field }` shape: a database that is down
// or slow is a 503 to retry, anything else a logged 500.
import { errorBody, VERIFY_BASE } from '@tvmscan/api-schema';
import { type Database, unavailableReason } from '@tvmscan/db';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { NativeCompiler } from './compilers';
import { verifyRoutes } from './routes';

export interface VerifyServerOptions {
  database: Database;
  operatorKeys?: readonly string[];
  nativeCompilers?: readonly NativeCompiler[];
  logger?: FastifyBaseLogger;
}

export async function buildVerifyServer(options: VerifyServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // The explorer API's limit; /compile and /attest set their own 2 MiB.
    bodyLimit: 64 * 1024,
  });
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    if (unavailableReason(error)) {
      return reply
        .code(503)
        .header('retry-after', '2')
        .send(errorBody('UNAVAILABLE', 'database unavailable, retry'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return reply.code(status).send(errorBody('BAD_REQUEST', error.message));
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody('INTERNAL', 'internal error'));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(errorBody('NOT_FOUND', `no route ${request.method} ${request.url.split('?')[0]}`)),
  );
  await app.register(verifyRoutes, {
    prefix: VERIFY_BASE,
    database: options.database,
    operatorKeys: options.operatorKeys,
    nativeCompilers: options.nativeCompilers,
  });
  return app;
}
