// Every failure leaves as `{ code, message, field }` (api-schema ErrorResponse). Request faults are
// 4xx with the offending field; only a genuine server fault is a 500, and its details stay in the log.
import { errorBody, validationRefusal } from '@tvmscan/api-schema';
import { KeysetError, type UnavailableReason, unavailableReason } from '@tvmscan/db';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { CursorError } from './cursor';

export { errorBody };

/** A request that passed its schema but is still wrong (e.g. an address whose checksum fails). */
export class BadRequest extends Error {
  override name = 'BadRequest';
  constructor(
    message: string,
    readonly field: string | null,
  ) {
    super(message);
  }
}

/** What a 503 says, and after how many seconds to retry, by why the database could not answer. */
const UNAVAILABLE_MESSAGES: Record<UnavailableReason, string> = {
  timeout: 'the query took too long, retry or narrow it',
  busy: 'server is under load, retry',
  down: 'database unavailable, retry',
};
const RETRY_AFTER_S: Record<UnavailableReason, number> = { timeout: 5, busy: 1, down: 2 };

/** Answers 503 with Retry-After, saying why the database could not answer: a retry soon may well succeed. */
export function sendUnavailable(reply: FastifyReply, reason: UnavailableReason): FastifyReply {
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_S[reason]))
    .send(errorBody('UNAVAILABLE', UNAVAILABLE_MESSAGES[reason]));
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | BadRequest, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error))
      return reply.code(400).send(validationRefusal(error.validation));
    if (error instanceof BadRequest) {
      return reply.code(400).send(errorBody('BAD_REQUEST', error.message, error.field));
    }
    if (error instanceof CursorError || error instanceof KeysetError) {
      return reply.code(400).send(errorBody('INVALID_CURSOR', error.message, 'cursor'));
    }
    const unavailable = unavailableReason(error);
    if (unavailable) {
      // The database is slow, saturated or restarting: a retry soon may well succeed.
      request.log.warn({ err: error, reason: unavailable }, 'database unavailable');
      return sendUnavailable(reply, unavailable);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send(errorBody('RATE_LIMITED', error.message));
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody('INTERNAL', 'internal error'));
  });
}
