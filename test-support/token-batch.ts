// A small token world for database and API tests of the token read and write paths: two roots (one
// with a hostile name), three owners, wallets and the operations between them, a collection with two
// NFTs and their events. The end-to-end proof from real contracts is the indexer's token test; this
// one exercises paging, counters and validation quickly on both databases.
import { createHash } from 'node:crypto';
import type { TokenBatch } from '@tvmscan/db';

export const addr = (label: string): Buffer => createHash('sha256').update(label).digest();
export const rawOf = (label: string, workchain = 0) => `${workchain}:${addr(label).toString('hex')}`;

export const T = 1_700_000_000;
export const HOSTILE_NAME = '<script>alert(1)</script>\u0007\u202eNAME\nTOKEN';

const root = (label: string, name: string, symbol: string, decimals: number, supply: string, lt: number) => ({
  workchain: 0,
  address: addr(label),
  name,
  symbol,
  decimals,
  total_supply: supply,
  root_owner_workchain: 0,
  root_owner: addr('owner:alice'),
  standard: 'Tip3' as const,
  code_hash: addr('code:root'),
  created_at: T,
  created_lt: lt,
  updated_at: T + lt,
  last_tx_lt: lt,
});

const wallet = (owner: string, rootLabel: string, balance: string, lt: number) => ({
  workchain: 0,
  address: addr(`wallet:${rootLabel}:${owner}`),
  owner_workchain: 0,
  owner: addr(`owner:${owner}`),
  root_workchain: 0,
  root: addr(rootLabel),
  balance,
  code_hash: addr('code:wallet'),
  updated_at: T + lt,
  last_tx_lt: lt,
});

const op = (
  n: number,
  kind: TokenBatch['transactions'][number]['kind'],
  owner: string,
  rootLabel: string,
  amount: string,
  other?: string,
) => ({
  tx_hash: addr(`tx:${n}`),
  workchain: 0,
  wallet: addr(`wallet:${rootLabel}:${owner}`),
  lt: 100 + n,
  time: T + n * 60,
  kind,
  amount,
  root_workchain: 0,
  root: addr(rootLabel),
  owner_workchain: 0,
  owner: addr(`owner:${owner}`),
  counterparty_owner_workchain: other ? 0 : null,
  counterparty_owner: other ? addr(`owner:${other}`) : null,
  counterparty_wallet_workchain: other ? 0 : null,
  counterparty_wallet: other ? addr(`wallet:${rootLabel}:${other}`) : null,
});

/** Batch 1: two roots; alice is minted 1000 LUSD and sends 300 to bob; carol is minted 5 of the hostile token. */
export function tokenBatch1(): TokenBatch {
  return {
    codes: [{ code_hash: addr('code:root'), kind: 'tip3_root', interfaces: JSON.stringify(['4371d8ed']) }],
    roots: [
      root('root:lusd', 'Local Dollar', 'LUSD', 6, '1000', 10),
      root('root:hostile', HOSTILE_NAME, '<img src=x>', 0, '5', 11),
    ],
    wallets: [
      wallet('alice', 'root:lusd', '700', 20),
      wallet('bob', 'root:lusd', '300', 21),
      wallet('carol', 'root:hostile', '5', 22),
    ],
    transactions: [
      op(1, 'Mint', 'alice', 'root:lusd', '1000'),
      op(2, 'Send', 'alice', 'root:lusd', '300', 'bob'),
      op(3, 'Receive', 'bob', 'root:lusd', '300', 'alice'),
      op(4, 'Mint', 'carol', 'root:hostile', '5'),
    ],
    collections: [
      {
        workchain: 0,
        address: addr('collection'),
        code_hash: addr('code:collection'),
        json: '{"name":"C"}',
        name: 'C',
        description: null,
        preview: 'https://example.org/c.png',
        external_url: null,
        interfaces: JSON.stringify(['1217aaab']),
        owner_workchain: 0,
        owner: addr('owner:alice'),
        total_supply: '2',
        nft_code_hash: addr('code:nft'),
        created_at: T,
        created_lt: 30,
        updated_at: T,
        last_tx_lt: 30,
      },
    ],
    nfts: [1, 2].map((id) => ({
      workchain: 0,
      address: addr(`nft:${id}`),
      nft_id: String(id),
      collection_workchain: 0,
      collection: addr('collection'),
      owner_workchain: 0,
      owner: addr('owner:bob'),
      manager_workchain: 0,
      manager: addr('owner:bob'),
      code_hash: addr('code:nft'),
      json: `{"name":"N${id}"}`,
      name: `N${id}`,
      description: null,
      preview: null,
      external_url: null,
      interfaces: JSON.stringify(['78084f7e']),
      created_at: T + id,
      created_lt: 30 + id,
      updated_at: T + id,
      last_tx_lt: 30 + id,
    })),
    multiTokenWallets: [],
    multiTokenEvents: [],
    nftEvents: [1, 2].map((id) => ({
      tx_hash: addr(`nft-tx:${id}`),
      idx: 0,
      nft_workchain: 0,
      nft: addr(`nft:${id}`),
      lt: 30 + id,
      time: T + id,
      kind: 'NftCreated' as const,
      old_workchain: 0,
      old: Buffer.alloc(32),
      new_workchain: 0,
      new: addr('owner:bob'),
    })),
  };
}

/** Batch 2: bob sends all 300 back to alice (bob stops holding), and NFT 2 is burned. */
export function tokenBatch2(): TokenBatch {
  return {
    codes: [],
    roots: [],
    wallets: [wallet('alice', 'root:lusd', '1000', 40), wallet('bob', 'root:lusd', '0', 41)],
    transactions: [
      op(5, 'Send', 'bob', 'root:lusd', '300', 'alice'),
      op(6, 'Receive', 'alice', 'root:lusd', '300', 'bob'),
    ],
    collections: [],
    nfts: [],
    multiTokenWallets: [],
    multiTokenEvents: [],
    nftEvents: [
      {
        tx_hash: addr('collection-tx:burn'),
        idx: 0,
        nft_workchain: 0,
        nft: addr('nft:2'),
        lt: 50,
        time: T + 50,
        kind: 'NftBurned',
        old_workchain: 0,
        old: addr('owner:bob'),
        new_workchain: 0,
        new: Buffer.alloc(32),
      },
    ],
  };
}
