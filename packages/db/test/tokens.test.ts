// The token write path inside ingestBatch and the token read functions, on both databases: counters
// move by balances crossing zero and by new rows only, a re-ingest changes nothing, symbol search is
// substring-exact (LIKE wildcards are literal) and puts trusted tokens first, and lists page by key.

import { backends, dispose } from '@tvmscan/test-support/database';
import { addr, HOSTILE_NAME, rawOf, tokenBatch1, tokenBatch2 } from '@tvmscan/test-support/token-batch';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countBalances,
  countTokenTransactions,
  type Database,
  emptyTokenBatch,
  getNft,
  getTokenBalance,
  ingestBatch,
  listBalances,
  listTokenTransactions,
  migrateToLatest,
  readTokenCounters,
  searchTokensBySymbol,
  setTrustedTokens,
  symbolGrams,
  type TokenBatch,
  tokenStatsSeries,
} from '../src/index';

const batch = (mcSeqno: number, tokens: TokenBatch) => ({
  mcSeqno,
  mcRootHash: addr(`mc:${mcSeqno}`),
  blocks: [],
  transactions: [],
  messages: [],
  accounts: [],
  tokens,
});

describe.each(backends)('token tables on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await migrateToLatest(database);
    await ingestBatch(database, batch(1, tokenBatch1()));
  });
  afterAll(async () => {
    if (database) await dispose(database);
  });

  it('keeps holders, owners and transaction counters from the first batch', async () => {
    expect(await countBalances(database.db, { rootAddress: rawOf('root:lusd') })).toBe(2);
    expect(await countBalances(database.db, { ownerAddress: rawOf('owner:bob') })).toBe(1);
    expect(await countTokenTransactions(database.db, { rootAddress: rawOf('root:lusd') })).toBe(3);
    expect(await countTokenTransactions(database.db, { ownerAddress: rawOf('owner:alice') })).toBe(2);
    expect(
      await readTokenCounters(database.db, [
        'tokens_total',
        'token_transactions_total',
        'collections_total',
        'nfts_total',
      ]),
    ).toEqual({
      tokens_total: 2,
      token_transactions_total: 4,
      collections_total: 1,
      nfts_total: 2,
    });
  });

  it('moves counters only by balances crossing zero and new rows, and changes nothing on a re-ingest', async () => {
    await ingestBatch(database, batch(2, tokenBatch2()));
    const snapshot = async () =>
      Promise.all(
        [
          'token_roots',
          'token_wallets',
          'token_owners',
          'token_tx_rollups',
          'nft_collections',
          'nfts',
          'stats_counters',
        ].map(async (t) =>
          (await sql`SELECT * FROM ${sql.table(t)}`.execute(database.db)).rows
            .map((r) => JSON.stringify(r))
            .sort(),
        ),
      );
    const after2 = await snapshot();
    expect(await countBalances(database.db, { rootAddress: rawOf('root:lusd') })).toBe(1);
    expect(await countBalances(database.db, { ownerAddress: rawOf('owner:bob') })).toBe(0);
    expect((await getNft(database.db, rawOf('nft:2')))?.burned).toBe(true);
    // Both batches again, in order and out of order: an older batch never moves a balance back.
    await ingestBatch(database, batch(1, tokenBatch1()));
    await ingestBatch(database, batch(2, tokenBatch2()));
    expect(await snapshot()).toEqual(after2);
    expect((await getTokenBalance(database.db, rawOf('root:lusd'), rawOf('owner:alice')))?.amount).toBe(
      '1000',
    );
  });

  it('lists holders largest first and transactions newest first, by key', async () => {
    const holders = await listBalances(database.db, { rootAddress: rawOf('root:lusd') }, { limit: 10 });
    expect(holders.items.map((b) => [b.ownerAddress, b.amount, b.token])).toEqual([
      [rawOf('owner:alice'), '1000', 'LUSD'],
    ]);
    const first = await listTokenTransactions(database.db, {}, { limit: 4 });
    expect(first.items.map((t) => t.blockTime)).toEqual(
      [...first.items.map((t) => t.blockTime)].sort((a, b) => b - a),
    );
    expect(first.hasNext).toBe(true);
    const next = await listTokenTransactions(database.db, {}, { limit: 4, after: first.lastKey! });
    expect(next.items).toHaveLength(2);
    const send = first.items.find((t) => t.kind === 'Send')!;
    expect(send.sender?.ownerAddress).toBe(rawOf('owner:bob'));
    expect(send.receiver?.ownerAddress).toBe(rawOf('owner:alice'));
    const mints = await listTokenTransactions(
      database.db,
      { txKinds: ['Mint'], rootAddress: rawOf('root:lusd') },
      { limit: 10 },
    );
    expect(mints.items.map((t) => [t.kind, t.amount, t.sender, t.receiver?.ownerAddress])).toEqual([
      ['Mint', '1000', null, rawOf('owner:alice')],
    ]);
  });

  it('finds tokens by symbol substring with wildcards taken literally, trusted first, names verbatim', async () => {
    expect(symbolGrams('LUSD')).toEqual(['lus', 'usd']);
    expect((await searchTokensBySymbol(database.db, 'usd')).map((t) => t.token)).toEqual(['LUSD']);
    expect(await searchTokensBySymbol(database.db, 'u%d')).toEqual([]);
    expect(await searchTokensBySymbol(database.db, 'us_')).toEqual([]);
    const hostile = await searchTokensBySymbol(database.db, '<im');
    expect(hostile.map((t) => t.name)).toEqual([HOSTILE_NAME]);
    expect(hostile[0].trusted).toBe(false);
    expect(await setTrustedTokens(database.db, [{ workchain: 0, address: addr('root:hostile') }])).toBe(1);
    expect((await searchTokensBySymbol(database.db, 'img'))[0].trusted).toBe(true);
    expect(await readTokenCounters(database.db, ['tokens_trusted'])).toEqual({ tokens_trusted: 1 });
  });

  it('marks a manifest root trusted when it is first indexed after the manifest was set', async () => {
    const later = { workchain: 0, address: addr('root:later') };
    expect(
      await setTrustedTokens(database.db, [later, { workchain: 0, address: addr('root:hostile') }]),
    ).toBe(1);
    const root = {
      ...tokenBatch1().roots[0],
      address: later.address,
      symbol: 'LATER',
      created_lt: 60,
      last_tx_lt: 60,
    };
    await ingestBatch(database, batch(4, { ...emptyTokenBatch(), roots: [root] }));
    await ingestBatch(database, batch(4, { ...emptyTokenBatch(), roots: [root] }));
    expect((await searchTokensBySymbol(database.db, 'later'))[0].trusted).toBe(true);
    expect(await readTokenCounters(database.db, ['tokens_trusted', 'tokens_total'])).toEqual({
      tokens_trusted: 2,
      tokens_total: 3,
    });
  });

  it('answers daily series of counts per kind, and sums for one token', async () => {
    const counts = await tokenStatsSeries(database.db, {
      aggregationType: 'count',
      start: 0,
      end: 2_000_000_000,
    });
    expect(counts.reduce((n, p) => n + (p.count ?? 0), 0)).toBe(6);
    const sums = await tokenStatsSeries(database.db, {
      aggregationType: 'sum',
      rootAddress: rawOf('root:lusd'),
      txTypes: ['Send'],
      start: 0,
      end: 2_000_000_000,
    });
    expect(sums.map((p) => [p.type, p.sum])).toEqual([['Send', '600']]);
  });
});
