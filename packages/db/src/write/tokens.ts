// The token write path, run by ingestBatch inside the batch's database transaction: the batch's newly
// classified code hashes, TIP-3 roots, wallets and token operations, then the NFT part (nfts.ts) and
// the multi-token part (multi-tokens.ts), and the totals. Like the rest of the write path it is idempotent: rows are keyed by address or
// transaction hash, state rows move only to a strictly newer last_tx_lt, and every counter (holders,
// tokens per owner, transactions, items, totals, daily rollups) advances only by what a statement
// reports as newly inserted or as a balance crossing zero, so ingesting a batch twice changes nothing.
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../schema';
import type {
  ContractInterfacesRow,
  MultiTokenEventRow,
  MultiTokenWalletRow,
  NftCollectionRow,
  NftEventRow,
  NftRow,
  TokenRootRow,
  TokenTransactionRow,
  TokenWalletRow,
} from '../token-schema';
import { insertMultiTokenEvents, upsertMultiTokenWallets } from './multi-tokens';
import { insertNftEvents, upsertCollections, upsertNfts } from './nfts';
import { addToCounters, chunked, fromExcluded, hexKey, type Tally, type Trx, tally } from './upserts';

/** What the indexer derived from one masterchain batch; at most one state row per address. */
export interface TokenBatch {
  /** Code hashes newly classified (catalogue or TIP-6 probe), cached so each code is probed once. */
  codes: ContractInterfacesRow[];
  roots: TokenRootRow[];
  wallets: TokenWalletRow[];
  transactions: TokenTransactionRow[];
  collections: NftCollectionRow[];
  nfts: NftRow[];
  nftEvents: NftEventRow[];
  multiTokenWallets: MultiTokenWalletRow[];
  multiTokenEvents: MultiTokenEventRow[];
}

export const emptyTokenBatch = (): TokenBatch => ({
  codes: [],
  roots: [],
  wallets: [],
  transactions: [],
  collections: [],
  nfts: [],
  nftEvents: [],
  multiTokenWallets: [],
  multiTokenEvents: [],
});

/** Counters in stats_counters that the token write path maintains. */
export type TokenCounterName =
  | 'tokens_total'
  | 'token_transactions_total'
  | 'collections_total'
  | 'nfts_total';

const DAY = 86_400;

export async function writeTokens(trx: Trx, batch: TokenBatch): Promise<void> {
  for (const part of chunked(batch.codes)) {
    await trx
      .insertInto('contract_interfaces')
      .values(part)
      .onConflict((oc) => oc.column('code_hash').doNothing())
      .execute();
  }
  const counters: Record<TokenCounterName, number> = {
    tokens_total: await upsertRoots(trx, batch.roots),
    token_transactions_total: 0,
    collections_total: await upsertCollections(trx, batch.collections),
    nfts_total: 0,
  };
  await upsertWallets(trx, batch.wallets);
  counters.token_transactions_total = await insertTransactions(trx, batch.transactions);
  counters.nfts_total = await upsertNfts(trx, batch.nfts);
  await insertNftEvents(trx, batch.nftEvents);
  await upsertMultiTokenWallets(trx, batch.multiTokenWallets);
  await insertMultiTokenEvents(trx, batch.multiTokenEvents);
  const rows = Object.entries(counters)
    .filter(([, value]) => value !== 0)
    .map(([name, value]) => ({ name, value }));
  if (rows.length > 0) {
    await trx
      .insertInto('stats_counters')
      .values(rows)
      .onConflict((oc) =>
        oc.column('name').doUpdateSet({ value: sql`stats_counters.value + EXCLUDED.value` }),
      )
      .execute();
  }
}

/** Root facts from its getters; returns how many roots are new. */
async function upsertRoots(trx: Trx, roots: TokenRootRow[]): Promise<number> {
  let inserted = 0;
  for (const part of chunked(roots)) {
    const written = await trx
      .insertInto('token_roots')
      .values(part)
      .onConflict((oc) =>
        oc
          .columns(['workchain', 'address'])
          .doUpdateSet(
            fromExcluded([
              'name',
              'symbol',
              'decimals',
              'total_supply',
              'root_owner_workchain',
              'root_owner',
              'code_hash',
              'updated_at',
              'last_tx_lt',
            ]),
          )
          .where('token_roots.last_tx_lt', '<', (eb) => eb.ref('excluded.last_tx_lt')),
      )
      .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
      .execute();
    inserted += written.filter((r) => r.inserted).length;
  }
  if (inserted > 0) {
    // Roots of the manifest, and roots with an approved asset proposal (decision 0049), get their flag
    // as they first appear (token_roots.trusted defaults to false). Each update is driven by the small
    // table, never by a scan of token_roots.
    const marked = await sql`UPDATE token_roots r SET trusted = true FROM trusted_tokens t
      WHERE t.workchain = r.workchain AND t.address = r.address AND NOT r.trusted`.execute(trx);
    const approved = await sql`UPDATE token_roots r SET trusted = true FROM token_proposal_votes v
      WHERE v.status = 'Approved' AND v.workchain = r.workchain AND v.address = r.address
        AND NOT r.trusted`.execute(trx);
    const n = Number(marked.numAffectedRows ?? 0) + Number(approved.numAffectedRows ?? 0);
    if (n > 0) {
      await trx
        .insertInto('stats_counters')
        .values({ name: 'tokens_trusted', value: n })
        .onConflict((oc) =>
          oc.column('name').doUpdateSet({ value: sql`stats_counters.value + EXCLUDED.value` }),
        )
        .execute();
    }
  }
  const grams = roots.flatMap((r) =>
    symbolGrams(r.symbol).map((gram) => ({ gram, workchain: r.workchain, address: r.address })),
  );
  for (const part of chunked(grams)) {
    await trx
      .insertInto('token_symbol_grams')
      .values(part)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  return inserted;
}

/** Symbols longer than this are indexed by their beginning only (contract text is unbounded). */
const GRAM_SOURCE_MAX = 64;

/** The distinct lowercase 3-character pieces of a symbol: the keys symbol-substring search probes. */
export function symbolGrams(symbol: string): string[] {
  const s = [...symbol.toLowerCase()].slice(0, GRAM_SOURCE_MAX);
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= s.length; i++) grams.add(s.slice(i, i + 3).join(''));
  return [...grams];
}

/**
 * Balances move forward only with a newer last_tx_lt; a balance crossing zero moves its root's
 * holders_count and its owner's tokens_count by one.
 */
async function upsertWallets(trx: Trx, wallets: TokenWalletRow[]): Promise<void> {
  if (wallets.length === 0) return;
  const before = new Map<string, string>();
  for (const part of chunked(wallets.map((w) => ({ w: w.workchain, a: w.address })))) {
    const keys = sql.join(part.map((k) => sql`(${k.w}::int4, ${Buffer.from(k.a)}::bytea)`));
    const rows = await trx
      .selectFrom('token_wallets')
      .select(['workchain', 'address', 'balance'])
      .where(sql<boolean>`(workchain, address) IN (${keys})`)
      .forUpdate()
      .execute();
    for (const r of rows) before.set(hexKey(r.workchain, r.address), r.balance);
  }
  const holders: Tally = new Map();
  const owners: Tally = new Map();
  const byKey = new Map(wallets.map((w) => [hexKey(w.workchain, w.address), w]));
  for (const part of chunked(wallets)) {
    const written = await trx
      .insertInto('token_wallets')
      .values(part)
      .onConflict((oc) =>
        oc
          .columns(['workchain', 'address'])
          .doUpdateSet(fromExcluded(['balance', 'code_hash', 'updated_at', 'last_tx_lt']))
          .where('token_wallets.last_tx_lt', '<', (eb) => eb.ref('excluded.last_tx_lt')),
      )
      .returning(['workchain', 'address'])
      .execute();
    for (const r of written) {
      const k = hexKey(r.workchain, r.address);
      const w = byKey.get(k)!;
      const was = BigInt(before.get(k) ?? '0') > 0n;
      const is = BigInt(w.balance) > 0n;
      if (was === is) continue;
      const n = is ? 1 : -1;
      tally(holders, w.root_workchain, w.root, n);
      tally(owners, w.owner_workchain, w.owner, n);
    }
  }
  await addToCounters(trx, 'token_roots', 'holders_count', holders);
  const ownerRows = [...owners.values()]
    .filter((d) => d.n !== 0)
    .map((d) => ({ owner_workchain: d.workchain, owner: d.address, tokens_count: d.n }));
  for (const part of chunked(ownerRows)) {
    await trx
      .insertInto('token_owners')
      .values(part)
      .onConflict((oc) =>
        oc
          .columns(['owner_workchain', 'owner'])
          .doUpdateSet({ tokens_count: sql`token_owners.tokens_count + EXCLUDED.tokens_count` }),
      )
      .execute();
  }
}

/** Token operations; new ones advance per-root and per-wallet counters and the daily rollups. */
async function insertTransactions(trx: Trx, txs: TokenTransactionRow[]): Promise<number> {
  const inserted: TokenTransactionRow[] = [];
  const byHash = new Map(txs.map((t) => [Buffer.from(t.tx_hash).toString('hex'), t]));
  for (const part of chunked(txs)) {
    const written = await trx
      .insertInto('token_transactions')
      .values(part)
      .onConflict((oc) => oc.column('tx_hash').doNothing())
      .returning('tx_hash')
      .execute();
    for (const r of written) inserted.push(byHash.get(r.tx_hash.toString('hex'))!);
  }
  if (inserted.length === 0) return 0;
  const roots: Tally = new Map();
  const wallets: Tally = new Map();
  const rollups = new Map<
    string,
    {
      start_time: number;
      root_workchain: number;
      root: Uint8Array;
      kind: string;
      count: number;
      amount: bigint;
    }
  >();
  for (const t of inserted) {
    tally(roots, t.root_workchain, t.root);
    tally(wallets, t.workchain, t.wallet);
    const start = Math.floor(Number(t.time) / DAY) * DAY;
    const k = `${start}:${hexKey(t.root_workchain, t.root)}:${t.kind}`;
    const r = rollups.get(k);
    if (r) {
      r.count++;
      r.amount += BigInt(t.amount);
    } else {
      rollups.set(k, {
        start_time: start,
        root_workchain: t.root_workchain,
        root: t.root,
        kind: t.kind,
        count: 1,
        amount: BigInt(t.amount),
      });
    }
  }
  await addToCounters(trx, 'token_roots', 'transactions_count', roots);
  await addToCounters(trx, 'token_wallets', 'transactions_count', wallets);
  const rollupRows = [...rollups.values()].map((r) => ({
    ...r,
    kind: r.kind as TokenTransactionRow['kind'],
    amount: r.amount.toString(),
  }));
  for (const part of chunked(rollupRows)) {
    await trx
      .insertInto('token_tx_rollups')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['start_time', 'root_workchain', 'root', 'kind']).doUpdateSet({
          count: sql`token_tx_rollups.count + EXCLUDED.count`,
          amount: sql`token_tx_rollups.amount + EXCLUDED.amount`,
        }),
      )
      .execute();
  }
  return inserted.length;
}

/**
 * Sets the deployment's trusted-token manifest: those roots are marked trusted now, and any of them
 * indexed later is marked as it is inserted; every other root is cleared, except a root with an
 * approved asset proposal (decision 0049: trusted = approved ∪ the manifest). Returns how many indexed
 * roots are trusted (the `tokens_trusted` counter).
 */
export async function setTrustedTokens(
  db: Kysely<Schema>,
  roots: Array<{ workchain: number; address: Uint8Array }>,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('trusted_tokens').execute();
    for (const part of chunked(roots.map((r) => ({ workchain: r.workchain, address: r.address })))) {
      await trx
        .insertInto('trusted_tokens')
        .values(part)
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    await sql`UPDATE token_roots r SET trusted = EXISTS (
        SELECT 1 FROM trusted_tokens t WHERE t.workchain = r.workchain AND t.address = r.address)
      OR EXISTS (SELECT 1 FROM token_proposal_votes v
        WHERE v.status = 'Approved' AND v.workchain = r.workchain AND v.address = r.address)`.execute(trx);
    const { n } = await trx
      .selectFrom('token_roots')
      .where('trusted', '=', true)
      .select(sql<string>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    const trusted = Number(n);
    await trx
      .insertInto('stats_counters')
      .values({ name: 'tokens_trusted', value: trusted })
      .onConflict((oc) => oc.column('name').doUpdateSet({ value: trusted }))
      .execute();
    return trusted;
  });
}
