// Tokens API and the collection/NFT calls over a token world written through the database's write path:
// the spec's envelopes and fields, keyset paging, counters, search merged into /api/explorer/search,
// contract text returned verbatim, 400 for malformed input and 404 for unknown ids.
import { type Database, emptyTokenBatch, ingestBatch, setTrustedTokens } from '@tvmscan/db';
import { startApi } from '@tvmscan/test-support/api';
import { dispose } from '@tvmscan/test-support/database';
import { accountRow, batchOf, blockRow, hash, txRow } from '@tvmscan/test-support/rows';
import { addr, HOSTILE_NAME, rawOf, tokenBatch1, tokenBatch2 } from '@tvmscan/test-support/token-batch';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeeded } from './seed';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database } = await openSeeded({ blocks: 2 }));
  for (const [i, tokens] of [tokenBatch1(), tokenBatch2()].entries()) {
    const base = { blocks: [], transactions: [], messages: [], accounts: [] };
    await ingestBatch(database, { mcSeqno: 100 + i, mcRootHash: addr(`mc:${i}`), ...base, tokens });
  }
  // No load shedding: a busy test machine must not turn these reads into 503s.
  app = await startApi(database);
}, 180_000);
afterAll(async () => {
  await app?.close();
  if (database) await dispose(database);
});

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as object });
const get = (url: string) => app.inject({ method: 'GET', url });
const LUSD = rawOf('root:lusd');

describe(`Tokens API over ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('answers a root, its supply and its holder count with the spec fields', async () => {
    const root = await get(`/api/tokens/v1/root_contract/root_address/${LUSD}`);
    expect(root.statusCode).toBe(200);
    expect(root.json()).toMatchObject({
      rootAddress: LUSD,
      name: 'Local Dollar',
      token: 'LUSD',
      totalSupply: '1000',
      scale: 6,
      ownerAddress: rawOf('owner:alice'),
      tokenStandard: 'Tip3',
      holdersCount: 1,
      transactionsCount: 5,
    });
    expect((await get(`/api/tokens/v1/root_contract/supply/${LUSD}`)).json()).toEqual({
      data: { rootAddress: LUSD, totalSupply: '1000', scale: 6 },
    });
    expect((await get(`/api/tokens/v1/address/active/${LUSD}`)).json()).toEqual({
      data: { rootAddress: LUSD, totalCount: 1 },
    });
    const unknown = await get(`/api/tokens/v1/root_contract/root_address/${rawOf('nothing')}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('pages balances and token transactions with snake-case cursors, and counts from counters', async () => {
    const holders = (await post('/api/tokens/v1/balances/search', { rootAddress: LUSD })).json();
    expect(holders.data.balances).toEqual([
      expect.objectContaining({
        ownerAddress: rawOf('owner:alice'),
        rootAddress: LUSD,
        token: 'LUSD',
        amount: '1000',
      }),
    ]);
    expect(holders).toMatchObject({ current_cursor: null, next_cursor: null, prev_cursor: null });
    const first = (await post('/api/tokens/v1/transactions/search', { limit: 2 })).json();
    expect(first.data.transactions).toHaveLength(2);
    expect(first.data.transactions[0]).toMatchObject({ kind: 'Receive', rootAddress: LUSD, amount: '300' });
    const second = (
      await post('/api/tokens/v1/transactions/search', { limit: 2, cursor: first.next_cursor })
    ).json();
    expect(second.current_cursor).toBe(first.next_cursor);
    expect(second.data.transactions[0].blockTime).toBeLessThanOrEqual(first.data.transactions[1].blockTime);
    const one = (
      await post('/api/tokens/v1/transactions/search', { transactionHash: addr('tx:2').toString('hex') })
    ).json();
    expect(one.data.transactions).toEqual([expect.objectContaining({ kind: 'Send', amount: '300' })]);
    const mints = (await post('/api/tokens/v1/transactions/search', { txKinds: ['Mint'] })).json();
    expect(mints.data.transactions.map((t: { kind: string }) => t.kind)).toEqual(['Mint', 'Mint']);
    expect((await post('/api/tokens/v1/transactions/count', {})).json()).toEqual({ data: { totalCount: 6 } });
    expect((await post('/api/tokens/v1/balances/count', { rootAddress: LUSD })).json()).toEqual({
      data: { totalCount: 1 },
    });
    const snapshot = (
      await post('/api/tokens/v1/balances/snapshot', { ownerAddress: rawOf('owner:carol') })
    ).json();
    expect(snapshot.data).toMatchObject({
      truncated: false,
      balances: [{ amount: '5', token: '<img src=x>' }],
    });
    const wallet = await get(`/api/tokens/v1/root_contract/${LUSD}/address/${rawOf('owner:alice')}`);
    expect(wallet.json()).toMatchObject({ walletAddress: rawOf('wallet:root:lusd:alice'), amount: '1000' });
  });

  it('lists roots by filter, finds them by symbol substring and in the explorer search, text verbatim', async () => {
    const all = (await post('/api/tokens/v1/root_contract/search', {})).json();
    expect(all.totalCount).toBe(2);
    expect(all.rootTokenContracts.map((t: { token: string }) => t.token)).toEqual(['<img src=x>', 'LUSD']);
    const bySymbol = (await get('/api/tokens/v1/root_contract/symbol_substring/%3Cimg')).json();
    expect(bySymbol.data.rootTokenContracts.map((t: { name: string }) => t.name)).toEqual([HOSTILE_NAME]);
    const found = (await post('/api/explorer/search', { query: 'lus' })).json();
    expect(found.tokens).toEqual([
      {
        name: 'Local Dollar',
        symbol: 'LUSD',
        rootAddress: LUSD,
        trusted: false,
        logoUrl: null,
        verified: false,
      },
    ]);
    expect((await post('/api/explorer/search', { query: 'lu' })).json().tokens).toEqual([]);
    // A token root's address finds the token too, raw or friendly.
    const byRoot = (await post('/api/explorer/search', { query: LUSD })).json();
    expect(byRoot.tokens).toEqual([
      {
        name: 'Local Dollar',
        symbol: 'LUSD',
        rootAddress: LUSD,
        trusted: false,
        logoUrl: null,
        verified: false,
      },
    ]);
    const friendly = (await post('/api/explorer/convert_address', { address: LUSD })).json()
      .base64UrlBounceable;
    expect((await post('/api/explorer/search', { query: friendly })).json().tokens[0].rootAddress).toBe(LUSD);
  });

  it('puts trusted tokens first in symbol search, even when an untrusted one sorts before them', async () => {
    // Two tokens matching "qqx": the one left untrusted comes first by symbol, name and age.
    const roots = [
      ['root:aqqx', 'Aardvark', 'AQQX', 41],
      ['root:zqqx', 'Zebra', 'ZQQX', 40],
    ] as const;
    const tokens = {
      ...emptyTokenBatch(),
      roots: roots.map(([label, name, symbol, lt]) => ({
        workchain: 0,
        address: addr(label),
        name,
        symbol,
        decimals: 0,
        total_supply: '1',
        root_owner_workchain: 0,
        root_owner: addr('owner:alice'),
        standard: 'Tip3' as const,
        code_hash: addr('code:root'),
        created_at: 1_700_000_000,
        created_lt: lt,
        updated_at: 1_700_000_000,
        last_tx_lt: lt,
      })),
    };
    await ingestBatch(database, {
      mcSeqno: 300,
      mcRootHash: addr('mc:qqx'),
      blocks: [],
      transactions: [],
      messages: [],
      accounts: [],
      tokens,
    });
    const base = await get('/api/tokens/v1/root_contract/symbol_substring/qqx');
    expect(base.json().data.rootTokenContracts.map((t: { token: string }) => t.token)).toEqual([
      'AQQX',
      'ZQQX',
    ]);
    await setTrustedTokens(database.db, [{ workchain: 0, address: addr('root:zqqx') }]);
    const found = (await get('/api/tokens/v1/root_contract/symbol_substring/qqx')).json().data
      .rootTokenContracts;
    expect(
      found.map((t: { token: string; trusted: boolean; source: string | null }) => [
        t.token,
        t.trusted,
        t.source,
      ]),
    ).toEqual([
      ['ZQQX', true, 'manifest'],
      ['AQQX', false, null],
    ]);
    const search = (await post('/api/explorer/search', { query: 'QQX' })).json();
    expect(search.tokens.map((t: { symbol: string }) => t.symbol)).toEqual(['ZQQX', 'AQQX']);
    await setTrustedTokens(database.db, []);
  });

  it("takes the spec's { limit, offset } for the tokens page, with manager, source and metadata URL", async () => {
    const all = (await post('/api/tokens/v1/root_contract/search', { limit: 100 })).json();
    expect(all.totalCount).toBe(all.rootTokenContracts.length);
    for (const offset of [0, 1, 2]) {
      const r = (await post('/api/tokens/v1/root_contract/search', { limit: 1, offset })).json();
      expect(r.rootTokenContracts).toEqual(all.rootTokenContracts.slice(offset, offset + 1));
      expect(r.totalCount).toBe(all.totalCount);
    }
    expect(all.rootTokenContracts[0]).toMatchObject({ manager: null, metadataUrl: null });
    const both = await post('/api/tokens/v1/root_contract/search', {
      offset: 1,
      cursor: all.next_cursor ?? 'a.b',
    });
    expect(both.statusCode).toBe(400);
  });

  it('answers daily token series', async () => {
    const r = (
      await post('/api/tokens/v1/stats/search', { rootAddress: LUSD, aggregationType: 'sum', start_date: 0 })
    ).json();
    expect(r.data.map((p: { type: string; sum: string }) => [p.type, p.sum])).toEqual([
      ['Mint', '1000'],
      ['Receive', '600'],
      ['Send', '600'],
    ]);
  });

  it('serves collections, NFTs with their events, and the NFT of an id', async () => {
    expect((await post('/api/explorer/collections/count', {})).json()).toEqual({ totalCount: 1 });
    const list = (await post('/api/explorer/collections/list', {})).json();
    expect(list.collections[0]).toMatchObject({
      address: rawOf('collection'),
      name: 'C',
      itemsCount: 2,
      supportedInterfaces: ['1217aaab'],
      ownerAddress: rawOf('owner:alice'),
    });
    const nfts = (await post('/api/explorer/nfts/list', { owner: rawOf('owner:bob') })).json();
    expect(nfts.nfts.map((n: { id: string }) => n.id)).toEqual(['1']);
    const all = (await post('/api/explorer/nfts/list', { collection: rawOf('collection'), limit: 1 })).json();
    expect(all.nfts[0]).toMatchObject({ id: '2', burned: true });
    const nft = (await post('/api/explorer/nfts', { id: rawOf('nft:2') })).json();
    expect(nft.collectionInfo).toEqual({
      address: rawOf('collection'),
      name: 'C',
      preview: 'https://example.org/c.png',
    });
    expect(nft.events.map((e: { kind: string }) => e.kind)).toEqual(['NftBurned', 'NftCreated']);
    const byId = await post('/api/explorer/nfts/by_id', { collection: rawOf('collection'), id: '1' });
    expect(byId.json()).toMatchObject({ address: rawOf('nft:1'), ownerAddress: rawOf('owner:bob') });
    expect(
      (await post('/api/explorer/nfts/by_id', { collection: rawOf('collection'), id: '3' })).statusCode,
    ).toBe(404);
  });

  it('lists collections and NFTs with their bounded preview, the JSON only on the item itself', async () => {
    const collections = (await post('/api/explorer/collections/list', {})).json().collections;
    const nfts = (await post('/api/explorer/nfts/list', { collection: rawOf('collection') })).json().nfts;
    expect(collections[0].preview).toBe('https://example.org/c.png');
    for (const item of [...collections, ...nfts]) expect(item).not.toHaveProperty('json');
    expect((await post('/api/explorer/collections', { id: rawOf('collection') })).json().json).toBe(
      '{"name":"C"}',
    );
    expect((await post('/api/explorer/nfts', { id: rawOf('nft:1') })).json().json).toBe('{"name":"N1"}');
  });

  it('lists the accounts of a code hash by cursor or from an offset, newest created first, and counts them', async () => {
    // Five accounts deployed with one code over two batches.
    const code = hash('code:nft');
    for (const [mcSeqno, ids] of [
      [200, ['n1', 'n2']],
      [201, ['n3', 'n4', 'n5']],
    ] as const) {
      const block = blockRow(0, mcSeqno, mcSeqno, 5000 + mcSeqno);
      const txs = ids.map((id, i) =>
        txRow(id, block, hash(`acc:${id}`), BigInt(mcSeqno * 100 + i), 5000 + mcSeqno),
      );
      const accounts = txs.map((tx) => ({ ...accountRow(tx, 1n, true), code_hash: code }));
      const batch = { blocks: [blockRow(-1, mcSeqno, mcSeqno, 5000 + mcSeqno), block], transactions: txs };
      await ingestBatch(database, batchOf(mcSeqno, { ...batch, messages: [], accounts }));
    }
    const codeHash = code.toString('hex');
    const newestFirst = ['n5', 'n4', 'n3', 'n2', 'n1'].map((id) => `0:${hash(`acc:${id}`).toString('hex')}`);
    const addresses = (r: { json(): unknown }) =>
      (r.json() as { accounts: { address: string }[] }).accounts.map((a) => a.address);
    const walked: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await post('/api/explorer/accounts/by_code_hash', {
        codeHash,
        limit: 2,
        ...(cursor ? { cursor } : {}),
      });
      walked.push(...addresses(page));
      cursor = (page.json() as { nextCursor: string | null }).nextCursor ?? undefined;
    } while (cursor);
    expect(walked).toEqual(newestFirst);
    for (const offset of [0, 2, 4, 5]) {
      const page = await post('/api/explorer/accounts/by_code_hash', { codeHash, offset, limit: 2 });
      expect(addresses(page), `offset ${offset}`).toEqual(newestFirst.slice(offset, offset + 2));
    }
    expect((await post('/api/explorer/accounts/by_code_hash/count', { codeHash })).json()).toEqual({
      count: 5,
      exact: true,
    });
    const first = (await post('/api/explorer/accounts/by_code_hash', { codeHash, limit: 2 })).json() as {
      nextCursor: string;
    };
    const both = await post('/api/explorer/accounts/by_code_hash', {
      codeHash,
      offset: 2,
      cursor: first.nextCursor,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ field: 'offset' });
    const deep = await post('/api/explorer/accounts/by_code_hash', { codeHash, offset: 10_001 });
    expect(deep.json()).toMatchObject({ field: 'offset' });
  });

  it('exports holders, balances, tokens and collections as CSV', async () => {
    const holders = await get(`/api/tokens/v1/export/holders.csv?rootAddress=${LUSD}`);
    expect(holders.headers['content-type']).toContain('text/csv');
    expect(holders.body.split('\r\n')).toEqual([
      'owner,wallet,root,token,decimals,amount,updated',
      expect.stringMatching(
        new RegExp(`^${rawOf('owner:alice')},${rawOf('wallet:root:lusd:alice')},${LUSD},LUSD,6,1000,`),
      ),
      '',
    ]);
    const balances = await get(`/api/tokens/v1/export/balances.csv?ownerAddress=${rawOf('owner:carol')}`);
    expect(balances.body).toContain(',<img src=x>,0,5,');
    const tokens = (await get('/api/tokens/v1/export/tokens.csv?filter=all&limit=10')).body;
    // The hostile name holds a line break, so its cell is quoted; the row count is still two.
    expect(tokens).toContain(`"${HOSTILE_NAME}"`);
    expect(tokens.startsWith('address,name,symbol,decimals,total_supply')).toBe(true);
    const collections = (await get('/api/explorer/export/collections.csv')).body;
    expect(collections).toContain(`${rawOf('collection')},C,https://example.org/c.png,,1217aaab,`);
    expect((await get('/api/tokens/v1/export/holders.csv')).statusCode).toBe(400);
  });

  it('answers 400 with the offending field for malformed input', async () => {
    const cases: Array<[string, () => Promise<{ statusCode: number; json(): unknown }>, string | null]> = [
      ['bad address param', () => get('/api/tokens/v1/root_contract/root_address/0:zz'), 'address'],
      ['short substring', () => get('/api/tokens/v1/root_contract/symbol_substring/ab'), 'substring'],
      ['no filter', () => post('/api/tokens/v1/balances/search', {}), 'rootAddress'],
      [
        'amount too big',
        () => post('/api/tokens/v1/balances/search', { rootAddress: LUSD, amountGe: '9'.repeat(40) }),
        'amountGe',
      ],
      ['unknown kind', () => post('/api/tokens/v1/transactions/search', { txKinds: ['Steal'] }), 'txKinds.0'],
      [
        'sum without root',
        () => post('/api/tokens/v1/stats/search', { aggregationType: 'sum' }),
        'rootAddress',
      ],
      [
        'both nft filters',
        () => post('/api/explorer/nfts/list', { owner: LUSD, collection: LUSD }),
        'collection',
      ],
      ['nft id not a number', () => post('/api/explorer/nfts/by_id', { collection: LUSD, id: '-1' }), 'id'],
      [
        'foreign cursor',
        () => post('/api/tokens/v1/root_contract/search', { cursor: 'eyJsIjoiYmxvY2tzIn0.AAAA' }),
        'cursor',
      ],
    ];
    for (const [name, call, field] of cases) {
      const r = await call();
      expect(r.statusCode, name).toBe(400);
      expect((r.json() as { field: string | null }).field, name).toBe(field);
    }
  });
});
