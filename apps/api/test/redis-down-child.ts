// A process that builds the API with its rate limit counted in a Redis that cannot be reached (the URL in
// argv[2]), makes three requests, closes the API and its database and then simply returns: it exits only
// if nothing (a socket, a reconnect timer) is left open. shared-rate-limit.test.ts runs it.
import { startApi } from '@tvmscan/test-support/api';
import { dispose, openMigrated } from '@tvmscan/test-support/database';

const url = process.argv[2] ?? '';
const database = await openMigrated();
const app = await startApi(database, {
  rateLimit: { perIp: 1, perKey: 1, windowMs: 60_000 },
  sharedRateLimit: { url, namespace: 'tvmscan-test-unreachable:' },
});
const statuses: number[] = [];
for (let i = 0; i < 3; i++)
  statuses.push((await app.inject({ method: 'GET', url: '/api/config' })).statusCode);
await app.close();
await dispose(database);
console.log(`closed after ${statuses.join(',')}`);
