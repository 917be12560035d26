// The pools the price benches serve from (bench:prices alone, bench:api in its mix): `tokens` tokens, each in
// a pool against the USD token (6 decimals) and in one against another token, 2,000 pools for 1,000
// tokens, as rows the indexer would write, ingested as one batch. Deterministic: the same labels give
// the same addresses in every run.
import { createHash } from 'node:crypto';
import { type Database, ingestBatch, type PoolRow, type TokenRootRow } from '@tvmscan/db';

const addr = (label: string) => createHash('sha256').update(label).digest();
const raw = (label: string) => `0:${addr(label).toString('hex')}`;

/** The USD token's raw address (TVMSCAN_USD_tokens of the benches' price service). */
export const USD_TOKEN = raw('usd');

function root(label: string, decimals: number, lt: number): TokenRootRow {
  return {
    workchain: 0,
    address: addr(label),
    name: label,
    symbol: label.slice(0, 8),
    decimals,
    total_supply: '1',
    root_owner_workchain: 0,
    root_owner: addr('owner'),
    standard: 'Tip3',
    code_hash: addr('code:root'),
    created_at: 1_700_000_000,
    created_lt: lt,
    updated_at: 1_700_000_000,
    last_tx_lt: lt,
  };
}

function pool(label: string, a: string, b: string, reserveA: bigint, reserveB: bigint, lt: number): PoolRow {
  return {
    workchain: 0,
    address: addr(label),
    kind: 'tvmscan_cp',
    root_a_workchain: 0,
    root_a: addr(a),
    root_b_workchain: 0,
    root_b: addr(b),
    reserve_a: reserveA.toString(),
    reserve_b: reserveB.toString(),
    mc_seqno: 1,
    updated_at: 1_700_000_000,
    last_tx_lt: lt,
  };
}

/** The rows as one batch the indexer would commit at `mcSeqno`. */
export const poolBatch = (mcSeqno: number, roots: TokenRootRow[], pools: PoolRow[]) => ({
  mcSeqno,
  mcRootHash: addr(`mc:${mcSeqno}`),
  blocks: [],
  transactions: [],
  messages: [],
  accounts: [],
  tokens: {
    codes: [],
    roots,
    wallets: [],
    transactions: [],
    collections: [],
    nfts: [],
    nftEvents: [],
    multiTokenWallets: [],
    multiTokenEvents: [],
  },
  pools: { read: pools, unreadable: [] },
});

/** The roots and pools of `tokens` tokens, every pool read at `lt`. */
export function poolSeed(tokens: number, lt: number): { roots: TokenRootRow[]; pools: PoolRow[] } {
  const roots = [root('usd', 6, 1)];
  const pools: PoolRow[] = [];
  for (let i = 0; i < tokens; i++) {
    roots.push(root(`token:${i}`, 9, i + 2));
    const depth = BigInt(2_000 + i * 10);
    pools.push(pool(`pool:usd:${i}`, `token:${i}`, 'usd', depth * 10n ** 9n, depth * 3n * 10n ** 6n, lt));
    const other = (i * 7 + 1) % tokens;
    pools.push(pool(`pool:${i}:${other}`, `token:${i}`, `token:${other}`, 10n ** 13n, 2n * 10n ** 13n, lt));
  }
  return { roots, pools };
}

/** The body of a prices call for 100 of the tokens, the `i`-th such window. */
export const pricesBody = (i: number, tokens: number) => ({
  currency_addresses: Array.from({ length: 100 }, (_, k) => raw(`token:${(i * 100 + k) % tokens}`)),
});

/** Ingests the pools of `tokens` tokens as masterchain batch `mcSeqno` (checkpoints only move forward). */
export async function seedPools(database: Database, tokens: number, mcSeqno = 1): Promise<void> {
  const { roots, pools } = poolSeed(tokens, 1);
  await ingestBatch(database, poolBatch(mcSeqno, roots, pools));
}
