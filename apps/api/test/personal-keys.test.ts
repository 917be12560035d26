// A personal API key (the Admin API's, decision 0045) sent as X-API-Key gets the per-key budget an
// operator key has; the answer is cached for `personalKeyTtlMs`, so a revoked key loses the budget
// within that time. The database is PostgreSQL when DATABASE_URL is set, PGlite otherwise.
import { createPersonalKey, type Database } from '@tvmscan/db';
import { startApi } from '@tvmscan/test-support/api';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const TTL_MS = 300;

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openMigrated();
  app = await startApi(database, {
    rateLimit: { perIp: 3, perKey: 6, windowMs: 60_000 },
    apiKeys: ['operator-key'],
    personalKeyTtlMs: TTL_MS,
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  if (database) await dispose(database);
});

const get = (key?: string) =>
  app.inject({ method: 'GET', url: '/api/config', headers: key === undefined ? {} : { 'x-api-key': key } });

describe('personal API keys and the rate limit', () => {
  it("gives an active personal key the key's budget, and takes it away once the key is revoked", async () => {
    const first = await createPersonalKey(database.db, 'budget-owner');
    for (let i = 0; i < 3; i++) expect((await get()).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(429);
    // A key-shaped value that is no key counts against the IP.
    expect((await get(`tvms_pat_${'A'.repeat(43)}`)).statusCode).toBe(429);

    expect((await get(first)).statusCode).toBe(200);
    const second = await createPersonalKey(database.db, 'budget-owner');
    // Within the TTL the revoked key's answer is still the remembered one...
    expect((await get(first)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, TTL_MS + 100));
    // ...after it, the revoked key counts against the (spent) IP budget, and the new key has its own.
    expect((await get(first)).statusCode).toBe(429);
    for (let i = 0; i < 6; i++) expect((await get(second)).statusCode).toBe(200);
    expect((await get(second)).statusCode).toBe(429);
  });

  it('keeps the operator keys as they were', async () => {
    for (let i = 0; i < 6; i++) expect((await get('operator-key')).statusCode).toBe(200);
    expect((await get('operator-key')).statusCode).toBe(429);
  });
});
