// Tokens read side (the Tokens API): token roots, balances (holders of a token or tokens of an owner),
// token transactions, counters and daily series. Every list pages by key on an index of
// 1100-token-read-indexes; every count is a counter the write path maintains. Over 400 lines as
// the Tokens API's whole read side: three groups (roots, balances, token transactions), each with its key
// columns and mapper beside the calls that use them; the groups are where to split it as it grows.
import type { Token, TokenBalance, TokenFilter, TokenTransaction, TokenTxKind } from '@tvmscan/api-schema';
import { type Kysely, sql } from 'kysely';
import type { Schema } from '../schema';
import { approvedAssets, SERVED_LOGO_BASE } from '../token-assets';
import type { StoredTokenRoot } from '../token-schema';
import { hex, parseRawAddress, rawAddress, rawAddressOrNull, u32, u32OrNull } from './format';
import { type KeyColumn, keysetPage, type Page, type PageRequest } from './keyset';

// ── token roots ──────────────────────────────────────────────────────────────────────────────
export function toToken(r: StoredTokenRoot): Token {
  return {
    rootAddress: rawAddress(r.workchain, r.address),
    name: r.name,
    token: r.symbol,
    totalSupply: r.total_supply,
    scale: r.decimals,
    ownerAddress: rawAddressOrNull(r.root_owner_workchain, r.root_owner),
    // Not on chain for TIP-3 (api-schema Token): filled once an asset registry is indexed.
    manager: null,
    source: r.trusted ? 'manifest' : null,
    metadataUrl: null,
    tokenStandard: r.standard,
    codeHash: hex(r.code_hash),
    trusted: r.trusted,
    // Filled by withAssets from the approved asset proposals (decision 0049).
    asset: null,
    holdersCount: Number(r.holders_count),
    transactionsCount: Number(r.transactions_count),
    createdAt: u32OrNull(r.created_at),
    updatedAt: u32(r.updated_at),
  };
}

/** The tokens with their approved asset information: one indexed query for all of them. */
async function withAssets(db: Kysely<Schema>, tokens: Token[]): Promise<Token[]> {
  const assets = await approvedAssets(
    db,
    tokens.map((t) => t.rootAddress),
  );
  return tokens.map((t) => ({ ...t, asset: assets.get(t.rootAddress) ?? null }));
}

const ROOT_KEY: KeyColumn<StoredTokenRoot>[] = [
  { ref: 'created_lt', kind: 'int8', of: (r) => r.created_lt },
  { ref: 'workchain', kind: 'int8', of: (r) => String(r.workchain) },
  { ref: 'address', kind: 'bytea', of: (r) => hex(r.address) },
];

export async function getTokenRoot(db: Kysely<Schema>, raw: string): Promise<Token | null> {
  const { workchain, address } = parseRawAddress(raw);
  const r = await db
    .selectFrom('token_roots')
    .selectAll()
    .where('workchain', '=', workchain)
    .where('address', '=', address)
    .executeTakeFirst();
  return r ? (await withAssets(db, [toToken(r)]))[0] : null;
}

/** The tokens page: newest first; trusted or custom (untrusted) only on request. */
export async function listTokenRoots(
  db: Kysely<Schema>,
  filter: TokenFilter,
  page: PageRequest,
): Promise<Page<Token>> {
  let q = db.selectFrom('token_roots').selectAll();
  if (filter !== 'all') q = q.where('trusted', '=', filter === 'trusted');
  const found = await keysetPage(q, ROOT_KEY, page, toToken);
  return { ...found, items: await withAssets(db, found.items) };
}

/** How many tokens the filter covers, from counters (trusted ones are counted when the manifest is set). */
export async function countTokenRoots(db: Kysely<Schema>, filter: TokenFilter): Promise<number> {
  const counters = await readTokenCounters(db, ['tokens_total', 'tokens_trusted']);
  if (filter === 'all') return counters.tokens_total;
  if (filter === 'trusted') return counters.tokens_trusted;
  return counters.tokens_total - counters.tokens_trusted;
}

/** Tokens whose symbol contains `substring` (3+ characters), trusted first, then by holders. */
export async function searchTokensBySymbol(
  db: Kysely<Schema>,
  substring: string,
  limit = 20,
): Promise<Token[]> {
  const needle = substring.toLowerCase();
  const gram = [...needle].slice(0, 3).join('');
  if ([...gram].length < 3) return [];
  // LIKE with the needle's own wildcards escaped: the search is for the literal text.
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .selectFrom('token_symbol_grams as g')
    .innerJoin('token_roots as r', (j) =>
      j.onRef('r.workchain', '=', 'g.workchain').onRef('r.address', '=', 'g.address'),
    )
    .selectAll('r')
    .where('g.gram', '=', gram)
    .where(sql<boolean>`lower(r.symbol) LIKE ${pattern}`)
    .orderBy('r.trusted', 'desc')
    .orderBy('r.holders_count', 'desc')
    .orderBy('r.created_lt', 'desc')
    .limit(limit)
    .execute();
  return withAssets(db, rows.map(toToken));
}

export async function getTokenSupply(
  db: Kysely<Schema>,
  raw: string,
): Promise<{ rootAddress: string; totalSupply: string; scale: number } | null> {
  const token = await getTokenRoot(db, raw);
  return token && { rootAddress: token.rootAddress, totalSupply: token.totalSupply, scale: token.scale };
}

// ── balances ─────────────────────────────────────────────────────────────────────────────────
interface BalanceRow {
  workchain: number;
  address: Buffer;
  owner_workchain: number;
  owner: Buffer;
  root_workchain: number;
  root: Buffer;
  balance: string;
  updated_at: string;
  symbol: string | null;
  decimals: number | null;
  /** active_from of the root's newest approved asset proposal, or null. */
  approved_from: string | null;
}

function toBalance(r: BalanceRow): TokenBalance {
  return {
    ownerAddress: rawAddress(r.owner_workchain, r.owner),
    walletAddress: rawAddress(r.workchain, r.address),
    rootAddress: rawAddress(r.root_workchain, r.root),
    token: r.symbol ?? '',
    scale: r.decimals ?? 0,
    amount: r.balance,
    updatedAt: u32(r.updated_at),
    logoUrl:
      r.approved_from === null
        ? null
        : `${SERVED_LOGO_BASE}/${rawAddress(r.root_workchain, r.root)}/${u32(r.approved_from)}`,
    verified: r.approved_from !== null,
  };
}

function balancesQuery(db: Kysely<Schema>) {
  return (
    db
      .selectFrom('token_wallets as w')
      .leftJoin('token_roots as r', (j) =>
        j.onRef('r.workchain', '=', 'w.root_workchain').onRef('r.address', '=', 'w.root'),
      )
      .select([
        'w.workchain',
        'w.address',
        'w.owner_workchain',
        'w.owner',
        'w.root_workchain',
        'w.root',
        'w.balance',
        'w.updated_at',
        'r.symbol',
        'r.decimals',
      ])
      // The root's newest approved version (decision 0049), by the votes' primary key.
      .select((eb) =>
        eb
          .selectFrom('token_proposal_votes as v')
          .select((v) => v.fn.max('v.active_from').as('m'))
          .where('v.status', '=', 'Approved')
          .whereRef('v.workchain', '=', 'w.root_workchain')
          .whereRef('v.address', '=', 'w.root')
          .as('approved_from'),
      )
  );
}

const walletTail: KeyColumn<BalanceRow>[] = [
  { ref: 'w.workchain', kind: 'int8', of: (r) => String(r.workchain) },
  { ref: 'w.address', kind: 'bytea', of: (r) => hex(r.address) },
];
/** Holders of a token, largest first (token_wallets_root_balance). */
const HOLDER_KEY: KeyColumn<BalanceRow>[] = [
  { ref: 'w.balance', kind: 'numeric', of: (r) => r.balance },
  ...walletTail,
];
/** Balances of an owner, by token (token_wallets_owner). */
const OWNER_KEY: KeyColumn<BalanceRow>[] = [
  { ref: 'w.root_workchain', kind: 'int8', of: (r) => String(r.root_workchain) },
  { ref: 'w.root', kind: 'bytea', of: (r) => hex(r.root) },
  ...walletTail,
];

export interface BalancesFilter {
  ownerAddress?: string;
  rootAddress?: string;
  amountGe?: string;
  amountLe?: string;
}

/** Which cursor list a balances filter pages in (its key differs with the filter). */
export const balancesListName = (f: BalancesFilter): string =>
  f.rootAddress ? 'token-holders' : 'token-balances';

/** Non-zero balances: of a token's holders (largest first) or of an owner's tokens. */
export async function listBalances(
  db: Kysely<Schema>,
  f: BalancesFilter,
  page: PageRequest,
): Promise<Page<TokenBalance>> {
  let q = balancesQuery(db).where(sql<boolean>`w.balance > 0`);
  if (f.rootAddress) {
    const root = parseRawAddress(f.rootAddress);
    q = q.where('w.root_workchain', '=', root.workchain).where('w.root', '=', root.address);
  }
  if (f.ownerAddress) {
    const owner = parseRawAddress(f.ownerAddress);
    q = q.where('w.owner_workchain', '=', owner.workchain).where('w.owner', '=', owner.address);
  }
  if (f.amountGe !== undefined) q = q.where(sql<boolean>`w.balance >= ${f.amountGe}::numeric`);
  if (f.amountLe !== undefined) q = q.where(sql<boolean>`w.balance <= ${f.amountLe}::numeric`);
  return keysetPage(q, f.rootAddress ? HOLDER_KEY : OWNER_KEY, page, toBalance);
}

export const SNAPSHOT_MAX = 1000;

/** Every non-zero balance of an owner, up to SNAPSHOT_MAX. */
export async function balancesSnapshot(
  db: Kysely<Schema>,
  ownerAddress: string,
): Promise<{ balances: TokenBalance[]; truncated: boolean }> {
  const page = await listBalances(db, { ownerAddress }, { limit: SNAPSHOT_MAX });
  return { balances: page.items, truncated: page.hasNext };
}

/** The balance of a token held by an address, given as the holder's owner address or its wallet's. */
export async function getTokenBalance(
  db: Kysely<Schema>,
  rootAddress: string,
  address: string,
): Promise<TokenBalance | null> {
  const root = parseRawAddress(rootAddress);
  const a = parseRawAddress(address);
  const base = () =>
    balancesQuery(db).where('w.root_workchain', '=', root.workchain).where('w.root', '=', root.address);
  const byWallet = await base()
    .where('w.workchain', '=', a.workchain)
    .where('w.address', '=', a.address)
    .executeTakeFirst();
  if (byWallet) return toBalance(byWallet);
  const byOwner = await base()
    .where('w.owner_workchain', '=', a.workchain)
    .where('w.owner', '=', a.address)
    .orderBy('w.balance', 'desc')
    .executeTakeFirst();
  return byOwner ? toBalance(byOwner) : null;
}

/** Holders of a token (non-zero balances) or tokens an owner holds: maintained counters. */
export async function countBalances(
  db: Kysely<Schema>,
  f: { ownerAddress?: string; rootAddress?: string },
): Promise<number> {
  if (f.rootAddress) {
    const root = parseRawAddress(f.rootAddress);
    const r = await db
      .selectFrom('token_roots')
      .select('holders_count')
      .where('workchain', '=', root.workchain)
      .where('address', '=', root.address)
      .executeTakeFirst();
    return Number(r?.holders_count ?? 0);
  }
  if (!f.ownerAddress) return 0;
  const owner = parseRawAddress(f.ownerAddress);
  const r = await db
    .selectFrom('token_owners')
    .select('tokens_count')
    .where('owner_workchain', '=', owner.workchain)
    .where('owner', '=', owner.address)
    .executeTakeFirst();
  return Number(r?.tokens_count ?? 0);
}

/** Holders of a token, or null for an unknown token. */
export async function tokenHoldersCount(db: Kysely<Schema>, rootAddress: string): Promise<number | null> {
  const token = await getTokenRoot(db, rootAddress);
  return token ? token.holdersCount : null;
}

// ── token transactions ───────────────────────────────────────────────────────────────────────
interface TokenTxRow {
  tx_hash: Buffer;
  workchain: number;
  wallet: Buffer;
  lt: string;
  time: string;
  kind: TokenTxKind;
  amount: string;
  root_workchain: number;
  root: Buffer;
  owner_workchain: number | null;
  owner: Buffer | null;
  counterparty_owner_workchain: number | null;
  counterparty_owner: Buffer | null;
  counterparty_wallet_workchain: number | null;
  counterparty_wallet: Buffer | null;
  symbol: string | null;
  decimals: number | null;
}

const TOKEN_TX_KEY: KeyColumn<TokenTxRow>[] = [
  { ref: 't.time', kind: 'int8', of: (r) => r.time },
  { ref: 't.lt', kind: 'int8', of: (r) => r.lt },
  { ref: 't.tx_hash', kind: 'bytea', of: (r) => hex(r.tx_hash) },
];

/** Which side of the operation the wallet's owner is on; the counterparty is the other side. */
const OWNER_SIDE: Record<TokenTxKind, 'sender' | 'receiver'> = {
  Mint: 'receiver',
  Burn: 'sender',
  Send: 'sender',
  Receive: 'receiver',
  SendCancellation: 'receiver',
  BurnCancellation: 'receiver',
};

function toTokenTransaction(r: TokenTxRow): TokenTransaction {
  const self = {
    ownerAddress: rawAddressOrNull(r.owner_workchain, r.owner),
    walletAddress: rawAddress(r.workchain, r.wallet),
  };
  // Mint comes from the root and Burn goes to it: no counterparty wallet on those sides.
  const other =
    r.kind === 'Mint' || r.kind === 'Burn' || r.kind === 'BurnCancellation'
      ? null
      : {
          ownerAddress: rawAddressOrNull(r.counterparty_owner_workchain, r.counterparty_owner),
          walletAddress: rawAddressOrNull(r.counterparty_wallet_workchain, r.counterparty_wallet),
        };
  const ownerSends = OWNER_SIDE[r.kind] === 'sender';
  return {
    transactionHash: hex(r.tx_hash),
    lt: r.lt,
    kind: r.kind,
    sender: ownerSends ? self : other,
    receiver: ownerSends ? other : self,
    rootAddress: rawAddress(r.root_workchain, r.root),
    token: r.symbol ?? '',
    scale: r.decimals ?? 0,
    amount: r.amount,
    blockTime: u32(r.time),
  };
}

export interface TokenTransactionsFilter {
  transactionHash?: string;
  ownerAddress?: string;
  rootAddress?: string;
  blockTimeGe?: number;
  blockTimeLe?: number;
  txKinds?: TokenTxKind[];
}

export async function listTokenTransactions(
  db: Kysely<Schema>,
  f: TokenTransactionsFilter,
  page: PageRequest,
): Promise<Page<TokenTransaction>> {
  let q = db
    .selectFrom('token_transactions as t')
    .leftJoin('token_roots as r', (j) =>
      j.onRef('r.workchain', '=', 't.root_workchain').onRef('r.address', '=', 't.root'),
    )
    .selectAll('t')
    .select(['r.symbol', 'r.decimals']);
  if (f.transactionHash) q = q.where('t.tx_hash', '=', Buffer.from(f.transactionHash, 'hex'));
  if (f.rootAddress) {
    const root = parseRawAddress(f.rootAddress);
    q = q.where('t.root_workchain', '=', root.workchain).where('t.root', '=', root.address);
  }
  if (f.ownerAddress) {
    const owner = parseRawAddress(f.ownerAddress);
    q = q.where('t.owner_workchain', '=', owner.workchain).where('t.owner', '=', owner.address);
  }
  if (f.txKinds?.length) q = q.where('t.kind', 'in', f.txKinds);
  if (f.blockTimeGe !== undefined) q = q.where('t.time', '>=', String(f.blockTimeGe));
  if (f.blockTimeLe !== undefined) q = q.where('t.time', '<=', String(f.blockTimeLe));
  return keysetPage(q, TOKEN_TX_KEY, page, toTokenTransaction);
}

/** Token transactions of a token, of an owner (summed over its wallets, a handful), of both, or all. */
export async function countTokenTransactions(
  db: Kysely<Schema>,
  f: { ownerAddress?: string; rootAddress?: string },
): Promise<number> {
  if (f.ownerAddress) {
    const owner = parseRawAddress(f.ownerAddress);
    let q = db
      .selectFrom('token_wallets')
      .select(sql<string>`COALESCE(SUM(transactions_count), 0)`.as('n'))
      .where('owner_workchain', '=', owner.workchain)
      .where('owner', '=', owner.address);
    if (f.rootAddress) {
      const root = parseRawAddress(f.rootAddress);
      q = q.where('root_workchain', '=', root.workchain).where('root', '=', root.address);
    }
    return Number((await q.executeTakeFirst())?.n ?? 0);
  }
  if (f.rootAddress) {
    const root = await getTokenRoot(db, f.rootAddress);
    return root?.transactionsCount ?? 0;
  }
  return (await readTokenCounters(db, ['token_transactions_total'])).token_transactions_total;
}

// ── series and counters ──────────────────────────────────────────────────────────────────────
export interface TokenStatsQuery {
  aggregationType: 'sum' | 'count';
  rootAddress?: string;
  txTypes?: TokenTxKind[];
  start: number;
  end: number;
}

/** Daily counts (or summed amounts of one token) per kind, oldest first; days without any are absent. */
export async function tokenStatsSeries(
  db: Kysely<Schema>,
  f: TokenStatsQuery,
): Promise<Array<{ date: number; type: TokenTxKind; count?: number; sum?: string }>> {
  let q = db
    .selectFrom('token_tx_rollups')
    .select([
      'start_time',
      'kind',
      sql<string>`SUM(count)`.as('count'),
      sql<string>`SUM(amount)`.as('amount'),
    ])
    .where('start_time', '>=', String(Math.floor(f.start / 86_400) * 86_400))
    .where('start_time', '<=', String(f.end))
    .groupBy(['start_time', 'kind'])
    .orderBy('start_time')
    .orderBy('kind');
  if (f.rootAddress) {
    const root = parseRawAddress(f.rootAddress);
    q = q.where('root_workchain', '=', root.workchain).where('root', '=', root.address);
  }
  if (f.txTypes?.length) q = q.where('kind', 'in', f.txTypes);
  const rows = await q.execute();
  return rows.map((r) => ({
    date: u32(r.start_time),
    type: r.kind,
    ...(f.aggregationType === 'sum' ? { sum: r.amount } : { count: Number(r.count) }),
  }));
}

type TokenCounter =
  | 'tokens_total'
  | 'tokens_trusted'
  | 'token_transactions_total'
  | 'collections_total'
  | 'nfts_total';

export async function readTokenCounters<K extends TokenCounter>(
  db: Kysely<Schema>,
  names: K[],
): Promise<Record<K, number>> {
  const rows = await db
    .selectFrom('stats_counters')
    .select(['name', 'value'])
    .where('name', 'in', names)
    .execute();
  const out = Object.fromEntries(names.map((n) => [n, 0])) as Record<K, number>;
  for (const r of rows) out[r.name as K] = Number(r.value);
  return out;
}
