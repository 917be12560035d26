// An NFT is indexed as a collection's item only when the collection owns up to it (TIP-4.1 nftAddress):
// a contract that answers getInfo exactly as a real NFT of the local network does — the NFT's own code
// and data, at another address — names that collection and id, and the collection's nftAddress(id)
// answers the real NFT's address, so the copy is refused while the real NFT, new in the same batch, is
// kept.
import { randomBytes } from 'node:crypto';
import { accountToCell, type Cell, loadAccount, readBoc, writeBoc } from '@tvmscan/codec';
import type { AccountRow, Database, IngestBatch } from '@tvmscan/db';
import { createLocalnet, type ScenarioReport } from '@tvmscan/localnet';
import { dispose, openMigrated } from '@tvmscan/test-support/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenDeriver } from '../src/derive/tokens/index';

const BLOCKS = 20;
let states: Map<string, Uint8Array>;
let report: ScenarioReport;

beforeAll(async () => {
  const net = await createLocalnet({ flavor: 'everscale', seed: 'nft-ownership', trafficTps: 5 });
  for (let i = 0; i < BLOCKS; i++) await net.produceBlock();
  report = net.scenario()!;
  states = new Map([...net.accounts()].map(([a, r]) => [a, r.boc]));
  await net.stop();
}, 240_000);

/** An account row as the core write path gives the derivation: state, code hash, times. */
function row(raw: string, cell: Cell): AccountRow {
  const account = loadAccount(cell)!;
  const state = account.storage.state;
  if (state.kind !== 'active' || !state.stateInit.code) throw new Error(`${raw} holds no contract`);
  const [workchain, hex] = raw.split(':');
  return {
    workchain: Number(workchain),
    address: Buffer.from(hex, 'hex'),
    balance: account.storage.balance.grams.toString(),
    status: 'active',
    code_hash: Buffer.from(state.stateInit.code.hash()),
    data_hash: null,
    updated_at: '1700000000',
    last_tx_lt: account.storage.lastTransLt.toString(),
    last_tx_hash: Buffer.alloc(32),
    state_boc: Buffer.from(writeBoc(cell)),
  } as AccountRow;
}

const batchOf = (accounts: AccountRow[]): IngestBatch => ({
  mcSeqno: 1,
  mcRootHash: Buffer.alloc(32),
  blocks: [],
  transactions: [],
  messages: [],
  accounts,
});

describe('NFTs a collection does not own up to', () => {
  let database: Database;
  const warnings: string[] = [];
  const watched = new TokenDeriver({ log: { warn: (_: unknown, text: string) => warnings.push(text) } });
  beforeAll(async () => {
    database = await openMigrated();
  });
  afterAll(async () => {
    await watched.close();
    if (database) await dispose(database);
  });

  it('refuses a copy of a real NFT at another address, and keeps the real one', async () => {
    const collection = report.collections.find((c) => c.nfts.some((n) => !n.burned))!;
    const nft = collection.nfts.find((n) => !n.burned)!;
    const real = readBoc(states.get(nft.address)!)[0];
    // The same code and data at another address: getInfo answers the real NFT's collection and id.
    const account = loadAccount(real)!;
    const copy = accountToCell({
      ...account,
      addr: { ...account.addr, kind: 'std', anycast: null, address: randomBytes(32).toString('hex') },
    });
    const copyAddress = `0:${(loadAccount(copy)!.addr as { address: string }).address}`;
    const out = await watched.derive(
      database.db,
      batchOf([
        row(collection.address, readBoc(states.get(collection.address)!)[0]),
        row(nft.address, real),
        row(copyAddress, copy),
      ]),
    );
    const raws = out.nfts.map((n) => `${n.workchain}:${Buffer.from(n.address).toString('hex')}`);
    expect(raws).toEqual([nft.address]);
    expect(out.nfts[0].nft_id).toBe(nft.id.toString());
    expect(warnings).toEqual([
      `an NFT names a collection whose nftAddress(${nft.id}) is ${nft.address}: not indexed as its item`,
    ]);
  }, 60_000);
});
