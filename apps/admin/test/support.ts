// What the token suites share: a local server playing the OpenID issuer (discovery document and JWKS,
// keys made with jose, as in admin.test.ts), access tokens it signs, and the Admin API mounted on the
// explorer's API app as `tvmscan dev` mounts it. Nothing is mocked.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '@tvmscan/db';
import { startApi } from '@tvmscan/test-support/api';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, type KeyObject, SignJWT } from 'jose';
import { type AdminOptions, adminRoutes } from '../src/index';

export const ADMIN_SUB = 'admin-sub-1';

export interface Issuer {
  issuer: string;
  audience: string;
  token(sub: string, claims?: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

export async function startIssuer(): Promise<Issuer> {
  const rsa: { privateKey: KeyObject; publicKey: KeyObject } = await generateKeyPair('RS256', {
    extractable: true,
  });
  const jwks = { keys: [{ ...(await exportJWK(rsa.publicKey)), kid: 'rsa-1', alg: 'RS256', use: 'sig' }] };
  let issuer = '';
  const server: Server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/oidc/.well-known/openid-configuration')
      return response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    if (request.url === '/oidc/jwks') return response.end(JSON.stringify(jwks));
    response.statusCode = 404;
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  issuer = `${origin}/oidc`;
  const audience = `${origin}/api/admin`;
  return {
    issuer,
    audience,
    token(sub, claims = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ scope: 'openid profile email offline_access', client_id: 'frontend', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'rsa-1', typ: 'at+jwt' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(sub)
        .setIssuedAt(now - 60)
        .setExpirationTime(now + 600)
        .sign(rsa.privateKey);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The API app with the Admin API at /api/admin, ADMIN_SUB its one admin. */
export async function startAdmin(
  database: Database,
  issuer: Issuer,
  options: Partial<AdminOptions> = {},
): Promise<FastifyInstance> {
  const app = await startApi(database);
  await app.register(adminRoutes, {
    prefix: '/api/admin',
    database,
    issuer: issuer.issuer,
    audience: issuer.audience,
    admins: [ADMIN_SUB],
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

export interface Answer {
  statusCode: number;
  headers: Headers;
  body: string;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads what it asserts
  json(): any;
}

/** A request over HTTP to the Admin API (path under /api/admin), with a bearer token when given. */
export async function adminCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  bearer?: string,
  payload?: unknown,
): Promise<Answer> {
  const { port } = app.server.address() as AddressInfo;
  const headers: Record<string, string> = {};
  if (bearer !== undefined) headers.authorization = `Bearer ${bearer}`;
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`http://127.0.0.1:${port}/api/admin${path}`, {
    method,
    headers,
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const body = await response.text();
  return { statusCode: response.status, headers: response.headers, body, json: () => JSON.parse(body) };
}
