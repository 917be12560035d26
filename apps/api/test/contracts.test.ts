// The verified contract of a code hash over HTTP: what the repository recorded comes back as the
// schema says (the ABI text unchanged), an unverified hash is 404, a malformed one 400 naming the field.
import { type Database, recordVerifiedContract } from '@tvmscan/db';
import { startApi } from '@tvmscan/test-support/api';
import { dispose } from '@tvmscan/test-support/database';
import { tip4VerifiedContract } from '@tvmscan/test-support/verified-contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hx, openSeeded } from './seed';

let database: Database;
let app: FastifyInstance;
const codeHash = hx('code:index');
const record = tip4VerifiedContract('Index', codeHash, 1_700_000_123);

beforeAll(async () => {
  ({ database } = await openSeeded({ blocks: 1, txPerBlock: 1 }));
  await recordVerifiedContract(database.db, record);
  app = await startApi(database);
}, 60_000);
afterAll(async () => {
  await app?.close();
  if (database) await dispose(database);
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe(`verified contracts over ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('answers a verified code hash with its name, versions, ABI and sources', async () => {
    const r = await get(`/api/explorer/contracts/by_code_hash/${codeHash.toUpperCase()}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      codeHash,
      contractName: 'Index',
      compilerVersion: '0.62.0',
      linkerVersion: '0.15.48',
      abi: record.abi,
      sources: record.sources,
      tvc: null,
      code: null,
      verifiedBy: 'compiled',
      license: 'ISC',
      projectLink: 'https://github.com/broxus/tip4',
      auditUrl: null,
      verifiedAt: 1_700_000_123,
    });
  });

  it('404s an unverified code hash and 400s a malformed one', async () => {
    const unknown = await get(`/api/explorer/contracts/by_code_hash/${hx('code:other')}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    const bad = await get('/api/explorer/contracts/by_code_hash/xyz');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'codeHash' });
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json();
    expect(doc.paths['/api/explorer/contracts/by_code_hash/{codeHash}'].get).toBeDefined();
  });
});
