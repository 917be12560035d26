// Accounts: the list in one of three orders (balance, creation, last update; spec §9), either direction,
// and its count; one account, its latest full state (storage statistics, code and data from its stored
// Account BOC) and its history of states after each of its transactions.
import type { Account, AccountStateDetails, AccountStateEntry, ListCountResponse } from '@tvmscan/api-schema';
import { loadAccount, loadTransaction, readBoc, writeBoc } from '@tvmscan/codec';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { AccountsTable, Schema } from '../schema';
import { codeHashCounter } from '../write/counters';
import { capped, counter, defined } from './counts';
import {
  accountState,
  hex,
  hexOrNull,
  parseRawAddress,
  rawAddress,
  rawAddressOrNull,
  u32OrNull,
} from './format';
import { allOf, type KeyColumn, keysetPage, type Page, type PageRequest, type Predicate } from './keyset';

const COLUMNS = [
  'workchain',
  'address',
  'balance',
  'status',
  'code_hash',
  'created_at',
  'creator_workchain',
  'creator_address',
  'updated_at',
] as const;
type AccountRow = Pick<Selectable<AccountsTable>, (typeof COLUMNS)[number]>;

export type AccountOrdering = 'balance' | 'createdAt' | 'updatedAt';

const tail: KeyColumn<AccountRow>[] = [
  { ref: 'workchain', kind: 'int8', of: (r) => String(r.workchain) },
  { ref: 'address', kind: 'bytea', of: (r) => hex(r.address) },
];
/** Each order matches an index (accounts_balance / accounts_created / accounts_updated), read either way. */
const KEYS: Record<AccountOrdering, KeyColumn<AccountRow>[]> = {
  balance: [{ ref: 'balance', kind: 'numeric', of: (r) => r.balance ?? '0' }, ...tail],
  createdAt: [{ ref: 'created_at', kind: 'int8', of: (r) => r.created_at ?? '0' }, ...tail],
  updatedAt: [{ ref: 'updated_at', kind: 'int8', of: (r) => r.updated_at }, ...tail],
};

export function toAccount(r: AccountRow): Account {
  return {
    workchain: r.workchain,
    address: rawAddress(r.workchain, r.address),
    balance: r.balance,
    state: accountState(r.status),
    creatorWc: r.creator_workchain,
    creatorAddress: rawAddressOrNull(r.creator_workchain, r.creator_address),
    createdAt: u32OrNull(r.created_at),
    updatedAt: u32OrNull(r.updated_at),
    codeHash: hexOrNull(r.code_hash),
  };
}

export interface AccountsFilter {
  ordering: AccountOrdering;
  /** Default: descending (largest balance, newest first). */
  direction?: 'desc' | 'asc';
  balanceGe?: string;
  balanceLe?: string;
  createdAtGe?: number;
  createdAtLe?: number;
}

export async function listAccounts(
  db: Kysely<Schema>,
  f: AccountsFilter,
  page: PageRequest,
): Promise<Page<Account>> {
  let q = db.selectFrom('accounts').select(COLUMNS);
  // Rows without the ordering value (creation time, or a balance no state has told yet) cannot take
  // part in that keyset.
  if (f.ordering === 'createdAt') q = q.where('created_at', 'is not', null);
  if (f.ordering === 'balance') q = q.where('balance', 'is not', null);
  const balance: Predicate[] = [
    ...(f.balanceGe !== undefined ? [() => sql<boolean>`balance >= ${f.balanceGe}::numeric`] : []),
    ...(f.balanceLe !== undefined ? [() => sql<boolean>`balance <= ${f.balanceLe}::numeric`] : []),
  ];
  const created: Predicate[] = [
    ...(f.createdAtGe !== undefined
      ? [() => sql<boolean>`created_at >= ${String(f.createdAtGe)}::int8`]
      : []),
    ...(f.createdAtLe !== undefined
      ? [() => sql<boolean>`created_at <= ${String(f.createdAtLe)}::int8`]
      : []),
  ];
  // The ordering's index serves a range of its own column; any other range is read inside a bounded
  // window (keyset.ts SPARSE_WINDOW), so a rare one does not walk the whole index for a page.
  const served = f.ordering === 'balance' ? balance : f.ordering === 'createdAt' ? created : [];
  const sparse = [...balance, ...created].filter((p) => !served.includes(p));
  q = served.reduce((query, p) => query.where(p), q);
  return keysetPage(
    q,
    KEYS[f.ordering],
    page,
    toAccount,
    f.direction,
    sparse.length ? { sparse: allOf(sparse) } : {},
  );
}

export async function getAccount(db: Kysely<Schema>, raw: string): Promise<Account | null> {
  const { workchain, address } = parseRawAddress(raw);
  const r = await db
    .selectFrom('accounts')
    .select(COLUMNS)
    .where('workchain', '=', workchain)
    .where('address', '=', address)
    .executeTakeFirst();
  return r ? toAccount(r) : null;
}

export async function countAccounts(
  db: Kysely<Schema>,
  f: Omit<AccountsFilter, 'ordering'>,
): Promise<ListCountResponse> {
  if (!defined(f)) return counter(db, ['accounts_total']);
  // Every account has an update time, so that ordering's list covers them all.
  return capped((req) =>
    listAccounts(db, { ...f, ordering: (f.createdAtGe ?? f.createdAtLe) ? 'createdAt' : 'updatedAt' }, req),
  );
}

// ── accounts by code hash: the count (spec §7 "Chain reads for NFTs") ──────────────────────────
/** How many accounts listAccountsByCodeHash pages through, from the indexer's counter. */
export async function countAccountsByCodeHash(
  db: Kysely<Schema>,
  codeHash: string,
): Promise<ListCountResponse> {
  return counter(db, [codeHashCounter(codeHash)]);
}

// ── account state and its history ────────────────────────────────────────────────────────────
/** Storage statistics, code and data of a stored Account BOC (null parts when it is not active). */
function toAccountStateDetails(address: string, boc: Buffer | null): AccountStateDetails {
  const account = boc ? loadAccount(readBoc(boc)[0]) : null;
  const init = account?.storage.state.kind === 'active' ? account.storage.state.stateInit : null;
  const stat = account?.storageStat;
  return {
    address,
    storageStat: stat
      ? {
          lastPaid: stat.lastPaid,
          duePayment: stat.duePayment === null ? null : String(stat.duePayment),
          used: {
            bits: String(stat.used.bits),
            cells: String(stat.used.cells),
            publicCells: String(stat.used.publicCells),
          },
        }
      : null,
    codeBoc: init?.code ? Buffer.from(writeBoc(init.code)).toString('base64') : null,
    dataBoc: init?.data ? Buffer.from(writeBoc(init.data)).toString('base64') : null,
    boc: boc ? boc.toString('base64') : null,
  };
}

/**
 * The latest full state of a known account: its Account BOC as of its last indexed transaction (null
 * when the source gave no state with that transaction, or the account is gone).
 */
export async function getAccountStateBoc(db: Kysely<Schema>, raw: string) {
  const { workchain, address } = parseRawAddress(raw);
  const r = await db
    .selectFrom('accounts')
    .select('state_boc')
    .where('workchain', '=', workchain)
    .where('address', '=', address)
    .executeTakeFirst();
  return r ? { boc: r.state_boc } : null;
}

/** The account state page: that BOC decoded (null for an unknown account). */
export async function getAccountState(db: Kysely<Schema>, raw: string): Promise<AccountStateDetails | null> {
  const stored = await getAccountStateBoc(db, raw);
  return stored && toAccountStateDetails(raw, stored.boc);
}

/** One transaction of an account with the balance after it (null when no state told it). */
interface AccountHistoryRow {
  lt: string;
  hash: Buffer;
  now: string;
  destroyed: boolean;
  /** The transaction BOC: its end status and new state hash are read from it. */
  boc: Buffer;
  balance: string | null;
}
const STATE_KEY: KeyColumn<AccountHistoryRow>[] = [{ ref: 't.lt', kind: 'int8', of: (r) => r.lt }];

/** Status and state hash after a transaction are in its BOC; the balance comes from the index. */
function toAccountStateEntry(r: AccountHistoryRow): AccountStateEntry {
  const tx = loadTransaction(readBoc(r.boc)[0]);
  return {
    lt: r.lt,
    transactionHash: r.hash.toString('hex'),
    time: Number(r.now),
    balance: r.balance,
    status: accountState(r.destroyed ? 'deleted' : tx.endStatus),
    stateHash: tx.stateUpdate.newHash,
  };
}

/** The account's state after each of its transactions, newest first. */
export async function listAccountStates(
  db: Kysely<Schema>,
  raw: string,
  page: PageRequest,
): Promise<Page<AccountStateEntry>> {
  const { workchain, address } = parseRawAddress(raw);
  const q = db
    .selectFrom('transactions as t')
    .select(['t.lt', 't.hash', 't.now', 't.destroyed', 't.boc', 't.balance'])
    .where('t.workchain', '=', workchain)
    .where('t.account', '=', address);
  return keysetPage(q, STATE_KEY as never, page, toAccountStateEntry);
}
