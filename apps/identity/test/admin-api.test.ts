// The two halves of sign-in together: access tokens the embedded provider issues are what the Admin API
// (apps/admin) takes — its discovery, its JWKS, its issuer and the admin audience — and the admin role
// follows the provider's verified email, not the address alone.
import { adminRoutes } from '@tvmscan/admin';
import type { Database } from '@tvmscan/db';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, generateProviderKeys } from '../src/index';
import { type RunningProvider, signIn, startProvider } from './provider-server';

let database: Database;
let provider: RunningProvider;
let admin: FastifyInstance;
beforeAll(async () => {
  database = await openMigrated();
  provider = await startProvider(database, generateProviderKeys());
  admin = Fastify();
  await admin.register(adminRoutes, {
    prefix: '/api/admin',
    database,
    issuer: provider.urls.issuer,
    audience: provider.urls.adminAudience,
    admins: ['boss@example.com', 'unverified@example.com'],
  });
  await admin.ready();
});
afterAll(async () => {
  await admin?.close();
  await provider?.app.close();
  if (database) await dispose(database);
});

const call = (url: string, token: string) =>
  admin.inject({ method: 'GET', url: `/api/admin${url}`, headers: { authorization: `Bearer ${token}` } });

describe('the Admin API with the embedded provider', () => {
  it("takes the provider's access tokens: admin for a listed verified email, not for a listed unverified one", async () => {
    const password = 'a long enough password';
    await createAccount(database, { email: 'boss@example.com', password, verified: true });
    await createAccount(database, { email: 'unverified@example.com', password, verified: false });
    const boss = await signIn(provider.urls, 'boss@example.com', password);
    const unverified = await signIn(provider.urls, 'unverified@example.com', password);
    expect((await call('/v1/authorized/is_admin', boss.access_token)).json()).toBe(true);
    expect((await call('/v1/authorized/is_admin', unverified.access_token)).json()).toBe(false);
    // The ID token is for the web app, not for this API: another audience, refused.
    const idToken = await call('/v1/authorized/is_admin', boss.id_token);
    expect(idToken.statusCode).toBe(401);
    expect(idToken.json().message).toBe('Authorization error, please try to login again');
  });

  it('creates a personal key for the signed-in account, checked by pat/check', async () => {
    const password = 'another long password';
    await createAccount(database, { email: 'dev@example.com', password, verified: true });
    const tokens = await signIn(provider.urls, 'dev@example.com', password);
    const created = await call('/v1/authorized/api_key', tokens.access_token);
    expect(created.statusCode).toBe(200);
    const key = created.json().personal_access_token as string;
    const check = await admin.inject({
      method: 'POST',
      url: '/api/admin/v1/pat/check',
      payload: { personal_access_token: key },
    });
    expect(check.json()).toMatchObject({ valid: true });
  });
});
