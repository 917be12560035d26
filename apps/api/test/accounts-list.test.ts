// The accounts list in either direction (spec §3 sort order ASC/DESC) for each of its orderings: paging
// ascending walks exactly the reverse of descending, each ordering and direction with cursors of its
// own, and the CSV export follows the same order.
import type { Database } from '@tvmscan/db';
import { startApi } from '@tvmscan/test-support/api';
import { dispose } from '@tvmscan/test-support/database';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeeded } from './seed';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database } = await openSeeded());
  app = await startApi(database);
}, 60_000);
afterAll(async () => {
  await app?.close();
  if (database) await dispose(database);
});

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object });

async function walk(ordering: string, direction?: string): Promise<string[]> {
  const addresses: string[] = [];
  let cursor: string | undefined;
  do {
    const page = (
      await post('/api/explorer/accounts/list', { ordering, direction, limit: 2, cursor })
    ).json();
    addresses.push(...page.accounts.map((a: { address: string }) => a.address));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return addresses;
}

describe(`accounts list direction over ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('pages each ordering ascending as the exact reverse of descending, the default', async () => {
    for (const ordering of ['balance', 'createdAt', 'updatedAt']) {
      const desc = await walk(ordering);
      expect(desc.length, ordering).toBeGreaterThan(2);
      expect(await walk(ordering, 'desc')).toEqual(desc);
      expect(await walk(ordering, 'asc'), ordering).toEqual([...desc].reverse());
    }
  });

  it("refuses another direction's cursor and a direction it does not know", async () => {
    const asc = (await post('/api/explorer/accounts/list', { direction: 'asc', limit: 1 })).json();
    const foreign = await post('/api/explorer/accounts/list', { limit: 1, cursor: asc.nextCursor });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().code).toBe('INVALID_CURSOR');
    const bad = await post('/api/explorer/accounts/list', { direction: 'up' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('direction');
  });

  it('exports in the order asked', async () => {
    const csv = await app.inject({
      method: 'GET',
      url: '/api/explorer/export/accounts.csv?ordering=createdAt&direction=asc',
    });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.trim().split('\n').slice(1);
    expect(rows.map((r) => r.split(',')[0])).toEqual(await walk('createdAt', 'asc'));
  });
});
