// Faults Fastify answers before any route or hook runs, given the API's error shape: a URL whose path
// parameter the router cannot decode (bytes that are not UTF-8, such as an unpaired surrogate) or finds
// too long, and a connection whose request never completes in time or overflows its headers.
import type { Socket } from 'node:net';
import { routes } from '@tvmscan/api-schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';

/** Longest path parameter the router takes (Fastify's default); a longer one is answered 414. */
export const MAX_PARAM_LENGTH = 100;

const decodes = (segment: string): boolean => {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
};

/** The `:name` of the route table's path parameter that `url` carries undecodable or too long text in. */
function faultyParam(method: string, url: string): string | null {
  const segments = url.split('?')[0].split('/');
  for (const route of Object.values(routes)) {
    const pattern = route.path.split('/');
    if (route.method !== method || pattern.length !== segments.length) continue;
    if (!pattern.every((p, i) => p.startsWith(':') || p === segments[i])) continue;
    const bad = pattern.find(
      (p, i) => p.startsWith(':') && (segments[i].length > MAX_PARAM_LENGTH || !decodes(segments[i])),
    );
    if (bad) return bad.slice(1);
  }
  return null;
}

/** Fastify's `frameworkErrors`: the router's refusals, naming the path parameter at fault. */
export function routerFault(
  error: Error & { statusCode?: number },
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const status = error.statusCode ?? 400;
  const field = faultyParam(req.method, req.url);
  const message = field
    ? `${field}: ${status === 414 ? `longer than ${MAX_PARAM_LENGTH} characters` : 'not valid UTF-8'}`
    : 'malformed URL';
  return reply.code(status).send(errorBody('BAD_REQUEST', message, field));
}

const CLIENT_FAULTS: Record<string, [status: number, reason: string, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'the request did not arrive in time'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'request headers too large'],
};

/**
 * Fastify's `clientErrorHandler`: Node's parser refused the connection's request (it timed out, its
 * headers overflowed, it was not HTTP), so no request object exists; the answer is written on the socket.
 */
export function clientFault(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] = CLIENT_FAULTS[err.code ?? ''] ?? [
    400,
    'Bad Request',
    'malformed request',
  ];
  const body = JSON.stringify(errorBody('BAD_REQUEST', message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
