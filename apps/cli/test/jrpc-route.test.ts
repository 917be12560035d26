// The JRPC route (and the GraphQL route beside it) as `tvmscan dev` mounts it on the explorer's server: JSON bodies reach the endpoint as
// text, malformed JSON is a JSON-RPC parse error (not the API's 400), and the API's own routes keep their
// JSON handling. What a web page could send through a visitor's browser is refused: other content types
// (415), and Host headers that do not name this server (403, DNS rebinding).
import { buildApi } from '@tvmscan/api';
import { type Database, migrateToLatest, openDatabase } from '@tvmscan/db';
import { createGraphqlEndpoint, createJrpcEndpoint, createLocalnet, type Localnet } from '@tvmscan/localnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentConfig } from '../src/deployment';
import { GRAPHQL_PATH, JRPC_PATH, mountGraphql, mountJrpc } from '../src/jrpc-route';

let database: Database;
let net: Localnet;
let app: Awaited<ReturnType<typeof buildApi>>;

beforeAll(async () => {
  database = await openDatabase({});
  await migrateToLatest(database);
  net = await createLocalnet({ trafficTps: 0 });
  await net.produceBlock();
  app = await buildApi({ database, config: deploymentConfig({ TVMSCAN_CURSOR_SECRET: 'x'.repeat(32) }) });
  await mountJrpc(app, createJrpcEndpoint(net), { host: 'explorer.lan', port: 3000 });
  await mountGraphql(app, createGraphqlEndpoint(net), { host: 'explorer.lan', port: 3000 });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const TIMINGS = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getTimings', params: {} });

const rpc = (payload: string, contentType = 'application/json', host = 'localhost:3000') =>
  app.inject({ method: 'POST', url: JRPC_PATH, payload, headers: { 'content-type': contentType, host } });

describe('POST /rpc', () => {
  it('answers JSON-RPC requests sent as JSON, with or without a charset', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8']) {
      const response = await rpc(TIMINGS, type);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: 1, result: { lastMcBlockSeqno: 1 } });
    }
  });

  it('refuses bodies that are not application/json with 415', async () => {
    // text/plain and forms are what a page can post cross-site without a preflight.
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await rpc(TIMINGS, type);
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toMatchObject({ id: null, error: { code: -32600 } });
    }
  });

  it('answers only Host headers that name this server: loopback or the configured host, with its port', async () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
      'explorer.lan:3000',
      'LOCALHOST:3000',
    ]) {
      expect((await rpc(TIMINGS, 'application/json', host)).statusCode, host).toBe(200);
    }
    for (const host of [
      'attacker.example',
      'attacker.example:3000',
      'localhost:4000',
      'localhost.attacker.example:3000',
      '',
    ]) {
      const response = await rpc(TIMINGS, 'application/json', host);
      expect(response.statusCode, host).toBe(403);
      expect(response.json()).toMatchObject({ id: null, error: { code: -32600 } });
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

const BLOCKS = JSON.stringify({
  query: '{ blockchain { blocks(workchain: -1) { edges { node { seq_no } } } } }',
});

const graphql = (payload: string, contentType = 'application/json', host = 'localhost:3000') =>
  app.inject({ method: 'POST', url: GRAPHQL_PATH, payload, headers: { 'content-type': contentType, host } });

describe('POST /graphql', () => {
  it('answers the blocks query sent as JSON, and malformed bodies with GraphQL errors', async () => {
    const response = await graphql(BLOCKS, 'application/json; charset=utf-8');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { blockchain: { blocks: { edges: [{ node: { seq_no: 1 } }] } } },
    });
    const malformed = await graphql('{"query":');
    expect(malformed.statusCode).toBe(200);
    expect(malformed.json()).toEqual({ errors: [{ message: 'the body is not JSON' }] });
  });

  it('refuses other content types with 415 and foreign Host headers with 403, as GraphQL errors', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/graphql']) {
      const response = await graphql(BLOCKS, type);
      expect(response.statusCode, type).toBe(415);
      expect(response.json()).toEqual({ errors: [{ message: 'the body must be application/json' }] });
    }
    for (const host of ['attacker.example:3000', 'localhost:4000', '']) {
      const response = await graphql(BLOCKS, 'application/json', host);
      expect(response.statusCode, host).toBe(403);
      expect(response.json()).toEqual({ errors: [{ message: 'the Host header does not name this server' }] });
    }
    expect((await graphql(BLOCKS, 'application/json', 'explorer.lan:3000')).statusCode).toBe(200);
  });
});
