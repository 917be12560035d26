// The explorer's log: one JSON object a line through pino, the logger Fastify is built on, so a request's
// lines carry its `reqId` and a server fault its error with the stack. Request lines include the headers
// (what a client sent is what an operator needs to see); credentials in them, and secret-named fields
// anywhere, are written as `[Redacted]`.
import pino, { type DestinationStream, type Logger } from 'pino';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

const SECRET_FIELDS = ['password', 'token', 'secret', 'personal_access_token'];

/** pino redaction paths: credential headers, and secret-named fields at the top or one level down (a body). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

interface LoggedRequest {
  method: string;
  url: string;
  host: string;
  ip: string;
  headers: Record<string, unknown>;
  socket?: { remotePort?: number };
}

/** Fastify's own request fields, plus the headers. */
const req = (request: LoggedRequest) => ({
  method: request.method,
  url: request.url,
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
  headers: request.headers,
});

/** A JSON logger at `level`, writing to `destination` (stdout unless given): pass it as the API's logger. */
export function jsonLogger(level: LogLevel, destination: DestinationStream = pino.destination(1)): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
      serializers: { req, err: pino.stdSerializers.err },
    },
    destination,
  );
}

/** A log file, appended to (its folder created when missing), written as each line comes. */
export const logFile = (path: string): DestinationStream =>
  pino.destination({ dest: path, mkdir: true, sync: true });
