// Serves the local network's JRPC endpoint at POST /rpc on the explorer's port, so a wallet or
// everscale-standalone-client pointed at http://localhost:PORT/rpc reads from and sends to the network.
// The body reaches the endpoint as text: JSON-RPC answers a malformed body itself (-32700), rather than
// with the API's 400.
import type { buildApi } from '@tvmscan/api';
import type { JrpcEndpoint } from '@tvmscan/localnet';

type App = Awaited<ReturnType<typeof buildApi>>;

export const JRPC_PATH = '/rpc';

export async function mountJrpc(app: App, endpoint: JrpcEndpoint): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(JRPC_PATH, { schema: { hide: true } }, async (request, reply) => {
      reply.type('application/json');
      return endpoint.handle(typeof request.body === 'string' ? request.body : '');
    });
  });
  app.addHook('onClose', async () => endpoint.close());
}
