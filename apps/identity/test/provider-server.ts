// A real provider on a real port for the tests: Fastify with identityRoutes at /oidc over a migrated
// database, the outbox as its mailer; the browser-like client that signs in through it is
// test-support's oidc-client, re-exported here for the tests.
import { createServer } from 'node:net';
import type { Database } from '@tvmscan/db';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  type AttemptLimits,
  IDENTITY_BASE,
  type IdentityUrls,
  identityRoutes,
  identityUrls,
  outboxMailer,
  type ProviderKeys,
} from '../src/index';

/** A port nothing listens on now (the issuer must name the port before the server listens). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface RunningProvider {
  app: FastifyInstance;
  urls: IdentityUrls;
  /** Where this process answers: its own port's /oidc, the issuer's path. */
  base: string;
}

/** A provider listening on a free port, its issuer http://127.0.0.1:<port>/oidc unless `publicUrl` names
 *  another (a second process behind the same public address). */
export async function startProvider(
  database: Database,
  keys: ProviderKeys,
  options: { publicUrl?: string; attemptLimits?: AttemptLimits; refreshGraceS?: number } = {},
): Promise<RunningProvider> {
  const port = await freePort();
  const urls = identityUrls({ TVMSCAN_PUBLIC_URL: options.publicUrl ?? `http://127.0.0.1:${port}` }, port);
  const app = Fastify();
  await app.register(identityRoutes, {
    prefix: IDENTITY_BASE,
    database,
    urls,
    keys,
    mailer: outboxMailer(database),
    attemptLimits: options.attemptLimits,
    refreshGraceS: options.refreshGraceS,
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, urls, base: `http://127.0.0.1:${port}${IDENTITY_BASE}` };
}

export * from '@tvmscan/test-support/oidc-client';
