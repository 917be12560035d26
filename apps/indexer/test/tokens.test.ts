// TIP-3 and TIP-4 derived end to end: the local network's token scenario (real TokenRoot, TokenWallet,
// Collection and Nft builds executed by the TVM) is indexed, and what the database holds must equal
// what the scenario reports it created and what the contracts' getters say on the final states.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { nekoton } from '@tvmscan/contracts';
import { type Database, ingestBatch, readTokenCounters, toHex } from '@tvmscan/db';
import { createLocalnet, type MasterchainBatch } from '@tvmscan/localnet';
import { backends, dispose, openMigrated } from '@tvmscan/test-support/database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareBatch, runIndexer } from '../src/index';
import { arraySource } from './support';

const BLOCKS = 26;
const require = createRequire(import.meta.url);

interface Scenario {
  batches: MasterchainBatch[];
  report: NonNullable<ReturnType<Awaited<ReturnType<typeof createLocalnet>>['scenario']>>;
  accounts: Map<string, Uint8Array>;
}
let scenario: Scenario;

beforeAll(async () => {
  const net = await createLocalnet({ flavor: 'everscale', seed: 'tokens-indexing', trafficTps: 5 });
  for (let i = 0; i < BLOCKS; i++) await net.produceBlock();
  const report = net.scenario();
  if (!report) throw new Error('the local network ran no token scenario');
  scenario = {
    batches: net.batchesSince(null),
    report,
    accounts: new Map([...net.accounts()].map(([a, r]) => [a, r.boc])),
  };
}, 240_000);

/** A getter on the account's final state, called straight through nekoton (the oracle). */
function getter(address: string, abiOf: 'tip3/build/TokenWallet' | 'tip3/build/TokenRoot', method: string) {
  const state = nekoton.parseFullAccountBoc(Buffer.from(scenario.accounts.get(address)!).toString('base64'))!;
  const abi = readFileSync(require.resolve(`@broxus/${abiOf}.abi.json`), 'utf8');
  const clock = new nekoton.ClockWithOffset();
  const out = nekoton.runLocal(clock, state.boc, abi, method, { answerId: 0 }, {}, true, { type: 'empty' });
  clock.free();
  return out.output?.value0 as string;
}

const raw = (workchain: number, address: Uint8Array) => `${workchain}:${toHex(address)}`;

describe.each(backends)('token and NFT derivation on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await openMigrated(open);
    const progress = await runIndexer({
      database,
      source: arraySource(scenario.batches),
      signal: new AbortController().signal,
    });
    expect(progress.batches).toBe(BLOCKS);
  }, 240_000);
  afterAll(async () => {
    if (database) await dispose(database);
  });

  it('records every deployed root with its getters, holders and supply', async () => {
    const deployed = scenario.report.tokens.filter((t) => t.deployedAt !== null);
    expect(deployed.length).toBe(4);
    const roots = await database.db.selectFrom('token_roots').selectAll().execute();
    expect(roots.length).toBe(deployed.length);
    for (const token of deployed) {
      const row = roots.find((r) => raw(r.workchain, r.address) === token.address)!;
      expect(row).toBeDefined();
      // Contract text is stored as the contract returns it, NUL aside (PostgreSQL text cannot hold it).
      expect(row.name).toBe(token.name.replaceAll('\u0000', '\uFFFD'));
      expect(row.symbol).toBe(token.symbol);
      expect(row.decimals).toBe(token.decimals);
      expect(raw(row.root_owner_workchain!, row.root_owner!)).toBe(token.rootOwner);
      expect(row.total_supply).toBe(getter(token.address, 'tip3/build/TokenRoot', 'totalSupply'));
      const nonZero = await database.db
        .selectFrom('token_wallets')
        .select(['balance'])
        .where('root_workchain', '=', row.workchain)
        .where('root', '=', row.address)
        .where(sql<boolean>`balance > 0`)
        .execute();
      expect(Number(row.holders_count)).toBe(nonZero.length);
    }
    const hostile = roots.find((r) => r.symbol.startsWith('<img'))!;
    for (const part of ['<script>', '\u202e', '\n', '\uFFFD']) expect(hostile.name).toContain(part);
  });

  it("holds each wallet's balance as its balance() getter says, and as its operations add up", async () => {
    const wallets = await database.db.selectFrom('token_wallets').selectAll().execute();
    expect(wallets.length).toBeGreaterThanOrEqual(6);
    const ops = await database.db.selectFrom('token_transactions').selectAll().execute();
    for (const w of wallets) {
      const address = raw(w.workchain, w.address);
      expect(w.balance).toBe(getter(address, 'tip3/build/TokenWallet', 'balance'));
      const signed = {
        Mint: 1n,
        Receive: 1n,
        SendCancellation: 1n,
        BurnCancellation: 1n,
        Send: -1n,
        Burn: -1n,
      };
      const sum = ops
        .filter((o) => raw(o.workchain, o.wallet) === address)
        .reduce((s, o) => s + signed[o.kind] * BigInt(o.amount), 0n);
      expect(sum, address).toBe(BigInt(w.balance));
    }
    // Every settled holder of the scenario is there with the balance it reports.
    for (const token of scenario.report.tokens) {
      for (const h of token.holders.filter((x) => x.settledAt <= scenario.report.mcSeqno)) {
        const w = wallets.find((x) => raw(x.workchain, x.address) === h.wallet);
        expect(w?.balance, h.wallet).toBe(h.balance.toString());
        expect(raw(w!.owner_workchain, w!.owner)).toBe(h.owner);
      }
    }
  });

  it('records token operations of each kind the scenario performs, with their amounts', async () => {
    const ops = await database.db.selectFrom('token_transactions').selectAll().execute();
    const kinds = new Set(ops.map((o) => o.kind));
    for (const kind of ['Mint', 'Send', 'Receive', 'Burn', 'SendCancellation'] as const)
      expect(kinds).toContain(kind);
    // A transfer's Send and its Receive carry the same amount and name each other's owners.
    const receive = ops.find((o) => o.kind === 'Receive')!;
    const send = ops.find(
      (o) =>
        o.kind === 'Send' &&
        o.amount === receive.amount &&
        o.counterparty_wallet !== null &&
        raw(o.counterparty_wallet_workchain!, o.counterparty_wallet) ===
          raw(receive.workchain, receive.wallet),
    );
    expect(send).toBeDefined();
    expect(raw(receive.counterparty_owner_workchain!, receive.counterparty_owner!)).toBe(
      raw(send!.owner_workchain!, send!.owner!),
    );
    const counters = await readTokenCounters(database.db, ['tokens_total', 'token_transactions_total']);
    expect(counters).toEqual({ tokens_total: 4, token_transactions_total: ops.length });
  });

  it('records collections and NFTs with owner, manager, collection and json, and their events', async () => {
    const collections = await database.db.selectFrom('nft_collections').selectAll().execute();
    const nfts = await database.db.selectFrom('nfts').selectAll().execute();
    const events = await database.db.selectFrom('nft_events').selectAll().execute();
    const deployed = scenario.report.collections.filter((c) => c.deployedAt !== null);
    // …and the URL collection (TIP-4.2.2), checked below, and the multi-token one (multi-tokens.test.ts).
    expect(collections.length).toBe(deployed.length + 2);
    expect(deployed.length).toBeGreaterThan(0);
    for (const c of deployed) {
      const row = collections.find((r) => raw(r.workchain, r.address) === c.address)!;
      expect(row.json).toBe(c.json.replaceAll('\u0000', '\uFFFD'));
      expect(raw(row.owner_workchain!, row.owner!)).toBe(c.owner);
      expect(row.interfaces).toContain('1217aaab');
      expect(Number(row.items_count)).toBe(
        nfts.filter((n) => raw(n.collection_workchain, n.collection) === c.address).length,
      );
      for (const nft of c.nfts.filter((n) => n.settledAt <= scenario.report.mcSeqno)) {
        const n = nfts.find((r) => raw(r.workchain, r.address) === nft.address)!;
        expect(n, nft.address).toBeDefined();
        expect(n.nft_id).toBe(nft.id.toString());
        expect(n.burned).toBe(nft.burned);
        expect(n.json).toBe(nft.json);
        expect(n.interfaces).toContain('78084f7e');
        if (!nft.burned) {
          expect(raw(n.owner_workchain, n.owner)).toBe(nft.owner);
          expect(raw(n.manager_workchain, n.manager)).toBe(nft.manager);
        }
        const mine = events.filter((e) => raw(e.nft_workchain, e.nft) === nft.address);
        expect(mine.filter((e) => e.kind === 'NftCreated')).toHaveLength(1);
        expect(mine.some((e) => e.kind === 'NftBurned')).toBe(nft.burned);
      }
    }
    // Hostile metadata: text verbatim, script URLs never kept as links; the data: SVG preview is kept as
    // an image for the web app to sanitize.
    const hostile = collections.find((r) => r.name?.startsWith('<img'))!;
    expect(hostile.preview).toMatch(/^data:image\/svg\+xml,/);
    expect(hostile.external_url).toBeNull();
    expect(new Set(events.map((e) => e.kind))).toEqual(
      new Set(['NftCreated', 'OwnerChanged', 'ManagerChanged', 'NftBurned']),
    );
  });

  it('records the URL collection and its NFTs with the URLs their getters give (TIP-4.2.2)', async () => {
    const { urlCollection } = scenario.report;
    expect(urlCollection.deployedAt).not.toBeNull();
    const row = await database.db
      .selectFrom('nft_collections')
      .selectAll()
      .where('address', '=', Buffer.from(urlCollection.address.slice(2), 'hex'))
      .executeTakeFirstOrThrow();
    expect(row.metadata_url).toBe(urlCollection.collectionUrl);
    expect(row.interfaces).toEqual(expect.arrayContaining(['1217aaab', '244a5200']));
    const settled = urlCollection.nfts.filter((n) => n.settledAt <= scenario.report.mcSeqno);
    expect(settled.length).toBeGreaterThan(0);
    expect(Number(row.items_count)).toBe(urlCollection.nfts.length);
    for (const nft of settled) {
      const n = await database.db
        .selectFrom('nfts')
        .selectAll()
        .where('address', '=', Buffer.from(nft.address.slice(2), 'hex'))
        .executeTakeFirstOrThrow();
      expect([n.nft_id, n.metadata_url, raw(n.owner_workchain, n.owner)]).toEqual([
        nft.id.toString(),
        nft.url,
        nft.owner,
      ]);
      expect(n.interfaces).toEqual(expect.arrayContaining(['78084f7e', '7239d7b1']));
    }
  });

  it('changes nothing when the same batches are ingested again', async () => {
    const snapshot = async () => {
      const out: Record<string, unknown> = {};
      for (const table of [
        'token_roots',
        'token_wallets',
        'token_owners',
        'token_transactions',
        'token_tx_rollups',
        'nft_collections',
        'nfts',
        'nft_events',
        'contract_interfaces',
        'stats_counters',
      ] as const) {
        out[table] = (await sql`SELECT * FROM ${sql.table(table)}`.execute(database.db)).rows
          .map((r) => JSON.stringify(r))
          .sort();
      }
      return out;
    };
    const before = await snapshot();
    const { TokenDeriver } = await import('../src/derive/tokens/index');
    const deriver = new TokenDeriver();
    for (const batch of scenario.batches) {
      const prepared = prepareBatch(batch, { keepBlockBoc: true });
      prepared.ingest!.tokens = await deriver.derive(database.db, prepared.ingest!);
      await ingestBatch(database, prepared.ingest!);
    }
    expect(await snapshot()).toEqual(before);
  }, 240_000);
});
