// Community token lists (migration 0930; decision 0051): what the Admin API's token_lists routes read
// and write. Every write runs in one transaction that first locks the list's row (SELECT … FOR UPDATE)
// and decides the caller's role from that row and its managers, so a role taken away, a list deleted
// or a token added by someone else in between is seen; the counts, the revision and `updated_at` are
// set in the same transaction. Reads page by a bounded offset and count at most a cap. The built-in
// `system` list is the approved tokens (migration 0920), read here and never written.
import { randomUUID } from 'node:crypto';
import { type Kysely, type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import { parseRawAddress, rawAddress, u32 } from './read/format';
import type { Schema } from './schema';
import { cappedCount } from './token-assets';

export const SYSTEM_LIST_ID = 'system';

export interface StoredTokenList {
  id: string;
  url: string;
  ownerSub: string;
  name: string;
  description: string;
  isPublic: boolean;
  verified: boolean;
  tokensCount: number;
  proposalsCount: number;
  revision: number;
  updatedAt: number;
}

/** Who calls: `email` only when the access token says it is verified (a manager is named by email). */
export interface ListCaller {
  sub: string;
  email: string | null;
}

export interface ListRole {
  isOwner: boolean;
  isManager: boolean;
}

/** A token in a list or proposed for it, with what the explorer knows of it. */
export interface StoredListEntry {
  root: string;
  name: string | null;
  symbol: string | null;
  decimals: number | null;
  /** active_from of the newest approved asset version (its logo), or null. */
  logoVersion: number | null;
  verified: boolean;
  order: number;
  addedAt: number;
}

const LIST_COLUMNS = [
  'l.id',
  'l.url',
  'l.owner_sub',
  'l.name',
  'l.description',
  'l.is_public',
  'l.verified',
  'l.tokens_count',
  'l.proposals_count',
  'l.revision',
  'l.updated_at',
] as const;

type ListRow = Awaited<ReturnType<ReturnType<typeof lists>['execute']>>[number];

function toList(r: ListRow): StoredTokenList {
  return {
    id: r.id,
    url: r.url,
    ownerSub: r.owner_sub,
    name: r.name,
    description: r.description,
    isPublic: r.is_public,
    verified: r.verified,
    tokensCount: r.tokens_count,
    proposalsCount: r.proposals_count,
    revision: r.revision,
    updatedAt: u32(r.updated_at),
  };
}

const lists = (db: Kysely<Schema>) => db.selectFrom('token_lists as l').select(LIST_COLUMNS);

/** A `%…%` ILIKE pattern matching `text` literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ── the system list ──────────────────────────────────────────────────────────────────────────────

/** The approved roots, each with its newest approved version and when it was first approved. */
function approvedRoots(db: Kysely<Schema>) {
  return db
    .selectFrom('token_proposal_votes as v')
    .where('v.status', '=', 'Approved')
    .groupBy(['v.workchain', 'v.address'])
    .select((eb) => [
      'v.workchain',
      'v.address',
      eb.fn.min('v.voted_at').as('approved_at'),
      eb.fn.max('v.voted_at').as('last_voted_at'),
    ]);
}

/** The system list's counts and time: `cap` bounds the count. */
export async function systemListSummary(
  db: Kysely<Schema>,
  cap: number,
): Promise<{ tokensCount: number; updatedAt: number }> {
  const tokensCount = await cappedCount(db, approvedRoots(db), cap);
  const r = await db
    .selectFrom('token_proposal_votes')
    .where('status', '=', 'Approved')
    .select((eb) => eb.fn.max('voted_at').as('t'))
    .executeTakeFirst();
  return { tokensCount, updatedAt: r?.t == null ? 0 : u32(r.t as string) };
}

// ── entries ──────────────────────────────────────────────────────────────────────────────────────

// biome-ignore lint/suspicious/noExplicitAny: one projection over the three entry sources' alias `e`
type EntryQuery = SelectQueryBuilder<any, any, any>;

/** What every entry selects about its root (alias `e`: workchain, address). */
function withTokenFacts(q: EntryQuery): EntryQuery {
  return q
    .leftJoin('token_roots as r', (j) =>
      j.onRef('r.workchain', '=', 'e.workchain').onRef('r.address', '=', 'e.address'),
    )
    .select((eb) => [
      'e.workchain',
      'e.address',
      'r.name',
      'r.symbol',
      'r.decimals',
      eb
        .selectFrom('token_proposal_votes as a')
        .select((a) => a.fn.max('a.active_from').as('m'))
        .where('a.status', '=', 'Approved')
        .whereRef('a.workchain', '=', 'e.workchain')
        .whereRef('a.address', '=', 'e.address')
        .as('logo_version'),
      sql<boolean>`coalesce(r.trusted, false)`.as('trusted'),
    ]);
}

/** Narrows `q` to entries whose name or symbol holds `search`, or whose root is `search`. */
function searched(q: EntryQuery, search: string): EntryQuery {
  if (search === '') return q;
  const raw = /^-?\d{0,3}:[0-9a-fA-F]{64}$/.test(search) ? parseRawAddress(search) : null;
  return q.where((eb) => {
    const parts = [eb('r.name', 'ilike', containing(search)), eb('r.symbol', 'ilike', containing(search))];
    if (raw) parts.push(eb.and([eb('e.workchain', '=', raw.workchain), eb('e.address', '=', raw.address)]));
    return eb.or(parts);
  });
}

function toEntry(r: Record<string, unknown>, order: number, addedAt: unknown): StoredListEntry {
  const logoVersion = r.logo_version == null ? null : u32(r.logo_version as string);
  return {
    root: rawAddress(r.workchain as number, r.address as Uint8Array),
    name: (r.name as string | null) ?? null,
    symbol: (r.symbol as string | null) ?? null,
    decimals: (r.decimals as number | null) ?? null,
    logoVersion,
    verified: Boolean(r.trusted) || logoVersion !== null,
    order,
    addedAt: u32(addedAt as string),
  };
}

export interface EntryPage {
  offset: number;
  limit: number;
  search: string;
}

/** A page of a list's tokens in the list's order (the system list: in order of approval). */
export async function listEntries(
  db: Kysely<Schema>,
  listId: string,
  page: EntryPage,
): Promise<{ rows: StoredListEntry[]; hasMore: boolean }> {
  let q: EntryQuery;
  if (listId === SYSTEM_LIST_ID)
    q = withTokenFacts(db.selectFrom(approvedRoots(db).as('e')))
      .select(['e.approved_at as added_at'])
      .orderBy('e.approved_at', 'asc');
  else
    q = withTokenFacts(db.selectFrom('token_list_tokens as e'))
      .select(['e.position', 'e.added_at'])
      .where('e.list_id', '=', listId)
      .orderBy('e.position', 'asc');
  q = searched(q.orderBy('e.workchain').orderBy('e.address'), page.search);
  const rows = await q
    .offset(page.offset)
    .limit(page.limit + 1)
    .execute();
  return {
    rows: rows.slice(0, page.limit).map((r, i) => toEntry(r, r.position ?? page.offset + i, r.added_at)),
    hasMore: rows.length > page.limit,
  };
}

/** A page of a list's pending proposals, newest first. */
export async function listProposals(
  db: Kysely<Schema>,
  listId: string,
  page: EntryPage,
): Promise<{ rows: StoredListEntry[]; hasMore: boolean }> {
  if (listId === SYSTEM_LIST_ID) return { rows: [], hasMore: false };
  const q = withTokenFacts(db.selectFrom('token_list_proposals as e'))
    .select(['e.proposed_at'])
    .where('e.list_id', '=', listId)
    .where('e.status', '=', 'Pending')
    .orderBy('e.proposed_at', 'desc')
    .orderBy('e.workchain')
    .orderBy('e.address');
  const rows = await searched(q, page.search)
    .offset(page.offset)
    .limit(page.limit + 1)
    .execute();
  return {
    rows: rows.slice(0, page.limit).map((r) => toEntry(r, 0, r.proposed_at)),
    hasMore: rows.length > page.limit,
  };
}

// ── reading lists ────────────────────────────────────────────────────────────────────────────────

/** A stored list by id, or null. */
export async function tokenListById(db: Kysely<Schema>, id: string): Promise<StoredTokenList | null> {
  const r = await lists(db).where('l.id', '=', id).executeTakeFirst();
  return r ? toList(r) : null;
}

/** A stored list by url (without regard to case), or null. */
export async function tokenListByUrl(db: Kysely<Schema>, url: string): Promise<StoredTokenList | null> {
  const r = await lists(db).where(sql`lower(l.url)`, '=', url.toLowerCase()).executeTakeFirst();
  return r ? toList(r) : null;
}

/** A stored list's sanitized icon, or null. */
export async function tokenListLogo(db: Kysely<Schema>, id: string): Promise<string | null> {
  const r = await db.selectFrom('token_lists').select('logo_svg').where('id', '=', id).executeTakeFirst();
  return r?.logo_svg ?? null;
}

export interface ListFilter {
  name: string;
  verified: boolean;
  direction: 'asc' | 'desc';
}

/** The lists `member` owns or manages (`member` set), or else the public ones. */
function filteredLists(db: Kysely<Schema>, f: ListFilter, member: ListCaller | null, andPublic: boolean) {
  let q = lists(db);
  if (f.name !== '') q = q.where('l.name', 'ilike', containing(f.name));
  if (f.verified) q = q.where('l.verified', '=', true);
  return q.where((eb) => {
    const parts = [];
    if (andPublic) parts.push(eb('l.is_public', '=', true));
    if (member) {
      parts.push(eb('l.owner_sub', '=', member.sub));
      if (member.email !== null)
        parts.push(
          eb.exists(
            eb
              .selectFrom('token_list_managers as m')
              .select('m.email')
              .whereRef('m.list_id', '=', 'l.id')
              .where('m.email', '=', member.email),
          ),
        );
    }
    return eb.or(parts);
  });
}

/**
 * A page of lists: with `member`, the lists it owns or manages in its own order (then by update),
 * the public ones too when `andPublic`; without, the public ones by update.
 */
export async function findTokenLists(
  db: Kysely<Schema>,
  f: ListFilter & { offset: number; limit: number },
  member: ListCaller | null,
  andPublic: boolean,
): Promise<StoredTokenList[]> {
  let q = filteredLists(db, f, member, andPublic);
  if (member)
    q = q
      .leftJoin('token_list_orderings as o', (j) =>
        j.onRef('o.list_id', '=', 'l.id').on('o.sub', '=', member.sub),
      )
      .orderBy(sql`o.position asc nulls last`);
  const rows = await q
    .orderBy('l.updated_at', f.direction)
    .orderBy('l.id', f.direction)
    .offset(f.offset)
    .limit(f.limit)
    .execute();
  return rows.map(toList);
}

/** How many lists findTokenLists pages through, at most `cap`. */
export async function countTokenLists(
  db: Kysely<Schema>,
  f: ListFilter,
  member: ListCaller | null,
  andPublic: boolean,
  cap: number,
): Promise<number> {
  return cappedCount(db, filteredLists(db, f, member, andPublic), cap);
}

/** The caller's role in each of `ids` (lists it is not in are absent). */
export async function rolesIn(
  db: Kysely<Schema>,
  ids: readonly string[],
  caller: ListCaller,
): Promise<Map<string, ListRole>> {
  const roles = new Map<string, ListRole>();
  const stored = ids.filter((id) => id !== SYSTEM_LIST_ID);
  if (stored.length === 0) return roles;
  const owned = await db
    .selectFrom('token_lists')
    .select('id')
    .where('id', 'in', stored)
    .where('owner_sub', '=', caller.sub)
    .execute();
  for (const r of owned) roles.set(r.id, { isOwner: true, isManager: false });
  if (caller.email !== null) {
    const managed = await db
      .selectFrom('token_list_managers')
      .select('list_id')
      .where('list_id', 'in', stored)
      .where('email', '=', caller.email)
      .execute();
    for (const r of managed)
      roles.set(r.list_id, { isOwner: roles.get(r.list_id)?.isOwner ?? false, isManager: true });
  }
  return roles;
}

/** A list's manager emails, in order. */
export async function tokenListManagers(db: Kysely<Schema>, id: string): Promise<string[]> {
  const rows = await db
    .selectFrom('token_list_managers')
    .select('email')
    .where('list_id', '=', id)
    .orderBy('email')
    .execute();
  return rows.map((r) => r.email);
}

/** The roots of a list (at most `max`) in its order, as its manifest names them. */
export async function manifestEntries(
  db: Kysely<Schema>,
  listId: string,
  max: number,
): Promise<StoredListEntry[]> {
  return (await listEntries(db, listId, { offset: 0, limit: max, search: '' })).rows;
}

// ── writing lists ────────────────────────────────────────────────────────────────────────────────

export interface ListContent {
  url: string;
  name: string;
  description: string;
  isPublic: boolean;
  logoSvg: string;
  /** Lower case, without duplicates. */
  managers: readonly string[];
}

/** Creates a list owned by `ownerSub`; `taken` when another list has its url. */
export async function createTokenList(
  db: Kysely<Schema>,
  ownerSub: string,
  content: ListContent & { verified: boolean },
  now: number,
): Promise<{ id: string } | 'taken'> {
  const id = randomUUID();
  return db.transaction().execute(async (tx) => {
    const inserted = await tx
      .insertInto('token_lists')
      .values({
        id,
        url: content.url,
        owner_sub: ownerSub,
        name: content.name,
        description: content.description,
        is_public: content.isPublic,
        verified: content.verified,
        logo_svg: content.logoSvg,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.expression(sql`lower(url)`).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return 'taken' as const;
    await setManagers(tx, id, content.managers);
    return { id };
  });
}

async function setManagers(tx: Transaction<Schema>, id: string, emails: readonly string[]): Promise<void> {
  await tx.deleteFrom('token_list_managers').where('list_id', '=', id).execute();
  if (emails.length > 0)
    await tx
      .insertInto('token_list_managers')
      .values(emails.map((email) => ({ list_id: id, email })))
      .onConflict((oc) => oc.doNothing())
      .execute();
}

/** What a write answers when it did not run: no such list, or the caller lacks the role. */
export type Refused = 'not_found' | 'forbidden';

/** The locked list inside a write, and the caller's role in it. */
export interface LockedList {
  tx: Transaction<Schema>;
  list: StoredTokenList;
  role: ListRole;
}

/** The role a write needs: the owner's, a manager's (or the owner's), or none beyond signing in. */
export type ListNeed = 'owner' | 'manager' | 'signedIn';

/**
 * Runs `write` in a transaction that holds the list's row lock, if the caller has `need`; else
 * answers why not. The system list is nobody's to write.
 */
export async function withTokenList<T>(
  db: Kysely<Schema>,
  id: string,
  caller: ListCaller,
  need: ListNeed,
  write: (locked: LockedList) => Promise<T>,
): Promise<T | Refused> {
  if (id === SYSTEM_LIST_ID) return 'forbidden';
  return db.transaction().execute(async (tx) => {
    const r = await lists(tx).where('l.id', '=', id).forUpdate().executeTakeFirst();
    if (!r) return 'not_found' as const;
    const list = toList(r);
    const role = (await rolesIn(tx, [id], caller)).get(id) ?? { isOwner: false, isManager: false };
    const allowed = need === 'signedIn' || role.isOwner || (need === 'manager' && role.isManager);
    if (!allowed) return 'forbidden' as const;
    return write({ tx, list, role });
  });
}

/** Marks the locked list changed now; `tokens` also bumps its revision (its manifest changed). */
export async function touchList(
  locked: LockedList,
  now: number,
  change: { tokens?: number; proposals?: number; manifest?: boolean },
): Promise<void> {
  await locked.tx
    .updateTable('token_lists')
    .set((eb) => ({
      updated_at: now,
      tokens_count: eb('tokens_count', '+', change.tokens ?? 0),
      proposals_count: eb('proposals_count', '+', change.proposals ?? 0),
      revision: eb('revision', '+', change.manifest ? 1 : 0),
    }))
    .where('id', '=', locked.list.id)
    .execute();
}

/** Updates the locked list's settings; `taken` when another list has the new url. */
export async function updateTokenList(
  locked: LockedList,
  content: ListContent,
  now: number,
): Promise<'updated' | 'taken'> {
  const { tx, list } = locked;
  const other = await tx
    .selectFrom('token_lists')
    .select('id')
    .where(sql`lower(url)`, '=', content.url.toLowerCase())
    .where('id', '<>', list.id)
    .executeTakeFirst();
  if (other) return 'taken';
  await tx
    .updateTable('token_lists')
    .set({
      url: content.url,
      name: content.name,
      description: content.description,
      is_public: content.isPublic,
      logo_svg: content.logoSvg,
      updated_at: now,
      // The manifest names the list: a new name is a new version of it.
      revision: sql`revision + 1`,
    })
    .where('id', '=', list.id)
    .execute();
  await setManagers(tx, list.id, content.managers);
  return 'updated';
}

export async function deleteTokenList(locked: LockedList): Promise<void> {
  await locked.tx.deleteFrom('token_lists').where('id', '=', locked.list.id).execute();
}

export async function addManager(locked: LockedList, email: string, now: number): Promise<void> {
  await locked.tx
    .insertInto('token_list_managers')
    .values({ list_id: locked.list.id, email })
    .onConflict((oc) => oc.doNothing())
    .execute();
  await touchList(locked, now, {});
}

export async function removeManager(locked: LockedList, email: string, now: number): Promise<void> {
  await locked.tx
    .deleteFrom('token_list_managers')
    .where('list_id', '=', locked.list.id)
    .where('email', '=', email)
    .execute();
  await touchList(locked, now, {});
}

/** What the explorer knows of a root a caller adds or proposes. */
export interface RootFacts {
  /** An indexed TIP-3 root. */
  indexed: boolean;
  /** It has an asset proposal (of any status). */
  submitted: boolean;
  /** Approved, or trusted by the deployment. */
  verified: boolean;
  inList: boolean;
  proposal: 'Pending' | 'Approved' | 'Declined' | null;
}

/** The facts of each of `roots` for the locked list. */
export async function rootFacts(
  locked: LockedList,
  roots: readonly string[],
): Promise<Map<string, RootFacts>> {
  const { tx, list } = locked;
  const facts = new Map<string, RootFacts>();
  for (const root of roots) {
    const { workchain, address } = parseRawAddress(root);
    // One statement: each fact is a lookup by the root's key (and the list's) in its own table.
    const same = sql`workchain = ${workchain} AND address = ${address}`;
    const { rows } = await sql<{
      indexed: boolean;
      trusted: boolean;
      submitted: boolean;
      approved: boolean;
      in_list: boolean;
      proposal: RootFacts['proposal'];
    }>`SELECT
        EXISTS (SELECT 1 FROM token_roots WHERE ${same} AND standard = 'Tip3') AS indexed,
        EXISTS (SELECT 1 FROM token_roots WHERE ${same} AND trusted) AS trusted,
        EXISTS (SELECT 1 FROM token_proposals WHERE ${same}) AS submitted,
        EXISTS (SELECT 1 FROM token_proposal_votes WHERE ${same} AND status = 'Approved') AS approved,
        EXISTS (SELECT 1 FROM token_list_tokens WHERE list_id = ${list.id} AND ${same}) AS in_list,
        (SELECT status FROM token_list_proposals WHERE list_id = ${list.id} AND ${same}) AS proposal`.execute(
      tx,
    );
    const r = rows[0];
    facts.set(root, {
      indexed: r.indexed,
      submitted: r.submitted,
      verified: r.approved || r.trusted,
      inList: r.in_list,
      proposal: r.proposal ?? null,
    });
  }
  return facts;
}

/** The key of `root`'s row in list `listId` (token_list_tokens and token_list_proposals share it). */
function entryKey(listId: string, root: string) {
  const { workchain, address } = parseRawAddress(root);
  return { list_id: listId, workchain, address };
}

/** Appends `roots` to the locked list (after its last token); a pending proposal of one is approved. */
export async function addListTokens(
  locked: LockedList,
  roots: readonly string[],
  now: number,
): Promise<void> {
  const { tx, list } = locked;
  const last = await tx
    .selectFrom('token_list_tokens')
    .select((eb) => eb.fn.max('position').as('p'))
    .where('list_id', '=', list.id)
    .executeTakeFirst();
  let position = last?.p == null ? 0 : Number(last.p) + 1;
  let approved = 0;
  for (const root of roots) {
    const key = entryKey(list.id, root);
    await tx
      .insertInto('token_list_tokens')
      .values({ ...key, position: position++, added_at: now })
      .execute();
    const decided = await tx
      .updateTable('token_list_proposals')
      .set({ status: 'Approved', decided_at: now })
      .where((eb) => eb.and(key))
      .where('status', '=', 'Pending')
      .executeTakeFirst();
    approved += Number(decided.numUpdatedRows);
  }
  await touchList(locked, now, { tokens: roots.length, proposals: -approved, manifest: true });
}

/** Removes `roots` (all in the locked list) from it. */
export async function removeListTokens(
  locked: LockedList,
  roots: readonly string[],
  now: number,
): Promise<void> {
  for (const root of roots)
    await locked.tx
      .deleteFrom('token_list_tokens')
      .where((eb) => eb.and(entryKey(locked.list.id, root)))
      .execute();
  await touchList(locked, now, { tokens: -roots.length, manifest: true });
}

/** Sets the positions of tokens of the locked list. */
export async function orderListTokens(
  locked: LockedList,
  entries: ReadonlyArray<{ order: number; root: string }>,
  now: number,
): Promise<void> {
  for (const e of entries)
    await locked.tx
      .updateTable('token_list_tokens')
      .set({ position: e.order })
      .where((eb) => eb.and(entryKey(locked.list.id, e.root)))
      .execute();
  await touchList(locked, now, { manifest: true });
}

/** Records `sub`'s pending proposal of each root (a root proposed before and approved, then removed, again). */
export async function proposeListTokens(
  locked: LockedList,
  sub: string,
  roots: readonly string[],
  now: number,
): Promise<void> {
  for (const root of roots) {
    await locked.tx
      .insertInto('token_list_proposals')
      .values({
        ...entryKey(locked.list.id, root),
        status: 'Pending',
        proposer_sub: sub,
        proposed_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['list_id', 'workchain', 'address'])
          .doUpdateSet({ status: 'Pending', proposer_sub: sub, proposed_at: now, decided_at: null }),
      )
      .execute();
  }
  await touchList(locked, now, { proposals: roots.length });
}

/** Declines pending proposals of the locked list (approving one is addListTokens). */
export async function declineListProposals(
  locked: LockedList,
  roots: readonly string[],
  now: number,
): Promise<void> {
  for (const root of roots)
    await locked.tx
      .updateTable('token_list_proposals')
      .set({ status: 'Declined', decided_at: now })
      .where((eb) => eb.and(entryKey(locked.list.id, root)))
      .where('status', '=', 'Pending')
      .execute();
  await touchList(locked, now, { proposals: -roots.length });
}

/** Sets `caller`'s own order of its lists; `not_member` names an id it neither owns nor manages. */
export async function orderMyTokenLists(
  db: Kysely<Schema>,
  caller: ListCaller,
  entries: ReadonlyArray<{ order: number; id: string }>,
): Promise<'ordered' | { notMember: number }> {
  return db.transaction().execute(async (tx) => {
    const roles = await rolesIn(
      tx,
      entries.map((e) => e.id),
      caller,
    );
    const stranger = entries.findIndex((e) => !roles.has(e.id));
    if (stranger >= 0) return { notMember: stranger };
    for (const e of entries)
      await tx
        .insertInto('token_list_orderings')
        .values({ sub: caller.sub, list_id: e.id, position: e.order })
        .onConflict((oc) => oc.columns(['sub', 'list_id']).doUpdateSet({ position: e.order }))
        .execute();
    return 'ordered' as const;
  });
}
