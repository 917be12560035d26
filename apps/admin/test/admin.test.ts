// The Admin API mounted on the explorer's API app, over real HTTP for the issuer's side: a local server
// plays the OpenID issuer (its discovery document and JWKS, keys made with jose), tokens are signed with
// jose, and the database is PostgreSQL when DATABASE_URL is set, PGlite otherwise. Nothing is mocked.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_MESSAGES } from '@tvmscan/api-schema';
import type { Database } from '@tvmscan/db';
import { startApi } from '@tvmscan/test-support/api';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import type { FastifyInstance } from 'fastify';
import {
  exportJWK,
  exportSPKI,
  generateKeyPair,
  type JWTPayload,
  type KeyObject,
  SignJWT,
  UnsecuredJWT,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokenVerifier, type AdminOptions, adminRoutes } from '../src/index';

const ADMINS = ['Boss@Example.com', 'unverified@example.com', 'sub-admin-7'];

let database: Database;
let issuerServer: Server;
let issuer: string;
let audience: string;
let jwksFetches = 0;
let rsa: { privateKey: KeyObject; publicKey: KeyObject };
let ec: { privateKey: KeyObject; publicKey: KeyObject };
/** Not in the issuer's JWKS. */
let rogue: { privateKey: KeyObject; publicKey: KeyObject };
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await openMigrated();
  rsa = await generateKeyPair('RS256', { extractable: true });
  ec = await generateKeyPair('ES256', { extractable: true });
  rogue = await generateKeyPair('RS256', { extractable: true });
  const jwks = {
    keys: [
      { ...(await exportJWK(rsa.publicKey)), kid: 'rsa-1', alg: 'RS256', use: 'sig' },
      { ...(await exportJWK(ec.publicKey)), kid: 'ec-1', alg: 'ES256', use: 'sig' },
    ],
  };
  issuerServer = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/oidc/.well-known/openid-configuration')
      return response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    if (request.url === '/oidc/jwks') {
      jwksFetches++;
      return response.end(JSON.stringify(jwks));
    }
    response.statusCode = 404;
    response.end('{}');
  });
  await new Promise<void>((resolve) => issuerServer.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}`;
  issuer = `${origin}/oidc`;
  audience = `${origin}/api/admin`;
}, 60_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  issuerServer?.closeAllConnections();
  await new Promise((resolve) => issuerServer?.close(resolve));
  if (database) await dispose(database);
});

/**
 * The plugin mounted as the explorer mounts it (on the API's app, whose error handler shapes body
 * faults; load shedding off, as a suite's startup would trip it), plus an admin-only probe route
 * guarded like the later admin calls.
 */
async function build(options: Partial<AdminOptions> = {}): Promise<FastifyInstance> {
  const app = await startApi(database);
  await app.register(
    async (scope) => {
      await adminRoutes(scope, { database, issuer, audience, admins: ADMINS, ...options });
      scope.get('/v1/admin/probe', { preHandler: scope.adminAccess.admin }, async () => ({ ok: true }));
    },
    { prefix: '/api/admin' },
  );
  apps.push(app);
  return app;
}

interface TokenOptions {
  claims?: JWTPayload;
  alg?: string;
  kid?: string;
  key?: KeyObject | Uint8Array;
  iss?: string;
  aud?: string;
  /** Seconds from now. */
  exp?: number;
}

/** An access token as the embedded provider issues them, with any part replaced. */
function token(sub: string, o: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ scope: 'openid profile email offline_access', client_id: 'frontend', ...o.claims })
    .setProtectedHeader({ alg: o.alg ?? 'RS256', kid: o.kid ?? 'rsa-1', typ: 'at+jwt' })
    .setIssuer(o.iss ?? issuer)
    .setAudience(o.aud ?? audience)
    .setSubject(sub)
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (o.exp ?? 300))
    .sign(o.key ?? rsa.privateKey);
}

const call = (app: FastifyInstance, url: string, bearer?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/admin${url}`,
    headers: bearer === undefined ? {} : { authorization: `Bearer ${bearer}` },
  });

const patCheck = (app: FastifyInstance, payload: unknown, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/admin/v1/pat/check', payload: payload as object, remoteAddress });

describe('access tokens', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build();
  });

  it('takes a token of the issuer signed with RS256 or ES256', async () => {
    expect((await call(app, '/v1/authorized/is_admin', await token('user-1'))).statusCode).toBe(200);
    const es = await token('user-1', { alg: 'ES256', kid: 'ec-1', key: ec.privateKey });
    expect((await call(app, '/v1/authorized/is_admin', es)).statusCode).toBe(200);
  });

  it('answers no token 401 with "You must be logged in to continue"', async () => {
    const r = await call(app, '/v1/authorized/is_admin');
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ code: 'UNAUTHORIZED', message: AUTH_MESSAGES.loginRequired, field: null });
    expect(r.headers['www-authenticate']).toBe('Bearer');
  });

  it('refuses every forged or misdirected token with 401 and the authorization error', async () => {
    const now = Math.floor(Date.now() / 1000);
    const unsigned = new UnsecuredJWT({ sub: 'user-1', email: 'boss@example.com', email_verified: true })
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .encode();
    const publicPem = new TextEncoder().encode(await exportSPKI(rsa.publicKey));
    const forged: Record<string, string> = {
      'alg: none': unsigned,
      'HS256 with the public key as the secret': await token('user-1', { alg: 'HS256', key: publicPem }),
      'a key not in the JWKS': await token('user-1', { kid: 'rogue-1', key: rogue.privateKey }),
      "another key under a known key's kid": await token('user-1', { key: rogue.privateKey }),
      'wrong issuer': await token('user-1', { iss: `${issuer}-other` }),
      'wrong audience': await token('user-1', { aud: `${issuer}/api/explorer` }),
      'expired beyond the leeway': await token('user-1', { exp: -120 }),
      'not a JWT': 'not-a-token',
    };
    // Each is refused for its own reason, not by some earlier failure.
    const reasons: Record<string, RegExp> = {
      'alg: none': /"alg" .* not allowed/,
      'HS256 with the public key as the secret': /"alg" .* not allowed/,
      'a key not in the JWKS': /no applicable key/,
      "another key under a known key's kid": /signature verification failed/,
      'wrong issuer': /"iss"/,
      'wrong audience': /"aud"/,
      'expired beyond the leeway': /"exp"/,
      'not a JWT': /Invalid Compact JWS/,
    };
    const verifier = new AccessTokenVerifier({ issuer, audience });
    for (const [what, bearer] of Object.entries(forged)) {
      await expect(verifier.verify(`Bearer ${bearer}`), what).rejects.toMatchObject({
        kind: 'invalid',
        message: expect.stringMatching(reasons[what]),
      });
      const r = await call(app, '/v1/authorized/is_admin', bearer);
      expect(r.statusCode, what).toBe(401);
      expect(r.json(), what).toEqual({
        code: 'UNAUTHORIZED',
        message: AUTH_MESSAGES.authorizationError,
        field: null,
      });
    }
    const basic = await app.inject({
      method: 'GET',
      url: '/api/admin/v1/authorized/is_admin',
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(basic.statusCode).toBe(401);
    expect(basic.json().message).toBe(AUTH_MESSAGES.authorizationError);
  });

  it('takes a token expired within the 30 s leeway', async () => {
    const r = await call(app, '/v1/authorized/is_admin', await token('user-1', { exp: -10 }));
    expect(r.statusCode).toBe(200);
  });

  it('caches the JWKS and refetches it for an unknown kid at most once per cooldown', async () => {
    const fresh = await build();
    const before = jwksFetches;
    for (let i = 0; i < 3; i++)
      expect((await call(fresh, '/v1/authorized/is_admin', await token('user-1'))).statusCode).toBe(200);
    expect(jwksFetches - before).toBe(1);
    for (let i = 0; i < 3; i++) {
      const unknown = await token('user-1', { kid: `rogue-${i}`, key: rogue.privateKey });
      expect((await call(fresh, '/v1/authorized/is_admin', unknown)).statusCode).toBe(401);
    }
    // The unknown kids came right after the first fetch, inside the cooldown: no refetch at all.
    expect(jwksFetches - before).toBe(1);
  });

  it('answers 503, not 401, when the issuer cannot be reached', async () => {
    const unreachable = await build({ issuer: 'http://127.0.0.1:1/oidc' });
    const r = await call(unreachable, '/v1/authorized/is_admin', await token('user-1'));
    expect(r.statusCode).toBe(503);
    expect(r.json()).toMatchObject({ code: 'UNAVAILABLE' });
  });
});

describe('the admin role', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build();
  });
  const isAdmin = async (bearer: string) => (await call(app, '/v1/authorized/is_admin', bearer)).json();
  const probe = async (bearer: string) => (await call(app, '/v1/admin/probe', bearer)).statusCode;

  it('refuses a signed-in non-admin on an admin-only route with 403', async () => {
    const bearer = await token('user-1', { claims: { email: 'user@example.com', email_verified: true } });
    expect(await isAdmin(bearer)).toBe(false);
    const r = await call(app, '/v1/admin/probe', bearer);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await probe('')).toBe(401);
  });

  it('gives no admin rights to a listed email the token does not say is verified', async () => {
    for (const claims of [
      { email: 'unverified@example.com', email_verified: false },
      { email: 'unverified@example.com' },
      { email: 'unverified@example.com', email_verified: 'true' },
    ]) {
      const bearer = await token('user-2', { claims });
      expect(await isAdmin(bearer), JSON.stringify(claims)).toBe(false);
      expect(await probe(bearer), JSON.stringify(claims)).toBe(403);
    }
  });

  it('gives admin rights to a listed verified email (any case) and to a listed subject id', async () => {
    const byEmail = await token('user-3', { claims: { email: 'boss@EXAMPLE.com', email_verified: true } });
    expect(await isAdmin(byEmail)).toBe(true);
    expect(await probe(byEmail)).toBe(200);
    const bySubject = await token('sub-admin-7');
    expect(await isAdmin(bySubject)).toBe(true);
    expect(await probe(bySubject)).toBe(200);
    // An email in `sub` is not an email the issuer verified.
    expect(await isAdmin(await token('boss@example.com'))).toBe(false);
  });
});

describe('personal API keys', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build();
  });
  const createKey = async (sub: string) => {
    const r = await call(app, '/v1/authorized/api_key', await token(sub));
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    return (r.json() as { personal_access_token: string }).personal_access_token;
  };
  const activeRows = (sub: string) =>
    database.db
      .selectFrom('personal_api_keys')
      .selectAll()
      .where('sub', '=', sub)
      .where('revoked_at', 'is', null)
      .execute();

  it('keeps one active key after two creations: the old one refused, the new one valid', async () => {
    const first = await createKey('key-owner');
    const second = await createKey('key-owner');
    expect(second).not.toBe(first);
    expect(second).toMatch(/^tvms_pat_[A-Za-z0-9_-]{43}$/);
    expect(await activeRows('key-owner')).toHaveLength(1);
    expect((await patCheck(app, { personal_access_token: first })).json()).toEqual({ valid: false });
    expect((await patCheck(app, { personal_access_token: second })).json()).toEqual({
      valid: true,
      sub: 'key-owner',
    });
  });

  it('stores the key as its SHA-256, never the key itself', async () => {
    const key = await createKey('hash-owner');
    const rows = await database.db
      .selectFrom('personal_api_keys')
      .selectAll()
      .where('sub', '=', 'hash-owner')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0].key_hash.equals(createHash('sha256').update(key).digest())).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(key.slice('tvms_pat_'.length));
    expect(rows[0].key_hash.toString('latin1')).not.toContain(key);
  });

  it('leaves exactly one active key after concurrent creations, and never grows past two rows', async () => {
    const bearer = await token('racer');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(app, '/v1/authorized/api_key', bearer)),
    );
    for (const r of answers) expect(r.statusCode).toBe(200);
    expect(await activeRows('racer')).toHaveLength(1);
    const all = await database.db
      .selectFrom('personal_api_keys')
      .select('sub')
      .where('sub', '=', 'racer')
      .execute();
    expect(all.length).toBeLessThanOrEqual(2);
  });

  it('refuses a second active key for a subject in the database itself', async () => {
    await createKey('index-owner');
    await expect(
      database.db
        .insertInto('personal_api_keys')
        .values({ key_hash: createHash('sha256').update('another').digest(), sub: 'index-owner' })
        .execute(),
    ).rejects.toThrow();
  });

  it('creates keys only for a signed-in caller', async () => {
    expect((await call(app, '/v1/authorized/api_key')).statusCode).toBe(401);
    const expired = await token('key-owner', { exp: -120 });
    expect((await call(app, '/v1/authorized/api_key', expired)).statusCode).toBe(401);
  });

  it('answers unknown and malformed-but-bounded keys as not valid', async () => {
    for (const key of [`tvms_pat_${'A'.repeat(43)}`, 'nope', 'x'.repeat(256)])
      expect((await patCheck(app, { personal_access_token: key })).json()).toEqual({ valid: false });
  });

  it('answers a malformed body 400 naming the field', async () => {
    for (const body of [
      {},
      { personal_access_token: 5 },
      { personal_access_token: '' },
      { personal_access_token: 'x'.repeat(257) },
    ]) {
      const r = await patCheck(app, body);
      expect(r.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(r.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'personal_access_token' });
    }
    const huge = await patCheck(app, { personal_access_token: 'x'.repeat(4096) });
    expect(huge.statusCode).toBe(413);
  });
});

describe('pat/check rate limit', () => {
  it('counts attempts per IP, malformed ones too, and answers 429 with Retry-After', async () => {
    const app = await build({ patCheckLimit: { attempts: 3, windowMs: 60_000 } });
    expect((await patCheck(app, { personal_access_token: 'guess-1' })).statusCode).toBe(200);
    expect((await patCheck(app, {})).statusCode).toBe(400);
    expect((await patCheck(app, { personal_access_token: 'guess-2' })).statusCode).toBe(200);
    const limited = await patCheck(app, { personal_access_token: 'guess-3' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address has its own budget.
    expect((await patCheck(app, { personal_access_token: 'guess-1' }, '192.0.2.7')).statusCode).toBe(200);
  });

  it('keeps at most maxKeys windows, dropping the oldest', async () => {
    const app = await build({ patCheckLimit: { attempts: 1, windowMs: 60_000, maxKeys: 2 } });
    const check = (ip: string) => patCheck(app, { personal_access_token: 'guess' }, ip);
    expect((await check('192.0.2.1')).statusCode).toBe(200);
    expect((await check('192.0.2.1')).statusCode).toBe(429);
    await check('192.0.2.2');
    await check('192.0.2.3');
    // 192.0.2.1's window was the oldest and made room: it starts afresh.
    expect((await check('192.0.2.1')).statusCode).toBe(200);
  });
});
