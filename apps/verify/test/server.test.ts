// The verification service on a server of its own (tvmscan verify serve): its routes under
// /api/verify, and anything else answered in the explorer's error shape.
import type { Database } from '@tvmscan/db';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVerifyServer } from '../src/index';

let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openMigrated();
  app = await buildVerifyServer({ database });
});
afterAll(async () => {
  await app?.close();
  if (database) await dispose(database);
});

describe('the verification service alone', () => {
  it('serves its routes under /api/verify', async () => {
    const compilers = await app.inject({ method: 'GET', url: '/api/verify/supported/compilers' });
    expect(compilers.statusCode).toBe(200);
    expect(compilers.json().map((c: { language: string }) => c.language)).toEqual([
      'func',
      'func',
      'tolk',
      'tolk',
    ]);
    const list = await app.inject({
      method: 'POST',
      url: '/api/verify/info/list',
      payload: { limit: 20, offset: 0 },
    });
    expect(list.json()).toEqual({ data: [], total_count: 0 });
  });

  it('answers other paths, and refusals, in the error shape', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/explorer/blocks' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'no route GET /api/explorer/blocks',
      field: null,
    });
    const big = await app.inject({
      method: 'POST',
      url: '/api/verify/info/list',
      headers: { 'content-type': 'application/json' },
      payload: `{"limit":1,"offset":0,"x":"${'a'.repeat(70 * 1024)}"}`,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'BAD_REQUEST' });
    const attest = await app.inject({ method: 'POST', url: '/api/verify/attest', payload: {} });
    expect(attest.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'contract_name' });
  });
});
