// Accounts: the list in one of three orders (balance, creation, last update; spec §9), either direction,
// and one account.
import type { Account } from '@tvmscan/api-schema';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { AccountsTable, Schema } from '../schema';
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
