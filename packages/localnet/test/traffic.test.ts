// The default traffic on a real network keeps every chain invariant (invariants.ts), across the shard
// split after block 20. Its token scenario: within the first twenty blocks TIP-3
// tokens are deployed, minted, transferred, burnt and bounced; TIP-4 NFTs (everscale only) are minted,
// handed over and burnt; VEP-1155 multi-tokens (both flavors) are minted, moved and burnt; deliberate
// failures carry their exit and result codes; a dormant account freezes. What the network's getters say
// must equal what the scenario reports it created.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Cell,
  decodeBlock,
  type LoadedTransaction,
  loadMessageFrom,
  loadTransaction,
  readBoc,
  writeBoc,
} from '@tvmscan/codec';
import { beforeAll, describe, expect, it } from 'vitest';
import { readAccountStorageHead } from '../src/accountLayout';
import { ANNOUNCER_ABI } from '../src/contracts/announcer';
import { contractArtifact } from '../src/contracts/artifacts';
import { localCall } from '../src/contracts/localCall';
import { MULTI_COLLECTION_ABI, MULTI_NFT_ABI, MULTI_WALLET_ABI } from '../src/contracts/multi-token';
import { tokenRootInfo, tokenWalletAddress, tokenWalletBalance } from '../src/contracts/tip3';
import { collection, collectionInfo, nftCode, nftInfo } from '../src/contracts/tip4';
import type { Flavor } from '../src/executor';
import { createLocalnet, type Localnet, type MasterchainBatch, type RejectedEvent } from '../src/localnet';
import { nekoton } from '../src/nekoton';
import { COLLECTIONS, HOSTILE_NAME, HOSTILE_TOKEN, RELAYED_NFT, TOKENS } from '../src/scenarios/catalog';
import { ROLL_CALL, SETTLE } from '../src/scenarios/plan';
import type { ScenarioReport } from '../src/scenarios/report';
import { ChainChecker } from './invariants';

/** The opening ends with block 20; recurring operations follow. */
const OPENING = 20;
const BLOCKS = 26;

interface Run {
  net: Localnet;
  zeroStates: Cell[];
  batches: MasterchainBatch[];
  report: ScenarioReport;
  /** The report after the opening. */
  opening: ScenarioReport;
  transactions: LoadedTransaction[];
  rejected: RejectedEvent[];
  account: (address: string) => Uint8Array | undefined;
}

async function run(flavor: Flavor): Promise<Run> {
  const net = await createLocalnet({ flavor, seed: `traffic-${flavor}`, trafficTps: 5 });
  const zeroStates = net.states();
  const rejected: RejectedEvent[] = [];
  net.on('rejected', (r) => rejected.push(r));
  const transactions: LoadedTransaction[] = [];
  const batches: MasterchainBatch[] = [];
  for (let i = 0; i < BLOCKS; i++) {
    const batch = await net.produceBlock();
    batches.push(batch);
    for (const block of [batch.masterchain, ...batch.shards]) {
      for (const { value } of decodeBlock(block.boc).block.extra.accountBlocks.entries.values()) {
        for (const tx of value.transactions.values()) transactions.push(loadTransaction(tx.value));
      }
    }
  }
  const accounts = new Map(net.accounts());
  const report = net.scenario();
  const opening = net.scenario(OPENING);
  if (!report || !opening) throw new Error('the scenario does not run');
  return {
    net,
    zeroStates,
    batches,
    report,
    opening,
    transactions,
    rejected,
    account: (a) => accounts.get(a)?.boc,
  };
}

/** Compares the roots and the settled holders of a report with the chain's accounts; returns how many
 *  holders it compared. */
function expectTokensOnChain(report: ScenarioReport, account: (address: string) => Uint8Array | undefined) {
  let compared = 0;
  for (const token of report.tokens.filter((t) => t.deployedAt !== null)) {
    const root = tokenRootInfo(account(token.address)!);
    expect(root).toMatchObject({ name: token.name, symbol: token.symbol, decimals: token.decimals });
    expect(root.rootOwner).toBe(token.rootOwner);
    if (token.settledAt <= report.mcSeqno) expect(root.totalSupply).toBe(token.totalSupply);
    expect(token.holders.reduce((sum, h) => sum + h.balance, 0n)).toBe(token.totalSupply);
    for (const holder of token.holders) {
      expect(holder.wallet).toBe(tokenWalletAddress(token.address, holder.owner));
      // Operations of the last few blocks may still be on their way through the queue.
      if (holder.settledAt > report.mcSeqno) continue;
      expect(tokenWalletBalance(account(holder.wallet)!)).toBe(holder.balance);
      compared++;
    }
  }
  return compared;
}

const addressOf = (tx: LoadedTransaction) => `0:${tx.accountAddr}`;
const inbound = (tx: LoadedTransaction) => loadMessageFrom(tx.inMsg!.beginParse());
const ordinary = (tx: LoadedTransaction) => tx.description.kind === 'ordinary';
const descr = (tx: LoadedTransaction) => {
  if (tx.description.kind !== 'ordinary') throw new Error(`${tx.description.kind} transaction`);
  return tx.description;
};
const exitCode = (tx: LoadedTransaction) => {
  const compute = descr(tx).computePh;
  return compute.kind === 'vm' ? compute.exitCode : compute.reason;
};
const on = (r: Run, address: string) => r.transactions.filter((tx) => addressOf(tx) === address);
const firstOf = (r: Run, kind: string) => {
  const op = r.report.firsts.find((f) => f.kind === kind);
  if (!op) throw new Error(`no ${kind} operation`);
  return op;
};

describe.each<Flavor>(['everscale', 'tycho'])('token traffic on %s', (flavor) => {
  let r: Run;
  beforeAll(async () => {
    r = await run(flavor);
  }, 60_000);

  it('keeps every invariant in every transaction and block, through the shard split', () => {
    const checker = new ChainChecker(flavor, r.zeroStates);
    for (const batch of r.batches) checker.batch(batch);
    expect(checker.transactions.size).toBe(r.transactions.length);
    // The traffic crossed the split: both halves produced blocks with transactions.
    const halves = r.batches.at(-1)!.shards.map((s) => decodeBlock(s.boc).block.info.shard.prefix);
    expect(halves).toEqual([0x4000000000000000n, 0xc000000000000000n]);
    const newAccounts = [...checker.transactions.values()].filter((tx) => tx.origStatus === 'nonexist');
    expect(newAccounts.length).toBeGreaterThan(10);
  });

  it('deploys the roots with their names, symbols and decimals, and holds the balances it reports', () => {
    expect(r.rejected).toEqual([]);
    expect(r.report.tokens.map((t) => t.deployedAt !== null && t.symbol)).toEqual(
      TOKENS.map((t) => t.symbol),
    );
    expect(expectTokensOnChain(r.report, r.account)).toBeGreaterThanOrEqual(6);
    // The hostile token keeps its markup and control characters byte for byte on chain.
    const hostile = tokenRootInfo(r.account(r.report.tokens[HOSTILE_TOKEN].address)!);
    expect(hostile.name).toBe(TOKENS[HOSTILE_TOKEN].name);
    for (const part of ['<script>', '\u0000', '\u202e', '\n']) expect(hostile.name).toContain(part);
    expect(hostile.symbol).toBe('<img src=x onerror=alert(1)>');
  });

  it('deploys contracts whose code hashes are the artifacts of the npm builds', () => {
    const codeHash = (address: string) =>
      nekoton.parseFullAccountBoc(Buffer.from(r.account(address)!).toString('base64'))?.codeHash;
    const [lusd] = r.opening.tokens;
    expect(codeHash(lusd.address)).toBe(contractArtifact('@broxus/tip3', 'TokenRoot').codeHash);
    expect(codeHash(lusd.holders[0].wallet)).toBe(contractArtifact('@broxus/tip3', 'TokenWallet').codeHash);
    if (flavor === 'tycho') return;
    const [lighthouses] = r.opening.collections;
    expect(codeHash(lighthouses.address)).toBe(contractArtifact('@broxus/tip4', 'Collection').codeHash);
    expect(codeHash(lighthouses.nfts[0].address)).toBe(nftCode(lighthouses.address).hash);
    expect(nftCode(lighthouses.address).hash).not.toBe(contractArtifact('@broxus/tip4', 'Nft').codeHash);
  });

  it('mints, transfers (deploying the recipient wallet) and burns as the opening intends', () => {
    const lusd = r.opening.tokens[0];
    const units = 10n ** 6n;
    const balances = Object.fromEntries(lusd.holders.map((h) => [h.owner, h.balance]));
    const w = (i: number) => r.net.genesis.wallets[i].wallet.address;
    expect(balances).toEqual({
      [w(2)]: (1_000_000n - 12_345n) * units,
      [w(5)]: (250_000n - 50_000n) * units,
      [w(6)]: 12_345n * units,
    });
    expect(lusd.totalSupply).toBe(1_200_000n * units);
    // The transfer deployed the recipient's wallet: its first transaction is the deploy.
    const recipientWallet = lusd.holders.find((h) => h.owner === w(6))!.wallet;
    expect(on(r, recipientWallet)[0].origStatus).toBe('nonexist');
    expect(on(r, recipientWallet)[0].endStatus).toBe('active');
  });

  it('bounces a transfer to an owner without a token wallet and restores the balance', () => {
    const op = firstOf(r, 'bouncingTransfer');
    const senderWallet = op.target;
    const bounced = on(r, senderWallet).filter((tx) => {
      const info = inbound(tx).info;
      return info.kind === 'internal' && info.bounced;
    });
    expect(bounced.length).toBeGreaterThanOrEqual(1);
    expect(exitCode(bounced[0])).toBe(0);
    // The token wallet that was never deployed: no compute, a bounce phase.
    const failed = r.transactions
      .filter(ordinary)
      .find((tx) => descr(tx).bounce?.kind === 'ok' && exitCode(tx) === 'noState');
    expect(failed).toBeDefined();
    // 777 minted, 7 bounced back, 77 transferred later.
    const hostile = r.opening.tokens[HOSTILE_TOKEN];
    expect(hostile.holders.find((h) => h.wallet === senderWallet)?.balance).toBe(700n);
  });

  it('fails on purpose with the intended exit and result codes', () => {
    const foreign = firstOf(r, 'foreignMint');
    const atRoot = on(r, foreign.target).filter((tx) => exitCode(tx) === 1000);
    expect(atRoot.length).toBeGreaterThanOrEqual(1);
    expect(descr(atRoot[0]).aborted).toBe(true);
    expect(descr(atRoot[0]).bounce?.kind).toBe('ok');

    const overdraft = firstOf(r, 'overdraft');
    expect(
      on(r, overdraft.target).some((tx) => exitCode(tx) === 1060 && descr(tx).bounce?.kind === 'ok'),
    ).toBe(true);

    const overspend = firstOf(r, 'overspend');
    const failedAction = on(r, overspend.sender).filter((tx) => descr(tx).action?.resultCode === 37);
    expect(failedAction.length).toBeGreaterThanOrEqual(1);
    expect(exitCode(failedAction[0])).toBe(0);
    expect(descr(failedAction[0]).aborted).toBe(true);
  });

  it('freezes the dormant account with its storage debt', () => {
    const { address, frozenAt } = r.report.dormant;
    expect(frozenAt).not.toBeNull();
    const [tx] = on(r, address);
    expect(descr(tx).storagePh?.statusChange).toBe('frozen');
    // The everscale executor freezes the account; tycho's turns an account frozen in its initial state
    // back to uninit (its state hash is its address), as the real executors do.
    const state = readAccountStorageHead(readBoc(r.account(address)!)[0]);
    expect(state.status).toBe(flavor === 'everscale' ? 'frozen' : 'uninit');
  });

  it('runs TIP-4 where the executor supports it: owners, managers, burns and events', () => {
    const { mcSeqno, collections } = r.report;
    if (flavor === 'tycho') {
      expect(collections.every((c) => c.deployedAt === null && c.nfts.length === 0)).toBe(true);
      return;
    }
    expect(collections.map((c) => c.deployedAt !== null)).toEqual([true, true]);
    for (const [i, c] of collections.entries()) {
      const info = collectionInfo(r.account(c.address)!);
      expect(info.json).toBe(JSON.stringify(COLLECTIONS[i]));
      if (c.nfts.every((n) => n.settledAt <= mcSeqno)) {
        expect(info.totalSupply).toBe(BigInt(c.nfts.filter((n) => !n.burned).length));
      }
      for (const nft of c.nfts) {
        if (nft.settledAt > mcSeqno) continue;
        if (nft.burned) {
          expect(r.account(nft.address)).toBeUndefined();
          continue;
        }
        expect(nftInfo(r.account(nft.address)!)).toEqual({
          id: nft.id,
          owner: nft.owner,
          manager: nft.manager,
          collection: c.address,
          json: nft.json,
        });
      }
    }
    const w = (i: number) => r.net.genesis.wallets[i].wallet.address;
    const [first, hostile, burned] = r.opening.collections[0].nfts;
    // Minted for wallet 3, manager handed to 5, then transferred by 5 to 2.
    expect([first.owner, first.manager]).toEqual([w(2), w(2)]);
    // Minted for wallet 4, owner changed to 6 by its manager 4.
    expect([hostile.owner, hostile.manager]).toEqual([w(6), w(4)]);
    expect(hostile.json).toContain('<svg');
    expect(burned.burned).toBe(true);

    // Events are external outbound messages: NftCreated from the collection for each mint.
    const created = on(r, collections[0].address)
      .flatMap((tx) => [...tx.outMsgs.values()])
      .map((m) => loadMessageFrom(m.beginParse()))
      .filter((m) => m.info.kind === 'externalOut')
      .flatMap((m) => {
        try {
          return [nekoton.decodeEvent(bocOf(m.body), collection().abi, 'NftCreated')!];
        } catch {
          return []; // another event of the collection
        }
      });
    expect(created.map((e) => (e.data as { nft: string }).nft)).toEqual(
      collections[0].nfts.map((n) => n.address),
    );
  });

  it('runs the multi-token collection on both flavors: each NFT counts what its wallets hold', () => {
    const { mcSeqno, multiCollection: multi } = r.report;
    const w = (i: number) => r.net.genesis.wallets[i].wallet.address;
    // The opening: token 0 minted to wallet 3 (1000), 250 moved to 6, 50 back, 100 burnt; token 1 to 5.
    expect(
      r.opening.multiCollection.tokens.map((t) => [t.supply, t.holders.map((h) => [h.owner, h.balance])]),
    ).toEqual([
      [
        900n,
        [
          [w(3), 700n],
          [w(6), 200n],
        ],
      ],
      [1n, [[w(5), 1n]]],
    ]);
    expect(multi.deployedAt).toBe(3);
    const call = (address: string, abi: string, method: string, input = {}) =>
      localCall(r.account(address)!, abi, method, input);
    const ofCollection = (method: string, input = {}) =>
      call(multi.address, MULTI_COLLECTION_ABI, method, input);
    expect([ofCollection('getOwner').value0, ofCollection('getJson').json]).toEqual([
      multi.owner,
      multi.json,
    ]);
    expect(ofCollection('totalSupply').count).toBe(String(multi.tokens.length));
    let compared = 0;
    for (const token of multi.tokens) {
      const id = String(token.id);
      expect(ofCollection('nftAddress', { id }).nft).toBe(token.nft);
      expect(call(token.nft, MULTI_NFT_ABI, 'getJson').json).toBe(token.json);
      expect(token.holders.reduce((sum, h) => sum + h.balance, 0n)).toBe(token.supply);
      const supply = BigInt(call(token.nft, MULTI_NFT_ABI, 'multiTokenSupply').count as string);
      if (token.settledAt <= mcSeqno) expect(supply).toBe(token.supply);
      let held = 0n;
      for (const holder of token.holders) {
        expect(ofCollection('multiTokenWalletAddress', { id, owner: holder.owner }).token).toBe(
          holder.wallet,
        );
        // Operations of the last few blocks may still be on their way through the queue.
        if (holder.settledAt > mcSeqno) continue;
        const balance = BigInt(call(holder.wallet, MULTI_WALLET_ABI, 'balance').value as string);
        expect(balance).toBe(holder.balance);
        held += balance;
        compared++;
      }
      if (token.settledAt <= mcSeqno && token.holders.every((h) => h.settledAt <= mcSeqno)) {
        expect(held).toBe(supply);
      }
    }
    // Every holder of the opening has settled by now.
    expect(compared).toBeGreaterThanOrEqual(3);
  });

  it('announces events on both flavors: external outbound messages that the announcer ABI decodes', () => {
    const { address, announcements } = r.report.announcer;
    const eventsOf = (tx: LoadedTransaction) =>
      [...tx.outMsgs.values()]
        .map((m) => loadMessageFrom(m.beginParse()))
        .filter((m) => m.info.kind === 'externalOut');
    const announcerTxs = on(r, address);
    const events = announcerTxs.flatMap(eventsOf).map(
      (m) =>
        nekoton.decodeEvent(bocOf(m.body), ANNOUNCER_ABI, 'Announced')!.data as {
          count: string;
          text: string;
        },
    );
    // Announcements from two shards may reach the announcer in either order; it numbers them as they come.
    expect(events.map((e) => Number(e.count))).toEqual(events.map((_, i) => i + 1));
    const settled = announcements.filter((a) => a.mcSeqno + SETTLE <= r.report.mcSeqno);
    expect(events.length).toBeGreaterThanOrEqual(Math.max(settled.length, 2));
    const sorted = (texts: string[]) => [...texts].sort();
    expect(sorted(events.map((e) => e.text))).toEqual(
      sorted(announcements.slice(0, events.length).map((a) => a.text)),
    );
    // The hostile text arrives byte for byte.
    expect(events.map((e) => e.text)).toContain(HOSTILE_NAME);
    // The roll call: one transaction with more events than a trace shows on one page.
    expect(Math.max(...announcerTxs.map((tx) => eventsOf(tx).length))).toBe(ROLL_CALL);
  });

  it('passes one NFT around so that its history soon fills more than a page of events', async () => {
    const nft = r.report.collections[RELAYED_NFT.collection]?.nfts[Number(RELAYED_NFT.id)];
    if (flavor === 'tycho') {
      expect(nft).toBeUndefined();
      return;
    }
    // A minute of blocks: the opening, then a change of hands every SETTLE blocks.
    const transactions: LoadedTransaction[] = [];
    while (r.net.head().mcSeqno < 64) {
      const batch = await r.net.produceBlock();
      for (const block of [batch.masterchain, ...batch.shards]) {
        for (const { value } of decodeBlock(block.boc).block.extra.accountBlocks.entries.values()) {
          for (const tx of value.transactions.values()) transactions.push(loadTransaction(tx.value));
        }
      }
    }
    const abi = contractArtifact('@broxus/tip4', 'Nft').abi;
    const events = [...r.transactions, ...transactions]
      .filter((tx) => addressOf(tx) === nft!.address)
      .flatMap((tx) => [...tx.outMsgs.values()])
      .map((m) => loadMessageFrom(m.beginParse()))
      .filter((m) => m.info.kind === 'externalOut')
      .flatMap((m) =>
        ['OwnerChanged', 'ManagerChanged'].flatMap((name) => {
          try {
            return [nekoton.decodeEvent(bocOf(m.body), abi, name as never)!.event];
          } catch {
            return [];
          }
        }),
      );
    expect(events.length).toBeGreaterThan(10);
    expect(new Set(events)).toEqual(new Set(['OwnerChanged', 'ManagerChanged']));
  }, 120_000);
});

const bocOf = (cell: Cell) => Buffer.from(writeBoc(cell)).toString('base64');

describe('token traffic after a restart', () => {
  it('goes on with the same plan from the data directory', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tvmscan-traffic-'));
    try {
      const first = await createLocalnet({ dataDir, seed: 'traffic-resume', flavor: 'tycho', trafficTps: 5 });
      for (let i = 0; i < 12; i++) await first.produceBlock();
      // Blocks produced back to back push a busy wallet's message times ahead of the clock (each of its
      // messages must be later than the last). Coming back at once, the wallets must go on from the
      // times their states record, or EverWallet refuses their messages as replays.
      const second = await createLocalnet({ dataDir, trafficTps: 5 });
      const rejected: string[] = [];
      second.on('rejected', (r) => rejected.push(`${r.dst}: ${r.reason}`));
      expect(second.scenario()).toEqual(first.scenario());
      for (let i = 0; i < 12; i++) await second.produceBlock();
      expect(rejected).toEqual([]);
      const accounts = new Map(second.accounts());
      const report = second.scenario()!;
      expect(report.mcSeqno).toBe(24);
      expect(expectTokensOnChain(report, (a) => accounts.get(a)?.boc)).toBeGreaterThanOrEqual(3);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
