// Decoded bodies on real contracts: the local network's token scenario (EverWallet, TIP-3 roots and
// wallets, TIP-4 collections and NFTs from their npm builds) indexed through the production path, then
// read back through the API. What the indexer derived from the same transactions (token operations,
// NFT events) is the independent record the API's method names and decoded arguments must agree with.
import type { Database } from '@tvmscan/db';
import { startApi } from '@tvmscan/test-support/api';
import { buildVerifyServer } from '@tvmscan/verify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyParseRoutes } from '../src/verify-parse';
import { type IndexedLocalnet, indexedLocalnet } from './network-support';

const E = '/api/explorer';
/** Every kind of token operation happens within the first 20 masterchain blocks (docs/contracts.md). */
const BLOCKS = 22;

let database: Database;
let app: FastifyInstance;
let indexed: IndexedLocalnet | undefined;
/** The verification service on a server of its own (`tvmscan verify serve`), the decoding calls mounted. */
let alone: FastifyInstance | undefined;

beforeAll(async () => {
  indexed = await indexedLocalnet(
    {
      seed: 'decoded-bodies',
      wallets: 8,
      trafficTps: 4,
    },
    BLOCKS,
  );
  ({ database, app } = indexed);
  alone = await buildVerifyServer({ database });
  await alone.register(verifyParseRoutes, { database });
}, 300_000);
afterAll(async () => {
  await alone?.close();
  await indexed?.close();
});

const post = async (url: string, payload: unknown) => {
  const r = await app.inject({ method: 'POST', url, payload: payload as object });
  expect(r.statusCode, `${url} ${r.body.slice(0, 200)}`).toBe(200);
  return r.json();
};

/** The token wallet's call each operation kind comes from (apps/indexer/src/derive/tokens). */
const CALL_OF = { Send: 'transfer', Receive: 'acceptTransfer', Mint: 'acceptMint', Burn: 'burn' } as const;

describe(`decoded bodies on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('names token wallet calls with the TokenWallet ABI and decodes their amounts', async () => {
    const ops = await database.db
      .selectFrom('token_transactions')
      .select(['tx_hash', 'kind', 'amount'])
      .where('kind', 'in', Object.keys(CALL_OF) as (keyof typeof CALL_OF)[])
      .execute();
    const kinds = new Set(ops.map((o) => o.kind));
    expect([...kinds].sort()).toEqual(Object.keys(CALL_OF).sort());
    for (const op of ops.slice(0, 12)) {
      const id = op.tx_hash.toString('hex');
      const call = CALL_OF[op.kind as keyof typeof CALL_OF];
      const tx = await post(`${E}/transactions`, { id });
      expect(tx).toMatchObject({
        methodName: call,
        inMessage: { methodName: call, parsedType: 'TokenWallet' },
      });
      // The message page reads the call with its destination's ABI, as the transaction page does.
      const message = await post(`${E}/messages`, { id: tx.inMessage.messageHash });
      expect(message).toMatchObject({ methodName: call, parsedType: 'TokenWallet' });
      const parsed = await post(`${E}/transactions/parsed`, { id });
      expect(parsed.inMessage).toMatchObject({ parsed_type: 'TokenWallet', function_name: call });
      expect(parsed.inMessage.parsed_data.amount).toBe(op.amount);
      // The verification service's spelling of the same two calls (spec §7) answers the same, where the
      // API mounts it and where the service runs alone.
      const parsedMessage = await post(`${E}/messages/parsed`, { id: tx.inMessage.messageHash });
      for (const server of [app, alone!]) {
        const viaVerify = (path: string) => server.inject({ method: 'GET', url: path }).then((r) => r.json());
        expect(await viaVerify(`/api/verify/parse/transaction/${id}`)).toEqual(parsed);
        expect(await viaVerify(`/api/verify/parse/message/${tx.inMessage.messageHash}`)).toEqual(
          parsedMessage,
        );
      }
      // The list row carries the same name as the page.
      const list = await post(`${E}/transactions/list`, { includeAccounts: [tx.accountId], limit: 100 });
      expect(list.transactions.find((t: { hash: string }) => t.hash === id)?.methodName).toBe(call);
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one where the service runs alone', async () => {
    const get = (url: string) => alone!.inject({ method: 'GET', url });
    const unknown = await get(`/api/verify/parse/transaction/${'ab'.repeat(32)}`);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'NOT_FOUND']);
    const malformed = await get('/api/verify/parse/message/not-a-hash');
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'BAD_REQUEST']);
  });

  it("answers a transaction's events decoded with the NFT's ABI, and names them in the messages list", async () => {
    const events = await database.db.selectFrom('nft_events').select(['tx_hash', 'kind', 'nft']).execute();
    const own = events.filter((e) => e.kind !== 'NftBurned');
    expect(new Set(own.map((e) => e.kind))).toEqual(
      new Set(['NftCreated', 'OwnerChanged', 'ManagerChanged']),
    );
    for (const e of own.slice(0, 8)) {
      const r = await post(`${E}/transactions/events`, { id: e.tx_hash.toString('hex') });
      const names = r.events.map((x: { function_name: string | null }) => x.function_name);
      expect(names).toContain(e.kind);
      expect(r.events.every((x: { parsed_type: string }) => x.parsed_type === 'Nft')).toBe(true);
      const emitted = r.events.find((x: { function_name: string }) => x.function_name === e.kind);
      // An event's page reads it with its source's ABI.
      expect(await post(`${E}/messages`, { id: emitted.messageHash })).toMatchObject({
        methodName: e.kind,
        parsedType: 'Nft',
      });
      const list = await post(`${E}/messages/list`, {
        includeSrcAccounts: [`0:${e.nft.toString('hex')}`],
        messageTypes: ['ExternalOut'],
        limit: 100,
      });
      const row = list.messages.find((m: { messageHash: string }) => m.messageHash === emitted.messageHash);
      expect(row).toMatchObject({ methodName: e.kind, parsedType: 'Nft' });
    }
  });

  it('leaves bodies of unknown contracts undecoded and answers 404 for unknown ids', async () => {
    const ticks = await post(`${E}/transactions/list`, { txTypes: ['TickTock'], limit: 5 });
    expect(ticks.transactions.length).toBeGreaterThan(0);
    for (const t of ticks.transactions) expect(t).toMatchObject({ methodName: null, parsedId: null });
    const missing = await app.inject({
      method: 'POST',
      url: `${E}/transactions/events`,
      payload: { id: 'f'.repeat(64) },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('reads a list page and what names its rows in one query', async () => {
    // The same database under a second API, each statement it executes counted (a plugin sees every
    // executed query's result once; the subqueries inside a statement are not statements of their own).
    let executed = 0;
    const counted = database.db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        executed++;
        return result;
      },
    });
    const api = await startApi({ ...database, db: counted });
    try {
      const page = async (url: string, payload: object) => {
        executed = 0;
        const r = await api.inject({ method: 'POST', url, payload });
        expect(r.statusCode).toBe(200);
        return { body: r.json(), queries: executed };
      };
      const txs = await page(`${E}/transactions/list`, { limit: 50 });
      expect(txs.body.transactions.some((t: { methodName: string | null }) => t.methodName !== null)).toBe(
        true,
      );
      expect(txs.queries).toBe(1);
      const messages = await page(`${E}/messages/list`, { limit: 50 });
      expect(messages.body.messages.some((m: { methodName: string | null }) => m.methodName !== null)).toBe(
        true,
      );
      expect(messages.queries).toBe(1);
    } finally {
      await api.close();
    }
  });
});
