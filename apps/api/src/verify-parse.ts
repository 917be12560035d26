// The verification service's two decoding calls, GET /api/verify/parse/message/{id} and
// /parse/transaction/{id}, for a server that runs the service without the Explorer API (`tvmscan verify
// serve`). They are the API's own route definitions and handlers (handlers/messages.ts,
// handlers/transactions.ts), over a body decoder of their own; where the API runs, it mounts them itself.
import { ErrorResponse, routes } from '@tvmscan/api-schema';
import { KnownContracts } from '@tvmscan/contracts';
import type { Database } from '@tvmscan/db';
import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { Bodies } from './bodies';
import { errorBody } from './errors';
import { parsedMessage } from './handlers/messages';
import { parsedTransaction } from './handlers/transactions';
import { serializerCompiler } from './serializers';

export async function verifyParseRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const ctx = { database, bodies: new Bodies(await KnownContracts.load()) };
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(false));
  const parse = [
    ['verifyParsedMessage', parsedMessage],
    ['verifyParsedTransaction', parsedTransaction],
  ] as const;
  for (const [name, handler] of parse) {
    const route = routes[name];
    app.route({
      method: route.method,
      url: route.path,
      schema: {
        params: route.params,
        response: { 200: route.response, 400: ErrorResponse, 404: ErrorResponse },
      },
      handler: async (request, reply) => {
        const found = await handler(request.params as { id: string }, ctx);
        return found ?? reply.code(404).send(errorBody('NOT_FOUND', `${name} not found`, 'id'));
      },
    });
  }
}
