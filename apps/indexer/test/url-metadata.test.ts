// TIP-4.2.2 metadata end to end: the local network's URL collection (contracts/url-collection.fc) and
// two of its NFTs are indexed with the URLs their getters give, and the fetcher reads each document
// from a server on loopback (allow-listed, as the local network's own is under `tvmscan dev`) into the
// columns the API serves; a later transaction of an NFT keeps what was read, a document is read again
// after its TTL, and a failed read keeps the last document and is tried again sooner.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Catalogue, nekoton } from '@tvmscan/contracts';
import type { Database } from '@tvmscan/db';
import {
  createLocalnet,
  giverMessage,
  type Localnet,
  type MasterchainBatch,
  mintUrlNftBody,
  urlCollectionDeploy,
} from '@tvmscan/localnet';
import { parseAllowList } from '@tvmscan/safe-fetch';
import { backends, dispose, openMigrated } from '@tvmscan/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runIndexer, UrlMetadataFetcher } from '../src/index';
import { arraySource } from './support';

const OTHER = `0:${'77'.repeat(32)}`;
const NEW_OWNER = `0:${'55'.repeat(32)}`;
const documents = new Map<string, unknown>([
  ['/meta/collection.json', { type: 'Basic NFT', name: 'Harbour Lights', description: 'At a URL.' }],
  [
    '/meta/nft/0.json',
    { type: 'Basic NFT', name: 'Harbour Light #0', preview: { source: 'https://example.org/0.png' } },
  ],
  ['/meta/nft/1.json', { type: 'Basic NFT', name: 'Harbour Light #1' }],
]);
const served: string[] = [];

let server: Server;
let base: string;
let net: Localnet;
let owner: string;
let collection: string;
let nft0: string;
let nft1: string;
/** The batches up to the minted NFTs, and those after, where NFT 0 changes owner. */
let before: MasterchainBatch[];
let after: MasterchainBatch[];

const send = async (dest: string, value: bigint, payload?: string) =>
  net.sendMessage(await giverMessage(net, dest, value, payload));
const blocks = async (n: number) => {
  for (let i = 0; i < n; i++) await net.produceBlock();
};

beforeAll(async () => {
  server = createServer((req, res) => {
    served.push(req.url ?? '');
    const doc = documents.get(req.url ?? '');
    res.writeHead(doc ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(doc ?? { error: 'not found' }));
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/meta/`;

  net = await createLocalnet({ flavor: 'everscale', seed: 'url-metadata' });
  owner = net.genesis.giver.wallet.address;
  const deployed = await urlCollectionDeploy({
    owner,
    collectionUrl: `${base}collection.json`,
    baseNftUrl: `${base}nft/`,
  });
  collection = deployed.address;
  await send(collection, 10_000_000_000n);
  await blocks(1);
  net.sendMessage(deployed.deploy);
  await blocks(1);
  await send(collection, 1_000_000_000n, mintUrlNftBody(owner));
  await blocks(1);
  await send(collection, 1_000_000_000n, mintUrlNftBody(OTHER));
  await blocks(4);
  before = net.batchesSince(null);
  const indexedFirst = before.length;
  const catalogue = new Catalogue();
  const nftAt = (id: string) => {
    const state = nekoton.parseFullAccountBoc(Buffer.from(net.account(collection)!.boc).toString('base64'))!;
    const out = nekoton.runLocal(
      new nekoton.ClockWithOffset(),
      state.boc,
      catalogue.abi.tip4_collection,
      'nftAddress',
      { answerId: 0, id },
      {},
      true,
      { type: 'empty' },
    );
    return out.output!.nft as string;
  };
  [nft0, nft1] = [nftAt('0'), nftAt('1')];
  await send(
    nft0,
    500_000_000n,
    nekoton.encodeInternalInput(catalogue.abi.tip4_nft, 'changeOwner', {
      newOwner: NEW_OWNER,
      sendGasTo: owner,
      callbacks: [],
    }),
  );
  await blocks(3);
  after = net.batchesSince(null).slice(indexedFirst);
}, 240_000);

afterAll(() => {
  server?.close();
});

const hex = (address: string) => Buffer.from(address.split(':')[1], 'hex');

describe.each(backends)('TIP-4.2.2 metadata on $name', ({ open }) => {
  let database: Database;
  const warnings: object[] = [];
  const now = 2_000_000_000;
  const fetcher = () => new UrlMetadataFetcher(database, { mode: 'dev', allow: parseAllowList('127.0.0.1') });
  const nftRow = (address: string) =>
    database.db.selectFrom('nfts').selectAll().where('address', '=', hex(address)).executeTakeFirstOrThrow();

  beforeAll(async () => {
    database = await openMigrated(open);
    await runIndexer({
      database,
      source: arraySource(before),
      signal: new AbortController().signal,
      log: { info: () => {}, warn: (fields, msg) => warnings.push({ ...fields, msg }) },
    });
  }, 120_000);
  afterAll(async () => {
    if (database) await dispose(database);
  });

  it('stores the URLs the getters give, and no document before the fetcher reads it', async () => {
    const c = await database.db
      .selectFrom('nft_collections')
      .selectAll()
      .where('address', '=', hex(collection))
      .executeTakeFirstOrThrow();
    expect(c).toMatchObject({ metadata_url: `${base}collection.json`, json: null, metadata_due_at: '0' });
    expect(c.interfaces).toContain('244a5200');
    // Its owner through getOwner: `owner` ends in exit code 60 (no such function), which is not logged.
    expect(c.owner).toEqual(hex(owner));
    expect(warnings).toEqual([]);
    const [first, second] = [await nftRow(nft0), await nftRow(nft1)];
    expect(first).toMatchObject({ metadata_url: `${base}nft/0.json`, json: null, nft_id: '0' });
    expect(second).toMatchObject({ metadata_url: `${base}nft/1.json`, json: null, nft_id: '1' });
    expect(second.owner).toEqual(hex(OTHER));
    expect(first.interfaces).toContain('7239d7b1');
    const events = await database.db.selectFrom('nft_events').select(['kind', 'nft']).execute();
    expect(events.filter((e) => e.kind === 'NftCreated').map((e) => e.nft)).toEqual(
      expect.arrayContaining([hex(nft0), hex(nft1)]),
    );
  });

  it('reads each due document into the stored metadata, then nothing until its TTL', async () => {
    served.length = 0;
    expect(await fetcher().refreshDue(now)).toBe(3);
    expect(served.sort()).toEqual(['/meta/collection.json', '/meta/nft/0.json', '/meta/nft/1.json']);
    expect(await nftRow(nft0)).toMatchObject({
      name: 'Harbour Light #0',
      preview: 'https://example.org/0.png',
      json: JSON.stringify(documents.get('/meta/nft/0.json')),
      metadata_fetched_at: String(now),
      metadata_due_at: String(now + 3600),
      metadata_error: null,
    });
    expect(await fetcher().refreshDue(now + 3599)).toBe(0);
  });

  it('keeps what was read when a later transaction of the NFT is indexed', async () => {
    await runIndexer({ database, source: arraySource(after), signal: new AbortController().signal });
    const row = await nftRow(nft0);
    expect(row.owner).toEqual(hex(NEW_OWNER));
    expect(row).toMatchObject({ name: 'Harbour Light #0', metadata_due_at: String(now + 3600) });
    const kinds = await database.db
      .selectFrom('nft_events')
      .select('kind')
      .where('nft', '=', hex(nft0))
      .execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(['NftCreated', 'OwnerChanged']);
  });

  it('reads again after the TTL; a failed read keeps the last document and is tried sooner', async () => {
    const gone = documents.get('/meta/nft/1.json');
    documents.delete('/meta/nft/1.json');
    try {
      expect(await fetcher().refreshDue(now + 3600)).toBe(3);
    } finally {
      documents.set('/meta/nft/1.json', gone);
    }
    const row = await nftRow(nft1);
    expect(row).toMatchObject({
      name: 'Harbour Light #1',
      metadata_fetched_at: String(now),
      metadata_due_at: String(now + 3600 + 300),
    });
    expect(row.metadata_error).toMatch(/^status: /);
    expect((await nftRow(nft0)).metadata_fetched_at).toBe(String(now + 3600));
  });

  it('fetches only through the guarded fetcher: plain http is refused under serve', async () => {
    const strict = new UrlMetadataFetcher(database, { mode: 'serve', allow: parseAllowList('') });
    expect(await strict.refreshDue(now + 100_000)).toBe(3);
    const row = await nftRow(nft0);
    expect(row.metadata_error).toMatch(/^protocol: /);
    expect(row.name).toBe('Harbour Light #0');
  });
});
