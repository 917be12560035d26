// The JRPC route as `tvmscan dev` mounts it on the explorer's server: the body reaches the endpoint as
// text whatever its content type, malformed JSON is a JSON-RPC parse error (not the API's 400), and the
// API's own routes keep their JSON handling.
import { buildApi } from '@tvmscan/api';
import { type Database, migrateToLatest, openDatabase } from '@tvmscan/db';
import { createJrpcEndpoint, createLocalnet, type Localnet } from '@tvmscan/localnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentConfig } from '../src/deployment';
import { JRPC_PATH, mountJrpc } from '../src/jrpc-route';

let database: Database;
let net: Localnet;
let app: Awaited<ReturnType<typeof buildApi>>;

beforeAll(async () => {
  database = await openDatabase({});
  await migrateToLatest(database);
  net = await createLocalnet({ trafficTps: 0 });
  await net.produceBlock();
  app = await buildApi({ database, config: deploymentConfig({ TVMSCAN_CURSOR_SECRET: 'x'.repeat(32) }) });
  await mountJrpc(app, createJrpcEndpoint(net));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const rpc = (payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: JRPC_PATH, payload, headers: { 'content-type': contentType } });

describe('POST /rpc', () => {
  it('answers JSON-RPC requests sent as JSON or as text', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getTimings', params: {} });
    for (const type of ['application/json', 'text/plain']) {
      const response = await rpc(body, type);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: 1, result: { lastMcBlockSeqno: 1 } });
    }
  });

  it('answers a malformed body with a JSON-RPC parse error', async () => {
    const response = await rpc('{"jsonrpc":');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32700, message: 'the body is not JSON' },
    });
  });

  it('leaves the API routes their own validation', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/explorer/blocks',
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
  });
});
