// Token ownership links and asset proposals (migration 0920; decision 0049): what the Admin API's
// token routes read and write. Nothing here updates or deletes a row: a link, a version and a vote are
// each written once, so every state a token's assets went through stays readable. A version's status
// is derived from its vote (none: Pending). Lists are small (one person's tokens, the review queue) and
// page by a bounded offset; counts stop at COUNT_CAP instead of counting a whole table.
import type {
  ApprovedTokenInfo,
  ProjectMetadata,
  ProjectSocials,
  ProposalStatus,
  TokenAsset,
  TokenAssetRow,
  TokenProposal,
} from '@tvmscan/api-schema';
import { TOKEN_SOCIAL_KEYS } from '@tvmscan/api-schema';
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { parseRawAddress, rawAddress, u32 } from './read/format';
import type { Schema } from './schema';

/** The most a proposals count counts: past it the answer is this (the lists' offsets stop earlier). */
export const COUNT_CAP = 10_001;
/** The advisory-lock class of submissions and votes (ASCII "tass"); the object is the root's hashtext. */
const ROOT_LOCK_CLASS = 0x74617373;

/** Where a version's sanitized logo is served: `${base}/${root}/${active_from}`. */
export type LogoUrl = (root: string, activeFrom: number) => string;

// ── chain facts the ownership proof reads ────────────────────────────────────────────────────────

/** An indexed TIP-3 root's current owner (null when the indexer read none), or null for no such root. */
export async function tokenRootOwner(
  db: Kysely<Schema>,
  root: string,
): Promise<{ owner: string | null } | null> {
  const { workchain, address } = parseRawAddress(root);
  const r = await db
    .selectFrom('token_roots')
    .select(['root_owner_workchain', 'root_owner'])
    .where('workchain', '=', workchain)
    .where('address', '=', address)
    .where('standard', '=', 'Tip3')
    .executeTakeFirst();
  if (!r) return null;
  return {
    owner:
      r.root_owner === null || r.root_owner_workchain === null
        ? null
        : rawAddress(r.root_owner_workchain, r.root_owner),
  };
}

/**
 * Whether a stored transaction is committed: its block is stored, and so is the masterchain block of
 * its `mc_seqno` (the one whose shard hashes name it, or its own for a masterchain transaction).
 * Null for a transaction that is not indexed.
 */
export async function transactionCommitted(db: Kysely<Schema>, hash: string): Promise<boolean | null> {
  const r = await db
    .selectFrom('transactions as t')
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('blocks as b')
            .select('b.root_hash')
            .whereRef('b.root_hash', '=', 't.block_root_hash'),
        )
        .as('in_block'),
      eb
        .exists(
          eb
            .selectFrom('blocks as m')
            .select('m.root_hash')
            .where('m.workchain', '=', -1)
            .whereRef('m.seqno', '=', 't.mc_seqno'),
        )
        .as('in_masterchain'),
    ])
    .where('t.hash', '=', Buffer.from(hash, 'hex'))
    .executeTakeFirst();
  if (!r) return null;
  return Boolean(r.in_block) && Boolean(r.in_masterchain);
}

// ── links ────────────────────────────────────────────────────────────────────────────────────────

/** Whether `sub` has linked `root`. */
export async function isTokenOwner(db: Kysely<Schema>, sub: string, root: string): Promise<boolean> {
  const { workchain, address } = parseRawAddress(root);
  const r = await db
    .selectFrom('token_owner_links')
    .select('sub')
    .where('sub', '=', sub)
    .where('workchain', '=', workchain)
    .where('address', '=', address)
    .executeTakeFirst();
  return r !== undefined;
}

/**
 * Records that `sub` proved it controls `root`'s owner in transaction `txHash`. Idempotent: a second
 * proof keeps the first link as it was. Answers when the link was made.
 */
export async function linkTokenOwner(
  db: Kysely<Schema>,
  link: { sub: string; root: string; txHash: string; now: number },
): Promise<number> {
  const { workchain, address } = parseRawAddress(link.root);
  await db
    .insertInto('token_owner_links')
    .values({
      sub: link.sub,
      workchain,
      address,
      tx_hash: Buffer.from(link.txHash, 'hex'),
      linked_at: link.now,
    })
    .onConflict((oc) => oc.columns(['sub', 'workchain', 'address']).doNothing())
    .execute();
  const r = await db
    .selectFrom('token_owner_links')
    .select('linked_at')
    .where('sub', '=', link.sub)
    .where('workchain', '=', workchain)
    .where('address', '=', address)
    .executeTakeFirstOrThrow();
  return u32(r.linked_at);
}

// ── versions ─────────────────────────────────────────────────────────────────────────────────────

export interface NewProposal {
  sub: string;
  root: string;
  /** Unix seconds now: the version's active_from unless the root's last one is as late. */
  now: number;
  meta: ProjectMetadata;
  socials: ProjectSocials;
  logoSvg: string;
}

/**
 * Stores a new Pending version of `root`, its active_from max(now, the root's last active_from + 1);
 * `pending` when the root already has a Pending version. Submissions and votes of one root run one at
 * a time (an advisory lock), so two cannot both pass the Pending check.
 */
export async function submitTokenProposal(
  db: Kysely<Schema>,
  p: NewProposal,
): Promise<{ activeFrom: number } | 'pending'> {
  const { workchain, address } = parseRawAddress(p.root);
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${ROOT_LOCK_CLASS}, hashtext(${p.root}))`.execute(tx);
    const last = await tx
      .selectFrom('token_proposals as p')
      .leftJoin('token_proposal_votes as v', sameVersion)
      .select(['p.active_from', 'v.status'])
      .where('p.workchain', '=', workchain)
      .where('p.address', '=', address)
      .orderBy('p.active_from', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (last && last.status === null) return 'pending' as const;
    const activeFrom = Math.max(p.now, last ? u32(last.active_from) + 1 : 0);
    const { meta } = p;
    await tx
      .insertInto('token_proposals')
      .values({
        workchain,
        address,
        active_from: activeFrom,
        sub: p.sub,
        project_name: meta.project_name,
        project_website: meta.project_website,
        project_email: meta.project_email,
        project_sector: meta.project_sector,
        project_desc: meta.project_desc,
        cmc_ticker: meta.cmc_ticker,
        coingecko_ticker: meta.coingecko_ticker,
        socials: JSON.stringify(socialsOf(p.socials)),
        logo_svg: p.logoSvg,
      })
      .execute();
    return { activeFrom };
  });
}

/** Every social key, in the form's order, empty when not given. */
function socialsOf(given: Partial<Record<string, unknown>> | null | undefined): ProjectSocials {
  return Object.fromEntries(
    TOKEN_SOCIAL_KEYS.map((k) => [k, typeof given?.[k] === 'string' ? (given[k] as string) : '']),
  ) as ProjectSocials;
}

// biome-ignore lint/suspicious/noExplicitAny: the join condition is shared by queries of several shapes
const sameVersion = (j: any) =>
  j
    .onRef('v.workchain', '=', 'p.workchain')
    .onRef('v.address', '=', 'p.address')
    .onRef('v.active_from', '=', 'p.active_from');

/** The versions with their vote and root, as every read below selects them. */
function versions(db: Kysely<Schema>) {
  return db
    .selectFrom('token_proposals as p')
    .leftJoin('token_proposal_votes as v', sameVersion)
    .leftJoin('token_roots as r', (j) =>
      j.onRef('r.workchain', '=', 'p.workchain').onRef('r.address', '=', 'p.address'),
    )
    .select([
      'p.workchain',
      'p.address',
      'p.active_from',
      'p.project_name',
      'p.project_website',
      'p.project_email',
      'p.project_sector',
      'p.project_desc',
      'p.cmc_ticker',
      'p.coingecko_ticker',
      'p.socials',
      'v.status',
      'v.reason',
      'v.voted_at',
      'r.symbol',
    ]);
}
type VersionRow = Awaited<ReturnType<ReturnType<typeof versions>['execute']>>[number];

// biome-ignore lint/suspicious/noExplicitAny: the aliases p and v of versions()
type Eb = ExpressionBuilder<any, any>;

const statusOf = (r: { status: 'Approved' | 'Rejected' | null }): ProposalStatus => r.status ?? 'Pending';

/** The version is its root's newest. */
const newest = (eb: Eb) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('token_proposals as n')
        .select('n.active_from')
        .whereRef('n.workchain', '=', 'p.workchain')
        .whereRef('n.address', '=', 'p.address')
        .whereRef('n.active_from', '>', 'p.active_from'),
    ),
  );

/** The version's status is one of `statuses`. */
function statusIn(eb: Eb, statuses: readonly ProposalStatus[]) {
  const voted = statuses.filter((s) => s !== 'Pending');
  const parts = [];
  if (statuses.includes('Pending')) parts.push(eb('v.status', 'is', null));
  if (voted.length > 0) parts.push(eb('v.status', 'in', voted));
  return eb.or(parts);
}

/** The root is linked by `sub`. */
const linkedBy = (sub: string) => (eb: Eb) =>
  eb.exists(
    eb
      .selectFrom('token_owner_links as l')
      .select('l.sub')
      .where('l.sub', '=', sub)
      .whereRef('l.workchain', '=', 'p.workchain')
      .whereRef('l.address', '=', 'p.address'),
  );

/** An earlier or this version of the root is Approved. */
const approvedSoFar = (eb: Eb) =>
  eb
    .exists(
      eb
        .selectFrom('token_proposal_votes as a')
        .select('a.active_from')
        .where('a.status', '=', 'Approved')
        .whereRef('a.workchain', '=', 'p.workchain')
        .whereRef('a.address', '=', 'p.address')
        .whereRef('a.active_from', '<=', 'p.active_from'),
    )
    .as('approved');

function toProposal(r: VersionRow, logoUrl: LogoUrl): TokenProposal {
  const root = rawAddress(r.workchain, r.address);
  const activeFrom = u32(r.active_from);
  return {
    root_address: root,
    active_from: activeFrom,
    status: statusOf(r),
    full_name: r.project_name,
    symbol: r.symbol ?? null,
    asset_url: logoUrl(root, activeFrom),
    review_comment: r.reason ?? null,
    reviewed_at: r.voted_at === null ? null : u32(r.voted_at),
    project_meta: {
      project_website: r.project_website,
      project_email: r.project_email,
      project_sector: r.project_sector,
      project_desc: r.project_desc,
      cmc_ticker: r.cmc_ticker,
      coingecko_ticker: r.coingecko_ticker,
    },
    project_socials: socialsOf(r.socials),
  };
}

export interface AssetListFilter {
  /** Only the roots this account linked; null for every root (an admin's choice). */
  ownerSub: string | null;
  onlyLast: boolean;
  statuses: readonly ProposalStatus[];
  root?: string;
}

function filtered(db: Kysely<Schema>, f: AssetListFilter) {
  let q = versions(db).where((eb) => statusIn(eb, f.statuses));
  if (f.ownerSub !== null) q = q.where(linkedBy(f.ownerSub));
  if (f.onlyLast) q = q.where(newest);
  if (f.root !== undefined) {
    const { workchain, address } = parseRawAddress(f.root);
    q = q.where('p.workchain', '=', workchain).where('p.address', '=', address);
  }
  return q;
}

/** The settings lists (My tokens, the admin's Assets tables): a page ordered by active_from. */
export async function listTokenAssets(
  db: Kysely<Schema>,
  f: AssetListFilter & { direction: 'asc' | 'desc'; offset: number; limit: number },
  logoUrl: LogoUrl,
): Promise<TokenAssetRow[]> {
  const rows = await filtered(db, f)
    .select(approvedSoFar)
    .orderBy('p.active_from', f.direction)
    .orderBy('p.workchain', f.direction)
    .orderBy('p.address', f.direction)
    .offset(f.offset)
    .limit(f.limit)
    .execute();
  return rows.map((r) => {
    const root = rawAddress(r.workchain, r.address);
    const activeFrom = u32(r.active_from);
    return {
      root_address: root,
      active_from: activeFrom,
      status: statusOf(r),
      full_name: r.project_name,
      symbol: r.symbol ?? null,
      asset_logo_url: logoUrl(root, activeFrom),
      approved: Boolean(r.approved),
    };
  });
}

/** How many versions the filter covers, at most COUNT_CAP. */
export async function countTokenAssets(db: Kysely<Schema>, f: AssetListFilter): Promise<number> {
  return cappedCount(db, filtered(db, f));
}

/** The status of `sub`'s newest version of `root` (a version of a root it linked); null when none. */
export async function ownProposalStatus(
  db: Kysely<Schema>,
  sub: string,
  root: string,
): Promise<ProposalStatus | null> {
  const r = await filtered(db, {
    ownerSub: sub,
    onlyLast: true,
    statuses: ['Pending', 'Approved', 'Rejected'],
    root,
  }).executeTakeFirst();
  return r ? statusOf(r) : null;
}

/** The public proposals: one root's versions, or a page of every root's; newest first. */
export async function publicProposals(
  db: Kysely<Schema>,
  request: { root: string } | { offset: number; limit: number },
  logoUrl: LogoUrl,
): Promise<TokenProposal[]> {
  let q = versions(db)
    .orderBy('p.active_from', 'desc')
    .orderBy('p.workchain', 'desc')
    .orderBy('p.address', 'desc');
  if ('root' in request) {
    const { workchain, address } = parseRawAddress(request.root);
    q = q.where('p.workchain', '=', workchain).where('p.address', '=', address).limit(COUNT_CAP);
  } else q = q.offset(request.offset).limit(request.limit);
  return (await q.execute()).map((r) => toProposal(r, logoUrl));
}

/** How many versions there are (of one root, or in all), at most COUNT_CAP. */
export async function countPublicProposals(db: Kysely<Schema>, root: string | null): Promise<number> {
  let q = db.selectFrom('token_proposals as p').select('p.active_from');
  if (root !== null) {
    const { workchain, address } = parseRawAddress(root);
    q = q.where('p.workchain', '=', workchain).where('p.address', '=', address);
  }
  return cappedCount(db, q);
}

/** How many rows `q` gives, counting at most `cap` of them (COUNT_CAP by default). */
export async function cappedCount<DB, TB extends keyof DB, O>(
  db: Kysely<Schema>,
  q: SelectQueryBuilder<DB, TB, O>,
  cap: number = COUNT_CAP,
): Promise<number> {
  const r = await db
    .selectFrom(q.limit(cap).as('c'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** One version, or null. */
export async function tokenProposal(
  db: Kysely<Schema>,
  root: string,
  activeFrom: number,
  logoUrl: LogoUrl,
): Promise<TokenProposal | null> {
  const { workchain, address } = parseRawAddress(root);
  const r = await versions(db)
    .where('p.workchain', '=', workchain)
    .where('p.address', '=', address)
    .where('p.active_from', '=', String(activeFrom))
    .executeTakeFirst();
  return r ? toProposal(r, logoUrl) : null;
}

export interface Vote {
  root: string;
  activeFrom: number;
  voterSub: string;
  now: number;
  status: 'Approved' | 'Rejected';
  reason: string | null;
}

/** Records an admin's vote on a Pending version; `not_found` or `not_pending` otherwise. */
export async function voteTokenProposal(
  db: Kysely<Schema>,
  vote: Vote,
  logoUrl: LogoUrl,
): Promise<TokenProposal | 'not_found' | 'not_pending'> {
  const { workchain, address } = parseRawAddress(vote.root);
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${ROOT_LOCK_CLASS}, hashtext(${vote.root}))`.execute(tx);
    const found = await tokenProposal(tx, vote.root, vote.activeFrom, logoUrl);
    if (!found) return 'not_found' as const;
    if (found.status !== 'Pending') return 'not_pending' as const;
    await tx
      .insertInto('token_proposal_votes')
      .values({
        workchain,
        address,
        active_from: vote.activeFrom,
        status: vote.status,
        reason: vote.status === 'Rejected' ? vote.reason : null,
        voter_sub: vote.voterSub,
        voted_at: vote.now,
      })
      .execute();
    // An approved token is trusted (decision 0049), as the manifest's are; a later approval of another
    // version finds it trusted already. A root indexed later is marked as it is inserted (writeTokens).
    if (vote.status === 'Approved') {
      const marked = await tx
        .updateTable('token_roots')
        .set({ trusted: true })
        .where('workchain', '=', workchain)
        .where('address', '=', address)
        .where('trusted', '=', false)
        .executeTakeFirst();
      const n = Number(marked.numUpdatedRows);
      if (n > 0)
        await tx
          .insertInto('stats_counters')
          .values({ name: 'tokens_trusted', value: n })
          .onConflict((oc) =>
            oc.column('name').doUpdateSet({ value: sql`stats_counters.value + EXCLUDED.value` }),
          )
          .execute();
    }
    return (await tokenProposal(tx, vote.root, vote.activeFrom, logoUrl)) as TokenProposal;
  });
}

/** The root's newest version before `activeFrom` whose status is listed; null when none. */
export async function previousProposalVersion(
  db: Kysely<Schema>,
  root: string,
  activeFrom: number,
  statuses: readonly ProposalStatus[],
  logoUrl: LogoUrl,
): Promise<TokenProposal | null> {
  const { workchain, address } = parseRawAddress(root);
  const r = await versions(db)
    .where('p.workchain', '=', workchain)
    .where('p.address', '=', address)
    .where('p.active_from', '<', String(activeFrom))
    .where((eb) => statusIn(eb, statuses))
    .orderBy('p.active_from', 'desc')
    .limit(1)
    .executeTakeFirst();
  return r ? toProposal(r, logoUrl) : null;
}

// ── approved information ─────────────────────────────────────────────────────────────────────────

/** Each root's newest Approved version, as token pages show it. */
function approved(db: Kysely<Schema>) {
  return versions(db)
    .where('v.status', '=', 'Approved')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('token_proposal_votes as n')
            .select('n.active_from')
            .where('n.status', '=', 'Approved')
            .whereRef('n.workchain', '=', 'p.workchain')
            .whereRef('n.address', '=', 'p.address')
            .whereRef('n.active_from', '>', 'p.active_from'),
        ),
      ),
    );
}

function toApproved(r: VersionRow, logoUrl: LogoUrl): ApprovedTokenInfo {
  const p = toProposal(r, logoUrl);
  return {
    root_address: p.root_address,
    active_from: p.active_from,
    full_name: p.full_name,
    symbol: p.symbol,
    logo_url: p.asset_url,
    website: p.project_meta.project_website,
    description: p.project_meta.project_desc,
    cmc_url: p.project_meta.cmc_ticker,
    coingecko_url: p.project_meta.coingecko_ticker,
    socials: p.project_socials,
  };
}

/** The approved tokens, newest approval first. */
export async function approvedTokens(
  db: Kysely<Schema>,
  page: { offset: number; limit: number },
  logoUrl: LogoUrl,
): Promise<ApprovedTokenInfo[]> {
  const rows = await approved(db)
    .orderBy('v.voted_at', 'desc')
    .orderBy('p.workchain', 'desc')
    .orderBy('p.address', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map((r) => toApproved(r, logoUrl));
}

/** One root's approved information, or null. */
export async function approvedToken(
  db: Kysely<Schema>,
  root: string,
  logoUrl: LogoUrl,
): Promise<ApprovedTokenInfo | null> {
  const { workchain, address } = parseRawAddress(root);
  const r = await approved(db)
    .where('p.workchain', '=', workchain)
    .where('p.address', '=', address)
    .executeTakeFirst();
  return r ? toApproved(r, logoUrl) : null;
}

/**
 * Where this deployment serves logos: `tvmscan dev` and `serve` mount the Admin API at /api/admin on
 * the explorer's own origin, so the Tokens API's answers name them there.
 */
export const SERVED_LOGO_BASE = '/api/admin/v1/info/logo';
export const servedLogoUrl: LogoUrl = (root, activeFrom) => `${SERVED_LOGO_BASE}/${root}/${activeFrom}`;

/** Each given root's approved asset information (the Tokens API's `asset`), by raw address. */
export async function approvedAssets(
  db: Kysely<Schema>,
  roots: readonly string[],
): Promise<Map<string, TokenAsset>> {
  const found = new Map<string, TokenAsset>();
  if (roots.length === 0) return found;
  const wanted = new Set(roots);
  const addresses = [...new Set(roots.map((r) => parseRawAddress(r).address.toString('hex')))];
  const rows = await approved(db)
    .where(
      'p.address',
      'in',
      addresses.map((a) => Buffer.from(a, 'hex')),
    )
    .execute();
  for (const r of rows) {
    const info = toApproved(r, servedLogoUrl);
    if (!wanted.has(info.root_address)) continue;
    // The form's order: the market links of its first step, then the social links of its second.
    const links: TokenAsset['links'] = [];
    if (info.cmc_url) links.push({ key: 'cmc_url', url: info.cmc_url });
    if (info.coingecko_url) links.push({ key: 'coingecko_url', url: info.coingecko_url });
    for (const key of TOKEN_SOCIAL_KEYS) if (info.socials[key]) links.push({ key, url: info.socials[key] });
    found.set(info.root_address, {
      name: info.full_name,
      logoUrl: info.logo_url,
      website: info.website,
      description: info.description,
      links,
    });
  }
  return found;
}

/** A version's sanitized logo, or null. */
export async function proposalLogo(
  db: Kysely<Schema>,
  root: string,
  activeFrom: number,
): Promise<string | null> {
  const { workchain, address } = parseRawAddress(root);
  const r = await db
    .selectFrom('token_proposals')
    .select('logo_svg')
    .where('workchain', '=', workchain)
    .where('address', '=', address)
    .where('active_from', '=', String(activeFrom))
    .executeTakeFirst();
  return r?.logo_svg ?? null;
}
