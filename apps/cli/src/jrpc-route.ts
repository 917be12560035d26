// Serves the local network's JRPC endpoint at POST /rpc (and its GraphQL blocks query at POST /graphql)
// on the explorer's port, so a wallet or
// everscale-standalone-client pointed at http://localhost:PORT/rpc reads from and sends to the network.
// The endpoint can send messages, so a web page must not reach it through the visitor's browser: only
// `application/json` bodies are taken (a page can post text/plain or a form to any address without the
// browser asking first), and only Host headers naming this machine as configured (a DNS-rebinding page
// reaches 127.0.0.1 under its own host name). A malformed JSON body is answered by JSON-RPC itself
// (-32700) rather than with the API's 400.
import type { buildApi } from '@tvmscan/api';
import type { GraphqlEndpoint, JrpcEndpoint } from '@tvmscan/localnet';

type App = Awaited<ReturnType<typeof buildApi>>;

export const JRPC_PATH = '/rpc';

/** Where the explorer listens: the names a request's Host header may give. */
export interface JrpcListen {
  host: string;
  port: number;
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** `name` or `name:port` for the loopback names and the configured host (IPv6 in brackets). */
function allowedHosts({ host, port }: JrpcListen): Set<string> {
  const configured = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  const names = [...LOOPBACK_NAMES, configured.toLowerCase()];
  return new Set(names.flatMap((name) => [name, `${name}:${port}`]));
}

/** A JSON-RPC error with no request id: what a client of the endpoint knows how to read. */
const refusal = (message: string) => ({ jsonrpc: '2.0', id: null, error: { code: -32600, message } });

/** A POST route on the explorer's server that takes only JSON bodies and Host headers naming this
 *  machine, refusing the rest with `refuse(message)` as its body (415, 403). */
export async function mountGuardedJson(
  app: App,
  path: string,
  listen: JrpcListen,
  refuse: (message: string) => unknown,
  handle: (body: string) => string,
): Promise<void> {
  const hosts = allowedHosts(listen);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    // Checked before the body is read, so a refused request costs nothing.
    scope.addHook('onRequest', async (request, reply) => {
      if (!hosts.has((request.headers.host ?? '').toLowerCase())) {
        return reply.code(403).send(refuse('the Host header does not name this server'));
      }
      const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      if (type !== 'application/json') {
        return reply.code(415).send(refuse('the body must be application/json'));
      }
    });
    scope.post(path, { schema: { hide: true } }, async (request, reply) => {
      reply.type('application/json');
      return handle(typeof request.body === 'string' ? request.body : '');
    });
  });
}

export async function mountJrpc(app: App, endpoint: JrpcEndpoint, listen: JrpcListen): Promise<void> {
  await mountGuardedJson(app, JRPC_PATH, listen, refusal, (body) => endpoint.handle(body));
  app.addHook('onClose', async () => endpoint.close());
}

export const GRAPHQL_PATH = '/graphql';

/** The local network's GraphQL blocks query (decision 0047) at POST /graphql, under the same guards:
 *  it only reads, but a page must not read the network through a visitor's browser either. Refusals
 *  are GraphQL errors. */
export async function mountGraphql(app: App, endpoint: GraphqlEndpoint, listen: JrpcListen): Promise<void> {
  await mountGuardedJson(
    app,
    GRAPHQL_PATH,
    listen,
    (message) => ({ errors: [{ message }] }),
    (body) => endpoint.handle(body),
  );
}
