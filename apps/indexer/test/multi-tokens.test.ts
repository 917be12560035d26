// VEP-1155 multi-tokens derived end to end on both flavors: the local network's multi-token collection
// (its own FunC contracts, decision 0041) mints two tokens, moves and burns them in the token scenario,
// and the index must hold what the contracts' getters say on the final states — read with the standards'
// ABIs of @tvmscan/contracts, as the indexer reads any implementation — and the standard's invariant:
// each token's supply is the sum of its wallets' balances. A contract that claims to be a wallet of the
// collection at another address is refused.
import { randomBytes } from 'node:crypto';
import { accountToCell, loadAccount, readBoc, writeBoc } from '@tvmscan/codec';
import { nekoton, STANDARD_ABIS, type TokenKind } from '@tvmscan/contracts';
import { type Database, type IngestBatch, toHex } from '@tvmscan/db';
import { createLocalnet, type MasterchainBatch, type ScenarioReport } from '@tvmscan/localnet';
import { backends, dispose, openMigrated } from '@tvmscan/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenDeriver } from '../src/derive/tokens/index';
import { runIndexer } from '../src/index';
import { arraySource } from './support';

/** The opening's multi-token operations settle by block 22. */
const BLOCKS = 24;
const raw = (workchain: number, address: Uint8Array) => `${workchain}:${toHex(address)}`;

describe.each(['everscale', 'tycho'] as const)('multi-tokens of the %s local network', (flavor) => {
  let batches: MasterchainBatch[];
  let report: ScenarioReport;
  let states: Map<string, Uint8Array>;

  beforeAll(async () => {
    const net = await createLocalnet({ flavor, seed: 'multi-tokens-indexing', trafficTps: 5 });
    for (let i = 0; i < BLOCKS; i++) await net.produceBlock();
    report = net.scenario()!;
    batches = net.batchesSince(null);
    states = new Map([...net.accounts()].map(([a, r]) => [a, r.boc]));
    await net.stop();
  }, 240_000);

  /** A getter on an account's final state, read with a standard's ABI (the oracle). */
  function getter(address: string, kind: TokenKind, method: string, input = {}) {
    const state = nekoton.parseFullAccountBoc(Buffer.from(states.get(address)!).toString('base64'))!;
    const clock = new nekoton.ClockWithOffset();
    const out = nekoton.runLocal(
      clock,
      state.boc,
      STANDARD_ABIS[kind],
      method,
      { answerId: 0, ...input },
      {},
      true,
      {
        type: 'empty',
      },
    );
    clock.free();
    return out.output as Record<string, string>;
  }

  describe.each(backends)('indexed on $name', ({ open }) => {
    let database: Database;
    beforeAll(async () => {
      database = await openMigrated(open);
      await runIndexer({ database, source: arraySource(batches), signal: new AbortController().signal });
    }, 240_000);
    afterAll(async () => {
      if (database) await dispose(database);
    });

    it('holds each wallet with its token, owner, NFT and the balance its getter answers', async () => {
      const multi = report.multiCollection;
      const rows = await database.db.selectFrom('multi_token_wallets').selectAll().execute();
      const holders = multi.tokens.flatMap((t) => t.holders.map((h) => ({ token: t, holder: h })));
      expect(holders.length).toBeGreaterThanOrEqual(3);
      expect(rows.length).toBe(holders.length);
      for (const { token, holder } of holders) {
        const row = rows.find((r) => raw(r.workchain, r.address) === holder.wallet)!;
        expect(row).toBeDefined();
        expect([row.nft_id, raw(row.collection_workchain, row.collection)]).toEqual([
          String(token.id),
          multi.address,
        ]);
        expect(raw(row.owner_workchain, row.owner)).toBe(holder.owner);
        expect(raw(row.nft_workchain!, row.nft!)).toBe(token.nft);
        expect(row.balance).toBe(getter(holder.wallet, 'vep1155_wallet', 'balance').value);
        if (holder.settledAt <= report.mcSeqno) expect(row.balance).toBe(String(holder.balance));
      }
    });

    it('holds each token with a supply equal to the sum of its wallets, and its royalty', async () => {
      const multi = report.multiCollection;
      for (const token of multi.tokens) {
        const nft = await database.db
          .selectFrom('nfts')
          .selectAll()
          .where('address', '=', Buffer.from(token.nft.slice(2), 'hex'))
          .executeTakeFirstOrThrow();
        expect(nft.multi_token_supply).toBe(getter(token.nft, 'tip4_nft', 'multiTokenSupply').count);
        expect(nft.royalty_bp).toBe('500');
        expect(raw(nft.royalty_workchain!, nft.royalty_receiver!)).toBe(multi.owner);
        const { codeHash } = getter(multi.address, 'tip4_collection', 'multiTokenCodeHash', {
          id: String(token.id),
          isEmpty: false,
        });
        expect(toHex(nft.multi_token_wallet_code_hash!)).toBe(
          BigInt(codeHash).toString(16).padStart(64, '0'),
        );
        if (token.settledAt > report.mcSeqno) continue;
        const wallets = await database.db
          .selectFrom('multi_token_wallets')
          .select(['balance', 'code_hash'])
          .where('nft', '=', Buffer.from(token.nft.slice(2), 'hex'))
          .execute();
        // The salted code of a wallet that holds some is the one the collection names for the token.
        for (const w of wallets.filter((w) => w.balance !== '0'))
          expect(toHex(w.code_hash)).toBe(toHex(nft.multi_token_wallet_code_hash!));
        const sum = wallets.reduce((acc, w) => acc + BigInt(w.balance), 0n);
        expect([token.id, BigInt(nft.multi_token_supply!)]).toEqual([token.id, sum]);
        expect(sum).toBe(token.supply);
      }
      const collection = await database.db
        .selectFrom('nft_collections')
        .selectAll()
        .where('address', '=', Buffer.from(multi.address.slice(2), 'hex'))
        .executeTakeFirstOrThrow();
      expect(collection.interfaces).toEqual(expect.arrayContaining(['1217aaab', '24d7d5f5', '5c435318']));
      expect(collection.json).toBe(multi.json);
    });

    it('records the collection and wallet events of every mint, transfer and burn', async () => {
      const events = await database.db.selectFrom('multi_token_events').selectAll().orderBy('lt').execute();
      const of = (kind: string) => events.filter((e) => e.kind === kind);
      const counts = report.counts;
      expect(of('MultiTokenCreated').length).toBe(counts.mintMultiToken);
      expect(of('MultiTokenBurned').length).toBe(counts.multiBurn);
      expect(of('MultiTokenWalletCreated').length).toBe(
        report.multiCollection.tokens.reduce((n, t) => n + t.holders.length, 0),
      );
      expect(of('MultiTokenTransfered').length).toBe(counts.multiTransfer);
      const first = of('MultiTokenCreated')[0];
      const token0 = report.multiCollection.tokens[0];
      expect(first.nft_id).toBe('0');
      expect(raw(first.collection_workchain, first.collection)).toBe(report.multiCollection.address);
      expect(raw(first.counterparty_workchain!, first.counterparty!)).toBe(report.multiCollection.owner);
      for (const e of of('MultiTokenTransfered')) {
        expect(e.wallet).not.toBeNull();
        expect(BigInt(e.balance!)).toBeGreaterThanOrEqual(BigInt(e.count));
      }
      expect(
        token0.holders.some((h) =>
          of('MultiTokenTransfered').some((e) => raw(e.owner_workchain!, e.owner!) === h.owner),
        ),
      ).toBe(true);
    });

    it('refuses a contract that claims to be a wallet of the collection at another address', async () => {
      const holder = report.multiCollection.tokens[0].holders[0];
      const account = loadAccount(readBoc(states.get(holder.wallet)!)[0])!;
      // The wallet's own code and data at another address: getInfo answers the real wallet's token.
      const elsewhere = randomBytes(32).toString('hex');
      const copy = accountToCell({
        ...account,
        addr: { ...account.addr, kind: 'std', anycast: null, address: elsewhere },
      });
      const copyRow = {
        ...(await storedAccount(database, holder.wallet)),
        address: Buffer.from(elsewhere, 'hex'),
        state_boc: Buffer.from(writeBoc(copy)),
      };
      const warnings: string[] = [];
      const deriver = new TokenDeriver({ log: { warn: (_: unknown, text: string) => warnings.push(text) } });
      try {
        const batch: IngestBatch = {
          mcSeqno: 1,
          mcRootHash: Buffer.alloc(32),
          blocks: [],
          transactions: [],
          messages: [],
          accounts: [copyRow],
        };
        const out = await deriver.derive(database.db, batch);
        expect(out.multiTokenWallets).toEqual([]);
        expect(warnings.some((w) => w.includes('multi-token wallet'))).toBe(true);
      } finally {
        await deriver.close();
      }
    });
  });
});

/** The stored account row of an address, as the core write path left it. */
async function storedAccount(database: Database, address: string) {
  return database.db
    .selectFrom('accounts')
    .selectAll()
    .where('workchain', '=', Number(address.split(':')[0]))
    .where('address', '=', Buffer.from(address.split(':')[1], 'hex'))
    .executeTakeFirstOrThrow();
}
