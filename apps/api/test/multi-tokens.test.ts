// VEP-1155 through the Explorer API, over each flavor's local multi-token collection indexed from its
// real blocks: each token's supply, royalty and holders, an owner's wallets, one wallet by address, the
// collection's last token id and the events answer what the scenario did — and the standard's invariant
// holds in what the API serves (supply = the sum of the holders' balances). Malformed filters are a 400
// naming the field.
import type { MultiTokenEvent, MultiTokenWallet } from '@tvmscan/api-schema';
import type { ScenarioReport } from '@tvmscan/localnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IndexedLocalnet, indexedLocalnet } from './network-support';

/** The opening's multi-token operations settle by block 22. */
const BLOCKS = 24;

describe.each(['everscale', 'tycho'] as const)(
  `VEP-1155 through the Explorer API of the %s local network on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  (flavor) => {
    let net: IndexedLocalnet;
    let report: ScenarioReport;
    beforeAll(async () => {
      net = await indexedLocalnet({ flavor, seed: 'multi-tokens-indexing', trafficTps: 5 }, BLOCKS);
      report = net.net.scenario()!;
    }, 300_000);
    afterAll(async () => {
      await net?.close();
    });

    const post = async (url: string, payload: object) => {
      const res = await net.app.inject({ method: 'POST', url, payload });
      return { status: res.statusCode, body: res.json() };
    };

    /** Every page of a list, following nextCursor with pages of `limit`. */
    async function allPages<T>(url: string, body: object, key: string, limit: number): Promise<T[]> {
      const items: T[] = [];
      let cursor: string | undefined;
      do {
        const page = await post(url, { ...body, limit, ...(cursor ? { cursor } : {}) });
        expect(page.status).toBe(200);
        items.push(...page.body[key]);
        cursor = page.body.nextCursor ?? undefined;
      } while (cursor);
      return items;
    }

    it("serves each token's supply and royalty, and holders whose balances sum to it", async () => {
      const multi = report.multiCollection;
      expect(multi.tokens.length).toBe(2);
      for (const token of multi.tokens) {
        // A token with a mint or burn still in flight at the last block has no settled supply to compare.
        expect(token.settledAt).toBeLessThanOrEqual(report.mcSeqno);
        const nft = await post('/api/explorer/nfts', { id: token.nft });
        expect(nft.status).toBe(200);
        expect(nft.body).toMatchObject({
          id: String(token.id),
          collection: multi.address,
          multiTokenSupply: String(token.supply),
          royaltyAddress: multi.owner,
          royaltyBasisPoints: '500',
        });
        const holders = await allPages<MultiTokenWallet>(
          '/api/explorer/multi_tokens/wallets',
          { collection: multi.address, id: String(token.id) },
          'wallets',
          1,
        );
        const expected = token.holders
          .filter((h) => h.balance > 0n)
          .map((h) => ({ address: h.wallet, ownerAddress: h.owner, balance: String(h.balance) }));
        expect(
          holders.map((w) => ({ address: w.address, ownerAddress: w.ownerAddress, balance: w.balance })),
        ).toEqual(expect.arrayContaining(expected));
        expect(holders.length).toBe(expected.length);
        // Largest balance first.
        const balances = holders.map((w) => BigInt(w.balance));
        expect(balances).toEqual([...balances].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
        expect(balances.reduce((a, b) => a + b, 0n)).toBe(token.supply);
        // A holding wallet runs the code its collection names for the token.
        expect(nft.body.multiTokenWalletCodeHash).toMatch(/^[0-9a-f]{64}$/);
        for (const w of holders) {
          expect(w).toMatchObject({
            id: String(token.id),
            nftAddress: token.nft,
            codeHash: nft.body.multiTokenWalletCodeHash,
          });
        }
      }
    });

    it("lists an owner's wallets with the token's name, and the collection's last token id", async () => {
      const multi = report.multiCollection;
      const holder = multi.tokens[0].holders.find((h) => h.balance > 0n)!;
      const owned = await allPages<MultiTokenWallet>(
        '/api/explorer/multi_tokens/wallets',
        { owner: holder.owner },
        'wallets',
        10,
      );
      const wallet = owned.find((w) => w.address === holder.wallet);
      expect(wallet).toMatchObject({ collection: multi.address, id: '0', balance: String(holder.balance) });
      expect(wallet!.name).toBe(JSON.parse(multi.tokens[0].json).name);
      const collection = await post('/api/explorer/collections', { id: multi.address });
      expect(collection.body).toMatchObject({ lastTokenId: '1', json: multi.json });
    });

    it("pages a token's events newest first, and the collection's across its tokens", async () => {
      const multi = report.multiCollection;
      const all = await allPages<MultiTokenEvent>(
        '/api/explorer/multi_tokens/events',
        { collection: multi.address },
        'events',
        3,
      );
      const lts = all.map((e) => BigInt(e.lt));
      expect(lts).toEqual([...lts].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
      expect(
        all
          .filter((e) => e.kind === 'MultiTokenCreated')
          .map((e) => e.id)
          .sort(),
      ).toEqual(['0', '1']);
      expect(all.filter((e) => e.kind === 'MultiTokenTransfered').length).toBe(report.counts.multiTransfer);
      expect(all.filter((e) => e.kind === 'MultiTokenBurned').length).toBe(report.counts.multiBurn);
      const token1 = await allPages<MultiTokenEvent>(
        '/api/explorer/multi_tokens/events',
        { collection: multi.address, id: '1' },
        'events',
        10,
      );
      expect(token1.length).toBeGreaterThan(0);
      expect(token1).toEqual(all.filter((e) => e.id === '1'));
      const created = token1.find((e) => e.kind === 'MultiTokenCreated')!;
      expect(created).toMatchObject({ count: '1', counterparty: multi.owner });
    });

    it('serves one wallet by its address, and 404 for an address that is none', async () => {
      const multi = report.multiCollection;
      const token = multi.tokens[1];
      const holder = token.holders[0];
      const wallet = await post('/api/explorer/multi_tokens/wallet', { id: holder.wallet });
      expect(wallet.status).toBe(200);
      expect(wallet.body).toMatchObject({
        address: holder.wallet,
        id: String(token.id),
        collection: multi.address,
        ownerAddress: holder.owner,
        nftAddress: token.nft,
        balance: String(holder.balance),
      });
      const none = await post('/api/explorer/multi_tokens/wallet', { id: multi.address });
      expect([none.status, none.body.code]).toEqual([404, 'NOT_FOUND']);
    });

    it('answers malformed filters with a 400 naming the field', async () => {
      const multi = report.multiCollection;
      const cases: Array<[string, object, string]> = [
        ['/api/explorer/multi_tokens/wallets', {}, 'owner'],
        [
          '/api/explorer/multi_tokens/wallets',
          { owner: multi.owner, collection: multi.address, id: '0' },
          'owner',
        ],
        ['/api/explorer/multi_tokens/wallets', { collection: multi.address }, 'id'],
        ['/api/explorer/multi_tokens/wallets', { collection: multi.address, id: '-1' }, 'id'],
        ['/api/explorer/multi_tokens/events', { id: '0' }, 'collection'],
        ['/api/explorer/multi_tokens/wallet', { id: 'not an address' }, 'id'],
        ['/api/explorer/multi_tokens/events', { collection: multi.address, cursor: 'x' }, 'cursor'],
      ];
      for (const [url, body, field] of cases) {
        const res = await post(url, body);
        expect([url, body, res.status, res.body.field]).toEqual([url, body, 400, field]);
      }
      // A cursor of one token's holders does not page another token's.
      const first = await post('/api/explorer/multi_tokens/wallets', {
        collection: multi.address,
        id: '0',
        limit: 1,
      });
      const other = await post('/api/explorer/multi_tokens/wallets', {
        collection: multi.address,
        id: '1',
        cursor: first.body.nextCursor,
      });
      expect(other.status).toBe(400);
    });
  },
);
